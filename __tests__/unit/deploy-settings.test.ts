import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkDeploySettings, deployMarker, type BuildEnv } from "../../src/config/deploy-settings";
import { matchHeaders, parseHeadersFile } from "../../src/postbuild/headers-file";
import { writeHeadersFile } from "../../src/postbuild/write-headers";

const PROJECT_URL = "https://abcdefghijklmnop.supabase.co";
const PUBLISHABLE_KEY = "sb_publishable_Zm9vYmFyYmF6cXV4";
/** A legacy Supabase key: a JWT whose payload names the Postgres role. */
const legacyKey = (role: string) =>
  [
    "eyJhbGciOiJIUzI1NiJ9",
    Buffer.from(JSON.stringify({ role, ref: "abcdefghijklmnop" })).toString("base64url"),
    "c2ln",
  ].join(".");
const SETTINGS = { GATSBY_SUPABASE_URL: PROJECT_URL, GATSBY_SUPABASE_ANON_KEY: PUBLISHABLE_KEY };
/** What Netlify's production context states besides: the site's address and the origins the lead function answers. */
const SITE = {
  SITE_URL: "https://www.corretoravilanova.com.br",
  ALLOWED_ORIGINS: "https://www.corretoravilanova.com.br",
};

function messageOf(env: BuildEnv, level: "error" | "warning"): string {
  const verdict = checkDeploySettings(env);
  expect(verdict.level).toBe(level);
  return "message" in verdict ? verdict.message : "";
}

describe("checkDeploySettings", () => {
  it.each([{}, { NODE_ENV: "development" }, { NODE_ENV: "test" }, { CI: "false" }, { CI: "0" }])(
    "needs nothing on a developer's machine (%j)",
    (env) => {
      expect(checkDeploySettings(env)).toEqual({ level: "ok" });
    },
  );

  it.each([
    [{ CI: "true" }, "CI=true"],
    [{ CI: "1" }, "CI=1"],
    [{ CONTEXT: "dev" }, "CONTEXT=dev"],
    [{ CONTEXT: "deploy-preview" }, "CONTEXT=deploy-preview"],
    [{ NETLIFY: "true" }, "NETLIFY=true"],
    [{ CF_PAGES: "1" }, "CF_PAGES=1"],
    [{ VERCEL: "1" }, "VERCEL=1"],
    [{ NODE_ENV: "production" }, "NODE_ENV=production"],
  ])("treats %j as a deploy: without the settings it stops, naming the variable", (env, marker) => {
    expect(deployMarker(env)).toBe(marker);
    const message = messageOf(env, "error");
    expect(message).toContain(`Production build stopped (${marker})`);
    expect(message).toContain("GATSBY_SUPABASE_URL is not set");
    expect(message).toContain("LEADS_USE_LOCAL_FUNCTION=1");
    expect(checkDeploySettings({ ...env, ...SETTINGS })).toEqual({ level: "ok" });
  });

  it("builds for the local function server in CI only when asked explicitly, with a warning", () => {
    const message = messageOf({ CI: "true", LEADS_USE_LOCAL_FUNCTION: "1" }, "warning");
    expect(message).toContain("CI=true, LEADS_USE_LOCAL_FUNCTION=1");
    expect(message).toContain("http://127.0.0.1:54321");
    // A URL given is still checked.
    expect(
      messageOf({ CI: "true", LEADS_USE_LOCAL_FUNCTION: "1", GATSBY_SUPABASE_URL: "https://evil.example" }, "error"),
    ).toContain("GATSBY_SUPABASE_URL names evil.example");
  });

  it.each(["NODE_ENV", "CONTEXT"])(
    "stops a production build (%s=production) without the settings, naming each variable and where to set it",
    (name) => {
      const message = messageOf({ [name]: "production" }, "error");
      expect(message).toContain(`(${name}=production)`);
      expect(message).toContain(
        "GATSBY_SUPABASE_URL is not set (the site would fall back to http://127.0.0.1:54321, the visitor's own machine)",
      );
      expect(message).toContain("https://<project-ref>.supabase.co");
      expect(message).toContain("GATSBY_SUPABASE_ANON_KEY is not set");
      expect(message).toContain("publishable key (sb_publishable_…) or legacy anon key");
      expect(message).toContain(
        "Netlify UI → Site configuration → Environment variables: give each a value for every deploy context that builds",
      );
    },
  );

  it.each([
    ["publishable", PUBLISHABLE_KEY],
    ["legacy anon", legacyKey("anon")],
  ])("lets a production build with an https project URL and the %s key go on", (_kind, key) => {
    expect(
      checkDeploySettings({
        CONTEXT: "production",
        ...SITE,
        GATSBY_SUPABASE_URL: PROJECT_URL,
        GATSBY_SUPABASE_ANON_KEY: key,
      }),
    ).toEqual({ level: "ok" });
    expect(
      checkDeploySettings({
        NODE_ENV: "production",
        GATSBY_SUPABASE_URL: `${PROJECT_URL}/`,
        GATSBY_SUPABASE_ANON_KEY: key,
      }),
    ).toEqual({ level: "ok" });
  });

  it.each([
    ["", "is not set"],
    ["  ", "is not set"],
    ["abcdefghijklmnop.supabase.co", "is not a URL"],
    ["http://abcdefghijklmnop.supabase.co", "must be an https:// URL"],
    ["http://127.0.0.1:54321", "must be an https:// URL"],
    ["https://localhost:54321", "points to localhost"],
    ["https://functions.localhost", "points to functions.localhost"],
    ["https://127.1:54321", "points to 127.0.0.1"],
    ["https://[::1]:54321", "points to [::1]"],
    ["https://[::ffff:127.0.0.1]", "points to [::ffff:7f00:1]"],
    ["https://0.0.0.0", "points to 0.0.0.0"],
    [
      `${PROJECT_URL}/functions/v1`,
      "must be the project URL without a path, query or fragment, like https://<project-ref>.supabase.co (the forms add /functions/v1 themselves)",
    ],
    [
      `${PROJECT_URL}/functions/v1/`,
      "must be the project URL without a path, query or fragment, like https://<project-ref>.supabase.co (the forms add /functions/v1 themselves)",
    ],
    [`${PROJECT_URL}/rest`, "must be the project URL without a path"],
    [`${PROJECT_URL}/?x=1`, "must be the project URL without a path, query or fragment"],
    [`${PROJECT_URL}/#x`, "must be the project URL without a path, query or fragment"],
    ["https://user:pass@abcdefghijklmnop.supabase.co", "must not carry a user name or password"],
    ["https://abcdefghijklmnop.supabase.co:8443", "must use the default https port"],
    [
      "https://evil.example",
      "names evil.example, which is neither <project-ref>.supabase.co nor a custom domain listed in SUPABASE_CUSTOM_DOMAINS",
    ],
    ["https://supabase.co", "names supabase.co"],
    ["https://a.b.supabase.co", "names a.b.supabase.co"],
    ["https://abcdefghijklmnop.supabase.co.evil.example", "names abcdefghijklmnop.supabase.co.evil.example"],
  ])("rejects GATSBY_SUPABASE_URL=%j in production", (url, problem) => {
    const message = messageOf({ CONTEXT: "production", ...SETTINGS, GATSBY_SUPABASE_URL: url }, "error");
    expect(message).toContain(`GATSBY_SUPABASE_URL ${problem}`);
    expect(message).not.toContain("GATSBY_SUPABASE_ANON_KEY is");
  });

  it.each([
    ["an empty key", "", "is not set"],
    ["the local placeholder", "local-placeholder-anon-key", 'is the local placeholder "local-placeholder-anon-key"'],
    ["a key with a space", "sb_publishable_abc def", "contains spaces or line breaks"],
    ["a secret key", "sb_secret_c2VjcmV0c2VjcmV0", "is a secret (service_role) key"],
    ["a legacy service_role key", legacyKey("service_role"), "is a secret (service_role) key"],
  ])("rejects %s as GATSBY_SUPABASE_ANON_KEY in production, without echoing the key", (_kind, key, problem) => {
    const message = messageOf({ NODE_ENV: "production", ...SETTINGS, GATSBY_SUPABASE_ANON_KEY: key }, "error");
    expect(message).toContain(`GATSBY_SUPABASE_ANON_KEY ${problem}`);
    expect(message).not.toContain("GATSBY_SUPABASE_URL is");
    if (key.length > 0 && key !== "local-placeholder-anon-key") expect(message).not.toContain(key);
  });

  it.each(["deploy-preview", "branch-deploy"])(
    "stops a Netlify %s without the settings too: its forms would call the visitor's machine",
    (context) => {
      const message = messageOf({ CONTEXT: context }, "error");
      expect(message).toContain(`(CONTEXT=${context})`);
      expect(message).toContain(
        "GATSBY_SUPABASE_URL is not set (the site would fall back to http://127.0.0.1:54321, the visitor's own machine)",
      );
      expect(message).toContain('"Different value for each deploy context"');
      expect(checkDeploySettings({ CONTEXT: context, ...SETTINGS })).toEqual({ level: "ok" });
    },
  );

  it("accepts a custom domain only when it is listed in SUPABASE_CUSTOM_DOMAINS", () => {
    const custom = { CONTEXT: "production", ...SITE, ...SETTINGS, GATSBY_SUPABASE_URL: "https://api.corretora.com.br" };
    expect(messageOf(custom, "error")).toContain("names api.corretora.com.br");
    expect(checkDeploySettings({ ...custom, SUPABASE_CUSTOM_DOMAINS: "outro.example, api.corretora.com.br" })).toEqual({
      level: "ok",
    });
  });
});

describe("ALLOWED_ORIGINS of Netlify's production build", () => {
  const production = (extra: BuildEnv) =>
    checkDeploySettings({ CONTEXT: "production", ...SETTINGS, ...SITE, ...extra });

  it("is required in the production context only, naming what it is", () => {
    const message = messageOf({ CONTEXT: "production", ...SETTINGS, SITE_URL: SITE.SITE_URL }, "error");
    expect(message).toContain(
      "Production build stopped (CONTEXT=production): the forms' settings are missing or invalid.",
    );
    expect(message).toContain(
      "  - ALLOWED_ORIGINS is not set (a production build must name the origins the lead function answers: the site's own).",
    );
    expect(message).toContain("the same list as the lead function's ALLOWED_ORIGINS secret");
    expect(message).not.toContain("GATSBY_SUPABASE");
    for (const CONTEXT of ["deploy-preview", "branch-deploy"])
      expect(checkDeploySettings({ CONTEXT, ...SETTINGS })).toEqual({ level: "ok" });
    expect(checkDeploySettings({ NODE_ENV: "production", ...SETTINGS })).toEqual({ level: "ok" });
  });

  it("takes the site's own origin, alone or with its other origins, however the list is spaced", () => {
    expect(production({})).toEqual({ level: "ok" });
    expect(
      production({ ALLOWED_ORIGINS: " https://corretoravilanova.com.br , https://www.corretoravilanova.com.br/ " }),
    ).toEqual({ level: "ok" });
    // Even with the local function switch, production states the list.
    expect(production({ LEADS_USE_LOCAL_FUNCTION: "1", ALLOWED_ORIGINS: "" }).level).toBe("error");
  });

  it.each([
    ["*", 'lists "*", which is not an origin'],
    [
      "https://corretoravilanova.com.br",
      "does not list the site's own origin https://www.corretoravilanova.com.br (SITE_URL's)",
    ],
    ["http://www.corretoravilanova.com.br", "lists http://www.corretoravilanova.com.br, which is not https"],
    [
      "https://www.corretoravilanova.com.br/contato",
      'lists "https://www.corretoravilanova.com.br/contato", which is not an origin as browsers send it',
    ],
    [
      "https://WWW.corretoravilanova.com.br",
      'lists "https://WWW.corretoravilanova.com.br", which is not an origin as browsers send it (scheme and host only, in lower case: https://www.corretoravilanova.com.br)',
    ],
    ["https://www.corretoravilanova.com.br,http://localhost:8000", "lists http://localhost:8000, which is not https"],
    [
      "https://www.corretoravilanova.com.br,https://localhost:8000",
      "lists https://localhost:8000, which is not a public site",
    ],
    [
      "https://www.corretoravilanova.com.br,https://corretora.example",
      "lists https://corretora.example, which is not a public site",
    ],
    [
      "https://www.corretoravilanova.com.br,https://www.corretoratranquilidade.com.br",
      "lists https://www.corretoratranquilidade.com.br, which is not a public site",
    ],
  ])("refuses ALLOWED_ORIGINS=%j", (ALLOWED_ORIGINS, problem) => {
    const verdict = production({ ALLOWED_ORIGINS });
    expect(verdict.level).toBe("error");
    expect("message" in verdict ? verdict.message : "").toContain(`ALLOWED_ORIGINS ${problem}`);
  });
});

describe("the CSP's connect-src in public/_headers", () => {
  /** connect-src of the policy writeHeadersFile (what onPostBuild calls) writes for a one-page build. */
  function connectSrc(supabaseUrl: string | undefined): string | undefined {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "headers-"));
    try {
      fs.writeFileSync(path.join(publicDir, "index.html"), "<!doctype html><script>window.a=1</script>");
      writeHeadersFile(publicDir, supabaseUrl, ["window.a=1"]);
      const policy = matchHeaders(parseHeadersFile(fs.readFileSync(path.join(publicDir, "_headers"), "utf8")), "/")[
        "Content-Security-Policy"
      ];
      return policy.split("; ").find((directive) => directive.startsWith("connect-src "));
    } finally {
      fs.rmSync(publicDir, { recursive: true, force: true });
    }
  }

  it("is exactly the site and the production project's origin", () => {
    expect(connectSrc(`${PROJECT_URL}/`)).toBe(`connect-src 'self' ${PROJECT_URL}`);
  });

  it("is exactly the site and the local function server without GATSBY_SUPABASE_URL", () => {
    expect(connectSrc(undefined)).toBe("connect-src 'self' http://127.0.0.1:54321");
  });
});
