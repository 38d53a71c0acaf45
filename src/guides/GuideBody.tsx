import * as React from "react";
import { Box } from "@chakra-ui/react";
import type { HastElement, HastNode } from "./guide-html";

/** The elements Markdown produces that the page shows as they are; anything else shows only its text. */
const KEPT = new Set([
  "p",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "ul",
  "ol",
  "li",
  "a",
  "strong",
  "em",
  "del",
  "code",
  "pre",
  "blockquote",
  "hr",
  "br",
  "thead",
  "tbody",
  "tr",
  "td",
]);

/** Each element's attributes the page keeps: a heading's anchor, a link's address, a list's start. */
function attributesOf(element: HastElement): Record<string, string | number> {
  const properties = element.properties ?? {};
  const attributes: Record<string, string | number> = {};
  if (typeof properties.id === "string") attributes.id = properties.id;
  if (element.tagName === "a" && typeof properties.href === "string") attributes.href = properties.href;
  if (element.tagName === "ol" && typeof properties.start === "number") attributes.start = properties.start;
  return attributes;
}

function render(node: HastNode, key: React.Key): React.ReactNode {
  if (node.type === "text") return node.value;
  if (node.type !== "element" && node.type !== "root") return null;
  const children = node.children.map((child, index) => render(child, index));
  if (node.type === "root") return <React.Fragment key={key}>{children}</React.Fragment>;
  const { tagName } = node;
  // A column header names its column for screen readers; Markdown tables have header cells only on top.
  if (tagName === "th")
    return (
      <th key={key} scope="col">
        {children}
      </th>
    );
  if (tagName === "table") {
    const labelledBy = typeof node.properties?.labelledBy === "string" ? node.properties.labelledBy : undefined;
    // A wide table scrolls on its own on a phone; the region is focusable so a keyboard can scroll it too.
    return (
      <div
        key={key}
        data-table-scroll=""
        role="region"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : "Tabela"}
        tabIndex={0}
      >
        <table aria-labelledby={labelledBy}>{children}</table>
      </div>
    );
  }
  if (!KEPT.has(tagName)) return <React.Fragment key={key}>{children}</React.Fragment>;
  return React.createElement(
    tagName,
    { key, ...attributesOf(node) },
    ...(tagName === "br" || tagName === "hr" ? [] : [children]),
  );
}

/** The guide's text: the Markdown's HTML, drawn from its tree, styled from this one wrapper. */
export function GuideBody({ root }: { root: HastNode }) {
  return (
    <Box
      fontSize="lg"
      lineHeight="tall"
      // Few, plain rules: every byte of this page's CSS is paid before its text, in the first round trip.
      sx={{
        "& h2, & h3": { fontWeight: "bold", color: "brand.900", lineHeight: "short", mt: 10, mb: 3 },
        "& h2": { fontSize: "2xl" },
        "& h3": { fontSize: "xl" },
        "& p, & ul, & ol, & table": { mb: 5 },
        "& ul, & ol": { pl: 6 },
        "& li": { mb: 2 },
        "& a": { color: "brand.700", textDecoration: "underline" },
        "& [data-table-scroll]": { overflowX: "auto" },
        "& table": { borderCollapse: "collapse", fontSize: "md" },
        "& th, & td": { textAlign: "left", verticalAlign: "top", p: 2, borderBottomWidth: "1px" },
        "& th": { bg: "brand.50" },
      }}
    >
      {render(root, "root")}
    </Box>
  );
}
