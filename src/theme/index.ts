import { extendBaseTheme, defineStyleConfig, type ThemeConfig } from "@chakra-ui/react";
import {
  Alert as alertTheme,
  Badge as badgeTheme,
  Button as buttonTheme,
  Checkbox as checkboxTheme,
  CloseButton as closeButtonTheme,
  Container as containerTheme,
  Drawer as drawerTheme,
  FormError as formErrorTheme,
  FormLabel as formLabelTheme,
  Form as formTheme,
  Heading as headingTheme,
  Input as inputTheme,
  Link as linkTheme,
  List as listTheme,
  Modal as modalTheme,
  Select as selectTheme,
  Spinner as spinnerTheme,
  Textarea as textareaTheme,
} from "@chakra-ui/theme/components";

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

// "Inter Fallback" (theme/fonts.ts) is a system font sized to Inter, shown until Inter loads.
const fontStack = `"Inter", "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif`;
const fonts = { heading: fontStack, body: fontStack };

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

// Visible focus on every control, by keyboard; mouse clicks don't draw the ring.
const focusRing = "0 0 0 3px var(--chakra-colors-accent-300)";

export const theme = extendBaseTheme({
  config,
  colors,
  fonts,
  shadows: { outline: focusRing },
  styles: {
    global: {
      "html, body": { color: "gray.800", bg: "white", lineHeight: "tall" },
      "*:focus-visible": { outline: "3px solid", outlineColor: "accent.500", outlineOffset: "2px" },
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
    Checkbox: checkboxTheme,
    CloseButton: closeButtonTheme,
    Container: containerTheme,
    Drawer: drawerTheme,
    Form: formTheme,
    FormError: formErrorTheme,
    FormLabel: formLabelTheme,
    Heading,
    Input: inputTheme,
    Link,
    List: listTheme,
    Modal: modalTheme,
    Select: selectTheme,
    Spinner: spinnerTheme,
    Textarea: textareaTheme,
  },
});
