/** The notices of the lead forms, exactly as SPEC §8 words them. */

export interface NoticeText {
  title: string;
  description: string;
}

export interface LeadMessages {
  success: NoticeText;
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
  },
  failure: { title: "Erro ao enviar cotação", description: TRY_AGAIN },
};

export const TERMS_NOT_ACCEPTED: NoticeText = {
  title: "Erro no formulário",
  description: "Você deve aceitar os termos e condições para prosseguir.",
};
