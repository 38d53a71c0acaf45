import { Icon, Text, chakra } from "@chakra-ui/react";
import { Rss } from "lucide-react";
import { LinkCard } from "../components/ui/LinkCard";
import { LinkCardGroup } from "../components/ui/LinkCardGroup";
import { PageHero } from "../components/ui/PageHero";
import { StaticHtml } from "../components/ui/StaticHtml";
import { dayInWords } from "../rules/dates";
import { isoDay, type GuideSummary } from "./guides";
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
        <LinkCardGroup key={group.title} title={group.title}>
          {group.guides.map((guide) => (
            <LinkCard key={guide.slug} href={guidePath(guide.slug)} title={guide.title}>
              <Text color="gray.600" mb={3}>
                {guide.description}
              </Text>
              <Text fontSize="sm" color="gray.600">
                Atualizado em <time dateTime={isoDay(guide.updatedOn)}>{dayInWords(guide.updatedOn)}</time>
              </Text>
            </LinkCard>
          ))}
        </LinkCardGroup>
      ))}
    </StaticHtml>
  );
}
