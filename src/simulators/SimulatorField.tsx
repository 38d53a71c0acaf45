import * as React from "react";
import { FormControl, FormErrorMessage, FormLabel } from "@chakra-ui/react";
import { labelStyles } from "../components/forms/field-styles";
import { SimulatorInput } from "./SimulatorControl";

interface SimulatorFieldProps {
  /** The label with its unit, e.g. "Carta de crédito (R$)". */
  label: string;
  name: string;
  value: string;
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
  /** Writes the number back as Brazilians do once the visitor leaves the field. */
  onBlur: () => void;
  /** Why the value is not accepted, in pt-BR; null when it is. */
  error: string | null;
  /** Whole numbers only (months, years): a numeric keyboard without a decimal key. */
  whole?: boolean;
}

/** One simulator input: a text field, so "80.000,00" is typed as Brazilians write it; its error is tied to it. */
export function SimulatorField({ label, error, whole = false, ...input }: SimulatorFieldProps) {
  return (
    <FormControl isInvalid={error !== null}>
      <FormLabel {...labelStyles}>{label}</FormLabel>
      <SimulatorInput inputMode={whole ? "numeric" : "decimal"} {...input} />
      <FormErrorMessage mt={1.5} color="red.700">
        {error}
      </FormErrorMessage>
    </FormControl>
  );
}
