/** The notices of the lead forms, exactly as SPEC §8 words them, and the renewal reminder's (issue 42). */
import { REMINDER_CONFIRMATION_HOURS } from "../../../supabase/functions/_shared/contract/renewal-reminder";
import { DISCLOSURES_PATH, ROUTES } from "../../../supabase/functions/_shared/contract/routes";
import type { Notice, NoticeLink } from "../ui/notify";

export interface NoticeText {
  title: string;
  description: string;
}

/**
 * The success's place when the visitor's confirmation mail goes later ("deferred") or not now
 * ("skipped"): never the same notice as when it goes (the function's answer says which:
 * contract/confirmation-answer.ts). `keepValues`: the form keeps what was typed, to send it again later.
 */
export type UnconfirmedNotice = Omit<Notice, "detail"> & { keepValues?: boolean };

export interface LeadMessages {
  success: NoticeText & { links?: readonly NoticeLink[] };
  failure: NoticeText;
  /** For the forms whose visitor gets a confirmation mail; absent: the success whatever the answer says. */
  unconfirmed?: Record<"deferred" | "skipped", UnconfirmedNotice>;
}

/** A lead's confirmation: the lead itself is received either way, so the success stays, with a line that says so. */
const LEAD_CONFIRMATION_NOTES = {
  deferred: "O e-mail de confirmação pode levar até 1 hora para chegar.",
  skipped: "Não conseguimos enviar o e-mail de confirmação agora. Anote o número do protocolo.",
} as const;

const TRY_AGAIN = "Tente novamente ou entre em contato diretamente.";

/**
 * A lead form's notices: SPEC §8's success, its failure under `failureTitle`, and, for a form whose
 * visitor gets a confirmation mail, the success again with a line when that mail goes later or not now.
 */
function leadMessages(success: LeadMessages["success"], failureTitle: string, confirmationMail = true): LeadMessages {
  const messages = { success, failure: { title: failureTitle, description: TRY_AGAIN } };
  if (!confirmationMail) return messages;
  return {
    ...messages,
    unconfirmed: {
      deferred: { status: "success", ...success, note: LEAD_CONFIRMATION_NOTES.deferred },
      skipped: { status: "success", ...success, note: LEAD_CONFIRMATION_NOTES.skipped },
    },
  };
}

// The quick quote has no e-mail field, so no confirmation mail.
export const QUICK_QUOTE_MESSAGES = leadMessages(
  { title: "Cotação solicitada!", description: "Entraremos em contato em breve." },
  "Erro ao enviar cotação",
  false,
);

export const HOME_CONTACT_MESSAGES = leadMessages(
  { title: "Mensagem enviada com sucesso!", description: "Nossa equipe entrará em contato em breve." },
  "Erro ao enviar mensagem",
);

export const CONTACT_PAGE_MESSAGES = leadMessages(
  { title: "Mensagem enviada com sucesso!", description: "Entraremos em contato em breve. Obrigado!" },
  "Erro ao enviar mensagem",
);

export const FULL_QUOTE_MESSAGES = leadMessages(
  {
    title: "Cotação solicitada com sucesso!",
    description: "Nossa equipe entrará em contato em até 24 horas com sua cotação personalizada.",
    // Beside SPEC §8's texts, not in them: a visitor insured elsewhere can leave the end date too,
    // and what the brokerage discloses before a sale (Res. CNSP 382/2020) is one tap away.
    links: [
      { href: ROUTES.reminder, label: "Quer que a gente lembre você antes do vencimento do seu seguro?" },
      { href: DISCLOSURES_PATH, label: "Antes de contratar: o que a corretora informa a você" },
    ],
  },
  "Erro ao enviar cotação",
);

export const TERMS_NOT_ACCEPTED: NoticeText = {
  title: "Erro no formulário",
  description: "Você deve aceitar os termos e condições para prosseguir.",
};

/**
 * The renewal reminder's notices: the reminder waits for the link in the confirmation mail, so
 * without that mail it is not yet a reminder, and the form keeps what was typed to ask again later.
 */
export const REMINDER_MESSAGES: LeadMessages = {
  success: {
    title: "Quase lá",
    description: `Enviamos um e-mail para confirmar o lembrete. Abra o link dele em até ${REMINDER_CONFIRMATION_HOURS} horas.`,
  },
  failure: { title: "Erro ao pedir o lembrete", description: TRY_AGAIN },
  unconfirmed: {
    deferred: {
      status: "success",
      title: "Quase lá",
      description: `O e-mail para confirmar o lembrete pode levar até 1 hora para chegar. Abra o link dele em até ${REMINDER_CONFIRMATION_HOURS} horas.`,
    },
    skipped: {
      status: "error",
      title: "Não conseguimos enviar a confirmação agora",
      description:
        "O lembrete só vale depois que você o confirma pelo e-mail, e esse e-mail não pôde ser enviado agora. Tente de novo mais tarde.",
      keepValues: true,
    },
  },
};
