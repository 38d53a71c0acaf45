/**
 * The renewal reminder's contract (issue 42): what the reminder form sends, which products and
 * dates it accepts, the routes that confirm and cancel a reminder, and the states and pt-BR
 * messages the site shows for each answer. The site's reminder form and its confirmation and
 * cancellation pages, the function's validation, its mails and `npm run reminders` all read it.
 * Runtime-free and small: the site's form chunk imports it.
 *
 * The flow: the form posts a `renewal-reminder` body to the function's submit route; the function
 * keeps the reminder pending and mails one confirmation whose link opens REMINDER_PAGES.confirm
 * with a single-use token in the URL fragment (no server log or referrer sees it). Opening the page
 * changes nothing: it reads the token's state (`{ token, action }` posted to REMINDER_STATE_ROUTE)
 * and shows a button; only the button posts `{ token }` to REMINDER_ROUTES.confirm, so a mail
 * scanner that opens or renders the link confirms nothing. Every mail about a reminder carries a
 * cancel token the same way (REMINDER_PAGES.cancel#token, its button posting to
 * REMINDER_ROUTES.cancel) and, for RFC 8058 one-click, `List-Unsubscribe: <…/reminders/cancel?token=…>`
 * answered by the same route to a mail client's POST (never to a GET).
 */

import { addMonths, daysBetween, formatDate, parseDate, shiftDays } from "./calendar.ts";
import { FULL_QUOTE_TYPES, optionLabel } from "./options.ts";
import { FUNCTION_PATH } from "./local-function.ts";
import type { FieldSpec } from "./lead-fields.ts";

export const RENEWAL_REMINDER_FORM_TYPE = "renewal-reminder";

/** The products with a yearly policy, as the full quote names them (its `?produto=` values). */
export const REMINDER_PRODUCTS = FULL_QUOTE_TYPES.filter((option) =>
  (["veiculo", "residencia", "empresa", "vida"] as const).some((value) => value === option.value),
);

export type ReminderProduct = "veiculo" | "residencia" | "empresa" | "vida";

export function isReminderProduct(value: string): value is ReminderProduct {
  return REMINDER_PRODUCTS.some((option) => option.value === value);
}

export function reminderProductLabel(product: ReminderProduct): string {
  return optionLabel(FULL_QUOTE_TYPES, product);
}

/**
 * The reminder form's request body. Its spam signals and lead source travel as for the other
 * forms (spam-signals.ts, lead-source.ts); its limits are the lead field table's where it shares a
 * field (name, email, phone, insuranceType) and REMINDER_LIMITS for its own.
 */
export interface RenewalReminderBody {
  formType: typeof RENEWAL_REMINDER_FORM_TYPE;
  name: string;
  /** Required: the reminder goes by e-mail. */
  email: string;
  /** Optional ("" when left blank), for WhatsApp. */
  phone: string;
  insuranceType: ReminderProduct;
  /** The current policy's end date, "YYYY-MM-DD" (the date input's value). */
  renewalDate: string;
  /** Optional ("" when left blank). */
  currentInsurer: string;
  /** The consent checkbox; anything but `true` is refused. */
  consent: boolean;
}

/**
 * The reminder's own fields, beside those it shares with the leads' table (name, email, phone,
 * insuranceType: lead-fields.ts), in the field table's shape. Their names are the body's; the
 * registry (form-kinds.ts) maps each to its column of public.renewal_reminders.
 */
export const REMINDER_FIELD_TABLE = [
  { field: "renewalDate", label: "Vencimento do seguro atual", maxLength: 10, oneLine: true, display: "renewal-date" },
  { field: "currentInsurer", label: "Seguradora atual", maxLength: 80, oneLine: true, display: "text" },
  { field: "consent", label: "Autorização", maxLength: 0, oneLine: false, display: "hidden" },
] as const satisfies readonly FieldSpec[];

export const REMINDER_LIMITS = { currentInsurer: REMINDER_FIELD_TABLE[1].maxLength } as const;

/** The end date's window: tomorrow at the earliest, 13 months from today at the latest. */
export const REMINDER_WINDOW = { firstDayAfterToday: 1, monthsAhead: 13 } as const;

export const REMINDER_LABELS = {
  renewalDate: REMINDER_FIELD_TABLE[0].label,
  currentInsurer: REMINDER_FIELD_TABLE[1].label,
  consent: REMINDER_FIELD_TABLE[2].label,
} as const;

/** The earliest and latest end date a visitor may give today ("YYYY-MM-DD"): the date input's min and max. */
export function reminderDateRange(today: string): { min: string; max: string } {
  return {
    min: shiftDays(today, REMINDER_WINDOW.firstDayAfterToday),
    max: addMonths(today, REMINDER_WINDOW.monthsAhead),
  };
}

/** The end date as "YYYY-MM-DD", or the pt-BR message shown at the field. */
export function checkRenewalDate(
  typed: string,
  today: string,
): { ok: true; value: string } | { ok: false; message: string } {
  const date = parseDate(typed);
  if (typed.trim() === "") return { ok: false, message: "Informe a data de vencimento do seu seguro atual." };
  if (date === null) return { ok: false, message: "Informe uma data válida, como 15/03/2027." };
  const { min, max } = reminderDateRange(today);
  if (date < min) return { ok: false, message: `Informe uma data a partir de ${formatDate(min)}.` };
  if (date > max) return { ok: false, message: `Informe uma data até ${formatDate(max)}.` };
  return { ok: true, value: date };
}

export const REMINDER_CONSENT_MISSING = "Marque a autorização para receber o lembrete por e-mail.";

/**
 * How staff read an end date: "vence em 23 dias (19/12/2026)", "vence amanhã (…)", "vence hoje (…)",
 * "venceu há 3 dias (…)". The full quote's answer and the reminder's staff mail both use it.
 */
export function describeRenewal(date: string, today: string): string {
  const days = daysBetween(today, date);
  const when = formatDate(date);
  if (days === 0) return `vence hoje (${when})`;
  if (days === 1) return `vence amanhã (${when})`;
  if (days > 1) return `vence em ${days} dias (${when})`;
  if (days === -1) return `venceu ontem (${when})`;
  return `venceu há ${-days} dias (${when})`;
}

/** The site's static pages of the flow, declared with every other path (routes.ts). */
export { REMINDER_PAGES } from "./routes.ts";

/** The function's routes, under its mount (handler.ts routeOf). Both take POST `{ "token": "…" }`; cancel also RFC 8058's form body. */
export const REMINDER_ROUTES = {
  confirm: `${FUNCTION_PATH}/reminders/confirm`,
  cancel: `${FUNCTION_PATH}/reminders/cancel`,
} as const;

export type ReminderAction = keyof typeof REMINDER_ROUTES;

export function isReminderAction(value: unknown): value is ReminderAction {
  return value === "confirm" || value === "cancel";
}

/**
 * What the confirm and cancel pages read before the visitor's click: POST `{ "token": "…", "action":
 * "confirm" | "cancel" }`, answered `{ state, … }` (ReminderReadState) with 200 whatever the state
 * (reading is no failure, and a page's console stays clean), 429 past the client's misses. It changes
 * nothing but that count: an unknown token is a miss, as on the other routes.
 */
export const REMINDER_STATE_ROUTE = `${FUNCTION_PATH}/reminders/state`;

/**
 * A token's state before the click: `ready` (the click would confirm, or cancel; the answer names
 * the reminder's product and end date, which its mail already showed, under the body's own names), or what the click would
 * answer instead (used, expired, unknown, invalid), with that state's message.
 */
export type ReminderReadState = "ready" | Exclude<ReminderTokenState, "confirmed" | "cancelled">;

export type ReminderReadAnswer =
  | { state: "ready"; insuranceType: ReminderProduct; renewalDate: string }
  | { state: Exclude<ReminderReadState, "ready">; message: string };

/**
 * What the confirm and cancel routes answer: `{ state, message }`, the status code by state
 * (confirmed/cancelled 200, used 409, expired 410, unknown 404, invalid 400). The pages show `message`.
 */
export type ReminderTokenState = "confirmed" | "cancelled" | "used" | "expired" | "unknown" | "invalid";

export const REMINDER_TOKEN_STATUS: Record<ReminderTokenState, number> = {
  confirmed: 200,
  cancelled: 200,
  used: 409,
  expired: 410,
  unknown: 404,
  invalid: 400,
};

export const REMINDER_TOKEN_MESSAGES: Record<ReminderTokenState, string> = {
  confirmed: "Lembrete confirmado. Vamos avisar você por e-mail antes do vencimento.",
  cancelled: "Lembrete cancelado. Não enviaremos mais nenhuma mensagem sobre ele.",
  used: "Este lembrete já estava confirmado. Não é preciso fazer mais nada.",
  expired: "Este link expirou. Peça o lembrete de novo, se ainda quiser recebê-lo.",
  unknown: "Não encontramos este lembrete: ele pode ter sido cancelado ou já ter passado.",
  invalid: "Este link está incompleto. Abra-o de novo a partir do e-mail.",
};

/** What a token looks like (32 bytes, base64url): the pages post nothing else, the function answers anything else "invalid" without a query. */
export function isReminderToken(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);
}

/** How long a confirmation link works; an unconfirmed reminder is deleted after the same time. */
export const REMINDER_CONFIRMATION_HOURS = 48;
