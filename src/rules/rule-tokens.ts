/**
 * A register value written into a guide's text: `{{regra:seguro-prazo-sinistro.decisao}}` is the
 * value "decisao" of the rule "seguro-prazo-sinistro" in data/rules.json, shown as "30 dias". The
 * Markdown holds the reference, never the number, so a change to the register changes every page
 * that states it. The content check refuses a malformed token, an unknown rule or value, and a rule
 * the guide does not cite; the guide page resolves the tokens when it is built. No Node imports.
 */
import type { RuleValue } from "./register";
import { formatRuleValue } from "./rule-text";

/** A well-formed token: the rule's id (lower case, digits, single hyphens) and the value's name. */
const TOKEN = /\{\{regra:([a-z0-9]+(?:-[a-z0-9]+)*)\.([a-z][a-zA-Z0-9]*)\}\}/g;

/** Braces that open or close a token; what is left of them once the well-formed tokens are taken out is malformed. */
const BRACES = /\{\{|\}\}/;

/** How a maintainer writes a token, as the check's messages show it. */
export const TOKEN_EXAMPLE = "{{regra:seguro-prazo-sinistro.decisao}}";

export interface RuleToken {
  /** The token as written. */
  text: string;
  id: string;
  name: string;
  /** Where it starts in the text searched. */
  index: number;
}

/** The well-formed tokens of a text, in order. */
export function ruleTokens(text: string): RuleToken[] {
  return [...text.matchAll(TOKEN)].map((match) => ({
    text: match[0],
    id: match[1],
    name: match[2],
    index: match.index ?? 0,
  }));
}

/** The text without its well-formed tokens: what a reader sees around the values. */
export const withoutRuleTokens = (text: string): string => text.replace(TOKEN, "");

/**
 * Where a text holds braces that form no well-formed token ("{{regra:x}}", "{{ regra:x.y }}", a lone
 * "}}"): the index of each piece left over, or none.
 */
export function malformedTokens(text: string): { index: number; text: string }[] {
  const found: { index: number; text: string }[] = [];
  let last = 0;
  const pieces: { start: number; text: string }[] = [];
  for (const token of ruleTokens(text)) {
    pieces.push({ start: last, text: text.slice(last, token.index) });
    last = token.index + token.text.length;
  }
  pieces.push({ start: last, text: text.slice(last) });
  for (const piece of pieces) {
    const match = BRACES.exec(piece.text);
    if (!match) continue;
    const start = piece.start + match.index;
    // What the maintainer typed, up to the closing braces or the end of the line, to quote in the message.
    const rest = text.slice(start);
    const end = rest.indexOf("}}", 2);
    const shown = (end >= 0 ? rest.slice(0, end + 2) : rest.split("\n")[0]).slice(0, 60);
    found.push({ index: start, text: shown });
  }
  return found;
}

/** A rule as far as its tokens need it. */
export interface TokenRule {
  readonly id: string;
  readonly values?: readonly Pick<RuleValue, "name" | "value" | "unit">[] | null;
}

/**
 * `text` with each token replaced by its value's text, read from `rules` (the rules the guide
 * cites). The content check makes a miss impossible, so one is a bug and throws.
 */
export function withRuleValues(text: string, rules: readonly TokenRule[]): string {
  return text.replace(TOKEN, (token: string, id: string, name: string) => {
    const rule = rules.find((candidate) => candidate.id === id);
    const value = rule?.values?.find((candidate) => candidate.name === name);
    if (!value) throw new Error(`${token}: the guide does not cite rule "${id}" with a value "${name}"`);
    return formatRuleValue(value);
  });
}
