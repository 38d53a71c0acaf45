import { Box, Heading, Text } from "@chakra-ui/react";
import { ContactForm } from "../forms/ContactForm";

interface ContactFormSectionProps {
  title: string;
  text: string;
}

export function ContactFormSection({ title, text }: ContactFormSectionProps) {
  return (
    <Box as="section" aria-labelledby="contact-form-title" layerStyle="card" p={{ base: 5, md: 8 }}>
      <Heading as="h2" id="contact-form-title" size="lg" color="brand.800" mb={2}>
        {title}
      </Heading>
      <Text color="gray.600" mb={6}>
        {text} Os campos marcados com * são obrigatórios.
      </Text>
      <ContactForm />
    </Box>
  );
}
