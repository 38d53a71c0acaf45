/** The chevron of a disclosure button (the services menus, desktop and mobile); it points up while the panel is open. */
export const DISCLOSURE_CHEVRON_CLASS = "disclosure-chevron";
export const disclosureChevronStyle = {
  [`& .${DISCLOSURE_CHEVRON_CLASS}`]: { transition: "transform 0.2s" },
  [`&[aria-expanded="true"] .${DISCLOSURE_CHEVRON_CLASS}`]: { transform: "rotate(180deg)" },
  "@media (prefers-reduced-motion: reduce)": { [`& .${DISCLOSURE_CHEVRON_CLASS}`]: { transition: "none" } },
} as const;
