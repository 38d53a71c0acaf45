import { graphql, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { ReminderPageView } from "../reminders/ReminderPageView";
import { useSite } from "../hooks/useSite";
import { ROUTES } from "../../supabase/functions/_shared/contract/routes";

export const query = graphql`
  query ReminderPage {
    remindersJson {
      daysBefore
    }
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
  if (!data.remindersJson) throw new Error("data/reminders.json is missing");
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} canonicalPath={ROUTES.reminder} />
      <ReminderPageView page={page} brokerageName={site.name} daysBefore={data.remindersJson.daysBefore} />
    </>
  );
}
