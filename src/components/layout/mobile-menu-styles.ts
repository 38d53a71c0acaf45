/** One row of the mobile menu: a large touch target, shared by its links and its services toggle. */
export const mobileMenuItemStyle = {
  display: "flex",
  alignItems: "center",
  w: "full",
  minH: 12,
  px: 3,
  fontWeight: 600,
  fontSize: "lg",
  color: "brand.900",
  borderRadius: "md",
  _hover: { bg: "brand.50", textDecoration: "none" },
} as const;

/** The chevron of a disclosure button (services menus); it points up while the panel is open. */
export const DISCLOSURE_CHEVRON_CLASS = "disclosure-chevron";
export const disclosureChevronStyle = {
  [`& .${DISCLOSURE_CHEVRON_CLASS}`]: { transition: "transform 0.2s" },
  [`&[aria-expanded="true"] .${DISCLOSURE_CHEVRON_CLASS}`]: { transform: "rotate(180deg)" },
  "@media (prefers-reduced-motion: reduce)": { [`& .${DISCLOSURE_CHEVRON_CLASS}`]: { transition: "none" } },
} as const;
