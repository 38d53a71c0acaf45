/** `npm run bench`'s flags (bench/lighthouse.ts) and the routes they name. */
import fs from "node:fs";
import path from "node:path";
import { FIXED_ROUTES, longestGuideRoute, NOT_FOUND_ROUTE, serviceRoutes } from "../test-kit/routes";

/** A bad flag or route: printed without a stack, exit 2. */
export class UsageError extends Error {}

/**
 * Rounds of the observed-LCP comparison: a page and its twin differ from one load to the next by
 * about as much as the budget (figures and date: bench/README.md, step 4), so a median of 5 would
 * miss it by chance too often.
 */
const DEFAULT_LCP_RUNS = 15;

export const USAGE = `npx tsx bench/lighthouse.ts [--runs N (5)] [--lcp-runs N (${DEFAULT_LCP_RUNS})] [--routes /a,/b] [--dir <built site>]
                            [--only lighthouse|lcp|inputs] [--no-fail] [--help]
See bench/README.md.`;

export interface Options {
  runs: number;
  /** Rounds of the observed-LCP comparison: cheaper per load than Lighthouse, and noisier per load. */
  lcpRuns: number;
  routes?: string[];
  dir?: string;
  lighthouse: boolean;
  lcp: boolean;
  inputs: boolean;
  fail: boolean;
  /** --help: print USAGE and exit 0. */
  help: boolean;
}

export function parseArgs(argv: string[]): Options {
  const options: Options = {
    runs: 5,
    lcpRuns: DEFAULT_LCP_RUNS,
    lighthouse: true,
    lcp: true,
    inputs: true,
    fail: true,
    help: false,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const [name, inline] = argv[i].includes("=")
      ? [argv[i].slice(0, argv[i].indexOf("=")), argv[i].slice(argv[i].indexOf("=") + 1)]
      : [argv[i], undefined];
    const value = (): string => {
      const next = inline ?? argv[++i];
      if (next === undefined || next.startsWith("--")) throw new UsageError(`${name} needs a value`);
      return next;
    };
    switch (name) {
      case "--runs":
        options.runs = Number(value());
        if (!Number.isInteger(options.runs) || options.runs < 1)
          throw new UsageError("--runs must be a positive integer");
        break;
      case "--lcp-runs":
        options.lcpRuns = Number(value());
        if (!Number.isInteger(options.lcpRuns) || options.lcpRuns < 1)
          throw new UsageError("--lcp-runs must be a positive integer");
        break;
      case "--routes":
        options.routes = value()
          .split(",")
          .map((route) => route.trim())
          .filter(Boolean)
          .map((route) => (route.startsWith("/") ? route : `/${route}`).replace(/(.)\/+$/, "$1"));
        break;
      case "--dir":
        options.dir = path.resolve(value());
        if (!fs.existsSync(path.join(options.dir, "index.html")))
          throw new UsageError(`--dir: no index.html in ${options.dir}`);
        break;
      case "--only": {
        const only = value();
        if (only !== "lighthouse" && only !== "lcp" && only !== "inputs")
          throw new UsageError("--only must be lighthouse, lcp or inputs");
        options.lighthouse = only === "lighthouse";
        options.lcp = only === "lcp";
        options.inputs = only === "inputs";
        break;
      }
      case "--help":
      case "-h":
        options.help = true;
        break;
      case "--no-fail":
        options.fail = false;
        break;
      default:
        throw new UsageError(`Unknown argument ${argv[i]} (see bench/README.md)`);
    }
  }
  return options;
}
/** The fixed pages (/guias among them), the not-found page, every canonical service page (aliases render the same page) and the longest guide, which stands for the others (one template). */
/** The fixed pages, the not-found page and every canonical service page (aliases render the same page). */
export function allRoutes(wanted?: string[]): string[] {
  const services = [...new Set(serviceRoutes().map((service) => service.canonical))].sort();
  const routes = [...FIXED_ROUTES, NOT_FOUND_ROUTE, ...services, longestGuideRoute()];
  if (!wanted) return routes;
  const unknown = wanted.filter((route) => !routes.includes(route));
  if (unknown.length > 0)
    throw new UsageError(`Unknown route(s): ${unknown.join(", ")}.\nKnown routes: ${routes.join(", ")}`);
  return routes.filter((route) => wanted.includes(route));
}
