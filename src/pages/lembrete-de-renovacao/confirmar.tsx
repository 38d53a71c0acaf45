import { graphql, type PageProps } from "gatsby";
import { ReminderTokenPage } from "../../reminders/ReminderTokenPage";

export const query = graphql`
  query ReminderConfirmPage {
    reminderPageJson {
      confirm {
        ...ReminderTokenPageTexts
      }
      ...ReminderTokenSharedTexts
    }
  }
`;

/** The page the reminder's confirmation link opens: its button confirms the reminder. */
export default function ReminderConfirmPage({ data }: PageProps<Queries.ReminderConfirmPageQuery>) {
  return <ReminderTokenPage action="confirm" page={data.reminderPageJson?.confirm} shared={data.reminderPageJson} />;
}
