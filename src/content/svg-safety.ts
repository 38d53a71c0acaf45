/**
 * Whether an SVG is only a picture. An uploaded logo is served from the site's own origin, so a
 * script in it, opened directly, would run as the site. The file is parsed as XML with its
 * namespaces (sax, strict: a prefix or an entity cannot hide an element from the check), and
 * refused on anything that runs or reaches outside the file: script and foreignObject elements,
 * any element of the HTML namespace, event-handler attributes (on*), links and url() references
 * to anything but a fragment of the same file (#id), `javascript:`, `@import`, processing
 * instructions such as xml-stylesheet, and entity declarations. Pure: no I/O.
 */
import { parser, type QualifiedAttribute, type QualifiedTag } from "sax";

const SVG_NS = "http://www.w3.org/2000/svg";
const XHTML_NS = "http://www.w3.org/1999/xhtml";

/** Elements that run code or embed another document, in any namespace and letter case. */
const ACTIVE_ELEMENTS = new Set([
  "script",
  "foreignobject",
  "handler",
  "listener",
  "iframe",
  "frame",
  "embed",
  "object",
  "applet",
  "base",
  "link",
  "meta",
]);
/** Attributes that name a resource to load or open; only a fragment of the same file may be named. */
const URL_ATTRIBUTES = new Set([
  "href",
  "src",
  "srcset",
  "action",
  "formaction",
  "data",
  "poster",
  "background",
  "ping",
  "codebase",
]);
/** Animations can set another attribute of their target: never a link or an event handler. */
const ANIMATIONS = new Set(["animate", "set", "animatemotion", "animatetransform", "animatecolor"]);

/** What a browser ignores inside a URL scheme ("java\tscript:" still runs). */
// eslint-disable-next-line no-control-regex -- removing control characters is the point here
const IGNORED_IN_URLS = /[\s\u0000-\u001f]/g;
const SCRIPT_URL = /(?:java|vb)script:/i;
/** CSS that loads something without url(): other image functions and @import. */
const CSS_LOADERS = /@import|\bimage-set\s*\(|\bimage\s*\(|\bcross-fade\s*\(|\belement\s*\(|\bexpression\s*\(/i;

/** A value shown in a message: printable and short. */
function shown(value: string): string {
  // eslint-disable-next-line no-control-regex -- replacing control characters is the point here
  const printable = value.replace(/[\u0000-\u001f\u007f-\u009f]/g, "?");
  return printable.length > 40 ? `${printable.slice(0, 40)}…` : printable;
}

function isFragment(reference: string): boolean {
  return /^#[^#]*$/.test(reference.replace(IGNORED_IN_URLS, ""));
}

/** The first problem of a piece of CSS (a style attribute, a <style> element, a presentation attribute), or null. */
function cssProblem(css: string): string | null {
  if (SCRIPT_URL.test(css.replace(IGNORED_IN_URLS, ""))) return "não pode ter links javascript:";
  // A CSS escape (\75 rl) can spell url( or @import without the letters: no logo needs one.
  if (css.includes("\\")) return "não pode ter escapes de CSS (\\)";
  if (CSS_LOADERS.test(css)) return "não pode carregar nada de fora (@import ou funções de imagem do CSS)";
  for (const start of css.matchAll(/url\s*\(/gi)) {
    const reference = /^\s*(["']?)([^"')]*)\1\s*\)/.exec(css.slice(start.index + start[0].length));
    // An url( that does not read as one (unclosed, odd quoting) is refused too: a browser may read it otherwise.
    if (!reference) return "tem um url( que não se fecha";
    if (!isFragment(reference[2])) return `só pode usar url(#…) de si mesmo; encontrado url(${shown(reference[2])})`;
  }
  return null;
}

function attributeProblem(element: string, attribute: QualifiedAttribute): string | null {
  if (attribute.prefix === "xmlns" || attribute.name === "xmlns") return null;
  const local = attribute.local.toLowerCase();
  if (local.startsWith("on")) return `não pode ter atributos de evento como ${shown(attribute.name)}`;
  if (SCRIPT_URL.test(attribute.value.replace(IGNORED_IN_URLS, ""))) return "não pode ter links javascript:";
  if (URL_ATTRIBUTES.has(local) && !isFragment(attribute.value)) {
    return `só pode apontar para partes de si mesmo (#…); encontrado ${shown(attribute.name)}="${shown(attribute.value)}"`;
  }
  if (ANIMATIONS.has(element) && local === "attributename") {
    const target = attribute.value
      .trim()
      .toLowerCase()
      .replace(/^[^:]*:/, "");
    if (target === "href" || target.startsWith("on") || URL_ATTRIBUTES.has(target))
      return `não pode animar o atributo ${shown(attribute.value)}`;
  }
  if (local === "style" || /url\s*\(/i.test(attribute.value)) return cssProblem(attribute.value);
  return null;
}

/**
 * The first reason this SVG file is not a plain picture, in pt-BR ("o SVG não pode ter <script>
 * (linha 3)"), or null when it is one.
 */
export function svgProblem(text: string): string | null {
  const xml = parser(true, { xmlns: true, position: true });
  let problem: string | null = null;
  let sawRoot = false;
  let styleDepth = 0;
  const refuse = (reason: string): void => {
    if (problem === null) problem = `${reason} (linha ${xml.line + 1})`;
  };
  xml.onerror = (error) => {
    if (problem === null)
      problem = `o arquivo não é um SVG válido: XML malformado (linha ${xml.line + 1}, coluna ${xml.column + 1})`;
    // Stops the parse: nothing after a syntax error can be trusted to mean what it seems.
    throw error;
  };
  xml.ondoctype = (doctype) => {
    if (/[[<]|ENTITY/i.test(doctype)) refuse("o SVG não pode declarar entidades (<!DOCTYPE … [ … ]>)");
  };
  xml.onprocessinginstruction = ({ name }) => {
    if (name.toLowerCase() !== "xml") refuse(`o SVG não pode ter instruções de processamento (<?${shown(name)} …?>)`);
  };
  xml.onopentag = (node) => {
    const tag = node as QualifiedTag;
    const local = tag.local.toLowerCase();
    if (!sawRoot) {
      sawRoot = true;
      if (tag.local !== "svg" || tag.uri !== SVG_NS)
        refuse(`o arquivo não é um SVG: começa com <${shown(tag.name)}>, e não com <svg xmlns="${SVG_NS}">`);
    }
    if (ACTIVE_ELEMENTS.has(local)) refuse(`o SVG não pode ter <${shown(tag.name)}>`);
    if (tag.uri === XHTML_NS) refuse(`o SVG não pode ter elementos HTML (<${shown(tag.name)}>)`);
    for (const attribute of Object.values(tag.attributes)) {
      const reason = attributeProblem(local, attribute);
      if (reason) refuse(`o SVG ${reason}`);
    }
    if (local === "style") styleDepth += 1;
  };
  xml.onclosetag = (name) => {
    if (name.toLowerCase().replace(/^[^:]*:/, "") === "style") styleDepth = Math.max(0, styleDepth - 1);
  };
  const checkStyle = (css: string): void => {
    if (styleDepth === 0) return;
    const reason = cssProblem(css);
    if (reason) refuse(`o estilo do SVG ${reason}`);
  };
  xml.ontext = checkStyle;
  xml.oncdata = checkStyle;
  try {
    xml.write(text.replace(/^\uFEFF/, "")).close();
  } catch {
    // onerror recorded why.
  }
  if (problem === null && !sawRoot) problem = "o arquivo não é um SVG válido (não tem o elemento <svg>)";
  return problem;
}
