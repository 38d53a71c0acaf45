/** The arguments of `npm run leads` (local-supabase/leads-cli.ts), read into a filter and an output. Pure. */

import { FORM_TYPES } from "../supabase/functions/_shared/contract/lead-contract.ts";
import { MAX_SEARCH_LENGTH, PROTOCOL_PATTERN } from "../supabase/functions/_shared/lead-filter.ts";
import { codePointLength } from "../supabase/functions/_shared/contract/text.ts";
import type { FormType, LeadFilter } from "../supabase/functions/_shared/types.ts";

export interface Options {
  filter: LeadFilter;
  csv: boolean;
  summary: boolean;
  /** --wide: the full table, one lead a line, however wide the terminal. */
  wide: boolean;
  output?: string;
  delimiter: string;
  /** --help (or -h): print HELP and stop, whatever else was given. */
  help: boolean;
}

export const USAGE = [
  "uso: npm run leads -- [--pending | --failed | --delivered] [--spam]",
  "       [--form quote|contact|full-quote] [--product tipo]",
  '       [--from AAAA-MM-DD] [--to AAAA-MM-DD] [--search "palavras"]',
  "       [--protocol 2026-00042]",
  "       [--wide | --summary | --csv [--output arquivo.csv]",
  "       [--delimiter ';' | ',' | '|' | tab]] [--help]",
].join("\n");

/** What --help prints: the usage, then each option (pt-BR, as every message of the command), in 80 columns. */
export const HELP = [
  "Lista os leads guardados, do mais novo ao mais antigo, com a situação do envio.",
  "Cada lead ocupa duas ou três linhas, para caber em 80 colunas: protocolo, data,",
  "nome e situação; formulário, produto e origem; e-mail e telefone inteiros.",
  "Num terminal largo o bastante, uma linha por lead com todas as colunas.",
  "",
  USAGE,
  "",
  "  --pending, --failed, --delivered",
  "                      só os pendentes, os com falha ou os entregues",
  "  --spam              só os possíveis spams (guardados, marcados pelo servidor)",
  "  --form quote|contact|full-quote",
  "                      só um formulário",
  "  --product tipo      só um tipo de seguro ou serviço, como guardado",
  "                      (ex.: veiculo)",
  "  --from AAAA-MM-DD, --to AAAA-MM-DD",
  "                      recebidos nesses dias (horário de São Paulo), inclusive",
  '  --search "palavras"',
  "                      os que têm todas as palavras, sem diferenciar maiúsculas e",
  "                      acentos",
  "  --protocol 2026-00042",
  "                      o lead de um protocolo",
  "  --wide              uma linha por lead, com todas as colunas (tentativas e",
  "                      último erro), mesmo num terminal estreito (com less -S, a",
  "                      tela rola para os lados)",
  "  --summary           leads por semana, por produto e por origem",
  '  --csv               CSV para planilha (UTF-8 com BOM, separado por ";")',
  "  --output arquivo.csv",
  "                      com --csv: grava no arquivo (só o seu usuário pode lê-lo)",
  "  --delimiter ';' | ',' | '|' | tab",
  "                      com --csv: o separador",
  "  --help, -h          esta ajuda",
  "",
  "Fonte: DATABASE_URL, se definida; senão o banco local em DATA_DIR (.data), ou o",
  "servidor de funções que o estiver usando.",
].join("\n");

/** A bad argument: its pt-BR message, then the usage. */
export class UsageError extends Error {
  constructor(message: string) {
    super(`${message}\n${USAGE}`);
    this.name = "UsageError";
  }
}

/** The days --from and --to may name: any lead's, with room, and nothing a database or a date format cannot hold. */
export const FIRST_DAY = "2000-01-01";
export const LAST_DAY = "2099-12-31";

/** What a CSV may be split with: what spreadsheets offer. A quote or a letter would make it unreadable. */
export const DELIMITERS: Record<string, string> = { ";": ";", ",": ",", "|": "|", "\t": "\t", tab: "\t" };

/**
 * The instant a day starts in São Paulo (UTC−3 all year since 2019), or with `next` the instant it
 * ends: --from and --to name whole days, both included.
 */
export function dayStart(day: string, next = false): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const start = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 3)) : null;
  if (!start || start.toISOString().slice(0, 10) !== day)
    throw new UsageError(`data inválida: ${shown(day)} (use AAAA-MM-DD, um dia que exista)`);
  if (day < FIRST_DAY || day > LAST_DAY)
    throw new UsageError(`data fora do intervalo: ${day} (use um dia entre ${FIRST_DAY} e ${LAST_DAY})`);
  return new Date(start.getTime() + (next ? 24 * 3600 * 1000 : 0)).toISOString();
}

/** An argument echoed in a message: printable and short. */
function shown(value: string): string {
  // eslint-disable-next-line no-control-regex -- replacing control characters is the point here
  const printable = value.replace(/[\u0000-\u001f\u007f-\u009f]/g, "?");
  return printable.length > 40 ? `${printable.slice(0, 40)}…` : printable;
}

/** A text to look for (--search, --product): said in words, at most MAX_SEARCH_LENGTH characters, printable. */
function text(name: string, value: string): string {
  const trimmed = value.trim();
  if (trimmed === "") throw new UsageError(`${name} precisa de um texto`);
  if (codePointLength(trimmed) > MAX_SEARCH_LENGTH)
    throw new UsageError(`${name} tem ${codePointLength(trimmed)} caracteres; o máximo é ${MAX_SEARCH_LENGTH}`);
  // eslint-disable-next-line no-control-regex -- refusing control characters (NUL above all, which Postgres refuses) is the point here
  if (/[\u0000-\u001f\u007f-\u009f]/.test(trimmed)) throw new UsageError(`${name} tem caracteres de controle`);
  return trimmed;
}

export function parseArgs(argv: string[]): Options {
  const options: Options = { filter: {}, csv: false, summary: false, wide: false, delimiter: ";", help: false };
  if (argv.includes("--help") || argv.includes("-h")) return { ...options, help: true };
  const value = (index: number, name: string): string => {
    const next = argv[index + 1];
    if (next === undefined || next.startsWith("--")) throw new UsageError(`${name} precisa de um valor`);
    return next;
  };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === "--pending" || arg === "--failed" || arg === "--delivered") {
      options.filter.status = arg === "--pending" ? "pending" : arg === "--failed" ? "failed" : "delivered";
    } else if (arg === "--spam") options.filter.spam = true;
    else if (arg === "--csv") options.csv = true;
    else if (arg === "--summary") options.summary = true;
    else if (arg === "--wide") options.wide = true;
    else if (arg === "--output") options.output = value(index++, arg);
    else if (arg === "--delimiter") {
      const delimiter = value(index++, arg);
      if (!Object.hasOwn(DELIMITERS, delimiter))
        throw new UsageError(`--delimiter: ${JSON.stringify(shown(delimiter))} não serve; use ";", ",", "|" ou tab`);
      options.delimiter = DELIMITERS[delimiter];
    } else if (arg === "--form") {
      const form = value(index++, arg);
      if (!(FORM_TYPES as readonly string[]).includes(form))
        throw new UsageError(`--form: ${shown(form)} não é ${FORM_TYPES.join(", ")}`);
      options.filter.formType = form as FormType;
    } else if (arg === "--product") options.filter.product = text(arg, value(index++, arg));
    else if (arg === "--from") options.filter.from = dayStart(value(index++, arg));
    else if (arg === "--to") options.filter.to = dayStart(value(index++, arg), true);
    else if (arg === "--search") options.filter.search = text(arg, value(index++, arg));
    else if (arg === "--protocol") {
      const protocol = value(index++, arg);
      if (!PROTOCOL_PATTERN.test(protocol))
        throw new UsageError(`--protocol: ${shown(protocol)} não é um protocolo (ex.: 2026-00042)`);
      options.filter.protocol = protocol;
    } else throw new UsageError(`opção desconhecida: ${shown(arg)}`);
  }
  if (options.filter.from && options.filter.to && options.filter.from >= options.filter.to)
    throw new UsageError("--from é depois de --to");
  if (options.csv && options.summary) throw new UsageError("--csv e --summary não vão juntos");
  if (options.wide && (options.csv || options.summary)) throw new UsageError("--wide só vale para a tabela");
  if ((options.output !== undefined || options.delimiter !== ";") && !options.csv)
    throw new UsageError("--output e --delimiter só valem com --csv");
  return options;
}
