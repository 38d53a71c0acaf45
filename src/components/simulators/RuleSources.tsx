import { Box, Heading, Link } from "@chakra-ui/react";
import { Section } from "../ui/Section";

export type SimulatorRule = Queries.SimulatorRuleFieldsFragment;

/** The id of the rules' section on /simuladores, which the simulators link to. */
export const RULES_ID = "fontes";

const dayMonthYear = (iso: string) => iso.split("-").reverse().join("/");

/** The rules the simulators apply, each with its legal source and the day it took effect (data/simulators.json). */
export function RuleSources({ rules }: { rules: readonly { name: string; rule: SimulatorRule }[] }) {
  return (
    <Section labelledBy={RULES_ID} py={{ base: 10, md: 12 }}>
      <Heading as="h2" id={RULES_ID} size="lg" mb={4}>
        Regras e fontes legais
      </Heading>
      <Box as="ul" pl={5} color="gray.700">
        {rules.map(({ name, rule }) => (
          <Box as="li" key={name} mt={2}>
            {name}:{" "}
            <Link href={rule.url} color="brand.700" textDecoration="underline" isExternal>
              {rule.source}
            </Link>
            , em vigor desde {dayMonthYear(rule.effectiveFrom)}
            {rule.unverified ? ` (a conferir: ${rule.unverified})` : "."}
          </Box>
        ))}
      </Box>
    </Section>
  );
}
