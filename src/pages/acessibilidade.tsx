import { graphql, type PageProps } from "gatsby";
import { AccessibilityPageView } from "../components/accessibility/AccessibilityPageView";
import { Seo } from "../components/layout/Seo";
import { useSite } from "../hooks/useSite";
import { mailtoHref, telHref } from "../components/layout/contact-hrefs";
import { ROUTES } from "../../supabase/functions/_shared/contract/routes";

export const query = graphql`
  query AccessibilityPage {
    accessibilityJson {
      seo {
        title
        description
      }
      title
      lead
      updated
      sections {
        title
        paragraphs
      }
      sources {
        label
        url
      }
    }
  }
`;

export default function AccessibilityPage({ data }: PageProps<Queries.AccessibilityPageQuery>) {
  const site = useSite();
  const page = data.accessibilityJson;
  if (!page) throw new Error("data/accessibility.json is missing");
  const values = {
    email: { text: site.email, href: mailtoHref(site.email) },
    phone: { text: site.phone.display, href: telHref(site.phone.e164) },
  };
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} canonicalPath={ROUTES.accessibility} />
      <AccessibilityPageView page={page} values={values} />
    </>
  );
}
