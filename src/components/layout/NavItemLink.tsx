import { Link as GatsbyLink } from "gatsby";
import { chakra } from "@chakra-ui/react";

/** A main-navigation link; the current page is marked with aria-current by Gatsby. */
export const NavItemLink = chakra(GatsbyLink, {
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
