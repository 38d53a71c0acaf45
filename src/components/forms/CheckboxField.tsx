import * as React from "react";
import { chakra } from "@chakra-ui/react";

interface CheckboxFieldProps {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: React.ReactNode;
}

/**
 * A native checkbox with its label beside it, in the brand colour: the browser's own states,
 * keyboard and focus handling, and valid HTML (Chakra's Checkbox puts aria-checked on the input).
 */
export function CheckboxField({ name, checked, onChange, children }: CheckboxFieldProps) {
  return (
    <chakra.label display="flex" alignItems="flex-start" gap={3} fontSize="lg" cursor="pointer">
      <chakra.input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        flexShrink={0}
        boxSize={5}
        mt={1}
        cursor="pointer"
        sx={{ accentColor: "var(--chakra-colors-brand-600)" }}
      />
      <span>{children}</span>
    </chakra.label>
  );
}
