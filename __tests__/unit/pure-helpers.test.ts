import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { aliasPaths, robotsTxt, siteBasics } from "../../src/config/config-data";
import { absoluteUrl, PRODUCT_PARAMETER, ROUTES, servicePath } from "../../supabase/functions/_shared/contract/routes";
import { formatHeadersFile, matchHeaders, parseHeadersFile, patternMatches } from "../../src/postbuild/headers-file";
import {
  adminContentSecurityPolicy,
  contentSecurityPolicy,
  pagePaths,
  inlineScriptHashes,
  isHashedAsset,
  securityHeaderRules,
  supabaseOrigin,
} from "../../src/postbuild/security-headers";
import {
  deferScripts,
  hasIslands,
  islandTriggers,
  deferScriptsInDir,
  pageDataUrl,
  pageDataUrlOfFile,
  ScriptRewriteError,
  withGatsbyScripts,
} from "../../src/islands/deferred-scripts";
import { RESOURCES_ID } from "../../src/islands/contract";
import { preselect, PRESELECT_ATTRIBUTE, START_UP_CHUNK } from "../../src/islands/contract";
import { FULL_QUOTE_TYPES } from "../../supabase/functions/_shared/contract/options";
import { addressLine, listOfNames } from "../../src/components/layout/legal";
import { brazilianTelHref, mailtoHref, telHref } from "../../src/components/layout/contact-hrefs";
import { insuranceAgencyJsonLd } from "../../src/components/layout/structured-data";
import { chatLink, chatNumber, pageChat } from "../../supabase/functions/_shared/contract/whatsapp";
import { filesWithNulBytes } from "../../src/postbuild/nul-bytes";
import { withoutScripts } from "../../scripts/serve/static-server";
import { inlineCssVars, pruneUnusedCssVars } from "../../src/postbuild/css-vars";
import { withShortIcons } from "../../src/postbuild/svg-attributes";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inline script hashes for the CSP", () => {
  it("hashes the build's own inline scripts once each and skips external scripts and JSON data blocks (the refusals: csp-scripts.test.ts)", () => {
    const pages = [
      { page: "/", html: `<script>window.a=1</script><script src="/app.js"></script>` },
      {
        page: "/b",
        html: `<script type="application/ld+json">{"@type":"Thing"}</script><script id="x">window.a=1</script>`,
      },
      { page: "/c", html: `<script type="module">const e=1;</script>` },
    ];
    expect(inlineScriptHashes(pages, ["window.a=1", "const e=1;", "notOnAnyPage()"])).toEqual(
      [sha("window.a=1"), sha("const e=1;")].sort(),
    );
  });

  it("builds a policy with the hashes, no 'unsafe-inline' for scripts, the function origin and frame-ancestors none", () => {
    const csp = contentSecurityPolicy({ scriptHashes: ["'sha256-abc'"], connectSources: ["https://x.supabase.co"] });
    expect(csp).toContain("script-src 'self' 'sha256-abc'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("connect-src 'self' https://x.supabase.co");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it("takes the function origin from GATSBY_SUPABASE_URL, the local server by default", () => {
    expect(supabaseOrigin("https://abc.supabase.co/")).toBe("https://abc.supabase.co");
    expect(supabaseOrigin(undefined)).toBe("http://127.0.0.1:54321");
  });

  it("recognises Gatsby's content-hashed assets only", () => {
    expect(isHashedAsset("app-c6deda3914e7ad58b63f.js")).toBe(true);
    expect(isHashedAsset("styles.0123456789abcdef01.css")).toBe(true);
    expect(isHashedAsset("sw.js")).toBe(false);
    expect(isHashedAsset("manifest.webmanifest")).toBe(false);
  });
});

describe("the _headers file", () => {
  const rules = securityHeaderRules({
    scriptHashes: ["'sha256-abc'"],
    connectSources: ["http://127.0.0.1:54321"],
    hashedAssets: ["app-0123456789abcdef0123.js"],
    pages: ["/", "/quem-somos", "/servicos/vida"],
    assets: ["/static/0a1b2c/aurora.svg", "/static/3d4e5f/50540/hero.avif"],
  });

  it("round-trips through the Netlify format", () => {
    expect(parseHeadersFile(formatHeadersFile(rules))).toEqual(rules);
  });

  it("applies the security headers everywhere and immutable caching to hashed assets and the fonts (hashed URLs) only", () => {
    expect(matchHeaders(rules, "/servicos/vida")).toMatchObject({ "X-Content-Type-Options": "nosniff" });
    expect(matchHeaders(rules, "/servicos/vida")["Cache-Control"]).toBeUndefined();
    expect(matchHeaders(rules, "/app-0123456789abcdef0123.js")["Cache-Control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect(matchHeaders(rules, "/static/abc/hero.avif")["Cache-Control"]).toBe("public, max-age=31536000, immutable");
    expect(matchHeaders(rules, "/fonts/inter-latin-400-normal.woff2")["Cache-Control"]).toBe(
      "public, max-age=31536000, immutable",
    );
  });

  it("gives each page the site's policy and the editor its own, never both to one path", () => {
    const sitePolicy = contentSecurityPolicy({
      scriptHashes: ["'sha256-abc'"],
      connectSources: ["http://127.0.0.1:54321"],
    });
    // Each page's trailing-slash and upper-case twins too: Netlify serves and matches them alike.
    for (const page of [
      "/",
      "/quem-somos",
      "/quem-somos/",
      "/QUEM-SOMOS",
      "/servicos/vida",
      "/Servicos/Vida/",
      "/404.html",
      "/pagina-que-nao-existe",
    ]) {
      expect(matchHeaders(rules, page)["Content-Security-Policy"]).toBe(sitePolicy);
      expect(matchHeaders(rules, page)["Cross-Origin-Opener-Policy"]).toBe("same-origin");
    }
    // /admin and /admin/ never serve the editor (ADMIN_REDIRECTS sends both to /admin/index.html):
    // Netlify's optional trailing slash lets the page rule /:page match them too.
    for (const file of ["/admin/index.html", "/ADMIN/INDEX.HTML", "/admin/decap-cms.js", "/admin/config.json"]) {
      const headers = matchHeaders(rules, file);
      expect(headers["Content-Security-Policy"]).toBe(adminContentSecurityPolicy());
      expect(headers["X-Robots-Tag"]).toBe("noindex, nofollow");
    }
    expect(sitePolicy).not.toMatch(/unsafe-eval|github/);
    expect(adminContentSecurityPolicy()).toMatch(/script-src 'self' 'unsafe-eval'/);
    // A page the rules would give two policies (the editor's path) or none (too deep) stops the build.
    expect(() =>
      securityHeaderRules({ scriptHashes: [], connectSources: [], hashedAssets: [], pages: ["/admin"], assets: [] }),
    ).toThrow(/2 content security policies/);
    expect(() =>
      securityHeaderRules({ scriptHashes: [], connectSources: [], hashedAssets: [], pages: ["/a/b/c"], assets: [] }),
    ).toThrow(/0 content security policies/);
    // A page under /static/ would get the assets' sandbox; a file elsewhere, no policy of its own.
    expect(() =>
      securityHeaderRules({
        scriptHashes: [],
        connectSources: [],
        hashedAssets: [],
        pages: ["/static/a/b"],
        assets: [],
      }),
    ).toThrow(/its own one expected/);
    expect(() =>
      securityHeaderRules({
        scriptHashes: [],
        connectSources: [],
        hashedAssets: [],
        pages: [],
        assets: ["/a/b/logo.svg"],
      }),
    ).toThrow(/the file \/a\/b\/logo\.svg would get 0 content security policies/);
  });

  it("gives every uploaded file under /static/ the sandboxing policy and nosniff, once, and /static itself none of it", () => {
    for (const asset of [
      "/static/0a1b2c/aurora.svg",
      "/static/3d4e5f/50540/hero.avif",
      "/static/0a1b2c",
      "/static/logo.svg",
    ]) {
      const headers = matchHeaders(rules, asset);
      expect({ asset, csp: headers["Content-Security-Policy"] }).toEqual({
        asset,
        csp: "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      });
      expect(headers["X-Content-Type-Options"]).toBe("nosniff");
      expect(headers["Cache-Control"]).toBe("public, max-age=31536000, immutable");
    }
    // The one-segment page rule matches /static and, with Netlify's optional slash, /static/; the
    // placeholder keeps the assets' rule off both, so each gets one policy, the site's.
    for (const folder of ["/static", "/static/"]) {
      expect(matchHeaders(rules, folder)["Content-Security-Policy"]).toBe(
        contentSecurityPolicy({ scriptHashes: ["'sha256-abc'"], connectSources: ["http://127.0.0.1:54321"] }),
      );
    }
    expect(patternMatches("/static/:hash/*", "/static/a")).toBe(true);
    expect(patternMatches("/static/:hash/*", "/static/")).toBe(false);
    expect(patternMatches("/static/:hash/*", "/staticx/a/b")).toBe(false);
    expect(patternMatches("/static/*", "/static")).toBe(true);
  });

  it("joins a header two matching rules set, as Netlify does", () => {
    const joined = matchHeaders(
      [
        { pattern: "/*", headers: { "X-A": "1" } },
        { pattern: "/:page", headers: { "X-A": "2" } },
      ],
      "/a",
    );
    expect(joined["X-A"]).toBe("1, 2");
    expect(matchHeaders([{ pattern: "/:page", headers: { "X-A": "2" } }], "/a/b")).toEqual({});
  });

  it("names the built pages by their URL paths", () => {
    const dir = path.join(os.tmpdir(), "public");
    const files = ["index.html", "quem-somos/index.html", "servicos/vida/index.html", "404.html"].map((file) =>
      path.join(dir, file),
    );
    expect(pagePaths(dir, files)).toEqual(["/", "/404.html", "/quem-somos", "/servicos/vida"]);
  });

  it("rejects a header line outside any rule", () => {
    expect(() => parseHeadersFile("  X-Test: 1\n")).toThrow(/cannot read line/);
  });
});

describe("values read while Gatsby loads its config", () => {
  it("lists alias paths and survives broken files (validation reports those)", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "config-data-"));
    try {
      fs.mkdirSync(path.join(dir, "services"));
      fs.writeFileSync(
        path.join(dir, "services", "vida.json"),
        JSON.stringify({ slug: "vida", aliases: ["seguro-vida"] }),
      );
      fs.writeFileSync(path.join(dir, "services", "broken.json"), "{");
      fs.writeFileSync(path.join(dir, "site.json"), "{ nope");
      expect(aliasPaths(dir)).toEqual(["/servicos/seguro-vida"]);
      // Non-empty: the manifest plugin refuses an empty description before validation could speak.
      expect(siteBasics(dir)).toEqual({ name: "Corretora", description: "Corretora" });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("points robots.txt at the sitemap index", () => {
    expect(robotsTxt("https://exemplo.com.br")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://exemplo.com.br/sitemap-index.xml\n",
    );
  });
});

describe("link builders", () => {
  it("builds tel:, mailto: and wa.me links", () => {
    expect(telHref("+55 (11) 3000-0000")).toBe("tel:+551130000000");
    expect(mailtoHref("contato@exemplo.com.br")).toBe("mailto:contato@exemplo.com.br");
    expect(chatLink(chatNumber("+551130000000") ?? "", pageChat("Olá! Quero uma cotação & mais", "/"))).toBe(
      "https://wa.me/551130000000?text=Ol%C3%A1!%20Quero%20uma%20cota%C3%A7%C3%A3o%20%26%20mais%20/",
    );
  });

  it("calls every kind of Brazilian number an insurer lists in E.164: 0800, the capitals' 4004 and 3003, and numbers with an area code", () => {
    expect(brazilianTelHref("0800 000 1001")).toBe("tel:+558000001001");
    expect(brazilianTelHref("4004-0101")).toBe("tel:+5540040101");
    expect(brazilianTelHref("3003-0102")).toBe("tel:+5530030102");
    expect(brazilianTelHref("(13) 3000-0106")).toBe("tel:+551330000106");
    expect(brazilianTelHref("(11) 93000-0106")).toBe("tel:+5511930000106");
  });

  it("builds canonical URLs without a trailing slash except for the home page", () => {
    expect(absoluteUrl("https://x.com.br/", "/")).toBe("https://x.com.br/");
    expect(absoluteUrl("https://x.com.br", "/servicos/vida/")).toBe("https://x.com.br/servicos/vida");
  });
});

describe("structured data", () => {
  it("describes the agency with the fields search engines read", () => {
    const agency = insuranceAgencyJsonLd({
      name: "Corretora",
      description: "d",
      siteUrl: "https://x.com.br",
      city: "São Paulo",
      state: "SP",
      email: "a@x.com.br",
      phone: { e164: "+551130000000" },
      legal: {
        name: "Corretora Ltda.",
        cnpj: "11.222.333/0001-81",
        address: { street: "Rua A, 1", district: "Centro", postalCode: "01000-000" },
      },
      foundingYear: 1989,
      social: { url: "https://instagram.com/x" },
      hours: { schema: ["Mo-Fr 08:00-18:00"] },
      logoUrl: "https://x.com.br/icon.png",
    });
    expect(agency).toMatchObject({
      "@type": "InsuranceAgency",
      foundingDate: "1989",
      telephone: "+551130000000",
      legalName: "Corretora Ltda.",
      taxID: "11.222.333/0001-81",
      address: {
        streetAddress: "Rua A, 1 – Centro",
        postalCode: "01000-000",
        addressLocality: "São Paulo",
        addressRegion: "SP",
        addressCountry: "BR",
      },
      openingHours: ["Mo-Fr 08:00-18:00"],
      sameAs: ["https://instagram.com/x"],
    });
  });
});

describe("the brokerage's legal identity, as the pages write it", () => {
  it("writes the address on one line with the CEP", () => {
    expect(
      addressLine(
        { street: "Avenida Paulista, 1000, conjunto 101", district: "Bela Vista", postalCode: "01310-100" },
        "São Paulo",
        "SP",
      ),
    ).toBe("Avenida Paulista, 1000, conjunto 101 – Bela Vista, São Paulo – SP, CEP 01310-100");
  });

  it("lists names as Brazilians write them: A, A e B, A, B e C", () => {
    expect(listOfNames(["Seguradora Aurora"])).toBe("Seguradora Aurora");
    expect(listOfNames(["Seguradora Aurora", "Ipê Saúde"])).toBe("Seguradora Aurora e Ipê Saúde");
    expect(listOfNames(["Seguradora Aurora", "Ipê Saúde", "Paulista Vida"])).toBe(
      "Seguradora Aurora, Ipê Saúde e Paulista Vida",
    );
  });
});

describe("scripts: the shell's on every page, React only where an island needs it", () => {
  const SCRIPTS = { shell: "startShell()", islands: "startIslands()" };
  const SLICE = `<script
  id="gatsby-chunk-mapping"
>
  window.___chunkMapping={}
</script><script>window.___webpackCompilationHash="1";</script><script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>`;
  const START = '<!-- slice-start id="_gatsby-scripts-1" -->';
  const END = '<!-- slice-end id="_gatsby-scripts-1" -->';
  const page = `<body><main><form data-island="interaction">x</form></main><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/servicos/vida";/*]]>*/</script>${START}${SLICE}${END}</body>`;
  const staticPage = page.replace(' data-island="interaction"', "");
  const resources = (sources: string[], pagePath: string) => ({
    scripts: [...sources, "/component-4.js"],
    data: [pageDataUrl(pagePath), "/page-data/app-data.json"],
  });

  it("gives a page with islands the list of what it loads, the island loader and the shell's script", () => {
    const html = deferScripts(page, "/servicos/vida", resources, SCRIPTS);
    expect(html).not.toMatch(/<script src=/);
    // Gatsby's runtime globals live in a file of their own (runtimeGlobalsFile), not in the page.
    expect(html).not.toContain("window.___");
    // Gatsby's per-page inline script is gone (one CSP hash fewer per page): the loader sets pagePath.
    expect(html).not.toContain("gatsby-script-loader");
    expect(html).toContain(
      `<script type="application/json" id="${RESOURCES_ID}">{"pagePath":"/servicos/vida","scripts":["/webpack-runtime-1.js","/framework-2.js","/app-3.js","/component-4.js"],"data":["/page-data/servicos/vida/page-data.json","/page-data/app-data.json"]}</script><script>startIslands();startShell()</script>${END}</body>`,
    );
  });

  it("gives a page without islands no React: only the shell's script is left", () => {
    expect(deferScripts(staticPage, "/servicos/vida", resources, SCRIPTS)).toBe(
      `<body><main><form>x</form></main>${START}<script>startShell()</script>${END}</body>`,
    );
    expect(hasIslands(page)).toBe(true);
    expect(hasIslands(page.replace("data-island=", "data-islander="))).toBe(false);
    expect(islandTriggers(`${page}<div data-island="near"></div><form data-island="interaction"></form>`)).toEqual([
      "interaction",
      "near",
    ]);
  });

  it("finds a page's data where Gatsby's loader looks for it", () => {
    expect(pageDataUrl("/")).toBe("/page-data/index/page-data.json");
    expect(pageDataUrl("/404.html")).toBe("/page-data/404.html/page-data.json");
    expect(pageDataUrl("/quem-somos")).toBe("/page-data/quem-somos/page-data.json");
  });

  it("stops on a page without Gatsby's script tags, or with a script tag it does not know", () => {
    for (const html of [page, staticPage]) {
      expect(() => deferScripts("<body>static</body>", "/", resources, SCRIPTS)).toThrow(ScriptRewriteError);
      expect(() =>
        deferScripts(
          html.replace(' async></script><script src="/app-3.js"', ' defer></script><script src="/app-3.js"'),
          "/servicos/vida",
          resources,
          SCRIPTS,
        ),
      ).toThrow(/left after the rewrite/);
    }
  });

  it("rewrites a page again from Gatsby's scripts, as an incremental build leaves it, with the current inline scripts", () => {
    for (const html of [page, staticPage]) {
      const first = deferScripts(
        withGatsbyScripts(html, () => SLICE),
        "/servicos/vida",
        resources,
        SCRIPTS,
      );
      // An unchanged page keeps the last rewrite (its page-path script gone); Gatsby's scripts come back from the slice.
      expect(
        deferScripts(
          withGatsbyScripts(first, () => SLICE),
          "/servicos/vida",
          resources,
          SCRIPTS,
        ),
      ).toBe(first);
      const changed = deferScripts(
        withGatsbyScripts(first, () => SLICE),
        "/servicos/vida",
        resources,
        { shell: "startShell(2)", islands: "startIslands(2)" },
      );
      expect(changed).toContain("startShell(2)</script>");
      expect(changed).not.toContain("startShell()");
    }
    expect(() => withGatsbyScripts(page.replace(START, ""), () => SLICE)).toThrow(ScriptRewriteError);
  });

  it("names every page that does not match, and stops the build", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "loader-"));
    try {
      fs.mkdirSync(path.join(dir, "page-data", "servicos", "vida"), { recursive: true });
      const group = (...files: string[]) => ({ assets: files.map((name) => ({ name })) });
      fs.writeFileSync(
        path.join(dir, "webpack.stats.json"),
        JSON.stringify({
          namedChunkGroups: {
            [START_UP_CHUNK]: group("shared.js", "start-up.js"),
            "component---vida": group("shared.js", "component-4.js", "component-4.js.map"),
            "lead-client": group("lead-client-5.js"),
            notices: group("notices-6.js"),
          },
        }),
      );
      const addPage = (pagePath: string, html: string) => {
        fs.mkdirSync(path.join(dir, pagePath), { recursive: true });
        fs.mkdirSync(path.join(dir, "page-data", pagePath), { recursive: true });
        fs.writeFileSync(
          path.join(dir, "page-data", pagePath, "page-data.json"),
          JSON.stringify({ componentChunkName: "component---vida", path: pagePath, staticQueryHashes: ["12"] }),
        );
        fs.writeFileSync(path.join(dir, pagePath, "index.html"), html);
      };
      addPage("/servicos/vida", page);
      addPage("/sobre", staticPage);
      addPage("/changed", page.replace(START, ""));
      // A carousel island whose chunk webpack does not know: its first render would fetch nothing, or fail.
      addPage("/carrossel", page.replace('data-island="interaction"', 'data-island="near"'));
      fs.writeFileSync(path.join(dir, "orphan.html"), page);
      fs.mkdirSync(path.join(dir, "_gatsby", "slices"), { recursive: true });
      fs.writeFileSync(path.join(dir, "_gatsby", "slices", "_gatsby-scripts-1.html"), SLICE);
      expect(() => deferScriptsInDir(dir, SCRIPTS)).toThrow(
        /does not match 3 of 5 built page\(s\)[\s\S]*carrossel\/index\.html: webpack\.stats\.json has no chunk group partner-carousel[\s\S]*changed\/index\.html[\s\S]*orphan\.html/,
      );
      fs.rmSync(path.join(dir, "changed"), { recursive: true });
      fs.rmSync(path.join(dir, "carrossel"), { recursive: true });
      fs.rmSync(path.join(dir, "orphan.html"));
      expect(deferScriptsInDir(dir, SCRIPTS)).toEqual({ pages: 2, withReact: 1 });
      const globalsFiles = fs.readdirSync(dir).filter((name) => /^runtime-globals-[0-9a-f]{20}\.js$/.test(name));
      expect(globalsFiles).toHaveLength(1);
      expect(isHashedAsset(globalsFiles[0])).toBe(true);
      expect(fs.readFileSync(path.join(dir, globalsFiles[0]), "utf8")).toBe(
        'window.___chunkMapping={}\nwindow.___webpackCompilationHash="1";\n',
      );
      expect(pageDataUrlOfFile(path.join("servicos", "vida", "index.html"))).toBe(
        "/page-data/servicos/vida/page-data.json",
      );
      expect(pageDataUrlOfFile("index.html")).toBe("/page-data/index/page-data.json");
      expect(pageDataUrlOfFile("404.html")).toBe("/page-data/404.html/page-data.json");
      expect(fs.readFileSync(path.join(dir, "servicos", "vida", "index.html"), "utf8")).toContain(
        `{"pagePath":"/servicos/vida","scripts":["/${globalsFiles[0]}","/webpack-runtime-1.js","/framework-2.js","/app-3.js","/shared.js","/start-up.js","/component-4.js","/lead-client-5.js","/notices-6.js"],"data":["/page-data/servicos/vida/page-data.json","/page-data/app-data.json","/page-data/sq/d/12.json"]}`,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("U+0000 check of the build", () => {
  it("names the text files that contain a NUL byte, at any depth, and ignores binary files", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nul-"));
    try {
      fs.mkdirSync(path.join(dir, "servicos", "auto"), { recursive: true });
      fs.writeFileSync(path.join(dir, "index.html"), "<p>preço</p>");
      fs.writeFileSync(path.join(dir, "servicos", "auto", "index.html"), "<p>pre\u0000ço</p>");
      fs.writeFileSync(path.join(dir, "font.woff2"), Buffer.from([0, 1, 0]));
      expect(filesWithNulBytes(dir)).toEqual([path.join("servicos", "auto", "index.html")]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the script-free twin the bench compares each page with", () => {
  it("removes every script element, inline, external and JSON data blocks alike, and nothing else: structured data stays", () => {
    const html = `<head><script data-react-helmet="true" type="application/ld+json">{"a":1}</script><style>p{}</style></head><body><p>Oi</p><script>x()</script><script type="application/json" id="r">{}</script><SCRIPT src="/a.js" async></SCRIPT><noscript>n</noscript></body>`;
    expect(withoutScripts(html)).toBe(
      `<head><script data-react-helmet="true" type="application/ld+json">{"a":1}</script><style>p{}</style></head><body><p>Oi</p><noscript>n</noscript></body>`,
    );
  });
});

describe("the product a link preselects (the loader in the build, the form under gatsby develop)", () => {
  /** The quote's <select> as preselect() reads it: no DOM in the unit tier, so a stand-in with the same fields. */
  const run = (search: string, value = "") => {
    const select = {
      value,
      options: [{ value: "" }, ...FULL_QUOTE_TYPES.map((type) => ({ value: type.value }))],
      getAttribute: (name: string) => (name === PRESELECT_ATTRIBUTE ? PRODUCT_PARAMETER : null),
    };
    const globals = globalThis as unknown as { document?: unknown; location?: unknown };
    globals.document = {
      querySelectorAll: (selector: string) => (selector === `select[${PRESELECT_ATTRIBUTE}]` ? [select] : []),
    };
    globals.location = { search };
    try {
      return { chosen: preselect(), value: select.value };
    } finally {
      delete globals.document;
      delete globals.location;
    }
  };

  it("chooses the option the query names, only an option, and never over the visitor's own choice", () => {
    expect(run("?produto=veiculo")).toEqual({ chosen: true, value: "veiculo" });
    expect(run("?utm_source=google&produto=vida")).toEqual({ chosen: true, value: "vida" });
    expect(run("?produto=barco")).toEqual({ chosen: false, value: "" });
    expect(run("?produto=")).toEqual({ chosen: false, value: "" });
    expect(run("")).toEqual({ chosen: false, value: "" });
    expect(run("?produto=veiculo", "vida")).toEqual({ chosen: false, value: "vida" });
  });
});

describe("routes", () => {
  it("name a page of src/pages each, and build service paths under /servicos", () => {
    const pages = fs
      .readdirSync(path.join(__dirname, "..", "..", "src", "pages"))
      .map((file) => file.replace(/\.tsx$/, ""));
    for (const route of Object.values(ROUTES)) expect(pages).toContain(route === "/" ? "index" : route.slice(1));
    expect(servicePath("seguro-auto")).toBe("/servicos/seguro-auto");
  });
});

describe("CSS variables of a built page", () => {
  it("keeps the variables the page's styles read, directly or through another variable, and drops the rest", () => {
    const html =
      "<style>:host,:root,[data-theme]{--a:1px;--b:var(--c);--c:red;--d:blue;--e:var(--empty,/*!*/ /*!*/)}</style>" +
      '<style>.x{margin:var(--a);color:var(--b)}</style><p style="padding:var(--e)">x</p>';
    expect(pruneUnusedCssVars(html)).toBe(
      "<style>:host,:root,[data-theme]{--a:1px;--b:var(--c);--c:red;--e:var(--empty,/*!*/ /*!*/);}</style>" +
        '<style>.x{margin:var(--a);color:var(--b)}</style><p style="padding:var(--e)">x</p>',
    );
    expect(pruneUnusedCssVars("<p>no variables block</p>")).toBe("<p>no variables block</p>");
  });

  it("writes a plain reference to a root variable as its value, in style elements and attributes, but not one another rule sets or one with a fallback", () => {
    const html =
      "<style>:host,:root,[data-theme]{--a:1px;--b:var(--c);--c:red;--f:serif;--g:2px}</style>" +
      "<style>.x{margin:var(--a);color:var(--b);font:var(--f);padding:var(--g,0)}.fonts-cached{--f:Inter}</style>" +
      '<p style="border-width:var(--a)">var(--a) in text stays</p>';
    const inlined = inlineCssVars(html);
    expect(inlined).toBe(
      "<style>:host,:root,[data-theme]{--a:1px;--b:red;--c:red;--f:serif;--g:2px;}</style>" +
        "<style>.x{margin:1px;color:red;font:var(--f);padding:var(--g,0)}.fonts-cached{--f:Inter}</style>" +
        '<p style="border-width:1px">var(--a) in text stays</p>',
    );
    // What is still read keeps its definition (the prune errs on the side of text that looks like a reference); the rest goes.
    expect(pruneUnusedCssVars(inlined)).toBe(
      "<style>:host,:root,[data-theme]{--a:1px;--f:serif;--g:2px;}</style>" +
        "<style>.x{margin:1px;color:red;font:var(--f);padding:var(--g,0)}.fonts-cached{--f:Inter}</style>" +
        '<p style="border-width:1px">var(--a) in text stays</p>',
    );
    expect(inlineCssVars("<p>no variables block</p>")).toBe("<p>no variables block</p>");
  });
});

describe("inline SVG of a built page", () => {
  it("loses the namespace the HTML parser supplies anyway, and folds the line icons' drawing into one mark", () => {
    const line = 'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';
    const html =
      '<p xmlns="http://www.w3.org/2000/svg">x</p>' +
      `<svg xmlns="http://www.w3.org/2000/svg" width="24" viewBox="0 0 24 24" ${line} class="lucide"><path d="M1 1"/></svg>` +
      '<svg viewBox="0 0 1 1" fill="none" stroke="red" xmlns="http://www.w3.org/2000/svg"></svg><path fill="none" stroke="currentColor"/>';
    expect(withShortIcons(html)).toBe(
      '<p xmlns="http://www.w3.org/2000/svg">x</p>' +
        '<svg width="24" viewBox="0 0 24 24" data-line-icon="" class="lucide"><path d="M1 1"/></svg>' +
        '<svg viewBox="0 0 1 1" fill="none" stroke="red"></svg><path fill="none" stroke="currentColor"/>',
    );
  });

  it("drops lucide's unused class names and the focusable attribute only Internet Explorer read", () => {
    expect(
      withShortIcons(
        '<svg class="lucide lucide-phone chakra-icon css-1" focusable="false" aria-hidden="true"></svg><p class="lucide lucide-x" focusable="false">',
      ),
    ).toBe('<svg class="chakra-icon css-1" aria-hidden="true"></svg><p class="lucide lucide-x" focusable="false">');
    expect(withShortIcons('<svg class="lucide lucide-mail"></svg>')).toBe('<svg class=""></svg>');
  });
});
