import * as React from "react";
import { Box, Button, Heading, Icon, Link, SimpleGrid, Stack, Text, chakra } from "@chakra-ui/react";
import { MessageCircle } from "lucide-react";
import { island } from "../islands/contract";
import { quotePath, ROUTES } from "../../supabase/functions/_shared/contract/routes";
import {
  OPENS_WHATSAPP,
  simulationChat,
  type SimulationFigures,
} from "../../supabase/functions/_shared/contract/whatsapp";
import { useLayoutChat } from "../components/layout/whatsapp";
import { CtaLink } from "../components/ui/CtaLink";
import { VISUALLY_HIDDEN } from "../components/ui/visually-hidden";
import { checkFields, type Range, type Unit } from "./fields";
import { formatForField } from "./numbers";
import { proposalPath, simulationOf, type ProductOf } from "./proposal";
import { RULES_ID } from "./RuleSources";
import { SimulatorField } from "./SimulatorField";
import { useAnnouncement } from "./useAnnouncement";
import { useSimulatorValues } from "./useSimulatorValues";

/** What every result says (issue 40): a simulation is not a proposal. */
export const ILLUSTRATIVE = "Simulação ilustrativa, não é proposta";

const WRAPPING_BUTTON = { a: { whiteSpace: "normal", height: "auto", minHeight: 12, py: 3 } } as const;

/** One field of a simulator: its name in the inputs, its label with the unit, how it is typed and checked. */
export interface SimulatorFieldSpec<K extends string> {
  key: K;
  label: string;
  unit: Unit;
  /** Left empty, it counts as zero (an optional cost). */
  optional?: boolean;
}

/** What a simulator shows for the inputs: its results, the summary read to screen readers, and what its chat link tells. */
export interface SimulatorOutcome {
  results: React.ReactNode;
  summary: string;
  /** The simulation's figures for the WhatsApp message (contract/whatsapp.ts): never what the visitor earns. */
  chat: SimulationFigures | null;
}

/** Where the simulator is and what the page's chat says before a simulation: its path and data/'s message. */
export interface SimulatorPage {
  path: string;
  chatMessage: string;
}

interface SimulatorShellProps<K extends string> {
  /** Its product: the section's id (simulador-<product>) and the quote its proposal link opens. */
  product: ProductOf<K>;
  title: string;
  /** The form's accessible name. */
  label: string;
  fields: readonly SimulatorFieldSpec<K>[];
  /** The example the server renders (data/simulators.json's defaults). */
  example: Readonly<Record<K, number>>;
  ranges: Readonly<Record<K, Range>>;
  /** The product's caveats, after "Simulação ilustrativa, não é proposta". */
  caveats: readonly string[];
  /** Whether it applies rules of the register: a link below the form leads to their norms and dates on /simuladores. */
  sources?: boolean;
  page: SimulatorPage;
  /** The formulas: the results for the inputs, or for null while a field is wrong. */
  children: (inputs: Record<K, number> | null) => SimulatorOutcome;
}

/**
 * What the simulators share: a section named by its heading, holding the form (an island that
 * loads at the first focus or touch) with the fields, each checked against its range, the results
 * of the product's formulas, the caveats, the link to a proposal with these numbers and, when it
 * applies the register's rules, the link to their sources. The server renders the example's
 * results, so the page is useful before any script runs.
 */
export function SimulatorShell<K extends string>({
  product,
  title,
  label,
  fields,
  example,
  ranges,
  caveats,
  sources = false,
  page,
  children: simulate,
}: SimulatorShellProps<K>) {
  const brokerageChat = useLayoutChat();
  const initial = Object.fromEntries(
    fields.map(({ key, unit }) => [key, formatForField(example[key], unit === "reais")]),
  ) as Record<K, string>;
  const { values, field, formRef, changed } = useSimulatorValues(initial, fields);
  const typed = Object.fromEntries(
    fields.map(({ key, optional }) => [key, optional && values[key].trim() === "" ? "0" : values[key]]),
  ) as Record<K, string>;
  const specs = Object.fromEntries(fields.map(({ key, unit }) => [key, { unit, range: ranges[key] }])) as Record<
    K,
    { unit: Unit; range: Range }
  >;
  const { errors, values: inputs } = checkFields(typed, specs);
  const { results, summary, chat } = simulate(inputs);
  const announcement = useAnnouncement(summary, changed);
  const proposal = inputs ? proposalPath(simulationOf(product, inputs)) : quotePath(product);
  const id = `simulador-${product}`;
  const chatHref = brokerageChat?.(simulationChat(chat, page.chatMessage, page.path));
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
          <Stack spacing={4}>
            {fields.map(({ key, label: fieldLabel, unit }) => (
              <SimulatorField
                key={key}
                label={fieldLabel}
                whole={unit === "months" || unit === "years"}
                error={errors[key] ?? null}
                {...field(key)}
              />
            ))}
          </Stack>
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
              <CtaLink to={proposal} size="lg">
                Quero uma proposta com estes valores
              </CtaLink>
            </Box>
            {/* Once the visitor has a simulation of their own: until then the page's links (menu, floating
                button) carry the page's message, and this one would cost the page's first round trip its bytes. */}
            {changed && chatHref && (
              <Box sx={WRAPPING_BUTTON}>
                <Button
                  as="a"
                  href={chatHref}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="whatsapp"
                  size="lg"
                  leftIcon={<Icon as={MessageCircle} boxSize={5} aria-hidden="true" />}
                  data-testid="simulator-whatsapp"
                >
                  Falar no WhatsApp sobre esta simulação
                  <chakra.span srOnly>{OPENS_WHATSAPP}</chakra.span>
                </Button>
              </Box>
            )}
          </Stack>
        </SimpleGrid>
        <Text as="p" aria-live="polite" sx={VISUALLY_HIDDEN}>
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
