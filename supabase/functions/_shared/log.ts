/**
 * Operational log lines: one JSON object per line, with lead ids and reasons but never a visitor's
 * personal data. Error objects are never printed whole: a database error carries the query's
 * parameters (the lead itself), so only a redacted message and code are kept.
 */

export type LogLevel = "info" | "warn" | "error";
export type LogFields = Record<string, string | number | boolean | null>;
export type Logger = (level: LogLevel, event: string, fields?: LogFields) => void;

const EMAIL = /[^\s@<>()"',;:]+@[^\s@<>()"',;:]+/g;
// Phone numbers, CPF/CNPJ and similar: runs of 6+ digits, allowing the usual separators.
const LONG_NUMBER = /\+?\d[\d\s()./-]{4,}\d/g;
const QUOTED = /"[^"]*"|'[^']*'/g;

/** Removes what could be personal data from an error message: addresses, numbers, quoted values. */
export function redact(text: string): string {
  return (
    text
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
    const line = JSON.stringify({ fn, level, event, ...fields });
    if (level === "error") console.error(line);
    else if (level === "warn") console.warn(line);
    else console.log(line);
  };
}
