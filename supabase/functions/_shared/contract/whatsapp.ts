/**
 * Every WhatsApp link of the site and of the mails, built here: the page's floating button and menu
 * button, a simulator's chat, a lead's "Continuar no WhatsApp", and the mails' buttons (staff to the
 * visitor, the visitor to the brokerage). A link is `https://wa.me/<digits>?text=<message>`, and the
 * message is a `ChatText`, which only the builders below make: each takes only what is not personal
 * (a product's or a guide's name from data/, a simulation's computed figures, a protocol, a page's
 * path), so a visitor's name, CPF, e-mail, phone, income or free text has no parameter to arrive
 * by. A page's message ends with its path: the staff read where the conversation came from, with no
 * tag and no third-party script. Runtime-free, no I/O: the site's pages, its form chunk and the
 * function import it.
 */

import { formatDate } from "./calendar.ts";
import { formatReais, formatWhole } from "./numbers.ts";
import { FULL_QUOTE_TYPES, HOME_INSURANCE_TYPES, QUICK_QUOTE_SERVICES, type Option } from "./options.ts";
import { REMINDER_PRODUCTS } from "./renewal-reminder.ts";

/** What a WhatsApp link of the site says after its text, for a screen reader: where it goes, and that it opens apart. */
export const OPENS_WHATSAPP = " (abre o WhatsApp em nova aba)";

declare const chatText: unique symbol;
/** A prefilled message made by a builder of this module; a plain string is not one. */
export type ChatText = string & { readonly [chatText]: true };

/**
 * The longest prefilled text, in characters. WhatsApp's click-to-chat documents no limit for
 * wa.me's `text`; what limits it is the URL, and links past about 2,000 characters are cut by some
 * browsers, mail apps and proxies. Our messages are 50 to 150 characters; an accented letter takes
 * 6 once percent-encoded, so MAX_LINK_LENGTH bounds the encoded link too.
 */
export const MAX_TEXT_LENGTH = 500;

/** The longest link the builder writes: the practical bound of a URL across browsers and mail apps. */
export const MAX_LINK_LENGTH = 2000;

/** The longest name or title a message carries before it is cut with "…". */
const MAX_LABEL_LENGTH = 90;

/** A number the chat opens with: the digits of an E.164 number ("+5511…" or "5511…"), 8 to 15 of them. */
export function chatNumber(number: string): string | null {
  const digits = number.replace(/^\+/, "");
  return /^\d{8,15}$/.test(digits) ? digits : null;
}

/**
 * The brokerage's WhatsApp number, as data/site.json says: WhatsApp's own when it has one
 * (`whatsapp.number`), else the one `phone.e164` dials (SPEC §9: the same as the phone).
 */
export function brokerageChatNumber(site: { phone: { e164: string }; whatsapp: { number?: string | null } }): string {
  const number = chatNumber(site.whatsapp.number || site.phone.e164);
  if (!number) throw new Error("data/site.json: whatsapp.number ou phone.e164 não é um número de WhatsApp");
  return number;
}

/** Cuts a text at `max` characters, at a word's end where one is near, with "…". Code points, never half an emoji. */
function clip(text: string, max: number): string {
  const points = Array.from(text);
  if (points.length <= max) return text;
  const cut = points.slice(0, max - 1).join("");
  const atWord = cut.replace(/\s+\S*$/, "");
  return `${atWord.length > max / 2 ? atWord : cut}…`;
}

/**
 * A name or title from data/ as a message carries it: on one line, cut to a short length, and
 * refused (null) if it holds what only a person's contact or identity would — an "@", or a run of
 * 8 or more digits (a CPF, a phone) — so that a slip in the content cannot put one in a link.
 */
export function plainLabel(text: string): string | null {
  const line = text.replace(/\s+/g, " ").trim();
  if (line === "" || line.includes("@")) return null;
  const runs = line.match(/\d[\d\s.\-/()]*\d/g) ?? [];
  if (runs.some((run) => run.replace(/\D/g, "").length >= 8)) return null;
  return clip(line, MAX_LABEL_LENGTH);
}

/**
 * A site path as a message ends with it: "/", "/servicos/seguro-auto"; a query or a fragment is left
 * out, and so is anything else. The not-found page, one file for every unknown address
 * (/404.html), says "/404": the staff learn the visitor came from a broken link.
 */
function pagePath(path: string): string | null {
  const bare = path
    .split(/[?#]/)[0]
    .replace(/\.html$/, "")
    .replace(/(.)\/+$/, "$1");
  return /^\/[a-z0-9\-/]*$/.test(bare) && !bare.includes("//") ? bare : null;
}

/** A message: its words, cut to fit, then the page's path when there is one. */
function message(words: string, path: string | null = null): ChatText {
  const suffix = path === null ? "" : ` ${path}`;
  return `${clip(words.replace(/[ \t]+/g, " ").trim(), MAX_TEXT_LENGTH - suffix.length)}${suffix}` as ChatText;
}

/**
 * A query value as UTF-8 percent-encoding ("ã" → "%C3%A3"), leaving "/", ":" and "," as they are:
 * a query may hold them (RFC 3986), so the path at the end stays readable, and the same as the
 * page's other links, which a compressed page carries almost for free.
 */
function encodeText(text: string): string {
  return encodeURIComponent(text).replace(/%(2F|3A|2C)/g, (escaped) => decodeURIComponent(escaped));
}

/**
 * The wa.me link to `number` (chatNumber's digits) with the message, encoded as UTF-8; a link that
 * would pass MAX_LINK_LENGTH is written with its message cut, a word at a time, until it fits.
 */
export function chatLink(number: string, text: ChatText): string {
  const base = `https://wa.me/${number}?text=`;
  let words = text as string;
  let link = base + encodeText(words);
  while (link.length > MAX_LINK_LENGTH) {
    words = clip(words, Math.max(1, Array.from(words).length - 20));
    link = base + encodeText(words);
  }
  return link;
}

/** Where a data/ template takes the name: {servico} in `whatsapp.serviceMessage`, {guia} in `whatsapp.guideMessage`. */
export const PLACEHOLDERS = { service: "{servico}", guide: "{guia}" } as const;

/** A page's message: a text from data/ (data/site.json's `whatsapp.quoteMessage`, `greeting`…), then the path. */
export function pageChat(words: string, path: string): ChatText {
  return message(words, pagePath(path));
}

/**
 * What a page about one thing (a service, a guide) says: the template from data/ with the
 * placeholder replaced by its name; a name plainLabel refuses leaves `fallback` (the site's own
 * text) in its place. pageChat then adds the path.
 */
export function namedMessage(
  template: string,
  placeholder: (typeof PLACEHOLDERS)[keyof typeof PLACEHOLDERS],
  name: string,
  fallback: string,
): string {
  const label = plainLabel(name);
  return label === null ? fallback : template.split(placeholder).join(label);
}

/** What each simulator's message carries: only computed figures and the figures it was given, never income. */
export type SimulationFigures =
  | { product: "consorcio"; credit: number; months: number; instalment: number }
  | { product: "previdencia"; contribution: number; years: number }
  | { product: "vida"; cover: number };

const finite = (...values: number[]) => values.every((value) => Number.isFinite(value) && value >= 0);

/** A simulation's words, from its figures only (what else the simulation's object holds is not read). */
function simulationWords(figures: SimulationFigures): string | null {
  switch (figures.product) {
    case "consorcio":
      return finite(figures.credit, figures.months, figures.instalment)
        ? `Olá! Simulei um consórcio: crédito de ${formatReais(figures.credit)} em ${formatWhole(figures.months)} meses, parcela de ${formatReais(figures.instalment)}.`
        : null;
    case "previdencia":
      return finite(figures.contribution, figures.years)
        ? `Olá! Simulei uma previdência: ${formatReais(figures.contribution)} por mês durante ${formatWhole(figures.years)} ${figures.years === 1 ? "ano" : "anos"}.`
        : null;
    case "vida":
      return finite(figures.cover)
        ? `Olá! Simulei um seguro de vida: cobertura sugerida de ${formatReais(figures.cover)}.`
        : null;
  }
}

/** A simulator's message: its figures, then the page's path; the page's own text while there is no simulation. */
export function simulationChat(figures: SimulationFigures | null, fallback: string, path: string): ChatText {
  const words = figures && simulationWords(figures);
  return message(words ?? fallback, pagePath(path));
}

/** A protocol as the function gives it ("2026-00042"), or null. */
export function protocolOf(value: string | null | undefined): string | null {
  return typeof value === "string" && /^\d{4}-\d{5,9}$/.test(value) ? value : null;
}

/** The request a visitor sent, as their message names it. */
export type SentRequest = "quote" | "contact" | "renewal-reminder";

const REQUEST_WORDS: Record<SentRequest, { plain: string; about: (product: string) => string }> = {
  quote: { plain: "pedir uma cotação", about: (product) => `pedir uma cotação de ${product}` },
  contact: { plain: "enviar uma mensagem", about: (product) => `enviar uma mensagem sobre ${product}` },
  "renewal-reminder": {
    plain: "pedir um lembrete de renovação",
    about: (product) => `pedir um lembrete de renovação do ${product}`,
  },
};

/** Every option a lead's product may be, with its label: a value outside these lists names nothing. */
const PRODUCT_OPTIONS: readonly Option[] = [
  ...FULL_QUOTE_TYPES,
  ...HOME_INSURANCE_TYPES.filter((option) => option.value !== "outro"),
  ...REMINDER_PRODUCTS,
  ...QUICK_QUOTE_SERVICES.map((label) => ({ value: label, label })),
];

/** The label of a lead's product (its option's value or label), only from the forms' own lists: anything typed is not a product. */
export function productLabelOf(value: string | null | undefined): string | null {
  return PRODUCT_OPTIONS.find((option) => option.value === value || option.label === value)?.label ?? null;
}

/** A request's kind from the body's formType: the two quote forms ask for a quote. */
export function sentRequestOf(formType: string): SentRequest | null {
  if (formType === "quote" || formType === "full-quote") return "quote";
  return formType === "contact" || formType === "renewal-reminder" ? formType : null;
}

/**
 * The visitor's first line after a request: what they asked, about which product (an option value
 * of the forms' lists), under which protocol when it has one (a renewal reminder has none). "Olá!
 * Acabei de pedir uma cotação de Seguro de Veículo pelo site, protocolo 2026-00042."
 */
export function continuationChat(request: SentRequest, product: string | null, protocol: string | null): ChatText {
  const checked = protocolOf(protocol);
  const label = productLabelOf(product);
  const words = REQUEST_WORDS[request];
  const under = checked === null ? "" : `, protocolo ${checked}`;
  return message(`Olá! Acabei de ${label ? words.about(label) : words.plain} pelo site${under}.`);
}

/**
 * The staff's first message to a visitor, from the lead's mail: the protocol in its first line, so
 * both sides speak of the same request; the product only from the forms' lists, never the visitor's name.
 */
export function staffChat(brokerageName: string, lead: { protocol: string; product: string | null }): ChatText | null {
  const protocol = protocolOf(lead.protocol);
  if (protocol === null) return null;
  const label = productLabelOf(lead.product);
  const about = label ? ` de ${label}` : "";
  const brokerage = plainLabel(brokerageName) ?? "corretora";
  return message(
    `Olá! Sobre a sua solicitação${about}, protocolo ${protocol}:\n` +
      `aqui é da ${brokerage}. Recebemos o seu pedido e vamos te ajudar por aqui.`,
  );
}

/** The visitor's message from their confirmation mail: the protocol only. */
export function confirmationChat(protocol: string): ChatText | null {
  const checked = protocolOf(protocol);
  return checked === null ? null : message(`Olá! Meu protocolo é ${checked}.`);
}

/** The visitor's message from a renewal reminder: the product (a reminder's option value) to renew. */
export function renewalChat(product: string): ChatText {
  const label = productLabelOf(product);
  return message(
    label ? `Olá! Quero cotar a renovação do meu ${label}.` : "Olá! Quero cotar a renovação do meu seguro.",
  );
}

/**
 * The staff's first message to a visitor whose renewal reminder came due: the product (a reminder's
 * option value) and its end date (YYYY-MM-DD; any other text is left out).
 */
export function renewalStaffChat(brokerageName: string, product: string, endDate: string): ChatText {
  const label = productLabelOf(product) ?? "seguro";
  const brokerage = plainLabel(brokerageName) ?? "corretora";
  const when = /^\d{4}-\d{2}-\d{2}$/.test(endDate) ? `, que vence em ${formatDate(endDate)}` : "";
  return message(
    `Olá! Aqui é da ${brokerage}. Você pediu um lembrete da renovação do seu ${label}${when}. Podemos ajudar com a cotação?`,
  );
}
