import { graphql, type PageProps } from "gatsby";
import { AboutPageView } from "../components/about/AboutPageView";
import { Seo } from "../components/layout/Seo";
import { useSite } from "../hooks/useSite";
import { ROUTES } from "../lib/routes";

export const query = graphql`
  query AboutPage {
    aboutJson {
      seo {
        title
        description
      }
      title
      lead
      history {
        title
        paragraphs
      }
      mission {
        title
        paragraphs
      }
      vision {
        title
        paragraphs
      }
      values {
        title
        items {
          title
          text
        }
      }
      stats {
        title
      }
      closing {
        title
        text
        cta
      }
    }
  }
`;

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  const site = useSite();
  const page = data.aboutJson;
  if (!page) throw new Error("data/about.json is missing");
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} canonicalPath={ROUTES.about} />
      <AboutPageView
        page={page}
        stats={site.stats}
        foundingYear={site.foundingYear}
        familyManagementSince={site.familyManagementSince}
        years={site.claims.years}
      />
    </>
  );
}
