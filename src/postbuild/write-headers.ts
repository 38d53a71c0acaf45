import fs from "node:fs";
import path from "node:path";
import { formatHeadersFile } from "./headers-file";
import { builtPages } from "./html-files";
import {
  assetPaths,
  inlineScriptHashes,
  isHashedAsset,
  pagePaths,
  securityHeaderRules,
  supabaseOrigin,
} from "./security-headers";

/**
 * Writes publicDir/_headers for the finished build; returns the number of script hashes. `knownScripts`
 * is the text of each inline script the build writes (knownInlineScripts): a page with any other
 * stops it here (UnknownInlineScriptError), before a policy is written.
 */
export function writeHeadersFile(
  publicDir: string,
  supabaseUrl: string | undefined,
  knownScripts: readonly string[],
): number {
  // Pages only: Gatsby's slice fragments are never served as documents.
  const pageFiles = builtPages(publicDir);
  const pages = pagePaths(publicDir, pageFiles);
  const scriptHashes = inlineScriptHashes(
    pageFiles.map((file) => ({ page: pagePaths(publicDir, [file])[0], html: fs.readFileSync(file, "utf8") })),
    knownScripts,
  );
  const hashedAssets = fs.readdirSync(publicDir).filter(isHashedAsset);
  const staticDir = path.join(publicDir, "static");
  const staticFiles = fs.existsSync(staticDir)
    ? fs
        .readdirSync(staticDir, { withFileTypes: true, recursive: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name))
    : [];
  const assets = assetPaths(publicDir, staticFiles);
  const rules = securityHeaderRules({
    scriptHashes,
    connectSources: [supabaseOrigin(supabaseUrl)],
    hashedAssets,
    pages,
    assets,
  });
  fs.writeFileSync(path.join(publicDir, "_headers"), formatHeadersFile(rules));
  return scriptHashes.length;
}
