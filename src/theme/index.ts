import { defineStyleConfig, type ThemeConfig } from "@chakra-ui/react";
import { foundations } from "@chakra-ui/theme/foundations";
import { semanticTokens } from "@chakra-ui/theme/semantic-tokens";
import { styles as baseStyles } from "@chakra-ui/theme/styles";
import {
  Alert as alertTheme,
  Badge as badgeTheme,
  Button as buttonTheme,
  CloseButton as closeButtonTheme,
  Container as containerTheme,
  FormError as formErrorTheme,
  FormLabel as formLabelTheme,
  Form as formTheme,
  Heading as headingTheme,
  Input as inputTheme,
  Link as linkTheme,
  List as listTheme,
  Select as selectTheme,
  Spinner as spinnerTheme,
  Textarea as textareaTheme,
} from "@chakra-ui/theme/components";
import { FONT_STACK } from "./fonts";
import { LINE_ICON_ATTRIBUTE, LINE_ICON_STYLES } from "./line-icons";

// Light mode only: the brand palette is designed and contrast-checked for it.
const config: ThemeConfig = { initialColorMode: "light", useSystemColorMode: false };

const colors = {
  brand: {
    50: "#F2F6FC",
    100: "#DCE6F5",
    200: "#B7CBEA",
    300: "#87A7D8",
    400: "#5781C2",
    500: "#2F5FA8",
    600: "#1E4A8C",
    700: "#173A6E",
    800: "#112B52",
    900: "#0B1D38",
  },
  // Warm accent reserved for calls to action; 600 on white text is 5.2:1.
  accent: {
    50: "#FFF4ED",
    100: "#FFE4D1",
    200: "#FEC6A1",
    300: "#FDA06B",
    400: "#F97332",
    500: "#EA580C",
    600: "#C2410C",
    700: "#9A3412",
    800: "#7C2D12",
    900: "#5A200C",
  },
  // Messaging-app green, darkened so white text passes AA (5.6:1 at 600).
  whatsapp: {
    500: "#128C4A",
    600: "#0E7A3F",
    700: "#0A6232",
  },
  warning: {
    50: "#FFFAEB",
    300: "#FCD980",
    600: "#B45309",
    700: "#92400E",
  },
};

// A system font sized to Inter; Inter takes the lead once it is in the cache (theme/fonts.ts).
const fonts = { heading: FONT_STACK, body: FONT_STACK };

const Button = defineStyleConfig({
  ...buttonTheme,
  baseStyle: { ...buttonTheme.baseStyle, fontWeight: 700, borderRadius: "lg" },
  variants: {
    ...buttonTheme.variants,
    cta: {
      bg: "accent.600",
      color: "white",
      textTransform: "none",
      boxShadow: "0 6px 16px rgba(194, 65, 12, 0.28)",
      _hover: { bg: "accent.700", textDecoration: "none", _disabled: { bg: "accent.600" } },
      _active: { bg: "accent.800" },
    },
    primary: {
      bg: "brand.700",
      color: "white",
      _hover: { bg: "brand.800", textDecoration: "none", _disabled: { bg: "brand.700" } },
      _active: { bg: "brand.900" },
    },
    whatsapp: {
      bg: "whatsapp.600",
      color: "white",
      _hover: { bg: "whatsapp.700", textDecoration: "none" },
    },
  },
  defaultProps: { ...buttonTheme.defaultProps, colorScheme: "brand" },
});

const Badge = defineStyleConfig({
  ...badgeTheme,
  variants: {
    ...badgeTheme.variants,
    hero: {
      bg: "whiteAlpha.200",
      color: "white",
      px: 3,
      py: 1,
      borderRadius: "full",
      textTransform: "none",
      fontSize: "sm",
      fontWeight: 600,
      letterSpacing: "wide",
    },
  },
});

const Heading = defineStyleConfig({
  ...headingTheme,
  baseStyle: { ...headingTheme.baseStyle, color: "inherit", fontWeight: 700, letterSpacing: "-0.01em" },
});

const Link = defineStyleConfig({
  ...linkTheme,
  baseStyle: { ...linkTheme.baseStyle, color: "inherit" },
});

/**
 * Chakra's own palettes the site uses: gray and the alpha scales, green and red (the success and
 * error notices, invalid fields). Every palette becomes ten CSS variables in every page's head,
 * so the others are left out.
 */
const CHAKRA_PALETTES_IN_USE = [
  "transparent",
  "current",
  "black",
  "white",
  "whiteAlpha",
  "blackAlpha",
  "gray",
  "red",
  "green",
] as const;

function pick<T extends object, K extends keyof T>(object: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, object[key]])) as Pick<T, K>;
}

// Light mode only (config): Chakra's semantic colors as their light values, so every page's head
// carries no dark-mode variables and no color-mode selectors.
const lightSemanticTokens = {
  colors: Object.fromEntries(Object.entries(semanticTokens.colors).map(([name, value]) => [name, value._light])),
};

// Visible focus on every control, by keyboard; mouse clicks don't draw the ring.
const focusRing = "0 0 0 3px var(--chakra-colors-accent-300)";

/**
 * Chakra's base theme (its tokens and global styles, no component styles) with the site's tokens
 * and only the component styles it uses. Assembled from the theme package's parts with plain
 * spreads: extendBaseTheme deep-merges every token (a long task in the browser at start-up), and
 * the package's main entry brings the styles of every Chakra component along.
 */
export const theme = {
  ...foundations,
  semanticTokens: lightSemanticTokens,
  direction: "ltr",
  config: { cssVarPrefix: "chakra", ...config },
  colors: { ...pick(foundations.colors, CHAKRA_PALETTES_IN_USE), ...colors },
  fonts: { ...foundations.fonts, ...fonts },
  shadows: { ...foundations.shadows, outline: focusRing },
  styles: {
    global: {
      // Typed as a style function or object; Chakra's base global styles are a plain object.
      ...(baseStyles.global as Record<string, object>),
      "html, body": { color: "gray.800", bg: "white", lineHeight: "tall" },
      "*:focus-visible": { outline: "3px solid", outlineColor: "accent.500", outlineOffset: "2px" },
      // The page behind the open mobile menu does not scroll: a popover, or a modal dialog where
      // popovers are missing (two rules: a browser that does not know :popover-open drops its rule).
      "html:has(dialog:popover-open)": { overflow: "hidden" },
      "html:has(dialog[open])": { overflow: "hidden" },
      // Line icons whose drawing attributes the build folded into one mark (src/postbuild/svg-attributes.ts).
      [`svg[${LINE_ICON_ATTRIBUTE}]`]: LINE_ICON_STYLES,
    },
  },
  layerStyles: {
    card: {
      bg: "white",
      borderRadius: "xl",
      borderWidth: "1px",
      borderColor: "gray.100",
      boxShadow: "0 10px 30px -12px rgba(11, 29, 56, 0.18)",
    },
  },
  components: {
    Alert: alertTheme,
    Badge,
    Button,
    CloseButton: closeButtonTheme,
    Container: containerTheme,
    Form: formTheme,
    FormError: formErrorTheme,
    FormLabel: formLabelTheme,
    Heading,
    Input: inputTheme,
    Link,
    List: listTheme,
    Select: selectTheme,
    Spinner: spinnerTheme,
    Textarea: textareaTheme,
  },
};
