import {
  CTA_LABELS,
  EXTRA_TITLES,
  FAQ_SIZE,
  LIST_TITLES,
  SERVICE_GROUPS,
} from "../types/content";
import { Checker, join, type ContentProblem } from "./checker";

type Json = unknown;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const SERVICE_KEYS = [
  "slug", "aliases", "name", "group", "seo", "hero", "intro", "audience", "lists", "extra", "faq", "closing",
] as const;

function checkSlug(c: Checker, value: Json, field: string): string | undefined {
  const slug = c.string(value, field);
  if (slug !== undefined && !SLUG.test(slug)) {
    c.fail(field, `"${slug}" must be lower-case letters, digits and single hyphens`);
    return undefined;
  }
  return slug;
}

/**
 * Checks one data/services/<file>.json; returns the slugs it claims, canonical first. The
 * canonical slug is the file name (a different `slug` is reported), so one typo is not also
 * reported by every link to the page.
 */
export function validateService(c: Checker, value: Json, fileSlug: string): string[] {
  const page = c.object(value, "");
  if (!page) return [];
  c.knownKeys(page, "", SERVICE_KEYS);

  const slug = checkSlug(c, page.slug, "slug");
  if (slug !== undefined && slug !== fileSlug) {
    c.fail("slug", `"${slug}" must match the file name "${fileSlug}.json"`);
  }
  const aliases: string[] = [];
  if (page.aliases !== undefined) {
    c.array(page.aliases, "aliases", { min: 1 }, (item, field) => {
      const alias = checkSlug(c, item, field);
      if (alias !== undefined) aliases.push(alias);
    });
  }
  c.string(page.name, "name");
  c.oneOf(page.group, "group", SERVICE_GROUPS);

  const seo = c.object(page.seo, "seo");
  if (seo) {
    c.knownKeys(seo, "seo", ["title", "description"]);
    c.string(seo.title, "seo.title");
    const description = c.string(seo.description, "seo.description");
    if (description !== undefined && (description.length < 50 || description.length > 170)) {
      c.fail("seo.description", `must be 50 to 170 characters for search results (found ${description.length})`);
    }
  }

  const hero = c.object(page.hero, "hero");
  if (hero) {
    c.knownKeys(hero, "hero", ["badge", "title", "subtitle", "cta"]);
    c.string(hero.badge, "hero.badge");
    c.string(hero.title, "hero.title");
    c.string(hero.subtitle, "hero.subtitle");
    c.oneOf(hero.cta, "hero.cta", CTA_LABELS);
  }

  if (page.intro !== undefined) c.stringList(page.intro, "intro");
  c.optionalString(page.audience, "audience");

  c.array(page.lists, "lists", { min: 1, max: 3 }, (item, field) => {
    const list = c.object(item, field);
    if (!list) return;
    c.knownKeys(list, field, ["title", "items"]);
    c.oneOf(list.title, join(field, "title"), LIST_TITLES);
    c.stringList(list.items, join(field, "items"));
  });

  if (page.extra !== undefined) {
    const extra = c.object(page.extra, "extra");
    if (extra) {
      c.knownKeys(extra, "extra", ["title", "items"]);
      c.oneOf(extra.title, "extra.title", EXTRA_TITLES);
      c.stringList(extra.items, "extra.items");
    }
  }

  c.array(page.faq, "faq", { min: FAQ_SIZE, max: FAQ_SIZE }, (item, field) => {
    const faq = c.object(item, field);
    if (!faq) return;
    c.knownKeys(faq, field, ["question", "answer"]);
    c.string(faq.question, join(field, "question"));
    c.string(faq.answer, join(field, "answer"));
  });

  const closing = c.object(page.closing, "closing");
  if (closing) {
    c.knownKeys(closing, "closing", ["title", "text"]);
    c.string(closing.title, "closing.title");
    c.string(closing.text, "closing.text");
  }

  return [fileSlug, ...aliases];
}

/** Checks data/navigation.json; returns every link target it declares. */
export function validateNavigation(c: Checker, value: Json): string[] {
  const nav = c.object(value, "");
  if (!nav) return [];
  c.knownKeys(nav, "", ["groups"]);
  const targets: string[] = [];
  c.array(nav.groups, "groups", { min: 1 }, (item, field) => {
    const group = c.object(item, field);
    if (!group) return;
    c.knownKeys(group, field, ["title", "links"]);
    c.oneOf(group.title, join(field, "title"), SERVICE_GROUPS);
    c.array(group.links, join(field, "links"), { min: 1 }, (linkItem, linkField) => {
      const link = c.object(linkItem, linkField);
      if (!link) return;
      c.knownKeys(link, linkField, ["label", "to"]);
      c.string(link.label, join(linkField, "label"));
      const to = c.string(link.to, join(linkField, "to"));
      if (to !== undefined) targets.push(to);
    });
  });
  return targets;
}

export function validateSite(c: Checker, value: Json): void {
  const site = c.object(value, "");
  if (!site) return;
  for (const key of ["name", "description", "city", "state", "email"]) c.string(site[key], key);
  c.number(site.foundingYear, "foundingYear");
  c.number(site.familyManagementSince, "familyManagementSince");

  const phone = c.object(site.phone, "phone");
  if (phone) {
    const e164 = c.string(phone.e164, "phone.e164");
    if (e164 !== undefined && !/^\+55\d{10,11}$/.test(e164)) {
      c.fail("phone.e164", `"${e164}" must be +55 followed by the area code and number, digits only`);
    }
    c.string(phone.display, "phone.display");
  }
  const whatsapp = c.object(site.whatsapp, "whatsapp");
  if (whatsapp) {
    const number = c.string(whatsapp.number, "whatsapp.number");
    if (number !== undefined && !/^55\d{10,11}$/.test(number)) {
      c.fail("whatsapp.number", `"${number}" must be digits only, starting with 55`);
    }
    c.string(whatsapp.greeting, "whatsapp.greeting");
    c.string(whatsapp.quoteMessage, "whatsapp.quoteMessage");
  }
  const social = c.object(site.social, "social");
  if (social) {
    c.string(social.network, "social.network");
    c.string(social.handle, "social.handle");
    const url = c.string(social.url, "social.url");
    if (url !== undefined && !url.startsWith("https://")) c.fail("social.url", "must start with https://");
  }
  const hours = c.object(site.hours, "hours");
  if (hours) {
    c.stringList(hours.home, "hours.home");
    c.string(hours.contact, "hours.contact");
    c.stringList(hours.schema, "hours.schema");
  }
  const answerTimes = c.object(site.answerTimes, "answerTimes");
  if (answerTimes) for (const key of ["home", "contact", "fullQuote"]) c.string(answerTimes[key], `answerTimes.${key}`);
  const claims = c.object(site.claims, "claims");
  if (claims) for (const key of ["years", "clients", "satisfaction", "support"]) c.string(claims[key], `claims.${key}`);
  c.array(site.stats, "stats", { min: 1 }, (item, field) => {
    const stat = c.object(item, field);
    if (!stat) return;
    c.string(stat.value, join(field, "value"));
    c.string(stat.label, join(field, "label"));
  });
  c.array(site.partners, "partners", { min: 1 }, (item, field) => {
    const partner = c.object(item, field);
    if (!partner) return;
    c.string(partner.name, join(field, "name"));
    c.string(partner.logo, join(field, "logo"));
  });
  const privacy = c.object(site.privacy, "privacy");
  if (privacy) {
    for (const key of ["controller", "controllerDocument", "dpoName", "dpoEmail", "retention"]) {
      c.string(privacy[key], `privacy.${key}`);
    }
  }
}

export type { ContentProblem };
