import { Box, Heading, Link } from "@chakra-ui/react";
import { brazilianDay } from "../rules/dates";
import type { RuleCitation } from "../rules/register";
import { Section } from "../components/ui/Section";

/** The id of the rules' section on /simuladores, which the simulators link to. */
export const RULES_ID = "fontes";

/** A simulator and the rules of the register it cites, in its order. */
export interface SimulatorSources {
  name: string;
  rules: readonly RuleCitation[];
}

/** The rules each simulator applies, from the rules register: its norm, official source and the day it took effect. */
export function RuleSources({ simulators }: { simulators: readonly SimulatorSources[] }) {
  return (
    <Section labelledBy={RULES_ID} py={{ base: 10, md: 12 }}>
      <Heading as="h2" id={RULES_ID} size="lg" mb={4}>
        Regras e fontes legais
      </Heading>
      {simulators.map(({ name, rules }) => (
        <Box key={name} mt={6}>
          <Heading as="h3" size="md" mb={2}>
            {name}
          </Heading>
          <Box as="ul" pl={5} color="gray.700">
            {rules.map((rule) => (
              <Box as="li" key={rule.id} mt={2}>
                {rule.title}:{" "}
                <Link href={rule.sourceUrl} color="brand.700" textDecoration="underline" isExternal>
                  {rule.norm}
                </Link>
                , em vigor desde {brazilianDay(rule.effectiveFrom)}
                {rule.effectiveUntil ? ` até ${brazilianDay(rule.effectiveUntil)}` : ""}.
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Section>
  );
}
