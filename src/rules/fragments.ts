import { graphql } from "gatsby";

/**
 * What a page reads of the rules register (data/rules.json) to cite a rule: its values as a text
 * shows them with their source (CitedRuleFields, rule-text.ts's CitedRule), or its name, norm,
 * address and dates for a list of sources (RuleSourceFields, register.ts's RuleCitation).
 */
export const ruleFragments = graphql`
  fragment CitedRuleFields on Rule {
    id
    norm
    sourceUrl
    effectiveFrom
    values {
      name
      value
      unit
    }
  }
  fragment RuleSourceFields on Rule {
    id
    title
    norm
    sourceUrl
    effectiveFrom
    effectiveUntil
  }
`;
