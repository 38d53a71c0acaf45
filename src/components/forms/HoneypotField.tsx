import * as React from "react";
import { Box } from "@chakra-ui/react";

interface HoneypotFieldProps {
  name: string;
  value: string;
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
}

/**
 * A field people never see or reach by keyboard; bots that fill every input give themselves away.
 * Filling it flags the lead as possible spam, it does not drop it; still, nothing should fill it
 * for a person: no autocomplete, a name autofill does not know, and the opt-out attributes of the
 * common password managers (1Password, LastPass, Bitwarden, Dashlane).
 */
export function HoneypotField({ name, value, onChange }: HoneypotFieldProps) {
  const id = React.useId();
  return (
    <Box aria-hidden="true" position="absolute" left="-10000px" top="auto" w="1px" h="1px" overflow="hidden">
      <label htmlFor={id}>Deixe este campo em branco</label>
      <input
        id={id}
        type="text"
        name={name}
        value={value}
        onChange={onChange}
        tabIndex={-1}
        autoComplete="off"
        data-1p-ignore=""
        data-lpignore="true"
        data-bwignore=""
        data-form-type="other"
      />
    </Box>
  );
}
