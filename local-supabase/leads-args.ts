/** The arguments of `npm run leads` (local-supabase/leads-cli.ts), read into a filter and an output. Pure. */

import { FORM_TYPES } from "../supabase/functions/_shared/lead-contract.ts";
import { PROTOCOL_PATTERN } from "../supabase/functions/_shared/lead-filter.ts";
import type { FormType, LeadFilter } from "../supabase/functions/_shared/types.ts";

export interface Options {
  filter: LeadFilter;
  csv: boolean;
  summary: boolean;
  output?: string;
  delimiter: string;
}

export const USAGE =
  "uso: npm run leads -- [--pending | --failed | --delivered] [--spam] [--form quote|contact|full-quote] [--product tipo]\n" +
  "       [--from AAAA-MM-DD] [--to AAAA-MM-DD] [--search texto] [--protocol 2026-00042] [--summary | --csv [--output arquivo.csv] [--delimiter ,]]";

/**
 * The instant a day starts in São Paulo (UTC−3 all year since 2019), or with `next` the instant it
 * ends: --from and --to name whole days, both included.
 */
export function dayStart(day: string, next = false): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const start = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 3)) : null;
  if (!start || start.toISOString().slice(0, 10) !== day) throw new Error(`data inválida: ${day} (use AAAA-MM-DD)\n${USAGE}`);
  return new Date(start.getTime() + (next ? 24 * 3600 * 1000 : 0)).toISOString();
}

export function parseArgs(argv: string[]): Options {
  const options: Options = { filter: {}, csv: false, summary: false, delimiter: ";" };
  const value = (index: number, name: string): string => {
    const next = argv[index + 1];
    if (next === undefined || next.startsWith("--")) throw new Error(`${name} precisa de um valor\n${USAGE}`);
    return next;
  };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === "--pending" || arg === "--failed" || arg === "--delivered") {
      options.filter.status = arg === "--pending" ? "pending" : arg === "--failed" ? "failed" : "delivered";
    } else if (arg === "--spam") options.filter.spam = true;
    else if (arg === "--csv") options.csv = true;
    else if (arg === "--summary") options.summary = true;
    else if (arg === "--output") options.output = value(index++, arg);
    else if (arg === "--delimiter") options.delimiter = value(index++, arg);
    else if (arg === "--form") {
      const form = value(index++, arg);
      if (!(FORM_TYPES as readonly string[]).includes(form)) throw new Error(`--form: ${form} não é ${FORM_TYPES.join(", ")}`);
      options.filter.formType = form as FormType;
    } else if (arg === "--product") options.filter.product = value(index++, arg);
    else if (arg === "--from") options.filter.from = dayStart(value(index++, arg));
    else if (arg === "--to") options.filter.to = dayStart(value(index++, arg), true);
    else if (arg === "--search") options.filter.search = value(index++, arg);
    else if (arg === "--protocol") {
      const protocol = value(index++, arg);
      if (!PROTOCOL_PATTERN.test(protocol)) throw new Error(`--protocol: ${protocol} não é um protocolo (ex.: 2026-00042)`);
      options.filter.protocol = protocol;
    } else throw new Error(`opção desconhecida: ${arg}\n${USAGE}`);
  }
  if (options.delimiter.length !== 1) throw new Error("--delimiter deve ser um único caractere");
  if (options.csv && options.summary) throw new Error(`--csv e --summary não vão juntos\n${USAGE}`);
  return options;
}

