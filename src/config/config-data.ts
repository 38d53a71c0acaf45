import fs from "node:fs";
import path from "node:path";
import { servicePath } from "../../supabase/functions/_shared/contract/routes";

/**
 * Content read while Gatsby loads its config, before validation runs: a broken file must
 * not crash here, because onPreBootstrap then reports it with file, field and reason.
 */
function readJson(file: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value : null);

/**
 * Name and description for the web app manifest, from site.json. When the file is broken, stand-ins
 * the manifest plugin accepts, so Gatsby gets as far as onPreBootstrap, which stops the build with
 * the maintainer's file, field and reason.
 */
export function siteBasics(dataDir: string): { name: string; description: string } {
  const site = readJson(path.join(dataDir, "site.json"));
  const name = text(site.name) ?? "Corretora";
  return { name, description: text(site.description) ?? name };
}

/** URL paths of every alias in dataDir/services (they duplicate a canonical page). */
export function aliasPaths(dataDir: string): string[] {
  const dir = path.join(dataDir, "services");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .flatMap((name) => {
      const { aliases } = readJson(path.join(dir, name));
      return Array.isArray(aliases) ? aliases.map((slug) => servicePath(String(slug))) : [];
    });
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`;
}
