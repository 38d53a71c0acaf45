import { Heading, Icon, LinkBox, LinkOverlay, SimpleGrid, Text } from "@chakra-ui/react";
import { ArrowRight } from "lucide-react";
import { PageHero } from "../ui/PageHero";
import { Section } from "../ui/Section";
import { StaticHtml } from "../ui/StaticHtml";
import { servicePath } from "../../../supabase/functions/_shared/contract/routes";

interface ServiceSummary {
  slug: string;
  name: string;
  group: string;
  seo: { description: string };
}

interface ServicesIndexViewProps {
  services: readonly ServiceSummary[];
  /** Group titles in menu order. */
  groupOrder: readonly string[];
}

export const groupId = (title: string): string =>
  `grupo-${title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")}`;

/** /servicos: every service page, grouped as in the menu. */
/** Nothing on this page is interactive: all of it stays server HTML in the browser. */
export function ServicesIndexView({ services, groupOrder }: ServicesIndexViewProps) {
  const groups = groupOrder
    .map((title) => ({ title, services: services.filter((service) => service.group === title) }))
    .filter((group) => group.services.length > 0);
  return (
    <StaticHtml>
      <PageHero
        id="services-title"
        title="Produtos e Serviços"
        lead="Seguros, saúde, previdência e soluções financeiras para você, sua família e sua empresa. Escolha um serviço para ver os detalhes."
      />
      {groups.map((group) => (
        <Section key={group.title} labelledBy={groupId(group.title)} py={{ base: 10, md: 12 }}>
          <Heading as="h2" id={groupId(group.title)} size="lg" mb={6}>
            {group.title}
          </Heading>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} spacing={6}>
            {group.services.map((service) => (
              <LinkBox as="li" key={service.slug} layerStyle="card" p={6} _hover={{ borderColor: "brand.200" }}>
                <Heading as="h3" size="md" mb={2}>
                  <LinkOverlay href={servicePath(service.slug)} display="flex" alignItems="center" gap={2}>
                    {service.name}
                    <Icon as={ArrowRight} boxSize={4} aria-hidden="true" />
                  </LinkOverlay>
                </Heading>
                <Text color="gray.600">{service.seo.description}</Text>
              </LinkBox>
            ))}
          </SimpleGrid>
        </Section>
      ))}
    </StaticHtml>
  );
}
