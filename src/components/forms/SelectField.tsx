import * as React from "react";
import { FormControl, FormLabel, Select, type SelectProps } from "@chakra-ui/react";
import { controlStyles, labelStyles } from "./field-styles";

interface SelectFieldProps extends Omit<SelectProps, "size" | "children"> {
  label: string;
  name: string;
  value: string;
  onChange: (event: React.ChangeEvent<HTMLSelectElement>) => void;
  /** The first, empty choice; with `isRequired` the browser asks for a real one. */
  placeholder: string;
  options: readonly { value: string; label: string }[];
}

/** A labelled native <select>. */
export function SelectField({ label, isRequired, options, ...select }: SelectFieldProps) {
  return (
    <FormControl isRequired={isRequired}>
      <FormLabel {...labelStyles}>{label}</FormLabel>
      <Select {...controlStyles} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FormControl>
  );
}
