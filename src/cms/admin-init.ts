/**
 * The admin page's own script, loaded before Decap CMS: it keeps Decap from starting on its own,
 * then registers the format the content files are written in (src/cms/content-json.ts) and starts
 * it with the configuration generated from the schemas (config.json beside this page).
 * Bundled by esbuild into admin/init.js (src/cms/admin-files.ts): no Node imports.
 */
import { CONTENT_FORMAT, contentFileText, type FieldShape } from "./content-json";

interface DecapCms {
  registerCustomFormat(
    name: string,
    extension: string,
    formatter: { fromFile(text: string): unknown; toFile(data: unknown, sortedKeys?: string[]): string },
  ): void;
  init(options: { config: Record<string, unknown> }): void;
}

interface GeneratedConfig {
  collections: { files?: { fields: FieldShape[] }[]; fields?: FieldShape[] }[];
}

declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean;
    CMS?: DecapCms;
  }
}

window.CMS_MANUAL_INIT = true;

/** Every content kind's fields, keyed by its top-level field names (what Decap passes to toFile as sortedKeys). */
function fieldsByTopLevel(config: GeneratedConfig): Map<string, FieldShape[]> {
  const kinds = config.collections.flatMap((collection) => [
    ...(collection.files ?? []).map((file) => file.fields),
    ...(collection.fields ? [collection.fields] : []),
  ]);
  return new Map(kinds.map((fields) => [fields.map((field) => field.name).join(","), fields]));
}

function showFailure(): void {
  const message = document.createElement("p");
  message.setAttribute("role", "alert");
  message.textContent =
    "Não foi possível carregar a configuração do editor. Recarregue a página; se continuar, avise quem mantém o site.";
  document.body.replaceChildren(message);
}

async function start(): Promise<void> {
  const response = await fetch("config.json", { cache: "no-store" });
  if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
  const config = (await response.json()) as GeneratedConfig & Record<string, unknown>;
  const cms = window.CMS;
  if (!cms) throw new Error("Decap CMS did not load");
  const kinds = fieldsByTopLevel(config);
  cms.registerCustomFormat(CONTENT_FORMAT, "json", {
    fromFile: (text) => JSON.parse(text),
    toFile: (data, sortedKeys = []) => {
      const fields = kinds.get(sortedKeys.join(","));
      // Decap names the file's top-level fields; every content kind has its own set.
      if (!fields) throw new Error(`Formato desconhecido para os campos ${sortedKeys.join(", ")}`);
      return contentFileText(data, fields);
    },
  });
  cms.init({ config: { ...config, load_config_file: false } });
}

addEventListener("DOMContentLoaded", () => {
  start().catch((error: unknown) => {
    console.error(error);
    showFailure();
  });
});
