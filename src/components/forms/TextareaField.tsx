import * as React from "react";
import { FormControl, FormErrorMessage, FormLabel, Textarea, type TextareaProps } from "@chakra-ui/react";
import { controlStyles, labelStyles } from "./field-styles";

interface TextareaFieldProps extends Omit<TextareaProps, "size"> {
  label: string;
  name: string;
  value: string;
  onChange: (event: React.ChangeEvent<HTMLTextAreaElement>) => void;
  /** The function's limit for the body field this textarea fills (MAX_LENGTHS), less what the form adds to it. */
  maxLength: number;
  /** Why the text cannot go as it is (pt-BR), tied to the field; null or absent when it can. */
  error?: string | null;
}

/** A labelled multi-line field. */
export function TextareaField({ label, isRequired, error = null, ...textarea }: TextareaFieldProps) {
  return (
    <FormControl isRequired={isRequired} isInvalid={error !== null}>
      <FormLabel {...labelStyles}>{label}</FormLabel>
      <Textarea {...controlStyles} size="lg" rows={5} resize="vertical" {...textarea} />
      {error !== null ? (
        <FormErrorMessage mt={1.5} color="red.700">
          {error}
        </FormErrorMessage>
      ) : null}
    </FormControl>
  );
}
