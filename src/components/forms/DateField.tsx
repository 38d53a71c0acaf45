import * as React from "react";
import { FormControl, FormErrorMessage, FormLabel, Input } from "@chakra-ui/react";
import { controlStyles, labelStyles } from "./field-styles";

interface DateFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  /** The browser refused the submission because of this field (required, or out of min…max). */
  onInvalid: () => void;
  isRequired?: boolean;
  /** The earliest and latest day ("YYYY-MM-DD"): the picker's range and the browser's own check. */
  min?: string;
  max?: string;
  /** Why the date is not accepted, in pt-BR; null when it is (or is still untouched). */
  error: string | null;
  inputRef?: React.Ref<HTMLInputElement>;
}

/** A labelled native date input; its error is tied to it (aria-describedby) and sets aria-invalid. */
export function DateField({ label, isRequired, error, inputRef, ...input }: DateFieldProps) {
  return (
    <FormControl isRequired={isRequired} isInvalid={error !== null}>
      <FormLabel {...labelStyles}>{label}</FormLabel>
      <Input {...controlStyles} ref={inputRef} type="date" autoComplete="off" {...input} />
      <FormErrorMessage mt={1.5} color="red.700">
        {error}
      </FormErrorMessage>
    </FormControl>
  );
}
