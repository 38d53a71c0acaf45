/** The notices of the lead forms, exactly as SPEC §8 words them, and the renewal reminder's (issue 42). */
import { REMINDER_CONFIRMATION_HOURS } from "../../../supabase/functions/_shared/contract/renewal-reminder";
import { DISCLOSURES_PATH, ROUTES } from "../../lib/routes";
import type { NoticeLink } from "../ui/notify";

export interface NoticeText {
  title: string;
  description: string;
}

export interface LeadMessages {
  success: NoticeText & { links?: readonly NoticeLink[] };
  failure: NoticeText;
}

const TRY_AGAIN = "Tente novamente ou entre em contato diretamente.";

export const QUICK_QUOTE_MESSAGES: LeadMessages = {
  success: { title: "Cotação solicitada!", description: "Entraremos em contato em breve." },
  failure: { title: "Erro ao enviar cotação", description: TRY_AGAIN },
};

export const HOME_CONTACT_MESSAGES: LeadMessages = {
  success: { title: "Mensagem enviada com sucesso!", description: "Nossa equipe entrará em contato em breve." },
  failure: { title: "Erro ao enviar mensagem", description: TRY_AGAIN },
};

export const CONTACT_PAGE_MESSAGES: LeadMessages = {
  success: { title: "Mensagem enviada com sucesso!", description: "Entraremos em contato em breve. Obrigado!" },
  failure: { title: "Erro ao enviar mensagem", description: TRY_AGAIN },
};

export const FULL_QUOTE_MESSAGES: LeadMessages = {
  success: {
    title: "Cotação solicitada com sucesso!",
    description: "Nossa equipe entrará em contato em até 24 horas com sua cotação personalizada.",
    // Beside SPEC §8's texts, not in them: a visitor insured elsewhere can leave the end date too,
    // and what the brokerage discloses before a sale (Res. CNSP 382/2020) is one tap away.
    links: [
      { href: ROUTES.reminder, label: "Quer que a gente lembre você antes do vencimento do seu seguro?" },
      { href: DISCLOSURES_PATH, label: "Antes de contratar: o que a corretora informa a você" },
    ],
  },
  failure: { title: "Erro ao enviar cotação", description: TRY_AGAIN },
};

export const TERMS_NOT_ACCEPTED: NoticeText = {
  title: "Erro no formulário",
  description: "Você deve aceitar os termos e condições para prosseguir.",
};

/** The renewal reminder's notices: the reminder waits for the link in the confirmation mail. */
export const REMINDER_MESSAGES: LeadMessages = {
  success: {
    title: "Quase lá",
    description: `Enviamos um e-mail para confirmar o lembrete. Abra o link dele em até ${REMINDER_CONFIRMATION_HOURS} horas.`,
  },
  failure: { title: "Erro ao pedir o lembrete", description: TRY_AGAIN },
};
