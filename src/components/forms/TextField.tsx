import * as React from "react";
import { FormControl, FormErrorMessage, FormLabel, Input, type InputProps } from "@chakra-ui/react";
import { EMAIL_PATTERN_SOURCE, PHONE_PATTERN_SOURCE } from "../../lib/leads";
import { controlStyles, labelStyles } from "./field-styles";

interface TextFieldProps extends Omit<InputProps, "size" | "pattern"> {
  label: string;
  name: string;
  value: string;
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
  /** The function's limit for the body field this input fills (MAX_LENGTHS). */
  maxLength: number;
  /** Why the value was refused (the function's 422 naming this field), in pt-BR; tied to the input. */
  error?: string | null;
}

/** The function's own pattern for each input type that has one (the forms' phone and e-mail inputs). */
const PATTERNS: Partial<Record<string, string>> = { email: EMAIL_PATTERN_SOURCE, tel: PHONE_PATTERN_SOURCE };

/**
 * A labelled single-line input; `isRequired` adds the native required check and the * mark. An
 * e-mail or phone input also gets the function's own pattern, so the browser refuses what the
 * function would (natively, with the browser's message: SPEC §5 has no custom ones).
 */
export function TextField({ label, isRequired, error = null, ...input }: TextFieldProps) {
  return (
    <FormControl isRequired={isRequired} isInvalid={error !== null}>
      <FormLabel {...labelStyles}>{label}</FormLabel>
      <Input {...controlStyles} pattern={PATTERNS[input.type ?? ""]} {...input} />
      {error !== null ? (
        <FormErrorMessage mt={1.5} color="red.700">
          {error}
        </FormErrorMessage>
      ) : null}
    </FormControl>
  );
}
