/** The site's routes as the browser tests and the bench visit them: one list, from the contract's routes.ts and data/services/. */
import fs from "node:fs";
import path from "node:path";
import { contentDir } from "../src/content/content-dir";
import { parseGuideSource } from "../src/content/guide-source";
import { ROUTES, guidePath, servicePath } from "../supabase/functions/_shared/contract/routes";
import { SIMULATOR_PRODUCTS } from "../src/simulators/proposal";
import { isReminderProduct } from "../supabase/functions/_shared/contract/renewal-reminder";
import { ROOT } from "./paths";

/** Every fixed route, in the order of the contract's routes.ts (service routes come from data/services). */
export const FIXED_ROUTES: string[] = Object.values(ROUTES);

/** A path no page has: the static host answers it with the built 404 page. */
export const NOT_FOUND_ROUTE = "/pagina-que-nao-existe";

/** The routes whose pages hold forms (islands loaded on interaction). */
export const FORM_ROUTES: string[] = [ROUTES.home, ROUTES.contact, ROUTES.quote, ROUTES.reminder];

export interface ServiceRoute {
  /** The route, under /servicos, of the slug or one of its aliases. */
  path: string;
  /** The data file (data/services/<file>). */
  file: string;
  /** The route of the service's own slug (aliases render the same page under another path). */
  canonical: string;
  cta: string;
  slug: string;
  /** The tipoSeguro its calls to action choose in the full quote, or null. */
  quoteProduct: string | null;
}

/** Every service route, aliases included, read from the content folder the build uses. */
export function serviceRoutes(): ServiceRoute[] {
  const dir = path.join(contentDir(ROOT), "services");
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .flatMap((name) => {
      const page = JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as {
        slug: string;
        aliases?: string[];
        quoteProduct?: string;
        hero: { cta: string };
      };
      return [page.slug, ...(page.aliases ?? [])].map((slug) => ({
        path: servicePath(slug),
        file: name,
        canonical: servicePath(page.slug),
        cta: page.hero.cta,
        quoteProduct: page.quoteProduct ?? null,
        slug,
      }));
    });
}

/** The service routes, aliases included, whose pages hold a simulator (an island loaded on interaction). */
export function simulatorRoutes(): string[] {
  const canonical = new Set(SIMULATOR_PRODUCTS.map((slug) => servicePath(slug)));
  return serviceRoutes()
    .filter((route) => canonical.has(route.canonical))
    .map((route) => route.path);
}

/** The service routes, aliases included, whose pages invite to a renewal reminder (an island loaded on interaction). */
export function reminderServiceRoutes(): string[] {
  return serviceRoutes()
    .filter((route) => route.quoteProduct !== null && isReminderProduct(route.quoteProduct))
    .map((route) => route.path);
}

export interface GuideRoute {
  path: string;
  slug: string;
  title: string;
  updatedOn: string;
  /** Service slugs, the first the guide's main product. */
  products: string[];
  /** Size of the file in bytes: the longest guide is the one the byte budget is tested on. */
  bytes: number;
}

/** Every guide (data/guias/*.md) of the content folder the build uses, by slug. */
export function guideRoutes(): GuideRoute[] {
  const dir = path.join(contentDir(ROOT), "guias");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => {
      const text = fs.readFileSync(path.join(dir, name), "utf8");
      const data = parseGuideSource(text).data as {
        slug: string;
        title: string;
        updatedOn: string;
        products: string[];
      };
      return {
        path: guidePath(data.slug),
        slug: data.slug,
        title: data.title,
        updatedOn: data.updatedOn,
        products: data.products,
        bytes: Buffer.byteLength(text),
      };
    });
}

/** The longest guide: the one page of guides the byte budget, axe, the HTML validator and the bench check besides /guias. */
export function longestGuideRoute(): string {
  const [longest] = guideRoutes().sort((a, b) => b.bytes - a.bytes);
  if (!longest) throw new Error("no guide in data/guias");
  return longest.path;
}
