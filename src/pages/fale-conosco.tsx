import { graphql, type PageProps } from "gatsby";
import { ContactPageView } from "../components/contact/ContactPageView";
import { Seo } from "../components/layout/Seo";
import { useSite } from "../hooks/useSite";
import { ROUTES } from "../../supabase/functions/_shared/contract/routes";
import { pageChat } from "../../supabase/functions/_shared/contract/whatsapp";
import type { PageLayout } from "../components/layout/Layout";
import { useBrokerageChat } from "../components/layout/whatsapp";

export const query = graphql`
  query ContactPage {
    contactJson {
      seo {
        title
        description
      }
      title
      lead
      form {
        title
        text
      }
      info {
        title
      }
      shortcuts {
        title
        text
        call
        email
      }
      whatsapp {
        message
      }
      faq {
        title
        items {
          question
          answer
        }
      }
    }
    claimsJson {
      title
    }
  }
`;

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  const site = useSite();
  const chat = useBrokerageChat();
  const page = data.contactJson;
  if (!page || !data.claimsJson) throw new Error("data/contact.json or data/claims.json is missing");
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} canonicalPath={ROUTES.contact} />
      <ContactPageView
        page={page}
        channels={{
          phone: site.phone,
          email: site.email,
          whatsappHref: chat(pageChat(page.whatsapp.message, ROUTES.contact)),
          city: site.city,
          state: site.state,
          hours: site.hours.contact,
          answerTime: site.answerTimes.contact,
        }}
        claimsPageTitle={data.claimsJson.title}
      />
    </>
  );
}

// Every chat link of the page says the visitor came to talk to the brokerage (data/contact.json's whatsapp.message).
const contactPageLayout: PageLayout<{ data: Queries.ContactPageQuery }> = ({ data }) =>
  data.contactJson ? { whatsappMessage: data.contactJson.whatsapp.message } : {};
ContactPage.layoutProps = contactPageLayout;
