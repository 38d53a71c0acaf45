import { graphql, type PageProps } from "gatsby";
import { ReminderTokenPage } from "../../reminders/ReminderTokenPage";

export const query = graphql`
  query ReminderCancelPage {
    reminderPageJson {
      cancel {
        ...ReminderTokenPageTexts
      }
      ...ReminderTokenSharedTexts
    }
  }
`;

/** The page the reminder's "Cancelar lembrete" link opens: its button cancels the reminder. */
export default function ReminderCancelPage({ data }: PageProps<Queries.ReminderCancelPageQuery>) {
  return <ReminderTokenPage action="cancel" page={data.reminderPageJson?.cancel} shared={data.reminderPageJson} />;
}
