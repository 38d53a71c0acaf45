import * as React from "react";
import { FormControl, FormErrorMessage, FormHelperText, FormLabel, Input, Select } from "@chakra-ui/react";
import type { QuoteQuestion } from "../../../supabase/functions/_shared/contract/quote-questions";
import { controlStyles, labelStyles } from "./field-styles";
import { questionInputProps } from "./question-inputs";

interface QuestionFieldProps {
  question: QuoteQuestion;
  name: string;
  value: string;
  onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  onBlur: () => void;
  /** Why the answer is not accepted, in pt-BR; null when it is (or is still untouched). */
  error: string | null;
  /** Today in São Paulo, for the date pickers' range. */
  today: string;
}

/**
 * One optional quote question: a native select for a choice, a native input otherwise. Its help and
 * its error are tied to it (aria-describedby), and the error also sets aria-invalid.
 */
export function QuestionField({ question, name, value, onChange, onBlur, error, today }: QuestionFieldProps) {
  const control =
    question.format === "escolha" ? (
      <Select {...controlStyles} name={name} value={value} onChange={onChange} onBlur={onBlur} placeholder="Selecione">
        {(question.options ?? []).map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </Select>
    ) : (
      <Input
        {...controlStyles}
        {...questionInputProps(question, today)}
        name={name}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
      />
    );
  return (
    <FormControl isInvalid={error !== null}>
      <FormLabel {...labelStyles}>{question.label}</FormLabel>
      {control}
      {question.help ? (
        <FormHelperText color="gray.600" mt={1.5}>
          {question.help}
        </FormHelperText>
      ) : null}
      <FormErrorMessage mt={1.5} color="red.700">
        {error}
      </FormErrorMessage>
    </FormControl>
  );
}
