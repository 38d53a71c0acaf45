import * as React from "react";
import { FormControl, FormLabel, Textarea, type TextareaProps } from "@chakra-ui/react";
import { controlStyles, labelStyles } from "./field-styles";

interface TextareaFieldProps extends Omit<TextareaProps, "size"> {
  label: string;
  name: string;
  value: string;
  onChange: (event: React.ChangeEvent<HTMLTextAreaElement>) => void;
  /** The function's limit for the body field this textarea fills (MAX_LENGTHS). */
  maxLength: number;
}

/** A labelled multi-line field. */
export function TextareaField({ label, isRequired, ...textarea }: TextareaFieldProps) {
  return (
    <FormControl isRequired={isRequired}>
      <FormLabel {...labelStyles}>{label}</FormLabel>
      <Textarea {...controlStyles} size="lg" rows={5} resize="vertical" {...textarea} />
    </FormControl>
  );
}
