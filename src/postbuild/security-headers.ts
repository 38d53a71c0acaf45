/**
 * Builds public/_headers after the build: security headers for every path, a
 * Content-Security-Policy that allows Gatsby's inline scripts by their SHA-256 hash
 * (never 'unsafe-inline' for scripts), and long immutable caching for hashed assets.
 */
import { createHash } from "node:crypto";
import { LOCAL_SUPABASE_URL } from "../../supabase/functions/_shared/local-function";
import type { HeaderRule } from "./headers-file";

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
// Data blocks are never executed, so CSP does not apply to them.
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(ld\+)?json/i;

/** Base64 SHA-256 of every executable inline script in the given HTML documents. */
export function inlineScriptHashes(htmlDocuments: Iterable<string>): string[] {
  const hashes = new Set<string>();
  for (const html of htmlDocuments) {
    for (const match of html.matchAll(INLINE_SCRIPT)) {
      const [, attributes, body] = match;
      if (/\bsrc\s*=/.test(attributes) || DATA_BLOCK.test(attributes) || body.trim() === "") continue;
      hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
    }
  }
  return [...hashes].sort();
}

export function contentSecurityPolicy({ scriptHashes, connectSources }: { scriptHashes: string[]; connectSources: string[] }): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    // Emotion (Chakra) writes its styles into <style> tags at run time; they cannot be hashed ahead.
    "style-src 'self' 'unsafe-inline'",
    // Images, fonts and the manifest come from the site itself: default-src covers them, and every
    // byte of this header travels with every page.
    `connect-src 'self' ${connectSources.join(" ")}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export const IMMUTABLE = "public, max-age=31536000, immutable";

/** Content-hashed files Gatsby writes at the root of public/ (app-<hash>.js, styles.<hash>.css…). */
export function isHashedAsset(fileName: string): boolean {
  return /[.-][0-9a-f]{16,}\.(js|css)$/.test(fileName);
}

export function securityHeaderRules({
  scriptHashes,
  connectSources,
  hashedAssets,
}: {
  scriptHashes: string[];
  connectSources: string[];
  hashedAssets: string[];
}): HeaderRule[] {
  return [
    {
      pattern: "/*",
      headers: {
        "Content-Security-Policy": contentSecurityPolicy({ scriptHashes, connectSources }),
        "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
        "X-Content-Type-Options": "nosniff",
        // No X-Frame-Options: the CSP's frame-ancestors 'none' does its job in every supported
        // browser, and each header's bytes travel with every page.
        "Referrer-Policy": "strict-origin-when-cross-origin",
        "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
        "Cross-Origin-Opener-Policy": "same-origin",
      },
    },
    { pattern: "/static/*", headers: { "Cache-Control": IMMUTABLE } },
    // Their URLs carry the file's hash (src/theme/fonts.ts): a visitor's next pages take Inter from the cache without asking.
    { pattern: "/fonts/*", headers: { "Cache-Control": IMMUTABLE } },
    ...hashedAssets.sort().map((file) => ({ pattern: `/${file}`, headers: { "Cache-Control": IMMUTABLE } })),
  ];
}

/** The origin the forms call, from GATSBY_SUPABASE_URL (the local function server by default). */
export function supabaseOrigin(url: string | undefined): string {
  return new URL(url || LOCAL_SUPABASE_URL).origin;
}
