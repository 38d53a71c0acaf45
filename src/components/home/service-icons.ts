import type { LucideIcon } from "lucide-react";
import {
  Bike,
  Building2,
  Car,
  Coins,
  HandCoins,
  HeartPulse,
  House,
  KeyRound,
  PiggyBank,
  Plane,
  Scale,
  ShieldCheck,
  Stethoscope,
  Ticket,
} from "lucide-react";

const ICONS: Record<string, LucideIcon> = {
  "seguro-auto": Car,
  "seguro-moto": Bike,
  residencia: House,
  "seguro-residencial": House,
  vida: HeartPulse,
  "seguro-viagem": Plane,
  "fianca-locaticia": KeyRound,
  empresas: Building2,
  "seguro-empresarial": Building2,
  "rc-profissional": Scale,
  saude: Stethoscope,
  "plano-de-saude": Stethoscope,
  previdencia: PiggyBank,
  consorcio: Coins,
  "titulo-de-capitalizacao": Ticket,
  "emprestimos-consignados": HandCoins,
};

/** The icon of a portfolio card; a service added later without its own icon gets the shield. */
export function serviceIcon(slug: string): LucideIcon {
  return ICONS[slug] ?? ShieldCheck;
}
