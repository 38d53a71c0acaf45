import * as React from "react";
import { Box, Heading, Text } from "@chakra-ui/react";
import { StaticHtml } from "../ui/StaticHtml";

interface FormCardProps {
  id: string;
  title: string;
  text: string;
  children: React.ReactNode;
}

/** A form in a card, as a section named by its heading; only the form is hydrated. */
export function FormCard({ id, title, text, children }: FormCardProps) {
  return (
    <Box as="section" aria-labelledby={id} layerStyle="card" p={{ base: 5, md: 8 }}>
      <StaticHtml>
        <Heading as="h2" id={id} size="lg" color="brand.800" mb={2}>
          {title}
        </Heading>
        <Text color="gray.600" mb={6}>
          {text}
        </Text>
      </StaticHtml>
      {children}
    </Box>
  );
}
