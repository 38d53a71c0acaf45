import { Box, Heading, chakra } from "@chakra-ui/react";
import type { GuideHeading } from "./guides";

export const TOC_TITLE_ID = "neste-guia";

/** The guide's sections as links to their anchors. */
export function GuideToc({ sections }: { sections: readonly GuideHeading[] }) {
  return (
    <Box as="nav" aria-labelledby={TOC_TITLE_ID} bg="gray.50" borderRadius="lg" p={5} mb={10}>
      <Heading as="h2" id={TOC_TITLE_ID} size="sm" mb={3} color="brand.900">
        Neste guia
      </Heading>
      {/* A plain list: sections often number themselves ("1. No local do acidente"). */}
      <chakra.ul listStyleType="none">
        {sections.map((section) => (
          <chakra.li key={section.id} py={1}>
            <chakra.a href={`#${section.id}`} color="brand.700" textDecoration="underline">
              {section.text}
            </chakra.a>
          </chakra.li>
        ))}
      </chakra.ul>
    </Box>
  );
}
