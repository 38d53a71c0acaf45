import { Container, SimpleGrid } from "@chakra-ui/react";
import { Eye, Target } from "lucide-react";
import { CtaBanner } from "../ui/CtaBanner";
import { PageHero } from "../ui/PageHero";
import { AboutDisclosures } from "./AboutDisclosures";
import { AboutHistory } from "./AboutHistory";
import { AboutLegalData } from "./AboutLegalData";
import { AboutPurpose } from "./AboutPurpose";
import { AboutStats } from "./AboutStats";
import { AboutValues } from "./AboutValues";
import type { SiteData } from "../../hooks/useSite";
import { StaticHtml } from "../ui/StaticHtml";
import { ROUTES } from "../../../supabase/functions/_shared/contract/routes";
import type { ShownDisclosures } from "./disclosures";

interface AboutPageViewProps {
  page: NonNullable<Queries.AboutPageQuery["aboutJson"]>;
  site: Pick<
    SiteData,
    "stats" | "foundingYear" | "familyManagementSince" | "claims" | "legal" | "city" | "state" | "email"
  >;
  /** What the brokerage discloses before a sale (Res. CNSP 382/2020), with the rule it comes from. */
  disclosures: ShownDisclosures;
}

/** Nothing on this page is interactive: all of it stays server HTML in the browser. */
export function AboutPageView({ page, site, disclosures }: AboutPageViewProps) {
  const { foundingYear } = site;
  return (
    <StaticHtml>
      <PageHero id="about-title" badge={`Desde ${foundingYear}`} title={page.title} lead={page.lead} />
      <AboutHistory
        {...page.history}
        foundingYear={foundingYear}
        familyManagementSince={site.familyManagementSince}
        years={site.claims.years}
      />
      {/* Mission and vision are sections of their own; this wrapper only lays them out. */}
      <Container maxW="container.xl" pb={{ base: 12, md: 16 }}>
        <SimpleGrid columns={{ base: 1, md: 2 }} spacing={8}>
          <AboutPurpose id="about-mission" icon={Target} {...page.mission} />
          <AboutPurpose id="about-vision" icon={Eye} {...page.vision} />
        </SimpleGrid>
      </Container>
      <AboutValues {...page.values} />
      <AboutStats title={page.stats.title} stats={site.stats} />
      {/* The disclosures and the legal data are sections of their own; this wrapper only lays them out. */}
      <Container maxW="container.xl" pt={{ base: 12, md: 16 }}>
        <SimpleGrid columns={{ base: 1, lg: 2 }} spacing={8} alignItems="start">
          <AboutDisclosures id="about-disclosures" disclosures={disclosures} />
          <AboutLegalData
            id="about-legal"
            title={page.legal.title}
            legal={site.legal}
            city={site.city}
            state={site.state}
            email={site.email}
          />
        </SimpleGrid>
      </Container>
      <CtaBanner
        id="about-closing"
        title={page.closing.title}
        text={page.closing.text}
        label={page.closing.cta}
        to={ROUTES.quote}
      />
    </StaticHtml>
  );
}
