/** The content of data/contact.json, as the page query returns it. */
export interface ContactPageData {
  title: string;
  lead: string;
  form: { title: string; text: string };
  info: { title: string };
  shortcuts: { title: string; text: string; call: string; email: string };
  faq: { title: string; items: readonly { question: string; answer: string }[] };
}

/** The channels and promises from data/site.json this page shows. */
export interface ContactChannels {
  phone: { e164: string; display: string };
  email: string;
  whatsapp: { number: string; greeting: string };
  city: string;
  state: string;
  hours: string;
  answerTime: string;
}
