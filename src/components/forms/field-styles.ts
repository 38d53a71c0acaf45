/** Shared look of the form controls: large touch targets and a border with 3:1 contrast. */
export const controlStyles = {
  size: "lg",
  bg: "white",
  borderColor: "gray.500",
  focusBorderColor: "brand.500",
  _hover: { borderColor: "gray.600" },
  _placeholder: { color: "gray.600", opacity: 1 },
} as const;

export const labelStyles = {
  fontWeight: 600,
  color: "gray.800",
  mb: 1.5,
} as const;
