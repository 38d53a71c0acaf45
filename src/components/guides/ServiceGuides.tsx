import { Heading, Icon, LinkBox, LinkOverlay, SimpleGrid, Text } from "@chakra-ui/react";
import { BookOpen } from "lucide-react";
import { Section } from "../ui/Section";
import { guidePath } from "../../lib/routes";

interface ServiceGuidesProps {
  /** The service's listing name ("Seguro Auto"). */
  name: string;
  guides: readonly { slug: string; title: string; description: string }[];
}

export const SERVICE_GUIDES_ID = "service-guides";

/** "Guias sobre …": the guides about a service (at most three, chosen by guidesForService), or nothing. */
export function ServiceGuides({ name, guides }: ServiceGuidesProps) {
  if (guides.length === 0) return null;
  return (
    <Section labelledBy={SERVICE_GUIDES_ID} py={{ base: 10, md: 12 }}>
      <Heading as="h2" id={SERVICE_GUIDES_ID} size="lg" mb={6}>
        {`Guias sobre ${name}`}
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: Math.min(guides.length, 3) }} spacing={6}>
        {guides.map((guide) => (
          <LinkBox as="li" key={guide.slug} layerStyle="card" p={6} _hover={{ borderColor: "brand.200" }}>
            <Icon as={BookOpen} boxSize={6} color="brand.600" mb={3} aria-hidden="true" />
            <Heading as="h3" size="md" mb={2}>
              <LinkOverlay href={guidePath(guide.slug)}>{guide.title}</LinkOverlay>
            </Heading>
            <Text color="gray.600">{guide.description}</Text>
          </LinkBox>
        ))}
      </SimpleGrid>
    </Section>
  );
}
