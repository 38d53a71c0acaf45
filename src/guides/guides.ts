/**
 * The guides' pure logic: heading anchors, the table of contents, their dates, which guides a
 * service page lists and how /guias groups them. Plain data in, plain data out (unit-tested).
 */

/**
 * A heading's anchor, stable while its text stays: accents folded (pt-BR "Seção" → "secao"), lower
 * case, every run of other characters one hyphen. A heading of symbols only gets "secao".
 */
export function headingSlug(text: string): string {
  const slug = text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug || "secao";
}

/** Anchors for headings in page order, unique within the page: the second "Prazos" is "prazos-2". */
export function uniqueSlugs(texts: readonly string[], taken: readonly string[] = []): string[] {
  const used = new Set(taken);
  return texts.map((text) => {
    const base = headingSlug(text);
    let slug = base;
    for (let count = 2; used.has(slug); count += 1) slug = `${base}-${count}`;
    used.add(slug);
    return slug;
  });
}

export interface GuideHeading {
  depth: number;
  text: string;
  id: string;
}

/** A guide opens with a table of contents from this many sections (## headings) on. */
export const TOC_MIN_SECTIONS = 3;

/** The table of contents of a guide: its sections (##), or none for a guide with fewer than TOC_MIN_SECTIONS. */
export function tableOfContents(headings: readonly GuideHeading[]): GuideHeading[] | null {
  const sections = headings.filter((heading) => heading.depth === 2);
  return sections.length >= TOC_MIN_SECTIONS ? sections : null;
}

/** "2026-11-27", from the front matter's "2026-11-27" or the transformer's "2026-11-27T00:00:00.000Z". */
export const isoDay = (value: string): string => value.slice(0, 10);

export interface GuideSummary {
  slug: string;
  title: string;
  description: string;
  updatedOn: string;
  products: readonly string[];
}

/** Newest update first; the same day by title, so the order never depends on the file system. */
export function byNewestUpdate<T extends Pick<GuideSummary, "updatedOn" | "title">>(guides: readonly T[]): T[] {
  return [...guides].sort((a, b) =>
    isoDay(a.updatedOn) === isoDay(b.updatedOn)
      ? a.title.localeCompare(b.title, "pt-BR")
      : isoDay(a.updatedOn) < isoDay(b.updatedOn)
        ? 1
        : -1,
  );
}

/** How many guides a service page lists. */
export const GUIDES_PER_SERVICE = 3;

/** The guides a service page lists: those about its product, newest update first, at most three. */
export function guidesForService<T extends GuideSummary>(
  serviceSlug: string,
  guides: readonly T[],
  limit = GUIDES_PER_SERVICE,
): T[] {
  return byNewestUpdate(guides.filter((guide) => guide.products.includes(serviceSlug))).slice(0, limit);
}

/**
 * /guias: the guides grouped by product area (the group of each guide's first product, in the
 * menu's order), newest update first in each; an area without guides is left out.
 */
export function guidesByArea<T extends GuideSummary>(
  guides: readonly T[],
  services: readonly { slug: string; group: string }[],
  groupOrder: readonly string[],
): { title: string; guides: T[] }[] {
  const groupOf = new Map(services.map((service) => [service.slug, service.group]));
  const known = new Set(groupOrder);
  const areaOf = (guide: T): string => {
    const group = groupOf.get(guide.products[0] ?? "");
    return group && known.has(group) ? group : (groupOrder[groupOrder.length - 1] ?? "");
  };
  return groupOrder
    .map((title) => ({ title, guides: byNewestUpdate(guides.filter((guide) => areaOf(guide) === title)) }))
    .filter((group) => group.guides.length > 0);
}
