import { graphql, type PageProps } from "gatsby";
import { AboutQuoteSection } from "../components/home/AboutQuoteSection";
import { ContactSection } from "../components/home/ContactSection";
import { HomeHero } from "../components/home/HomeHero";
import { PartnersSection } from "../components/home/PartnersSection";
import { PortfolioSection } from "../components/home/PortfolioSection";
import { Seo } from "../components/layout/Seo";
import { StaticHtml } from "../components/ui/StaticHtml";
import { useSite } from "../hooks/useSite";
import { ROUTES } from "../../supabase/functions/_shared/contract/routes";

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
        image {
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
    siteJson {
      partners {
        name
        logo {
          publicURL
          raster {
            gatsbyImageData(height: 80, layout: CONSTRAINED, placeholder: NONE, formats: [AUTO, WEBP])
          }
        }
      }
    }
  }
`;

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const site = useSite();
  const home = data.homeJson;
  if (!home) throw new Error("data/home.json is missing");
  const { image, ...hero } = home.hero;
  const partners = (data.siteJson?.partners ?? []).map(({ name, logo }) => ({
    name,
    logoUrl: logo?.publicURL ?? null,
    logoImage: logo?.raster?.gatsbyImageData ?? null,
  }));
  return (
    <>
      <Seo title={home.seo.title} description={home.seo.description} canonicalPath={ROUTES.home} brandless />
      <StaticHtml>
        <HomeHero {...hero} image={image?.childImageSharp?.gatsbyImageData ?? null} />
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
