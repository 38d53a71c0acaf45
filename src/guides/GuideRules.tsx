import { Box, Heading, chakra } from "@chakra-ui/react";
import { brazilianDay } from "../rules/dates";
import type { RuleCitation } from "../rules/register";

export const RULES_ID = "guia-regras";

/**
 * The register's rules a guide relies on: for each, what it is, its norm linked to the official text
 * and the day it took effect (and its last day, when it has one). Styled as the sources' list below it.
 */
export function GuideRules({ rules }: { rules: readonly RuleCitation[] }) {
  return (
    <Box as="section" aria-labelledby={RULES_ID} mt={12} pt={8} borderTopWidth="1px" borderColor="gray.200">
      <Heading as="h2" id={RULES_ID} size="md" mb={4} color="brand.900">
        Regras citadas
      </Heading>
      <chakra.ul pl={5}>
        {rules.map((rule) => (
          <chakra.li key={rule.id} py={1}>
            {`${rule.title}: `}
            <chakra.a href={rule.sourceUrl} color="brand.700" textDecoration="underline">
              {rule.norm}
            </chakra.a>
            {rule.effectiveUntil ? ", em vigor de " : ", em vigor desde "}
            <time dateTime={rule.effectiveFrom}>{brazilianDay(rule.effectiveFrom)}</time>
            {rule.effectiveUntil ? (
              <>
                {" a "}
                <time dateTime={rule.effectiveUntil}>{brazilianDay(rule.effectiveUntil)}</time>
              </>
            ) : null}
            .
          </chakra.li>
        ))}
      </chakra.ul>
    </Box>
  );
}
