import { graphql, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { ReminderPageView } from "../components/reminder/ReminderPageView";
import { useSite } from "../hooks/useSite";
import { REMINDER_DAYS_BEFORE } from "../lib/reminder";
import { ROUTES } from "../lib/routes";

export const query = graphql`
  query ReminderPage {
    reminderPageJson {
      seo {
        title
        description
      }
      title
      lead
      invite {
        title
        text
      }
      next {
        title
        steps
      }
    }
  }
`;

export default function ReminderPage({ data }: PageProps<Queries.ReminderPageQuery>) {
  const site = useSite();
  const page = data.reminderPageJson;
  if (!page) throw new Error("data/reminder-page.json is missing");
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} canonicalPath={ROUTES.reminder} />
      <ReminderPageView page={page} brokerageName={site.name} daysBefore={REMINDER_DAYS_BEFORE} />
    </>
  );
}
