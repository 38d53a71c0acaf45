import { Box, SimpleGrid, Text, chakra } from "@chakra-ui/react";
import type { ProductQuestions } from "../../supabase/functions/_shared/contract/quote-questions";
import { FormField, type FieldBinding } from "../components/forms/FormField";
import { questionField } from "./question-inputs";

interface QuoteQuestionsFieldsetProps {
  /** The chosen tipoSeguro value. */
  product: string;
  group: ProductQuestions;
  /** Why answering helps (data/quote-questions.json). */
  hint: string;
  /** The form's binding of one answer's field. */
  bind: (id: string) => FieldBinding;
  onBlur: (id: string) => void;
  /** The error to show at each question, by id. */
  errors: Readonly<Record<string, string>>;
  today: string;
}

/** The chosen product's questions, all optional, in a fieldset of their own named by its legend. */
export function QuoteQuestionsFieldset({
  product,
  group,
  hint,
  bind,
  onBlur,
  errors,
  today,
}: QuoteQuestionsFieldsetProps) {
  return (
    <Box
      as="fieldset"
      data-questions={product}
      borderWidth="1px"
      borderColor="gray.300"
      borderRadius="md"
      px={{ base: 4, md: 5 }}
      pt={2}
      pb={{ base: 4, md: 5 }}
      minW={0}
    >
      <chakra.legend px={2} fontWeight={700} fontSize="lg" color="brand.800">
        {group.legend}
      </chakra.legend>
      <Text color="gray.600" mb={4}>
        {hint}
      </Text>
      <SimpleGrid minChildWidth="220px" spacingX={5} spacingY={4}>
        {group.questions.map((question) => (
          <FormField
            key={question.id}
            field={questionField(product, question, today)}
            {...bind(question.id)}
            onBlur={() => onBlur(question.id)}
            error={errors[question.id] ?? null}
          />
        ))}
      </SimpleGrid>
    </Box>
  );
}
