import * as React from "react";
import { Box, Heading, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { island } from "../islands/contract";
import { ROUTES } from "../../supabase/functions/_shared/contract/routes";
import { CtaLink } from "../components/ui/CtaLink";
import { RULES_ID } from "./RuleSources";

/** What every result says (issue 40): a simulation is not a proposal. */
export const ILLUSTRATIVE = "Simulação ilustrativa, não é proposta";

const WRAPPING_BUTTON = { a: { whiteSpace: "normal", height: "auto", minHeight: 12, py: 3 } } as const;

const LIVE_REGION = {
  position: "absolute",
  width: "1px",
  height: "1px",
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
} as const;

interface SimulatorCardProps {
  id: string;
  title: string;
  /** The form's accessible name. */
  label: string;
  formRef: React.Ref<HTMLFormElement>;
  fields: React.ReactNode;
  results: React.ReactNode;
  /** The product's caveats, after "Simulação ilustrativa, não é proposta". */
  caveats: readonly string[];
  /** Said politely to screen readers once the visitor has changed a value; empty before. */
  announcement: string;
  proposalPath: string;
  /** Whether it applies rules of the register: a link below the form leads to their norms and dates on /simuladores. */
  sources?: boolean;
}

/**
 * A simulator on its service page: a section named by its heading, holding the form (an island
 * that loads at the first focus or touch) with its fields and results. The server renders the
 * example's results, so the page is useful before any script runs.
 */
export function SimulatorCard({
  id,
  title,
  label,
  formRef,
  fields,
  results,
  caveats,
  announcement,
  proposalPath,
  sources = false,
}: SimulatorCardProps) {
  return (
    <Box as="section" aria-labelledby={id} layerStyle="card" p={{ base: 5, md: 8 }}>
      <Heading as="h2" id={id} size="lg" color="brand.800" mb={6}>
        {title}
      </Heading>
      <Box
        as="form"
        ref={formRef}
        {...island("simulator")}
        aria-label={label}
        onSubmit={(event: React.FormEvent) => event.preventDefault()}
      >
        <SimpleGrid columns={{ base: 1, lg: 2 }} spacing={8}>
          <Stack spacing={4}>{fields}</Stack>
          <Stack spacing={5}>
            {results}
            <Box bg="gray.50" borderRadius="md" p={4}>
              <Text fontWeight={700} color="gray.900">
                {ILLUSTRATIVE}.
              </Text>
              {caveats.map((caveat) => (
                <Text key={caveat} color="gray.700" mt={2} fontSize="sm">
                  {caveat}
                </Text>
              ))}
            </Box>
            {/* The hero's button, as it is (its style is already on the page), allowed to wrap on a phone. */}
            <Box sx={WRAPPING_BUTTON}>
              <CtaLink to={proposalPath} size="lg">
                Quero uma proposta com estes valores
              </CtaLink>
            </Box>
          </Stack>
        </SimpleGrid>
        <Text as="p" aria-live="polite" sx={LIVE_REGION}>
          {announcement}
        </Text>
      </Box>
      {sources && (
        <Link
          href={`${ROUTES.simulators}#${RULES_ID}`}
          display="inline-block"
          mt={6}
          color="brand.700"
          textDecoration="underline"
        >
          Fontes legais e datas das regras
        </Link>
      )}
    </Box>
  );
}
