/**
 * The claims page's deadlines (data/claims.json, deadlines) with their numbers read from the rules
 * register: each text's {name} markers filled from the rule its block cites, and each block's
 * source (norm, official address, start) from the same rule.
 */
import { findRule } from "../../rules/register";
import { fillMarkers, ruleValueTexts, type CitedRule } from "../../rules/rule-text";

interface DeadlineBlock {
  readonly title: string;
  readonly rule: string;
  readonly items: readonly string[];
}

export interface DeadlinesContent {
  readonly title: string;
  readonly lead: string;
  readonly insurer: DeadlineBlock;
  readonly broker: DeadlineBlock;
  readonly scope: { readonly title: string; readonly rule: string; readonly text: string };
}

export interface ShownBlock {
  title: string;
  items: string[];
  source: CitedRule;
}

export interface ShownDeadlines {
  title: string;
  lead: string;
  blocks: ShownBlock[];
  scope: { title: string; text: string; source: CitedRule };
}

function shownBlock(block: DeadlineBlock, rules: readonly CitedRule[]): ShownBlock {
  const rule = findRule(rules, block.rule);
  const values = ruleValueTexts(rule.values ?? []);
  return { title: block.title, items: block.items.map((item) => fillMarkers(item, values)), source: rule };
}

/** The section as the page shows it: the insurer's and the broker's deadlines, then which contracts they apply to. */
export function claimDeadlines(content: DeadlinesContent, rules: readonly CitedRule[]): ShownDeadlines {
  return {
    title: content.title,
    lead: content.lead,
    blocks: [shownBlock(content.insurer, rules), shownBlock(content.broker, rules)],
    scope: { title: content.scope.title, text: content.scope.text, source: findRule(rules, content.scope.rule) },
  };
}
