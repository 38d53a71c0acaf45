import { graphql, type PageProps } from "gatsby";
import { Seo } from "../../components/layout/Seo";
import { ReminderTokenView } from "../../reminders/ReminderTokenView";
import { useSite } from "../../hooks/useSite";
import { REMINDER_TOKEN_ROUTES } from "../../../supabase/functions/_shared/contract/routes";

export const query = graphql`
  query ReminderCancelPage {
    reminderPageJson {
      cancel {
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

/** The page the reminder's "Cancelar lembrete" link opens, the token in its fragment: its button cancels, opening it changes nothing; noindex, out of the sitemap. */
export default function ReminderCancelPage({ data }: PageProps<Queries.ReminderCancelPageQuery>) {
  const site = useSite();
  const texts = data.reminderPageJson;
  if (!texts) throw new Error("data/reminder-page.json is missing");
  const page = texts.cancel;
  return (
    <>
      <Seo
        title={page.seo.title}
        description={page.seo.description}
        canonicalPath={REMINDER_TOKEN_ROUTES.cancel}
        noindex
      />
      <ReminderTokenView
        action="cancel"
        page={page}
        outcomes={texts.outcomes}
        whichReminder={texts.whichReminder}
        phone={site.phone.display}
      />
    </>
  );
}
