import { Heading, SimpleGrid, Text } from "@chakra-ui/react";
import { LinkCard } from "../components/ui/LinkCard";
import { PageHero } from "../components/ui/PageHero";
import { RuleSources, type SimulatorSources } from "./RuleSources";
import { Section } from "../components/ui/Section";
import { StaticHtml } from "../components/ui/StaticHtml";
import { servicePath } from "../../supabase/functions/_shared/contract/routes";

export interface SimulatorSummary {
  /** The service page that holds it (data/services/<slug>.json). */
  slug: string;
  title: string;
  summary: string;
}

interface SimulatorsIndexViewProps {
  title: string;
  lead: string;
  simulators: readonly SimulatorSummary[];
  /** The rules each simulator applies, with their sources. */
  sources: readonly SimulatorSources[];
}

/** /simuladores: each simulator, linking to its place on its service page, and the rules they apply. Nothing here is interactive. */
export function SimulatorsIndexView({ title, lead, simulators, sources }: SimulatorsIndexViewProps) {
  return (
    <StaticHtml>
      <PageHero id="simulators-title" title={title} lead={lead} />
      <Section labelledBy="simulators-list" py={{ base: 10, md: 12 }}>
        <Heading as="h2" id="simulators-list" size="lg" mb={6}>
          Escolha um simulador
        </Heading>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} spacing={6}>
          {simulators.map((simulator) => (
            <LinkCard
              key={simulator.slug}
              href={`${servicePath(simulator.slug)}#simulador-${simulator.slug}`}
              title={simulator.title}
            >
              <Text color="gray.600">{simulator.summary}</Text>
            </LinkCard>
          ))}
        </SimpleGrid>
      </Section>
      <RuleSources simulators={sources} />
    </StaticHtml>
  );
}
