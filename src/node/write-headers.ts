import fs from "node:fs";
import path from "node:path";
import { formatHeadersFile } from "./headers-file";
import { inlineScriptHashes, isHashedAsset, securityHeaderRules, supabaseOrigin } from "./security-headers";

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

/** Writes publicDir/_headers for the finished build; returns the number of script hashes. */
export function writeHeadersFile(publicDir: string, supabaseUrl: string | undefined): number {
  const scriptHashes = inlineScriptHashes(htmlFiles(publicDir).map((file) => fs.readFileSync(file, "utf8")));
  const hashedAssets = fs.readdirSync(publicDir).filter(isHashedAsset);
  const rules = securityHeaderRules({ scriptHashes, connectSources: [supabaseOrigin(supabaseUrl)], hashedAssets });
  fs.writeFileSync(path.join(publicDir, "_headers"), formatHeadersFile(rules));
  return scriptHashes.length;
}
