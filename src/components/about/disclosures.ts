/**
 * What Res. CNSP 382/2020 (art. 4º, § 1º) asks a broker to disclose before a sale, as the about page
 * shows it: each text of data/about.json (disclosures) chosen by data/site.json's legal lists (none
 * or some), its {nomes} filled with their names and its {participacao} with the cited rule's value.
 */
import { listOfNames } from "../layout/legal";
import { findRule } from "../../rules/register";
import { fillMarkers, ruleValueTexts, type CitedRule } from "../../rules/rule-text";

interface DisclosureTexts {
  readonly title: string;
  readonly none: string;
  readonly some: string;
}

export interface DisclosuresContent {
  readonly title: string;
  readonly lead: string;
  readonly rule: string;
  readonly stakes: DisclosureTexts;
  readonly holders: DisclosureTexts;
  readonly insurers: DisclosureTexts;
  readonly remuneration: { readonly title: string; readonly text: string };
  readonly links: readonly { readonly label: string; readonly url: string }[];
}

/** The brokerage's ties to insurers (data/site.json, legal; absent: none) and its partners (data/insurers.json). */
export interface InsurerTies {
  stakes: readonly string[];
  holders: readonly string[];
  exclusive: readonly string[];
  partners: readonly string[];
}

export interface ShownDisclosure {
  title: string;
  text: string;
  /** The insurers listed under the text (inciso III: the partners). */
  names?: readonly string[];
}

export interface ShownDisclosures {
  title: string;
  lead: string;
  items: ShownDisclosure[];
  source: CitedRule;
  links: DisclosuresContent["links"];
}

/** The four disclosures in the resolution's order (incisos I to IV), with the rule they come from. */
export function brokerDisclosures(
  content: DisclosuresContent,
  ties: InsurerTies,
  rules: readonly CitedRule[],
): ShownDisclosures {
  const source = findRule(rules, content.rule);
  const values = ruleValueTexts(source.values ?? []);
  const tie = (texts: DisclosureTexts, names: readonly string[]): ShownDisclosure => ({
    title: texts.title,
    text: fillMarkers(names.length > 0 ? texts.some : texts.none, { ...values, nomes: listOfNames(names) }),
  });
  return {
    title: content.title,
    lead: content.lead,
    items: [
      tie(content.stakes, ties.stakes),
      tie(content.holders, ties.holders),
      { ...tie(content.insurers, ties.exclusive), names: ties.partners },
      { title: content.remuneration.title, text: content.remuneration.text },
    ],
    source,
    links: content.links,
  };
}
