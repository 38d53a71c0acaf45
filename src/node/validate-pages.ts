import { Checker, join } from "./checker";

type Json = unknown;

/** The one-per-page content files in data/ besides site.json and navigation.json. */
export const PAGE_CONTENT_FILES = ["home", "about", "contact", "quote", "privacy"] as const;
export type PageContentFile = (typeof PAGE_CONTENT_FILES)[number];

export const PORTFOLIO_FEATURES = 4;

function checkSeo(c: Checker, value: Json): void {
  const seo = c.object(value, "seo");
  if (!seo) return;
  c.string(seo.title, "seo.title");
  const description = c.string(seo.description, "seo.description");
  if (description !== undefined && (description.length < 50 || description.length > 170)) {
    c.fail("seo.description", `must be 50 to 170 characters for search results (found ${description.length})`);
  }
}

function checkTitled(c: Checker, value: Json, field: string, listKey?: string): Record<string, Json> | undefined {
  const obj = c.object(value, field);
  if (!obj) return undefined;
  c.string(obj.title, join(field, "title"));
  if (listKey) c.stringList(obj[listKey], join(field, listKey));
  return obj;
}

function checkFaqList(c: Checker, value: Json, field: string): void {
  c.array(value, field, { min: 1 }, (item, itemField) => {
    const faq = c.object(item, itemField);
    if (!faq) return;
    c.string(faq.question, join(itemField, "question"));
    c.string(faq.answer, join(itemField, "answer"));
  });
}

/**
 * Checks one page file. `serviceSlugs` maps every existing service slug to its file, so
 * links from the home portfolio can be checked against real pages.
 */
export function validatePageContent(
  name: PageContentFile,
  c: Checker,
  value: Json,
  serviceSlugs: ReadonlyMap<string, string>,
): void {
  const page = c.object(value, "");
  if (!page) return;
  checkSeo(c, page.seo);

  switch (name) {
    case "home": {
      c.knownKeys(page, "", ["seo", "hero", "about", "quoteForm", "portfolio", "partners", "contact"]);
      const hero = c.object(page.hero, "hero");
      if (hero) for (const key of ["eyebrow", "headline", "subline", "cta", "servicesLink", "imageAlt"]) c.string(hero[key], `hero.${key}`);
      checkTitled(c, page.about, "about", "paragraphs");
      const quoteForm = checkTitled(c, page.quoteForm, "quoteForm");
      if (quoteForm) c.string(quoteForm.text, "quoteForm.text");
      const portfolio = checkTitled(c, page.portfolio, "portfolio");
      if (portfolio) {
        c.string(portfolio.intro, "portfolio.intro");
        c.array(portfolio.groups, "portfolio.groups", { min: 1 }, (groupValue, groupField) => {
          const group = checkTitled(c, groupValue, groupField);
          if (!group) return;
          c.array(group.cards, join(groupField, "cards"), { min: 1 }, (cardValue, cardField) => {
            const card = checkTitled(c, cardValue, cardField);
            if (!card) return;
            c.knownKeys(card, cardField, ["title", "slug", "description", "features"]);
            c.string(card.description, join(cardField, "description"));
            c.stringList(card.features, join(cardField, "features"), {
              min: PORTFOLIO_FEATURES,
              max: PORTFOLIO_FEATURES,
            });
            const slug = c.string(card.slug, join(cardField, "slug"));
            if (slug !== undefined && !serviceSlugs.has(slug)) {
              c.fail(join(cardField, "slug"), `"${slug}" is not a service page in data/services`);
            }
          });
        });
      }
      for (const key of ["partners", "contact"] as const) {
        const part = checkTitled(c, page[key], key);
        if (part) c.string(part.text, `${key}.text`);
      }
      break;
    }
    case "about": {
      c.string(page.title, "title");
      c.string(page.lead, "lead");
      checkTitled(c, page.history, "history", "paragraphs");
      checkTitled(c, page.mission, "mission", "paragraphs");
      checkTitled(c, page.vision, "vision", "paragraphs");
      const values = checkTitled(c, page.values, "values");
      if (values) {
        c.array(values.items, "values.items", { min: 1 }, (item, field) => {
          const v = checkTitled(c, item, field);
          if (v) c.string(v.text, join(field, "text"));
        });
      }
      checkTitled(c, page.stats, "stats");
      const closing = checkTitled(c, page.closing, "closing");
      if (closing) {
        c.string(closing.text, "closing.text");
        c.string(closing.cta, "closing.cta");
      }
      break;
    }
    case "contact": {
      c.string(page.title, "title");
      c.string(page.lead, "lead");
      const form = checkTitled(c, page.form, "form");
      if (form) c.string(form.text, "form.text");
      checkTitled(c, page.info, "info");
      const shortcuts = checkTitled(c, page.shortcuts, "shortcuts");
      if (shortcuts) for (const key of ["text", "call", "email"]) c.string(shortcuts[key], `shortcuts.${key}`);
      const faq = checkTitled(c, page.faq, "faq");
      if (faq) checkFaqList(c, faq.items, "faq.items");
      break;
    }
    case "quote": {
      c.string(page.title, "title");
      c.string(page.lead, "lead");
      const form = checkTitled(c, page.form, "form");
      if (form) c.string(form.text, "form.text");
      checkTitled(c, page.benefits, "benefits", "items");
      checkTitled(c, page.insuranceTypes, "insuranceTypes", "items");
      break;
    }
    case "privacy": {
      c.string(page.title, "title");
      c.string(page.updated, "updated");
      c.array(page.sections, "sections", { min: 1 }, (item, field) => {
        const section = checkTitled(c, item, field);
        if (section) c.stringList(section.paragraphs, join(field, "paragraphs"));
      });
      break;
    }
  }
}
