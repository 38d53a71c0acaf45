/**
 * A guide's body as gatsby-transformer-remark hands it over (htmlAst, a HAST tree), prepared for the
 * page: every heading gets its anchor (guides.ts, accents folded, unique on the page), and every
 * table the id of the heading above it, which names the table for assistive technology; the
 * register's tokens ({{regra:id.valor}}) become the values they name. Pure.
 */
import { uniqueSlugs, type GuideHeading } from "./guides";
import { withRuleValues, type TokenRule } from "../rules/rule-tokens";

export interface HastText {
  type: "text";
  value: string;
}

export interface HastElement {
  type: "element";
  tagName: string;
  properties?: Record<string, unknown>;
  children: HastNode[];
}

export type HastNode =
  | HastText
  | HastElement
  | { type: "root"; children: HastNode[] }
  | { type: "comment" | "raw" | "doctype"; value?: string };

const HEADING = /^h([2-6])$/;

const isElement = (node: HastNode): node is HastElement => node.type === "element";
const childrenOf = (node: HastNode): HastNode[] =>
  "children" in node && Array.isArray(node.children) ? node.children : [];

/** The text a reader sees in a node (a heading's words, bold and links included). */
export function textOf(node: HastNode): string {
  if (node.type === "text") return node.value;
  return childrenOf(node).map(textOf).join("");
}

export interface PreparedGuide {
  root: HastNode;
  headings: GuideHeading[];
}

/**
 * Anchors on the headings (h2–h6; a level-1 heading is refused by the content check), and on each
 * table `labelledBy`: the id of the nearest heading before it. `taken` are the page's own ids
 * (the title, the table of contents) that no heading may reuse. The input is not changed.
 */
export function prepareGuide(root: HastNode, taken: readonly string[] = []): PreparedGuide {
  const found: { node: HastElement; depth: number; text: string }[] = [];
  const collect = (node: HastNode): void => {
    const match = isElement(node) ? HEADING.exec(node.tagName) : null;
    if (match && isElement(node)) found.push({ node, depth: Number(match[1]), text: textOf(node).trim() });
    else childrenOf(node).forEach(collect);
  };
  collect(root);
  const ids = uniqueSlugs(
    found.map((heading) => heading.text),
    taken,
  );
  const idOf = new Map(found.map((heading, index) => [heading.node, ids[index]]));
  let lastHeading: string | undefined;
  const copy = (node: HastNode): HastNode => {
    if (!isElement(node)) return "children" in node ? { ...node, children: childrenOf(node).map(copy) } : node;
    const id = idOf.get(node);
    if (id) lastHeading = id;
    const properties = {
      ...(node.properties ?? {}),
      ...(id ? { id } : {}),
      ...(node.tagName === "table" && lastHeading ? { labelledBy: lastHeading } : {}),
    };
    return { ...node, properties, children: node.children.map(copy) };
  };
  return {
    root: copy(root),
    headings: found.map((heading, index) => ({ depth: heading.depth, text: heading.text, id: ids[index] })),
  };
}

/**
 * The tree with each register token of its text ({{regra:id.valor}}) replaced by the value it names,
 * from `rules`: the rules the guide cites (src/rules/rule-tokens.ts). The input is not changed.
 */
export function withRuleValuesIn(root: HastNode, rules: readonly TokenRule[]): HastNode {
  if (root.type === "text") return { ...root, value: withRuleValues(root.value, rules) };
  return "children" in root && Array.isArray(root.children)
    ? { ...root, children: root.children.map((child) => withRuleValuesIn(child, rules)) }
    : root;
}
