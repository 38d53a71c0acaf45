import { Box, Container, Heading, chakra } from "@chakra-ui/react";
import { CtaBanner } from "../components/ui/CtaBanner";
import { PageHero } from "../components/ui/PageHero";
import { StaticHtml } from "../components/ui/StaticHtml";
import { GuideBody } from "./GuideBody";
import { GuideByline } from "./GuideByline";
import { GuideRules, RULES_ID } from "./GuideRules";
import { GuideToc, TOC_TITLE_ID } from "./GuideToc";
import { prepareGuide, withRuleValuesIn, type HastNode } from "./guide-html";
import type { RuleCitation } from "../rules/register";
import type { TokenRule } from "../rules/rule-tokens";
import { tableOfContents } from "./guides";
import { quotePath, servicePath } from "../../supabase/functions/_shared/contract/routes";

export const GUIDE_TITLE_ID = "guia-titulo";
const SOURCES_ID = "guia-fontes";
const SERVICES_ID = "guia-servicos";
const CTA_ID = "guia-cotacao";

export interface GuidePageData {
  title: string;
  description: string;
  publishedOn: string;
  updatedOn: string;
  author: { name: string; role: string };
  sources: readonly { title: string; url: string }[];
  /** The htmlAst of gatsby-transformer-remark. */
  body: HastNode;
}

/** A rule the guide cites: what the "Regras citadas" list shows, and the values its text names. */
export type GuideRule = RuleCitation & TokenRule;

export interface GuideService {
  slug: string;
  name: string;
  quoteProduct: string | null;
}

/**
 * One guide: title and summary, author and dates, the table of contents of a guide with three
 * sections or more, the text (its register tokens read from the cited rules), the rules it cites
 * (norm, official source, effective date), its sources, the services it is about (links back) and
 * the quote of its first service. Nothing on this page is interactive: all of it stays server HTML.
 */
export function GuidePageView({
  guide,
  services,
  rules,
}: {
  guide: GuidePageData;
  services: readonly GuideService[];
  rules: readonly GuideRule[];
}) {
  const { root, headings } = prepareGuide(withRuleValuesIn(guide.body, rules), [
    GUIDE_TITLE_ID,
    TOC_TITLE_ID,
    RULES_ID,
    SOURCES_ID,
    SERVICES_ID,
    CTA_ID,
  ]);
  const sections = tableOfContents(headings);
  const main = services[0];
  return (
    <StaticHtml>
      <PageHero id={GUIDE_TITLE_ID} title={guide.title} lead={guide.description}>
        <GuideByline author={guide.author} publishedOn={guide.publishedOn} updatedOn={guide.updatedOn} />
      </PageHero>
      <Container as="article" aria-labelledby={GUIDE_TITLE_ID} maxW="3xl" pt={{ base: 10, md: 14 }}>
        {sections ? <GuideToc sections={sections} /> : null}
        <GuideBody root={root} />
        {rules.length > 0 ? <GuideRules rules={rules} /> : null}
        <Box as="section" aria-labelledby={SOURCES_ID} mt={12} pt={8} borderTopWidth="1px" borderColor="gray.200">
          <Heading as="h2" id={SOURCES_ID} size="md" mb={4} color="brand.900">
            Fontes
          </Heading>
          <chakra.ul pl={5}>
            {guide.sources.map((source) => (
              <chakra.li key={source.url} py={1}>
                <chakra.a href={source.url} color="brand.700" textDecoration="underline">
                  {source.title}
                </chakra.a>
              </chakra.li>
            ))}
          </chakra.ul>
        </Box>
        <Box as="section" aria-labelledby={SERVICES_ID} mt={10}>
          <Heading as="h2" id={SERVICES_ID} size="md" mb={4} color="brand.900">
            Serviços deste guia
          </Heading>
          {/* Styled as the sources' list above: the same classes, no CSS of its own. */}
          <chakra.ul pl={5}>
            {services.map((service) => (
              <chakra.li key={service.slug} py={1}>
                <chakra.a href={servicePath(service.slug)} color="brand.700" textDecoration="underline">
                  {service.name}
                </chakra.a>
              </chakra.li>
            ))}
          </chakra.ul>
        </Box>
      </Container>
      <CtaBanner
        id={CTA_ID}
        title={main ? `Cotação de ${main.name}` : "Solicite uma cotação"}
        text="Um corretor compara as opções das seguradoras parceiras para você, sem compromisso."
        label="Solicitar Cotação"
        to={quotePath(main?.quoteProduct)}
      />
    </StaticHtml>
  );
}
