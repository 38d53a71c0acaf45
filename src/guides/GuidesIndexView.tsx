import { Heading, Icon, LinkBox, LinkOverlay, SimpleGrid, Text, chakra } from "@chakra-ui/react";
import { ArrowRight, Rss } from "lucide-react";
import { PageHero } from "../components/ui/PageHero";
import { Section } from "../components/ui/Section";
import { StaticHtml } from "../components/ui/StaticHtml";
import { groupId } from "../components/service/ServicesIndexView";
import { dayInWords, isoDay, type GuideSummary } from "./guides";
import { GUIDES_FEED_PATH, guidePath } from "../../supabase/functions/_shared/contract/routes";

export const GUIDES_INTRO =
  "Respostas diretas às dúvidas mais comuns sobre seguros, saúde, previdência e consórcio, com as regras em que se apoiam e a data da última revisão.";

/** /guias: every guide, grouped by product area, newest update first in each. */
export function GuidesIndexView({ groups }: { groups: readonly { title: string; guides: readonly GuideSummary[] }[] }) {
  return (
    <StaticHtml>
      <PageHero id="guides-title" title="Guias" lead={GUIDES_INTRO}>
        <chakra.a
          href={GUIDES_FEED_PATH}
          display="inline-flex"
          alignItems="center"
          gap={2}
          color="white"
          textDecoration="underline"
        >
          <Icon as={Rss} boxSize={4} aria-hidden="true" />
          Receba os guias novos pelo feed RSS
        </chakra.a>
      </PageHero>
      {groups.map((group) => (
        <Section key={group.title} labelledBy={groupId(group.title)} py={{ base: 10, md: 12 }}>
          <Heading as="h2" id={groupId(group.title)} size="lg" mb={6}>
            {group.title}
          </Heading>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} spacing={6}>
            {group.guides.map((guide) => (
              <LinkBox as="li" key={guide.slug} layerStyle="card" p={6} _hover={{ borderColor: "brand.200" }}>
                <Heading as="h3" size="md" mb={2}>
                  <LinkOverlay href={guidePath(guide.slug)} display="flex" alignItems="center" gap={2}>
                    {guide.title}
                    <Icon as={ArrowRight} boxSize={4} flexShrink={0} aria-hidden="true" />
                  </LinkOverlay>
                </Heading>
                <Text color="gray.600" mb={3}>
                  {guide.description}
                </Text>
                <Text fontSize="sm" color="gray.600">
                  Atualizado em <time dateTime={isoDay(guide.updatedOn)}>{dayInWords(guide.updatedOn)}</time>
                </Text>
              </LinkBox>
            ))}
          </SimpleGrid>
        </Section>
      ))}
    </StaticHtml>
  );
}
