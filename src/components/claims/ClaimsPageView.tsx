import { Heading, SimpleGrid, Text } from "@chakra-ui/react";
import type { SiteData } from "../../hooks/useSite";
import { PageHero } from "../ui/PageHero";
import { SampleDataNotice } from "../ui/SampleDataNotice";
import { Section } from "../ui/Section";
import { StaticHtml } from "../ui/StaticHtml";
import { ClaimDeadlines } from "./ClaimDeadlines";
import type { ShownDeadlines } from "./claim-deadlines";
import { ClaimsHelp } from "./ClaimsHelp";
import { ClaimStepsCard } from "./ClaimStepsCard";
import { InsurerContactsCard } from "./InsurerContactsCard";

interface ClaimsPageViewProps {
  page: NonNullable<Queries.ClaimsPageQuery["claimsJson"]>;
  /** The insurer's and the brokerage's deadlines, their numbers read from the rules register. */
  deadlines: ShownDeadlines;
  insurers: NonNullable<Queries.ClaimsPageQuery["insurersJson"]>["insurers"];
  /** The brokerage's phone, and its wa.me link with the page's message. */
  channels: Pick<SiteData, "phone"> & { whatsappHref: string };
  support: string;
  /** Placeholder content is left: the numbers below are fictitious (src/content/go-live.ts). */
  sampleData?: boolean;
}

/**
 * The claims page: the insurers' 24 h numbers first (a client at the roadside needs one of them),
 * then what to do in each kind of claim, the deadlines that follow, and the brokerage's own channels. Nothing on it is
 * interactive: all of it stays server HTML in the browser, and every link works with no script.
 */
export function ClaimsPageView({
  page,
  deadlines,
  insurers,
  channels,
  support,
  sampleData = false,
}: ClaimsPageViewProps) {
  return (
    <StaticHtml>
      <PageHero id="claims-title" badge={`Assistência ${support}`} title={page.title} lead={page.lead} />
      <Section labelledBy="claims-insurers" bg="gray.50">
        <Heading as="h2" id="claims-insurers" size="xl" mb={4}>
          {page.insurers.title}
        </Heading>
        <Text fontSize="lg" maxW="3xl" mb={10}>
          {page.insurers.text}
        </Text>
        {sampleData && (
          <SampleDataNotice>
            as seguradoras e os telefones desta página são fictícios. Não ligue para eles: em uma emergência, use o
            número que está na sua apólice.
          </SampleDataNotice>
        )}
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} spacing={6}>
          {insurers.map((insurer) => (
            <InsurerContactsCard key={insurer.name} {...insurer} />
          ))}
        </SimpleGrid>
      </Section>
      <Section labelledBy="claims-steps">
        <Heading as="h2" id="claims-steps" size="xl" mb={10}>
          {page.steps.title}
        </Heading>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, lg: 3 }} spacing={6}>
          {page.steps.groups.map((group) => (
            <ClaimStepsCard key={group.title} {...group} documentsTitle={page.steps.documentsTitle} />
          ))}
        </SimpleGrid>
      </Section>
      <ClaimDeadlines id="claims-deadlines" deadlines={deadlines} />
      <ClaimsHelp id="claims-help" {...page.help} phone={channels.phone} whatsappHref={channels.whatsappHref} />
    </StaticHtml>
  );
}
