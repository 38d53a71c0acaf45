/**
 * Every built page is valid HTML by the Nu HTML Checker (vnu-jar, on the machine's Java), and no
 * file of the build carries a U+0000 byte (crawlers and link previews may cut text there).
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { builtPages } from "../../src/postbuild/html-files";
import { filesWithNulBytes } from "../../src/postbuild/nul-bytes";
import { FONT_CHARACTERS } from "../../src/theme/font-subset";
import * as messages from "../../src/components/forms/messages";
import { ROOT } from "../../test-kit/site-build";

const PUBLIC_DIR = path.join(ROOT, "public");
// vnu-jar's main export is the jar's path.
const VNU_JAR = require("vnu-jar") as string;

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

async function checkHtml(files: string[]): Promise<VnuMessage[]> {
  // vnu exits 1 when it finds errors and writes its JSON report to stderr either way.
  const { stderr } = await promisify(execFile)(
    "java",
    ["-jar", VNU_JAR, "--errors-only", "--format", "json", ...files],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  ).catch((error: { stderr?: string; code?: number }) => {
    if (error.code !== 1 || !error.stderr) throw error;
    return { stderr: error.stderr };
  });
  return (JSON.parse(stderr) as { messages: VnuMessage[] }).messages;
}

it("finds every page of the build valid HTML, with no errors from the Nu HTML Checker", async () => {
  const pages = builtPages(PUBLIC_DIR);
  expect(pages.length).toBeGreaterThanOrEqual(30);
  const errors = (await checkHtml(pages)).map(
    (error) =>
      `${path.relative(PUBLIC_DIR, new URL(error.url).pathname)}:${error.lastLine ?? "?"} ${error.message} ${error.extract?.trim() ?? ""}`,
  );
  expect(errors).toEqual([]);
  // One Java process over every page: minutes when other test files share the cores.
}, 300_000);

it("finds no <GatsbyImage> on any page (gatsby-ssr.tsx drops gatsby-plugin-image's head tags for it)", async () => {
  const fs = await import("node:fs");
  const withWrapper = builtPages(PUBLIC_DIR).filter((file) =>
    fs.readFileSync(file, "utf8").includes("data-gatsby-image-wrapper"),
  );
  expect(withWrapper).toEqual([]);
  expect(fs.readFileSync(path.join(PUBLIC_DIR, "index.html"), "utf8")).not.toContain("gatsby-image-wrapper");
});

it("finds no U+0000 byte in any text file of the build", () => {
  expect(filesWithNulBytes(PUBLIC_DIR)).toEqual([]);
});

/** The text a page shows: the body without scripts, styles and tags, entities decoded. */
function visibleText(html: string): string {
  const body = html.slice(html.indexOf("<body"));
  return body
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(
      /&(amp|lt|gt|quot|#x27|#39|nbsp);/g,
      (_entity, name: string) =>
        ({ amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'", nbsp: "\u00a0" })[name] ?? "",
    );
}

const strings = (value: unknown): string[] =>
  typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(strings) : [];

it("shows only characters the self-hosted font files hold (src/theme/font-subset.ts)", async () => {
  const fs = await import("node:fs");
  const allowed = new Set([...FONT_CHARACTERS, "\n", "\t", "\r"]);
  const texts = [
    ...builtPages(PUBLIC_DIR).map((file) => [
      path.relative(PUBLIC_DIR, file),
      visibleText(fs.readFileSync(file, "utf8")),
    ]),
    ["the forms' notices", strings(messages).join(" ")],
  ];
  const missing = texts.flatMap(([where, text]) =>
    [...new Set([...text].filter((character) => !allowed.has(character)))].map((c) => `${where}: ${c}`),
  );
  expect(missing).toEqual([]);
});

it("checks for real: a <style> where emotion used to write it, or a stray NUL, would be caught", async () => {
  const fs = await import("node:fs");
  const os = await import("node:os");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vnu-"));
  try {
    const page = (name: string, body: string) => {
      const file = path.join(dir, name);
      fs.writeFileSync(
        file,
        `<!DOCTYPE html><html lang="pt-BR"><head><title>t</title></head><body>${body}</body></html>`,
      );
      return file;
    };
    const messages = (await checkHtml([page("style.html", "<p><span><style>.css-1{}</style>preço</span></p>")])).map(
      (message) => message.message,
    );
    expect(messages.join("\n")).toMatch(/Element “style” not allowed as child of element “span”/);
    page("nul.html", "<p>pre\u0000ço</p>");
    expect(filesWithNulBytes(dir)).toEqual(["nul.html"]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 180_000);
