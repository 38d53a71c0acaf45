/** SVGs for the tests of src/content/svg-safety.ts, the content check and the editor's server: each hostile one with the reason it must get. */

const OPEN =
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="240" height="80" viewBox="0 0 240 80">';
const svg = (body: string, open = OPEN) => `${open}\n${body}\n</svg>\n`;

/** A logo as maintainers' tools write them: a gradient and a reused shape, both by #id. */
export const CLEAN_SVG = svg(
  '<defs><linearGradient id="g"><stop offset="0" stop-color="#123"/></linearGradient><circle id="c" r="9"/></defs>\n' +
    "<style>.t { font-family: Inter, sans-serif; fill: url(#g) }</style>\n" +
    '<use href="#c" x="32" y="40"/><use xlink:href="#c" x="60" y="40"/><a href="#c"><text class="t" x="80" y="42">Seguradora</text></a>',
);

/** The four kinds the issue names first, then the ways around a naive check. */
export const ACTIVE_SVGS: [label: string, text: string, reason: RegExp][] = [
  ["a script", svg("<script>alert(document.cookie)</script>"), /não pode ter <script>/],
  [
    "an event handler",
    svg('<rect width="10" height="10" onclick="alert(1)"/>'),
    /não pode ter atributos de evento como onclick/,
  ],
  [
    "an event handler on the root",
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
    /atributos de evento como onload/,
  ],
  [
    "foreignObject",
    svg('<foreignObject width="9" height="9"><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'),
    /não pode ter <foreignObject>/,
  ],
  ["a javascript: link", svg('<a xlink:href="javascript:alert(1)"><text>x</text></a>'), /links javascript:/],
  [
    "a javascript: link hidden by a character reference and a tab",
    svg('<a href="&#106;ava&#9;script:alert(1)"><text>x</text></a>'),
    /links javascript:/,
  ],
  [
    "a script under another prefix",
    svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'),
    /não pode ter <h:script>/,
  ],
  [
    "an HTML element",
    svg('<h:iframe xmlns:h="http://www.w3.org/1999/xhtml" src="https://example.com"/>'),
    /não pode ter <h:iframe>/,
  ],
  [
    "a use of another file",
    svg('<use href="https://example.com/sprite.svg#logo"/>'),
    /só pode apontar para partes de si mesmo/,
  ],
  [
    "an embedded image",
    svg('<image href="data:image/svg+xml;base64,PHN2Zy8+"/>'),
    /só pode apontar para partes de si mesmo/,
  ],
  [
    "an external url() in a presentation attribute",
    svg('<rect fill="url(https://example.com/p.svg#g)"/>'),
    /só pode usar url\(#…\)/,
  ],
  [
    "an external url() in a style attribute",
    svg("<rect style=\"fill: url( '//example.com/x' )\"/>"),
    /só pode usar url\(#…\)/,
  ],
  [
    "an @import in a style element",
    svg("<style>@import url(https://example.com/x.css);</style>"),
    /não pode carregar nada de fora/,
  ],
  ["a CSS escape spelling url(", svg('<rect style="fill: \\75 rl(https://example.com)"/>'), /escapes de CSS/],
  [
    "an animation that sets a link",
    svg('<a href="#x"><set attributeName="href" to="javascript:alert(1)"/><text>x</text></a>'),
    /não pode animar o atributo href/,
  ],
  [
    "an entity declared in the doctype",
    `<!DOCTYPE svg [<!ENTITY x "<script>alert(1)</script>">]>\n${svg("<text>&x;</text>")}`,
    /não pode declarar entidades/,
  ],
  [
    "an external style sheet",
    `<?xml version="1.0"?>\n<?xml-stylesheet href="https://example.com/x.css"?>\n${svg("<rect/>")}`,
    /instruções de processamento/,
  ],
  ["broken XML", svg('<rect width="10"'), /não é um SVG válido/],
  [
    "a root other than svg",
    '<html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>',
    /não é um SVG/,
  ],
];

/** The first four: what the "Done when" names. */
export const NAMED_ACTIVE_SVGS = ACTIVE_SVGS.filter(([label]) =>
  ["a script", "an event handler", "foreignObject", "a javascript: link"].includes(label),
);
