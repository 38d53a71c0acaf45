import { graphql, type PageProps } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { AboutQuoteSection } from "../components/home/AboutQuoteSection";
import { ContactSection } from "../components/home/ContactSection";
import { HomeHero } from "../components/home/HomeHero";
import { PartnersSection } from "../components/home/PartnersSection";
import { PortfolioSection } from "../components/home/PortfolioSection";
import { Seo } from "../components/layout/Seo";
import { StaticHtml } from "../components/ui/StaticHtml";
import { useSite } from "../hooks/useSite";

export const query = graphql`
  query HomePage {
    homeJson {
      seo {
        title
        description
      }
      hero {
        eyebrow
        headline
        subline
        cta
        servicesLink
        imageAlt
      }
      about {
        title
        paragraphs
      }
      quoteForm {
        title
        text
      }
      portfolio {
        title
        intro
        groups {
          title
          cards {
            title
            slug
            description
            features
          }
        }
      }
      partners {
        title
        text
      }
      contact {
        title
        text
      }
    }
    heroImage: file(sourceInstanceName: { eq: "images" }, relativePath: { eq: "hero.jpg" }) {
      childImageSharp {
        gatsbyImageData(
          layout: FULL_WIDTH
          quality: 60
          formats: [AUTO, AVIF, WEBP]
          breakpoints: [390, 640, 828, 1080, 1366, 1920]
          placeholder: NONE
        )
      }
    }
    partnerLogos: allFile(filter: { sourceInstanceName: { eq: "images" }, relativeDirectory: { eq: "partners" } }) {
      nodes {
        base
        publicURL
      }
    }
  }
`;

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const site = useSite();
  const home = data.homeJson;
  if (!home) throw new Error("data/home.json is missing");
  const logoUrls = new Map(data.partnerLogos.nodes.map((node) => [node.base, node.publicURL ?? null]));
  const partners = site.partners.map((partner) => ({ name: partner.name, logoUrl: logoUrls.get(partner.logo) ?? null }));
  return (
    <>
      <Seo title={home.seo.title} description={home.seo.description} canonicalPath="/" brandless />
      <StaticHtml>
        <HomeHero {...home.hero} image={(data.heroImage?.childImageSharp?.gatsbyImageData as IGatsbyImageData | undefined) ?? null} />
      </StaticHtml>
      <AboutQuoteSection
        title={home.about.title}
        paragraphs={home.about.paragraphs}
        stats={site.stats}
        formTitle={home.quoteForm.title}
        formText={home.quoteForm.text}
      />
      <StaticHtml>
        <PortfolioSection {...home.portfolio} />
      </StaticHtml>
      <PartnersSection title={home.partners.title} text={home.partners.text} partners={partners} />
      <ContactSection
        title={home.contact.title}
        text={home.contact.text}
        hours={site.hours.home}
        answerTime={site.answerTimes.home}
        phone={site.phone}
        email={site.email}
      />
    </>
  );
}
