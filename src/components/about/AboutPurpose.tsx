import { Box, Heading, Icon } from "@chakra-ui/react";
import type { LucideIcon } from "lucide-react";
import { Paragraphs } from "../ui/Paragraphs";

interface AboutPurposeProps {
  id: string;
  title: string;
  paragraphs: readonly string[];
  icon: LucideIcon;
}

/** Mission or vision: a card that is a section of its own. */
export function AboutPurpose({ id, title, paragraphs, icon }: AboutPurposeProps) {
  return (
    <Box
      as="section"
      aria-labelledby={id}
      layerStyle="card"
      p={{ base: 6, md: 8 }}
      borderTopWidth="4px"
      borderTopColor="brand.600"
    >
      <Icon as={icon} boxSize={9} color="brand.600" mb={4} aria-hidden="true" />
      <Heading as="h2" id={id} size="lg" color="brand.800" mb={3}>
        {title}
      </Heading>
      <Paragraphs paragraphs={paragraphs} />
    </Box>
  );
}
