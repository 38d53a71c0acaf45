/**
 * Whether a build may go out without the forms' Supabase settings. Without them the site falls
 * back to the local function server (src/components/forms/lead-client.ts), so every visitor's lead would be sent
 * to the visitor's own machine. Any CI or deploy environment is treated as a deploy and stops,
 * unless the local function is asked for explicitly (LEADS_USE_LOCAL_FUNCTION=1: the project's own
 * tests and bench); only a developer's machine falls back silently.
 */
import {
  isLoopbackHost,
  LOCAL_PLACEHOLDER_ANON_KEY,
  LOCAL_SUPABASE_URL,
} from "../../supabase/functions/_shared/contract/local-function";
import { publicHostProblem, siteUrlProblem } from "../content/site-url";

/** process.env, or any record shaped like it. */
export type BuildEnv = Readonly<Record<string, string | undefined>>;

export type DeploySettingsVerdict = { level: "ok" } | { level: "warning" | "error"; message: string };

const NETLIFY_VARIABLES = "Netlify UI → Site configuration → Environment variables";

/** Set to 1 to build, on purpose, a site whose forms call the local function server (tests, bench). */
export const LOCAL_FUNCTION_SWITCH = "LEADS_USE_LOCAL_FUNCTION";
/** Host names, besides <project-ref>.supabase.co, that GATSBY_SUPABASE_URL may name (a custom domain). */
export const CUSTOM_DOMAINS_VARIABLE = "SUPABASE_CUSTOM_DOMAINS";

type Settings = Record<
  string,
  { meaning: string; problem: (value: string | undefined, env: BuildEnv) => string | null }
>;

const SETTINGS = {
  GATSBY_SUPABASE_URL: {
    meaning:
      "the Supabase project URL the forms call, https://<project-ref>.supabase.co with no path (Supabase dashboard → Project Settings → API), or a custom domain listed in SUPABASE_CUSTOM_DOMAINS; the CSP's connect-src allows only its origin",
    problem: urlProblem,
  },
  GATSBY_SUPABASE_ANON_KEY: {
    meaning:
      "the project's publishable key (sb_publishable_…) or legacy anon key (Supabase dashboard → Project Settings → API Keys); it is published in the site's JavaScript",
    problem: anonKeyProblem,
  },
} satisfies Settings;

/**
 * What Netlify's production context must also state. The lead function answers only the origins of
 * its ALLOWED_ORIGINS secret; the build cannot read a Supabase secret, so the same list is given to
 * the production build too, which checks it names the site it builds (SITE_URL's origin).
 */
const PRODUCTION_SETTINGS = {
  ALLOWED_ORIGINS: {
    meaning:
      "the site's own origins, comma-separated, SITE_URL's among them (https://www.<domain>.com.br,https://<domain>.com.br): the same list as the lead function's ALLOWED_ORIGINS secret (supabase secrets set), which answers no other origin",
    problem: allowedOriginsProblem,
  },
} satisfies Settings;

/**
 * The variable that makes this a CI or deploy build ("CI=true"), or null on a developer's machine.
 * Netlify sets CONTEXT and NETLIFY, Cloudflare Pages CF_PAGES, Vercel VERCEL, most CI services CI.
 */
export function deployMarker(env: BuildEnv): string | null {
  for (const name of ["CONTEXT", "NETLIFY", "CF_PAGES", "VERCEL"]) {
    const value = env[name]?.trim();
    if (value) return `${name}=${value}`;
  }
  const ci = env.CI?.trim();
  if (ci && !["false", "0"].includes(ci.toLowerCase())) return `CI=${ci}`;
  if (env.NODE_ENV === "production") return "NODE_ENV=production";
  return null;
}

/**
 * Netlify's production context, the one build that publishes the live site: there placeholder
 * content stops the build (src/content/go-live.ts); previews and local builds show a notice instead.
 */
export function isProductionContext(env: BuildEnv): boolean {
  return env.CONTEXT?.trim() === "production";
}

export function checkDeploySettings(env: BuildEnv): DeploySettingsVerdict {
  const marker = deployMarker(env);
  if (!marker) return { level: "ok" };

  const localFunctionRequested = env[LOCAL_FUNCTION_SWITCH]?.trim() === "1";
  const settings: Settings = isProductionContext(env) ? { ...SETTINGS, ...PRODUCTION_SETTINGS } : SETTINGS;
  // With the switch, unset Supabase settings are the local defaults on purpose; a value given must still be right.
  const problems = Object.entries(settings).flatMap(([variable, { meaning, problem }]) => {
    if (localFunctionRequested && variable in SETTINGS && !env[variable]?.trim()) return [];
    const found = problem(env[variable], env);
    return found ? [`  - ${variable} ${found}.\n    It is ${meaning}.`] : [];
  });
  if (problems.length === 0) {
    if (localFunctionRequested && !env.GATSBY_SUPABASE_URL?.trim()) {
      return {
        level: "warning",
        message: `Warning (${marker}, ${LOCAL_FUNCTION_SWITCH}=1): this build's forms call the local function server ${LOCAL_SUPABASE_URL}. Never deploy it.`,
      };
    }
    return { level: "ok" };
  }
  return {
    level: "error",
    message: [
      `Production build stopped (${marker}): the forms' settings are missing or invalid.`,
      ...problems,
      "A site built like this loses every lead. Set the variables, then build again:",
      `  - ${NETLIFY_VARIABLES}: give each a value for every deploy context that builds (Production, and Deploy Previews and Branch deploys: "Different value for each deploy context"; scope: Builds).`,
      "  - Any other host or CI: export them in the shell that runs `npm run build`.",
      `  - A build for tests that should call the local function server on purpose: set ${LOCAL_FUNCTION_SWITCH}=1.`,
    ].join("\n"),
  };
}

/** <project-ref>.supabase.co: one label of lower-case letters and digits (Supabase's project refs). */
const SUPABASE_HOST = /^[a-z0-9]+\.supabase\.co$/;

function customDomains(env: BuildEnv): string[] {
  return (env[CUSTOM_DOMAINS_VARIABLE] ?? "")
    .split(",")
    .map((host) => host.trim().toLowerCase().replace(/\.$/, ""))
    .filter(Boolean);
}

function urlProblem(value: string | undefined, env: BuildEnv): string | null {
  if (!value?.trim())
    return `is not set (the site would fall back to ${LOCAL_SUPABASE_URL}, the visitor's own machine)`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `is not a URL (${JSON.stringify(value)})`;
  }
  if (url.protocol !== "https:") return `must be an https:// URL (it is ${JSON.stringify(value)})`;
  if (isLoopbackHost(url.hostname)) return `points to ${url.hostname}, the visitor's own machine`;
  if (url.username || url.password) return "must not carry a user name or password";
  if (url.pathname !== "/" || url.search || url.hash) {
    const hint = /\/functions\/v1\/?$/.test(url.pathname) ? " (the forms add /functions/v1 themselves)" : "";
    return `must be the project URL without a path, query or fragment, like https://<project-ref>.supabase.co${hint} (it is ${JSON.stringify(value)})`;
  }
  if (url.port) return `must use the default https port (it names port ${url.port})`;
  const host = url.hostname.toLowerCase();
  if (!SUPABASE_HOST.test(host) && !customDomains(env).includes(host)) {
    return `names ${host}, which is neither <project-ref>.supabase.co nor a custom domain listed in ${CUSTOM_DOMAINS_VARIABLE}`;
  }
  return null;
}

/**
 * Why ALLOWED_ORIGINS cannot be the production site's list: unset, "*", an entry that is not an
 * exact https origin of a public domain, or no entry for SITE_URL's origin. A SITE_URL that is no
 * site address is reported by the go-live check (src/content/go-live.ts), not here.
 */
function allowedOriginsProblem(value: string | undefined, env: BuildEnv): string | null {
  // Read as the function reads its secret (parseAllowedOrigins, _shared/cors.ts, which src/ may not import).
  const origins = (value ?? "")
    .split(",")
    .map((origin) => origin.trim().replace(/\/+$/, ""))
    .filter((origin) => origin !== "");
  if (origins.length === 0)
    return "is not set (a production build must name the origins the lead function answers: the site's own)";
  for (const origin of origins) {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return `lists ${JSON.stringify(origin)}, which is not an origin (https://host, with no path and no wildcard)`;
    }
    if (url.protocol !== "https:") return `lists ${origin}, which is not https`;
    if (url.origin !== origin)
      return `lists ${JSON.stringify(origin)}, which is not an origin as browsers send it (scheme and host only, in lower case: ${url.origin})`;
    if (publicHostProblem(url.hostname))
      return `lists ${origin}, which is not a public site of the brokerage's (localhost, an IP address, a reserved or example domain)`;
  }
  if (siteUrlProblem(env.SITE_URL) === null) {
    const site = new URL((env.SITE_URL as string).trim()).origin;
    if (!origins.includes(site)) return `does not list the site's own origin ${site} (SITE_URL's)`;
  }
  return null;
}

// The key's value is never echoed: a secret key pasted here must not end up in build logs.
function anonKeyProblem(value: string | undefined): string | null {
  const key = value?.trim();
  if (!key) return "is not set";
  if (key === LOCAL_PLACEHOLDER_ANON_KEY) return `is the local placeholder "${LOCAL_PLACEHOLDER_ANON_KEY}"`;
  if (/\s/.test(key)) return "contains spaces or line breaks (copy the key again)";
  if (key.startsWith("sb_secret_") || jwtRole(key) === "service_role") {
    return "is a secret (service_role) key, which bypasses Row Level Security and must never be published: rotate it in the Supabase dashboard and use the publishable key";
  }
  return null;
}

/** The "role" claim of a legacy Supabase key (a JWT), if the key is one. */
function jwtRole(key: string): unknown {
  const parts = key.split(".");
  if (parts.length !== 3) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(parts[1], "base64url").toString("utf8"));
    return typeof claims === "object" && claims !== null ? (claims as { role?: unknown }).role : undefined;
  } catch {
    return undefined;
  }
}
