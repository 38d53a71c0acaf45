import type * as React from "react";
import { Heading, SimpleGrid } from "@chakra-ui/react";
import { Section } from "./Section";

/** The id of a group's heading, from its title: "Seguros para você" → "grupo-seguros-para-voce". */
export const groupId = (title: string): string =>
  `grupo-${title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")}`;

/** One group of an index's cards (LinkCard), as the menu groups the services: a section named by its heading. */
export function LinkCardGroup({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Section labelledBy={groupId(title)} py={{ base: 10, md: 12 }}>
      <Heading as="h2" id={groupId(title)} size="lg" mb={6}>
        {title}
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} spacing={6}>
        {children}
      </SimpleGrid>
    </Section>
  );
}
