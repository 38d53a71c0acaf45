import { graphql, type PageProps } from "gatsby";
import { Seo } from "../../components/layout/Seo";
import { ReminderTokenView } from "../../reminders/ReminderTokenView";
import { useSite } from "../../hooks/useSite";
import { REMINDER_TOKEN_ROUTES } from "../../../supabase/functions/_shared/contract/routes";

export const query = graphql`
  query ReminderConfirmPage {
    reminderPageJson {
      confirm {
        seo {
          title
          description
        }
        title
        text
        button
        working
      }
      whichReminder
      outcomes {
        confirmed
        cancelled
        used
        expired
        unknown
        invalid
      }
    }
  }
`;

/** The page the reminder's confirmation link opens, the token in its fragment: its button confirms, opening it changes nothing; noindex, out of the sitemap. */
export default function ReminderConfirmPage({ data }: PageProps<Queries.ReminderConfirmPageQuery>) {
  const site = useSite();
  const texts = data.reminderPageJson;
  if (!texts) throw new Error("data/reminder-page.json is missing");
  const page = texts.confirm;
  return (
    <>
      <Seo
        title={page.seo.title}
        description={page.seo.description}
        canonicalPath={REMINDER_TOKEN_ROUTES.confirm}
        noindex
      />
      <ReminderTokenView
        action="confirm"
        page={page}
        outcomes={texts.outcomes}
        whichReminder={texts.whichReminder}
        phone={site.phone.display}
      />
    </>
  );
}
