import * as React from "react";
import { FormControl, FormLabel, Input, type InputProps } from "@chakra-ui/react";
import { controlStyles, labelStyles } from "./field-styles";

interface TextFieldProps extends Omit<InputProps, "size"> {
  label: string;
  name: string;
  value: string;
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
}

/** A labelled single-line input; `isRequired` adds the native required check and the * mark. */
export function TextField({ label, isRequired, ...input }: TextFieldProps) {
  return (
    <FormControl isRequired={isRequired}>
      <FormLabel {...labelStyles}>{label}</FormLabel>
      <Input {...controlStyles} {...input} />
    </FormControl>
  );
}
