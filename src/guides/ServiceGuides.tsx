import { chakra, Heading } from "@chakra-ui/react";
import { Section } from "../components/ui/Section";
import { guidesForService, type GuideSummary } from "./guides";
import { guidePath } from "../../supabase/functions/_shared/contract/routes";

interface ServiceGuidesProps {
  /** The service: its slug (the guides name it among their products) and listing name ("Seguro Auto"). */
  service: { slug: string; name: string };
  /** Every guide; the service's are chosen here (guidesForService). */
  guides: readonly GuideSummary[];
}

export const SERVICE_GUIDES_ID = "service-guides";

/**
 * "Guias sobre …": the guides about a service (at most three, chosen by guidesForService), or nothing.
 * Their titles as links, no cards, icons or summaries: the service page must still fit the first round trip.
 */
export function ServiceGuides({ service, guides: all }: ServiceGuidesProps) {
  const guides = guidesForService(service.slug, all);
  if (guides.length === 0) return null;
  return (
    <Section labelledBy={SERVICE_GUIDES_ID} py={{ base: 8, md: 10 }}>
      <Heading as="h2" id={SERVICE_GUIDES_ID} size="lg" mb={4}>
        {`Guias sobre ${service.name}`}
      </Heading>
      <chakra.ul listStyleType="none">
        {guides.map((guide) => (
          <chakra.li key={guide.slug} mb={4}>
            <Heading as="h3" size="md">
              <chakra.a href={guidePath(guide.slug)} color="brand.700" textDecoration="underline">
                {guide.title}
              </chakra.a>
            </Heading>
          </chakra.li>
        ))}
      </chakra.ul>
    </Section>
  );
}
