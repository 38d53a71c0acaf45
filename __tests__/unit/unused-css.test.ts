import { withoutUnusedCss } from "../../src/postbuild/unused-css";

/** A page with `css` in its head and `body` as its markup. */
const page = (css: string, body: string) =>
  `<html><head><style data-emotion="css" data-s="">${css}</style></head><body>${body}</body></html>`;
const cssOf = (html: string) => /<style[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1];

describe("withoutUnusedCss (pages without React)", () => {
  it("drops Chakra's dark mode and the state attributes only its React components set", () => {
    const css =
      ".css-a{color:red;}.css-a:hover,.css-a[data-hover]{color:blue;}" +
      ".chakra-ui-dark .css-a:hover:not([data-theme]),[data-theme=dark] .css-a:hover:not([data-theme]),.css-a:hover[data-theme=dark]{color:white;}" +
      ".css-a:focus-visible,.css-a[data-focus-visible]{box-shadow:0 0 0 3px #FDA06B;}";
    expect(cssOf(withoutUnusedCss(page(css, '<a class="css-a" href="/">x</a>')))).toBe(
      ".css-a{color:red;}.css-a:hover{color:blue;}.css-a:focus-visible{box-shadow:0 0 0 3px #FDA06B;}",
    );
  });

  it("keeps a state rule when the page or one of its scripts names the attribute", () => {
    const css = ".css-a[aria-expanded=true]{color:red;}.css-a:disabled,.css-a[data-covering]{opacity:0.4;}";
    expect(cssOf(withoutUnusedCss(page(css, '<button class="css-a" aria-expanded="false">x</button>')))).toBe(
      ".css-a[aria-expanded=true]{color:red;}",
    );
    const scripted = page(
      css,
      '<button class="css-a">x</button><script>b.setAttribute("aria-expanded","true");b.disabled=true;</script>',
    );
    expect(cssOf(withoutUnusedCss(scripted))).toBe(css.replace(",.css-a[data-covering]", ""));
  });

  it("prunes the reset's rules and :where() items for elements the page does not have", () => {
    const css =
      "main{display:block;}abbr[title]{border-bottom:none;}:where(button, input, select){font:inherit;}" +
      'input[type="search"]::-webkit-search-decoration{-webkit-appearance:none!important;}*::placeholder{color:#718096;}' +
      ".css-b h2,.css-b h3{font-weight:700;}";
    expect(cssOf(withoutUnusedCss(page(css, '<main class="css-b"><h2>T</h2><button>b</button></main>')))).toBe(
      "main{display:block;}:where(button){font:inherit;}.css-b h2{font-weight:700;}",
    );
    // An element a script creates counts as present.
    expect(cssOf(withoutUnusedCss(page("input{margin:0;}", '<script>document.createElement("input")</script>')))).toBe(
      "input{margin:0;}",
    );
  });

  it("empties a media query whose rules all go, and keeps font faces, keyframes and negations", () => {
    const css =
      "@media screen and (min-width: 48em){.css-gone{display:none;}}@media (prefers-reduced-motion: reduce){.css-c{animation:none;}}" +
      '@font-face{font-family:"Inter";src:url(/i.woff2) format("woff2");}@keyframes k{from{opacity:0;}to{opacity:1;}}' +
      ".css-c:not([data-theme]):hover{color:red;}";
    expect(cssOf(withoutUnusedCss(page(css, '<p class="css-c">x</p>')))).toBe(
      "@media (prefers-reduced-motion: reduce){.css-c{animation:none;}}" +
        '@font-face{font-family:"Inter";src:url(/i.woff2) format("woff2");}@keyframes k{from{opacity:0;}to{opacity:1;}}' +
        ".css-c:not([data-theme]):hover{color:red;}",
    );
  });

  it("leaves a page with an island as it is: React may set what the server did not write", () => {
    const html = page(
      ".css-a[data-hover]{color:blue;}input{margin:0;}",
      '<form data-island="interaction"><a class="css-a">x</a></form>',
    );
    expect(withoutUnusedCss(html)).toBe(html);
  });
});
