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
