import type * as React from "react";
import { Container, SimpleGrid } from "@chakra-ui/react";
import { CtaBanner } from "../ui/CtaBanner";
import { FaqCards } from "../ui/FaqCards";
import { ServiceExtraBox } from "./ServiceExtraBox";
import { CtaLink } from "../ui/CtaLink";
import { PageHero } from "../ui/PageHero";
import { ServiceListCard } from "./ServiceListCard";
import { ServiceOverview } from "./ServiceOverview";
import { StaticHtml } from "../ui/StaticHtml";
import { quotePath } from "../../../supabase/functions/_shared/contract/routes";
import { serviceGreeting } from "../layout/whatsapp";
import type { PageLayout } from "../layout/Layout";
import { ServiceGuides } from "../../guides/ServiceGuides";
import type { GuideSummary } from "../../guides/guides";

/** A service page as its template's query returns it (data/services/<slug>.json). */
export type ServicePageData = NonNullable<Queries.ServicePageQuery["servicePage"]>;

/**
 * The layout around a service page: every WhatsApp link (menu and floating button) prefills
 * data/site.json's whatsapp.serviceMessage with the service's name.
 */
export const servicePageLayout: PageLayout<{ data: Queries.ServicePageQuery }> = ({ data }) => {
  const template = data.siteJson?.whatsapp.serviceMessage;
  const name = data.servicePage?.name;
  return template && name ? { whatsappMessage: serviceGreeting(template, name) } : {};
};

/**
 * Nothing on this page is interactive but its simulator and its renewal reminder, when it has them
 * (islands): everything else stays server HTML in the browser.
 */
export function ServicePageView({
  page,
  simulator = null,
  reminder = null,
  guides = [],
}: {
  page: ServicePageData;
  simulator?: React.ReactNode;
  /** The renewal reminder's invitation (an island), on the pages of products with a yearly policy. */
  reminder?: React.ReactNode;
  guides?: readonly GuideSummary[];
}) {
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
      <ServiceGuides name={page.name} guides={guides} />
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
      {simulator}
      {reminder ? (
        <>
          <StaticHtml>{lists}</StaticHtml>
          {reminder}
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
