/**
 * Which links a guide's Markdown may hold (guide-source.ts checks each, as the build and the editor
 * read the file): the refusal of an address that could take a reader somewhere it does not seem to.
 */
/** Characters a reader, or a lenient parser, takes for "/" or "\": full-width, small, division, fraction and box-drawing forms. */
const SLASH_LOOKALIKES = /[\uFF0F\uFF3C\uFE68\u2215\u2216\u2044\u29F5\u29F8\u29F9\u2571\u2572]/u;
/** What a browser drops or ignores inside an address (tabs and line breaks above all), and what cannot be seen. */
const UNSEEN = /[\p{Cc}\p{Cf}\p{Z}\p{Default_Ignorable_Code_Point}]/u;

const codeOf = (character: string): string =>
  `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;

/** Percent-escapes a server or a second decoding would read as a separator, a dot segment, another escape or a control character. */
const ENCODED_MEANINGS: Readonly<Record<string, string>> = { "2f": "/", "5c": "\\", "2e": ".", "25": "%" };

function encodedProblem(path: string): string | null {
  for (const match of path.matchAll(/%(.{0,2})/gs)) {
    const hex = match[1].toLowerCase();
    if (!/^[0-9a-f]{2}$/.test(hex)) return `tem um % que não é um código %XX (${match[0]})`;
    const meaning =
      ENCODED_MEANINGS[hex] ?? (parseInt(hex, 16) < 0x20 || hex === "7f" ? "um caractere de controle" : null);
    if (meaning) return `tem ${match[0]}, que é ${meaning} codificado: escreva o caminho sem esse código`;
  }
  return null;
}

/**
 * Why `href`, a link of the content (a guide's Markdown), is refused, in pt-BR, or null. It is
 * resolved as a browser does, with the WHATWG URL parser against the site's `origin`: an internal
 * link (a path "/…" or an anchor "#…") must stay on that origin, written in plain ASCII with no
 * encoded "/", "\", "." or "%"; a link that leaves the site must be written as one, "https://…",
 * with no user or password before the host; "mailto:" and "tel:" open the visitor's own apps. No
 * link may hold a backslash or a look-alike of a slash (browsers read "\" as "/", so "/\evil.example"
 * is https://evil.example/), a control or invisible character or a space (a browser drops a tab or
 * a line break inside an address: "/<tab>/evil.example" is "//evil.example").
 */
export function linkProblem(href: string, origin: string): string | null {
  const unseen = UNSEEN.exec(href);
  if (unseen)
    return `tem um caractere invisível, de controle ou espaço (${codeOf(unseen[0])}), que o navegador ignora ou troca`;
  const slash = href.includes("\\") ? "\\" : SLASH_LOOKALIKES.exec(href)?.[0];
  if (slash)
    return `tem ${slash === "\\" ? "barra invertida (\\)" : `um caractere parecido com uma barra (${codeOf(slash)})`}, que o navegador pode ler como / e levar a outro site; escreva o endereço só com /`;
  if (/^(?:mailto|tel):/i.test(href)) return null;
  let resolved: URL;
  try {
    resolved = new URL(href, origin);
  } catch {
    return "não é um endereço que o navegador consiga abrir";
  }
  if (/^https:\/\//i.test(href)) {
    if (resolved.username || resolved.password)
      return `tem um usuário ou uma senha antes do domínio (…@): o link levaria a ${resolved.host}, não ao site que parece`;
    return null;
  }
  if (/^(?:\/(?!\/)|#)/.test(href)) {
    const outside = /[^\x21-\x7e]/.exec(href);
    if (outside)
      return `tem ${outside[0]} (${codeOf(outside[0])}): um caminho do site se escreve só com letras sem acento, números e / - _ . ? = & #`;
    const encoded = encodedProblem(href);
    if (encoded) return encoded;
    if (resolved.origin === new URL(origin).origin) return null;
  }
  if (resolved.origin !== new URL(origin).origin && /^https?:$/.test(resolved.protocol))
    return `leva a outro site (${resolved.host}): um link externo se escreve com https:// e o domínio`;
  return "use https://…, um caminho do site (/servicos/…), # com uma seção do guia, mailto: ou tel:";
}
