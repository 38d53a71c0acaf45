import type * as React from "react";
import { Link, chakra } from "@chakra-ui/react";

interface ExternalLinkProps {
  href: string;
  children: React.ReactNode;
  /** What a screen reader hears after the text: that the link opens a new tab, and where to when the text does not say. */
  note?: string;
}

/** A link to another site, opened in a new tab, underlined as the pages' links are; long addresses break. */
export function ExternalLink({ href, children, note = "abre em nova aba" }: ExternalLinkProps) {
  return (
    <Link
      href={href}
      isExternal
      rel="noopener noreferrer"
      color="brand.700"
      fontWeight={600}
      textDecoration="underline"
      wordBreak="break-word"
    >
      {children}
      {/* One text node: the server writes no comment between parts. */}
      <chakra.span srOnly>{` (${note})`}</chakra.span>
    </Link>
  );
}
