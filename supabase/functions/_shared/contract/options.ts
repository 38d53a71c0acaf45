/**
 * The option lists of the lead forms (SPEC §3). Shared by the site (select options)
 * and the function (validation, labels in the e-mail) so both always agree.
 */

export interface Option<V extends string = string> {
  value: V;
  label: string;
}

/** Home quick quote: the option value is the label itself, as the form sends it. */
export const QUICK_QUOTE_SERVICES = [
  "Saúde Empresarial",
  "Odonto Empresarial",
  "Vida em Grupo",
  "Previdência Privada Empresarial",
  "Seguro Patrimonial Empresarial",
  "Seguro Responsabilidade Civil",
  "Seguro Residencial",
  "Seguro Viagem",
  "Seguro de Vida",
  "Previdência Privada",
  "Consórcio de Imóveis",
  "Consórcio de veículos e máquinas",
  "Consórcio de serviços",
  "Consórcio de Energia",
  "Financiamento para Pessoa Jurídica",
  "Financiamento para Pessoa Física",
] as const;

export type QuickQuoteService = (typeof QUICK_QUOTE_SERVICES)[number];

export const HOME_INSURANCE_TYPES = [
  { value: "auto", label: "Seguro Auto" },
  { value: "residencial", label: "Seguro Residencial" },
  { value: "vida", label: "Seguro de Vida" },
  { value: "empresarial", label: "Seguro Empresarial" },
  { value: "previdencia", label: "Previdência Privada" },
  { value: "outro", label: "Outro" },
] as const satisfies readonly Option[];

export type HomeInsuranceType = (typeof HOME_INSURANCE_TYPES)[number]["value"];

export const FULL_QUOTE_TYPES = [
  { value: "veiculo", label: "Seguro de Veículo" },
  { value: "residencia", label: "Seguro Residencial" },
  { value: "empresa", label: "Seguro Empresarial" },
  { value: "vida", label: "Seguro de Vida" },
  { value: "viagem", label: "Seguro Viagem" },
  { value: "transporte", label: "Seguro de Transporte" },
  { value: "fianca", label: "Fiança Locatícia" },
  { value: "previdencia", label: "Previdência Privada" },
  { value: "consorcio", label: "Consórcio" },
] as const satisfies readonly Option[];

export type FullQuoteType = (typeof FULL_QUOTE_TYPES)[number]["value"];

/** The label of an option value, or the value itself when it is not in the list. */
export function optionLabel(options: readonly Option[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

/** The label of a lead's insurance type as its form lists it (the quick quote stores the label itself), or null. */
export function insuranceTypeLabel(lead: { formType: string; insuranceType: string | null }): string | null {
  if (lead.insuranceType === null) return null;
  if (lead.formType === "full-quote") return optionLabel(FULL_QUOTE_TYPES, lead.insuranceType);
  if (lead.formType === "contact") return optionLabel(HOME_INSURANCE_TYPES, lead.insuranceType);
  return lead.insuranceType;
}

/** What the visitor asked about: the insurance type's label, else the contact form's subject, else null. */
export function leadProduct(lead: {
  formType: string;
  insuranceType: string | null;
  subject: string | null;
}): string | null {
  return insuranceTypeLabel(lead) ?? lead.subject;
}
