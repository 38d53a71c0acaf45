import { Text } from "@chakra-ui/react";
import { LinkCard } from "../components/ui/LinkCard";
import { LinkCardGroup } from "../components/ui/LinkCardGroup";
import { PageHero } from "../components/ui/PageHero";
import { StaticHtml } from "../components/ui/StaticHtml";
import { servicePath } from "../../supabase/functions/_shared/contract/routes";

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

/** /servicos: every service page, grouped as in the menu. Nothing on it is interactive: all of it stays server HTML. */
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
        <LinkCardGroup key={group.title} title={group.title}>
          {group.services.map((service) => (
            <LinkCard key={service.slug} href={servicePath(service.slug)} title={service.name}>
              <Text color="gray.600">{service.seo.description}</Text>
            </LinkCard>
          ))}
        </LinkCardGroup>
      ))}
    </StaticHtml>
  );
}
