/**
 * Whether a build may go out without the forms' Supabase settings. Without them the site falls
 * back to the local function server (src/lib/supabase.ts), so every visitor's lead would be sent
 * to the visitor's own machine: a production deploy stops, a Netlify preview only warns.
 */
import { LOCAL_PLACEHOLDER_ANON_KEY, LOCAL_SUPABASE_URL } from "../lib/supabase";

/** process.env, or any record shaped like it. */
export type BuildEnv = Readonly<Record<string, string | undefined>>;

export type DeploySettingsVerdict = { level: "ok" } | { level: "warning" | "error"; message: string };

const NETLIFY_VARIABLES = "Netlify UI → Site configuration → Environment variables";

/** Netlify's CONTEXT for builds that are not the public site. */
const PREVIEW_CONTEXTS = new Set(["deploy-preview", "branch-deploy"]);

const SETTINGS = {
  GATSBY_SUPABASE_URL: {
    meaning:
      "the Supabase project URL the forms call, https://<project-ref>.supabase.co (Supabase dashboard → Project Settings → API); the CSP's connect-src allows only its origin",
    problem: urlProblem,
  },
  GATSBY_SUPABASE_ANON_KEY: {
    meaning:
      "the project's publishable key (sb_publishable_…) or legacy anon key (Supabase dashboard → Project Settings → API Keys); it is published in the site's JavaScript",
    problem: anonKeyProblem,
  },
} satisfies Record<string, { meaning: string; problem: (value: string | undefined) => string | null }>;

/** "preview", the setting that makes this a production deploy, or null for a local build. */
function deployKind(env: BuildEnv): "preview" | "CONTEXT=production" | "NODE_ENV=production" | null {
  // Netlify's CONTEXT names the deploy: a NODE_ENV=production set for every context must not fail previews.
  if (PREVIEW_CONTEXTS.has(env.CONTEXT ?? "")) return "preview";
  if (env.CONTEXT === "production") return "CONTEXT=production";
  if (env.NODE_ENV === "production") return "NODE_ENV=production";
  return null;
}

export function checkDeploySettings(env: BuildEnv): DeploySettingsVerdict {
  const kind = deployKind(env);
  if (!kind) return { level: "ok" };

  const problems = Object.entries(SETTINGS).flatMap(([variable, { meaning, problem }]) => {
    const found = problem(env[variable]);
    return found ? [`  - ${variable} ${found}.\n    It is ${meaning}.`] : [];
  });
  if (problems.length === 0) return { level: "ok" };

  if (kind !== "preview") {
    return {
      level: "error",
      message: [
        `Production build stopped (${kind}): the forms' Supabase settings are missing or invalid.`,
        ...problems,
        "A site built like this loses every lead. Set the variables, then build again:",
        `  - ${NETLIFY_VARIABLES}: give each a value for the Production deploy context (scope: Builds).`,
        "  - Any other host: export them in the shell that runs `npm run build`.",
      ].join("\n"),
    };
  }
  return {
    level: "warning",
    message: [
      `Warning (Netlify ${env.CONTEXT} build): the forms on this preview will not reach Supabase.`,
      ...problems,
      `The build goes on. To try the forms on previews, give the variables a value for the Deploy Previews and Branch deploys contexts (${NETLIFY_VARIABLES} → "Different value for each deploy context"): a staging Supabase project, or the production project with the preview's origin in the function's ALLOWED_ORIGINS (leads sent from previews then reach the brokerage).`,
    ].join("\n"),
  };
}

function urlProblem(value: string | undefined): string | null {
  if (!value?.trim()) return `is not set (the site would fall back to ${LOCAL_SUPABASE_URL}, the visitor's own machine)`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `is not a URL (${JSON.stringify(value)})`;
  }
  if (url.protocol !== "https:") return `must be an https:// URL (it is ${JSON.stringify(value)})`;
  if (isLoopback(url.hostname)) return `points to ${url.hostname}, the visitor's own machine`;
  return null;
}

function isLoopback(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  // The URL parser has already normalised 127.1, 0x7f.0.0.1 and [::ffff:127.0.0.1] to these forms.
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    host.startsWith("127.") ||
    host === "0.0.0.0" ||
    host === "[::1]" ||
    host === "[::]" ||
    /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(host)
  );
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
