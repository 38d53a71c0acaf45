import * as React from "react";
import { FormControl, FormErrorMessage, FormLabel, Select, type SelectProps } from "@chakra-ui/react";
import { controlStyles, labelStyles } from "./field-styles";

interface SelectFieldProps extends Omit<SelectProps, "size" | "children"> {
  label: string;
  name: string;
  value: string;
  onChange: (event: React.ChangeEvent<HTMLSelectElement>) => void;
  /** The first, empty choice; with `isRequired` the browser asks for a real one. */
  placeholder: string;
  options: readonly { value: string; label: string }[];
  /** Why the choice was refused (the function's 422 naming this field), in pt-BR. */
  error?: string | null;
}

/** A labelled native <select>. */
export function SelectField({ label, isRequired, options, error = null, ...select }: SelectFieldProps) {
  return (
    <FormControl isRequired={isRequired} isInvalid={error !== null}>
      <FormLabel {...labelStyles}>{label}</FormLabel>
      <Select {...controlStyles} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      {error !== null ? (
        <FormErrorMessage mt={1.5} color="red.700">
          {error}
        </FormErrorMessage>
      ) : null}
    </FormControl>
  );
}
