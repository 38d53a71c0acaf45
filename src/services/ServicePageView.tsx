import { Container, SimpleGrid } from "@chakra-ui/react";
import { CtaBanner } from "../components/ui/CtaBanner";
import { FaqCards } from "../components/ui/FaqCards";
import { ServiceExtraBox } from "./ServiceExtraBox";
import { CtaLink } from "../components/ui/CtaLink";
import { PageHero } from "../components/ui/PageHero";
import { ServiceListCard } from "./ServiceListCard";
import { ServiceOverview } from "./ServiceOverview";
import { StaticHtml } from "../components/ui/StaticHtml";
import { quotePath } from "../../supabase/functions/_shared/contract/routes";
import { namedMessage, PLACEHOLDERS } from "../../supabase/functions/_shared/contract/whatsapp";
import type { PageLayout } from "../components/layout/Layout";
import { ServiceGuides } from "../guides/ServiceGuides";
import { ServiceReminder, serviceReminderOf } from "../reminders/ServiceReminder";
import { ServiceSimulator } from "../simulators/ServiceSimulator";

/** A service page as its template's query returns it (data/services/<slug>.json). */
export type ServicePageData = NonNullable<Queries.ServicePageQuery["servicePage"]>;

/**
 * The layout around a service page: every WhatsApp link (menu and floating button) prefills
 * data/site.json's whatsapp.serviceMessage with the service's name.
 */
export const servicePageLayout: PageLayout<{ data: Queries.ServicePageQuery }> = ({ data }) => {
  const whatsapp = data.siteJson?.whatsapp;
  const name = data.servicePage?.name;
  return whatsapp && name
    ? { whatsappMessage: namedMessage(whatsapp.serviceMessage, PLACEHOLDERS.service, name, whatsapp.quoteMessage) }
    : {};
};

/**
 * A service page: its texts, and where the features meet it: its simulator, the renewal reminder's
 * invitation on the pages of products with a yearly policy, and its guides. Nothing on it is
 * interactive but the simulator and the invitation (islands): everything else stays server HTML.
 */
export function ServicePageView({
  page,
  content,
  path,
}: {
  page: ServicePageData;
  /** The rest of the page's query: the simulators' data and rules, the reminder's texts, the guides. */
  content: Queries.ServicePageQuery;
  /** The page's own path (an alias's too): its simulator's WhatsApp message ends with it. */
  path: string;
}) {
  const reminder = serviceReminderOf(page.quoteProduct, content);
  const boxes = page.lists.length + (page.extra ? 1 : 0);
  // Both calls to action open the full quote with this page's product chosen, when it has one.
  const quote = quotePath(page.quoteProduct);
  const lists = (
    // The cards are sections of their own; this wrapper only lays them out.
    <Container maxW="container.xl" py={{ base: 10, md: 14 }}>
      <SimpleGrid columns={{ base: 1, lg: boxes > 1 ? 2 : 1 }} spacing={8}>
        {page.lists.map((list, index) => (
          <ServiceListCard key={list.title} id={`service-list-${index}`} title={list.title} items={list.items} />
        ))}
        {page.extra ? <ServiceExtraBox title={page.extra.title} items={page.extra.items} /> : null}
      </SimpleGrid>
    </Container>
  );
  const closing = (
    <>
      <ServiceGuides service={page} guides={content.allMarkdownRemark.nodes.map((node) => node.frontmatter)} />
      <FaqCards id="service-faq" items={page.faq} />
      <CtaBanner
        id="service-closing"
        title={page.closing.title}
        text={page.closing.text}
        label={page.hero.cta}
        to={quote}
      />
    </>
  );
  return (
    <>
      <StaticHtml>
        <PageHero id="service-title" badge={page.hero.badge} title={page.hero.title} lead={page.hero.subtitle}>
          <CtaLink to={quote} size="lg">
            {page.hero.cta}
          </CtaLink>
        </PageHero>
        <ServiceOverview intro={page.intro} audience={page.audience} />
      </StaticHtml>
      <ServiceSimulator
        slug={page.slug}
        data={content.simulatorsJson}
        rules={content.rulesJson?.rules ?? []}
        page={{ path, chatMessage: servicePageLayout({ data: content }).whatsappMessage ?? "" }}
      />
      {reminder ? (
        <>
          <StaticHtml>{lists}</StaticHtml>
          <ServiceReminder {...reminder} />
          <StaticHtml>{closing}</StaticHtml>
        </>
      ) : (
        // One static block where there is no island between: each is a wrapper in the page's HTML.
        <StaticHtml>
          {lists}
          {closing}
        </StaticHtml>
      )}
    </>
  );
}
