import type * as React from "react";
import { chakra, useFormControl } from "@chakra-ui/react";

/**
 * The simulators' input: a native control with the site's input look, in one small style
 * (Chakra's Input brings its whole theme's rules into the page's first round trip,
 * where a service page with a simulator has little room). Inside a FormControl, it takes its
 * label, its error as its description and aria-invalid (useFormControl).
 */
const CONTROL = {
  w: "100%",
  h: 12,
  px: 4,
  fontSize: "lg",
  bg: "white",
  borderWidth: "1px",
  borderColor: "gray.500",
  borderRadius: "md",
  _focusVisible: { outline: "2px solid", outlineColor: "brand.500", outlineOffset: "1px" },
  _invalid: { borderColor: "red.600", boxShadow: "0 0 0 1px var(--chakra-colors-red-600)" },
} as const;

type InputProps = Omit<React.ComponentProps<"input">, "color" | "height" | "width" | "size">;

export function SimulatorInput(props: InputProps) {
  return (
    <chakra.input
      type="text"
      autoComplete="off"
      maxLength={20}
      {...CONTROL}
      {...useFormControl<HTMLInputElement>(props)}
    />
  );
}
