import * as React from "react";
import { chakra } from "@chakra-ui/react";

const NavAnchor = chakra("a", {
  baseStyle: {
    display: "inline-flex",
    alignItems: "center",
    h: 10,
    px: 3,
    borderRadius: "md",
    fontWeight: 600,
    color: "brand.900",
    _hover: { bg: "brand.50", textDecoration: "none" },
    _activeLink: { color: "brand.600", boxShadow: "inset 0 -2px 0 var(--chakra-colors-brand-600)" },
  },
});

/** A main-navigation link; the current page's link is marked with aria-current. */
export function NavItemLink({ to, current, children }: { to: string; current: boolean; children: React.ReactNode }) {
  return (
    <NavAnchor href={to} aria-current={current ? "page" : undefined}>
      {children}
    </NavAnchor>
  );
}
