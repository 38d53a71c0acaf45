import { Container, SimpleGrid } from "@chakra-ui/react";
import { Eye, Target } from "lucide-react";
import { CtaBanner } from "../ui/CtaBanner";
import { PageHero } from "../ui/PageHero";
import { AboutHistory } from "./AboutHistory";
import { AboutPurpose } from "./AboutPurpose";
import { AboutStats } from "./AboutStats";
import { AboutValues } from "./AboutValues";
import type { SiteData } from "../../hooks/useSite";
import { StaticHtml } from "../ui/StaticHtml";
import { ROUTES } from "../../lib/routes";

interface AboutPageViewProps {
  page: NonNullable<Queries.AboutPageQuery["aboutJson"]>;
  stats: SiteData["stats"];
  foundingYear: number;
  familyManagementSince: number;
  years: string;
}

/** Nothing on this page is interactive: all of it stays server HTML in the browser. */
export function AboutPageView({ page, stats, foundingYear, familyManagementSince, years }: AboutPageViewProps) {
  return (
    <StaticHtml>
      <PageHero id="about-title" badge={`Desde ${foundingYear}`} title={page.title} lead={page.lead} />
      <AboutHistory
        {...page.history}
        foundingYear={foundingYear}
        familyManagementSince={familyManagementSince}
        years={years}
      />
      {/* Mission and vision are sections of their own; this wrapper only lays them out. */}
      <Container maxW="container.xl" pb={{ base: 12, md: 16 }}>
        <SimpleGrid columns={{ base: 1, md: 2 }} spacing={8}>
          <AboutPurpose id="about-mission" icon={Target} {...page.mission} />
          <AboutPurpose id="about-vision" icon={Eye} {...page.vision} />
        </SimpleGrid>
      </Container>
      <AboutValues {...page.values} />
      <AboutStats title={page.stats.title} stats={stats} />
      <CtaBanner id="about-closing" title={page.closing.title} text={page.closing.text} label={page.closing.cta} to={ROUTES.quote} />
    </StaticHtml>
  );
}
