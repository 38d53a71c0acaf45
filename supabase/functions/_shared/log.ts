/**
 * Operational log lines: one JSON object per line, with lead ids and reasons but never a visitor's
 * personal data, a URL's query or a reminder's token. Error objects are never printed whole: a
 * database error carries the query's parameters (the lead itself), so only a redacted message and
 * code are kept. No line logs a request's URL; an error that quotes one keeps its path alone.
 */

export type LogLevel = "info" | "warn" | "error";
export type LogFields = Record<string, string | number | boolean | null>;
export type Logger = (level: LogLevel, event: string, fields?: LogFields) => void;

const EMAIL = /[^\s@<>()"',;:]+@[^\s@<>()"',;:]+/g;
// Phone numbers, CPF/CNPJ and similar: runs of 6+ digits, allowing the usual separators.
const LONG_NUMBER = /\+?\d[\d\s()./-]{4,}\d/g;
const QUOTED = /"[^"]*"|'[^']*'/g;
// What follows a URL's path: RFC 8058's one-click link carries a reminder's token in its query.
const URL_QUERY = /(\b[a-z][a-z\d+.-]*:\/\/[^\s?#"'<>]*)[?#][^\s"'<>]*/gi;
// A reminder's token (contract/renewal-reminder.ts, isReminderToken): 43 base64url characters on their own.
const TOKEN = /(?<![\w-])[\w-]{43}(?![\w-])/g;

/** Takes every reminder token out of a text: no log line holds one, whatever a field was given. */
export function withoutTokens(text: string): string {
  return text.replace(TOKEN, "[token]");
}

/** Removes what could be personal data or a secret from an error message: URL queries, tokens, addresses, numbers, quoted values. */
export function redact(text: string): string {
  return (
    withoutTokens(text.replace(URL_QUERY, "$1?[…]"))
      .replace(EMAIL, "[e-mail]")
      .replace(QUOTED, "[valor]")
      .replace(LONG_NUMBER, "[número]")
      // eslint-disable-next-line no-control-regex -- a log line must stay one printable line
      .replace(/[\u0000-\u001f\u007f]+/g, " ")
      .slice(0, 300)
  );
}

/** A safe one-line reason for an error of any kind. */
export function errorReason(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return redact(`${error.name}: ${error.message}${typeof code === "string" ? ` (${code})` : ""}`);
  }
  return redact(String(error));
}

export function consoleLogger(fn = "send-form-email"): Logger {
  return (level, event, fields = {}) => {
    const line = withoutTokens(JSON.stringify({ fn, level, event, ...fields }));
    if (level === "error") console.error(line);
    else if (level === "warn") console.warn(line);
    else console.log(line);
  };
}
