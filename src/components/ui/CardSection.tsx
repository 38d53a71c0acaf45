import * as React from "react";
import { Box, Heading } from "@chakra-ui/react";

interface CardSectionProps {
  /** id of its heading, which names the section. */
  id: string;
  title: string;
  children: React.ReactNode;
}

/** A card beside a form that is a section of its own: a small heading, then what it lists. */
export function CardSection({ id, title, children }: CardSectionProps) {
  return (
    <Box as="section" aria-labelledby={id} layerStyle="card" p={{ base: 6, md: 8 }}>
      <Heading as="h2" id={id} size="md" color="brand.800" mb={5}>
        {title}
      </Heading>
      {children}
    </Box>
  );
}
