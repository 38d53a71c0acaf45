/**
 * A guide's page as its template's query gives it: the view's props (its services and the rules it
 * cites, each in the guide's own order) and the head's JSON-LD (the Article and its breadcrumb).
 */
import { articleJsonLd, breadcrumbJsonLd } from "../components/layout/structured-data";
import { findRule } from "../rules/register";
import { ROUTES, guidePath } from "../../supabase/functions/_shared/contract/routes";
import type { HastNode } from "./guide-html";
import type { GuidePageData, GuideRule, GuideService } from "./GuidePageView";
import { isoDay } from "./guides";
import type { PageLayout } from "../components/layout/Layout";
import { namedMessage, PLACEHOLDERS } from "../../supabase/functions/_shared/contract/whatsapp";

type GuideFront = NonNullable<Queries.GuidePageQuery["markdownRemark"]>["frontmatter"];

export interface GuidePage {
  guide: GuidePageData & GuideFront;
  services: GuideService[];
  rules: GuideRule[];
}

/** The view's props from the query; a guide that is missing is a bug of page creation and throws. */
export function guidePage(data: Queries.GuidePageQuery): GuidePage {
  const guide = data.markdownRemark;
  if (!guide) throw new Error("Guide data is missing");
  const front = guide.frontmatter;
  return {
    guide: { ...front, body: guide.htmlAst as HastNode },
    // The guide's services in its own order: the first is its main product (the quote it leads into).
    services: front.products
      .map((slug) => data.allServicePage.nodes.find((service) => service.slug === slug))
      .filter((service): service is GuideService => service !== undefined),
    // The rules the guide cites, in its own order: the page lists them and its text shows their values.
    rules: (front.rules ?? []).map((id) => findRule(data.rulesJson?.rules ?? [], id)),
  };
}

/** The layout around a guide: every WhatsApp link (menu and floating button) names the guide by its title. */
export const guidePageLayout: PageLayout<{ data: Queries.GuidePageQuery }> = ({ data }) => {
  const whatsapp = data.siteJson?.whatsapp;
  const title = data.markdownRemark?.frontmatter.title;
  return whatsapp && title
    ? { whatsappMessage: namedMessage(whatsapp.guideMessage, PLACEHOLDERS.guide, title, whatsapp.quoteMessage) }
    : {};
};

/** The guide as a schema.org Article, and its place under Início › Guias. */
export function guideJsonLd(
  front: GuideFront,
  site: { siteUrl: string; legal: { name: string } },
): Record<string, unknown>[] {
  const path = guidePath(front.slug);
  return [
    articleJsonLd({
      siteUrl: site.siteUrl,
      path,
      headline: front.title,
      description: front.description,
      datePublished: isoDay(front.publishedOn),
      dateModified: isoDay(front.updatedOn),
      author: front.author,
      publisher: { name: site.legal.name },
    }),
    breadcrumbJsonLd(site.siteUrl, [
      { name: "Início", path: ROUTES.home },
      { name: "Guias", path: ROUTES.guides },
      { name: front.title, path },
    ]),
  ];
}
