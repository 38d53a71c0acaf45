import { Link, Text, chakra, type TextProps } from "@chakra-ui/react";
import { brazilianDay } from "../../rules/dates";
import type { Rule } from "../../rules/register";

interface RuleSourceProps extends Omit<TextProps, "children"> {
  rule: Pick<Rule, "id" | "norm" | "sourceUrl" | "effectiveFrom">;
}

/** Where a rule the page states comes from: its norm, linked to the official text, and the day it took effect. */
export function RuleSource({ rule, ...rest }: RuleSourceProps) {
  return (
    <Text fontSize="sm" color="gray.600" data-testid="rule-source" data-rule={rule.id} {...rest}>
      Fonte:{" "}
      <Link
        href={rule.sourceUrl}
        isExternal
        rel="noopener noreferrer"
        color="brand.700"
        fontWeight={600}
        textDecoration="underline"
      >
        {rule.norm}
        <chakra.span srOnly> (texto oficial, abre em nova aba)</chakra.span>
      </Link>
      , em vigor desde <time dateTime={rule.effectiveFrom}>{brazilianDay(rule.effectiveFrom)}</time>.
    </Text>
  );
}
