import { graphql, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { servicePageLayout, ServicePageView } from "../components/service/ServicePageView";
import { ServiceSimulator } from "../simulators/ServiceSimulator";
import { guidesForService } from "../guides/guides";
import { servicePath } from "../../supabase/functions/_shared/contract/routes";
import { ServiceReminder } from "../reminders/ServiceReminder";
import { reminderText } from "../reminders/reminder";
import { isReminderProduct } from "../../supabase/functions/_shared/contract/renewal-reminder";

export const query = graphql`
  query ServicePage($id: String!) {
    servicePage(id: { eq: $id }) {
      slug
      name
      quoteProduct
      seo {
        title
        description
      }
      hero {
        badge
        title
        subtitle
        cta
      }
      intro
      audience
      lists {
        title
        items
      }
      extra {
        title
        items
      }
      faq {
        question
        answer
      }
      closing {
        title
        text
      }
    }
    simulatorsJson {
      ...Simulators
    }
    rulesJson {
      rules {
        ...SimulatorRuleFields
      }
    }
    siteJson {
      name
      whatsapp {
        serviceMessage
      }
    }
    remindersJson {
      daysBefore
    }
    reminderPageJson {
      invite {
        title
        text
      }
    }
    allMarkdownRemark {
      nodes {
        frontmatter {
          slug
          title
          description
          updatedOn
          products
        }
      }
    }
  }
`;

export default function ServicePageTemplate({ data }: PageProps<Queries.ServicePageQuery>) {
  const page = data.servicePage;
  if (!page) throw new Error("Service page data is missing");
  const invite = data.reminderPageJson?.invite;
  const daysBefore = data.remindersJson?.daysBefore;
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} canonicalPath={servicePath(page.slug)} />
      <ServicePageView
        page={page}
        simulator={<ServiceSimulator slug={page.slug} data={data.simulatorsJson} rules={data.rulesJson?.rules ?? []} />}
        reminder={
          // Products with a yearly policy, by the page's quote product (as its calls to action choose it).
          page.quoteProduct && isReminderProduct(page.quoteProduct) && invite && daysBefore && data.siteJson ? (
            <ServiceReminder
              product={page.quoteProduct}
              title={invite.title}
              text={reminderText(invite.text, daysBefore)}
              brokerageName={data.siteJson.name}
              daysBefore={daysBefore}
            />
          ) : null
        }
        guides={guidesForService(
          page.slug,
          data.allMarkdownRemark.nodes.map((node) => node.frontmatter),
        )}
      />
    </>
  );
}

// The chat links of the layout (menu, floating button) name this service.
ServicePageTemplate.layoutProps = servicePageLayout;
