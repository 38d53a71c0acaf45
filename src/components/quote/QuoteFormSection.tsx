import { Box, Heading, Text } from "@chakra-ui/react";
import { FullQuoteForm } from "../forms/FullQuoteForm";

interface QuoteFormSectionProps {
  title: string;
  text: string;
}

export function QuoteFormSection({ title, text }: QuoteFormSectionProps) {
  return (
    <Box as="section" aria-labelledby="quote-form-title" layerStyle="card" p={{ base: 5, md: 8 }}>
      <Heading as="h2" id="quote-form-title" size="lg" color="brand.800" mb={2}>
        {title}
      </Heading>
      <Text color="gray.600" mb={6}>
        {text}
      </Text>
      <FullQuoteForm />
    </Box>
  );
}
