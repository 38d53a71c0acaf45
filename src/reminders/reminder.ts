/**
 * The renewal reminder as the site shows it: the texts' {dias} and {horas}, and the confirm and
 * cancel pages' two calls (the token from the URL fragment, in the body of a POST as the contract
 * says: renewal-reminder.ts): reading its state when the page opens, which changes nothing, and
 * the button's confirm or cancel.
 */
import {
  isReminderProduct,
  isReminderToken,
  REMINDER_ROUTES,
  REMINDER_STATE_ROUTE,
  REMINDER_TOKEN_MESSAGES,
  reminderProductLabel,
  type ReminderAction,
  type ReminderProduct,
  type ReminderTokenState,
} from "../../supabase/functions/_shared/contract/renewal-reminder";
import { formatDate, parseDate } from "../../supabase/functions/_shared/contract/calendar";
import { FUNCTION_NAME, FUNCTION_PATH } from "../../supabase/functions/_shared/contract/local-function";
import { RETENTION, RETENTION_WORDS } from "../../supabase/functions/_shared/contract/retention";

/**
 * A reminder text of data/reminder-page.json with its {dias}, {horas} and {guarda} filled in.
 * `daysBefore` is data/reminders.json's, which the function's daily job reads too; the hours and
 * how long a confirmed reminder is kept are the retention's declaration (contract/retention.ts).
 */
export function reminderText(text: string, daysBefore: number): string {
  return text
    .replace(/\{dias\}/g, String(daysBefore))
    .replace(/\{horas\}/g, String(RETENTION.reminderUnconfirmedHours))
    .replace(/\{guarda\}/g, RETENTION_WORDS.guarda);
}

/** The consent the reminder form's checkbox gives (LGPD art. 7 I): what is sent, when, and how to stop it. */
export function reminderConsent(brokerageName: string, daysBefore: number): string {
  return (
    `Autorizo a ${brokerageName} a me enviar por e-mail um lembrete ${daysBefore} dias antes do vencimento ` +
    "informado, e uma mensagem de confirmação agora. Posso cancelar a qualquer momento pelo link do e-mail."
  );
}

export type { ReminderAction };

/** data/reminder-page.json's `whichReminder` with its {produto} and {vencimento}: which reminder the link is about. */
export function whichReminderText(text: string, insuranceType: ReminderProduct, renewalDate: string): string {
  return text
    .replace(/\{produto\}/g, reminderProductLabel(insuranceType))
    .replace(/\{vencimento\}/g, formatDate(renewalDate));
}

/**
 * The token a mail's link carries after "#" (isReminderToken: 43 base64url characters). Anything
 * else is no token: the page says the link is incomplete and posts nothing.
 */
export function tokenFromHash(hash: string): string | null {
  const token = hash.replace(/^#/, "").trim();
  return isReminderToken(token) ? token : null;
}

/** The function's name for the client (`send-form-email/reminders/confirm`): a route without the client's base. */
export function reminderRouteName(action: ReminderAction | "state"): string {
  const route = action === "state" ? REMINDER_STATE_ROUTE : REMINDER_ROUTES[action];
  return `${FUNCTION_NAME}${route.slice(FUNCTION_PATH.length)}`;
}

const STATES = Object.keys(REMINDER_TOKEN_MESSAGES) as ReminderTokenState[];

/** When the function could not be reached, or answered with no state: the visitor may try again. */
export const REMINDER_RETRY_TEXT =
  "Não conseguimos falar com o nosso servidor agora. Confira a sua conexão e tente de novo em instantes.";

/** The page's reading of the function's answer: a token's state and its message, or a reason to try again. */
export type ReminderOutcome = { state: ReminderTokenState; message: string } | { state: null; message: string };

/**
 * What the page shows of the function's answer: `{ state, message }` (the function's message, or the
 * contract's for its state); `{ error }` (too many tries from this client, 429) as a reason to try
 * again later; anything else (a proxy's error page) as the retry text.
 */
export function reminderAnswer(data: unknown): ReminderOutcome {
  const answer = data as { state?: unknown; message?: unknown; error?: unknown } | null;
  const state = STATES.find((known) => known === answer?.state);
  const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value : null);
  if (state === undefined) return { state: null, message: text(answer?.error) ?? REMINDER_RETRY_TEXT };
  return { state, message: text(answer?.message) ?? REMINDER_TOKEN_MESSAGES[state] };
}

/**
 * What the page makes of the state route's answer (REMINDER_STATE_ROUTE): `ready` with the reminder
 * the button would confirm or cancel, or the state the button would meet instead (used, expired,
 * unknown, invalid) as the confirm and cancel routes word it; null when it learned nothing (the
 * function unreachable, or refusing for now): the button is still there, and its answer will say.
 */
export type ReminderReading =
  | { state: "ready"; insuranceType: ReminderProduct; renewalDate: string }
  | { state: Exclude<ReminderTokenState, "confirmed" | "cancelled">; message: string }
  | null;

export function reminderReading(data: unknown): ReminderReading {
  const answer = data as { state?: unknown; insuranceType?: unknown; renewalDate?: unknown } | null;
  if (answer?.state === "ready") {
    const { insuranceType, renewalDate } = answer;
    return typeof insuranceType === "string" &&
      isReminderProduct(insuranceType) &&
      typeof renewalDate === "string" &&
      parseDate(renewalDate) === renewalDate
      ? { state: "ready", insuranceType, renewalDate }
      : null;
  }
  const outcome = reminderAnswer(data);
  return outcome.state === null || outcome.state === "confirmed" || outcome.state === "cancelled"
    ? null
    : { state: outcome.state, message: outcome.message };
}

// The same client, URL and headers as the forms' sendLead (the chunk is the forms' "lead-client").
const loadClient = () => import(/* webpackChunkName: "lead-client" */ "../components/forms/lead-client");

/** A POST of `body` to one of the reminder routes: the function's answer, an error's JSON, or null. */
async function postToReminders(route: ReminderAction | "state", body: Record<string, string>): Promise<unknown> {
  try {
    const { getFunctionsClient, FunctionsHttpError } = await loadClient();
    const { data, error } = await getFunctionsClient().invoke(reminderRouteName(route), { body });
    if (!error) return data;
    if (error instanceof FunctionsHttpError) return await (error.context as Response).json().catch(() => null);
    return null;
  } catch {
    return null;
  }
}

/** The button's call: posts `{ token }` to the confirm or cancel route; the answer as the page shows it (state null: try again). */
export async function postReminderToken(action: ReminderAction, token: string): Promise<ReminderOutcome> {
  return reminderAnswer(await postToReminders(action, { token }));
}

/** The page's reading when it opens: what the button would do with this token, changing nothing (the token in the body, never in a URL). */
export async function readReminderToken(action: ReminderAction, token: string): Promise<ReminderReading> {
  return reminderReading(await postToReminders("state", { token, action }));
}
