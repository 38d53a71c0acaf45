import * as React from "react";
import { Box, Heading, Text } from "@chakra-ui/react";

interface FormCardProps {
  id: string;
  title: string;
  text: string;
  children: React.ReactNode;
}

/** A form in a card, as a section named by its heading. */
export function FormCard({ id, title, text, children }: FormCardProps) {
  return (
    <Box as="section" aria-labelledby={id} layerStyle="card" p={{ base: 5, md: 8 }}>
      <Heading as="h2" id={id} size="lg" color="brand.800" mb={2}>
        {title}
      </Heading>
      <Text color="gray.600" mb={6}>
        {text}
      </Text>
      {children}
    </Box>
  );
}
