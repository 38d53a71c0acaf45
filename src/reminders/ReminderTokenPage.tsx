import { graphql } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { useSite } from "../hooks/useSite";
import { REMINDER_TOKEN_ROUTES } from "../../supabase/functions/_shared/contract/routes";
import type { ReminderAction } from "./reminder";
import { ReminderTokenView } from "./ReminderTokenView";

/** What the confirm and cancel pages read of data/reminder-page.json: their own texts, and those they share. */
export const reminderTokenFragments = graphql`
  fragment ReminderTokenPageTexts on ReminderTokenPage {
    seo {
      title
      description
    }
    title
    text
    button
    working
  }
  fragment ReminderTokenSharedTexts on ReminderPageJson {
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
`;

interface ReminderTokenPageProps {
  action: ReminderAction;
  /** data/reminder-page.json's `confirm` or `cancel`. */
  page: Queries.ReminderTokenPageTextsFragment | undefined;
  shared: Queries.ReminderTokenSharedTextsFragment | null;
}

/**
 * The page a reminder mail's link opens, the token in its fragment (the confirm or the cancel page):
 * its head (noindex, out of the sitemap) and its view, whose button confirms or cancels; opening it
 * changes nothing.
 */
export function ReminderTokenPage({ action, page, shared }: ReminderTokenPageProps) {
  const site = useSite();
  if (!page || !shared) throw new Error("data/reminder-page.json is missing");
  return (
    <>
      <Seo
        title={page.seo.title}
        description={page.seo.description}
        canonicalPath={REMINDER_TOKEN_ROUTES[action]}
        noindex
      />
      <ReminderTokenView
        action={action}
        page={page}
        outcomes={shared.outcomes}
        whichReminder={shared.whichReminder}
        phone={site.phone.display}
      />
    </>
  );
}
