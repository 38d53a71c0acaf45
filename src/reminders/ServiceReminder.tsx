import * as React from "react";
import { Box, Button, chakra, Heading, Text } from "@chakra-ui/react";
import { Section } from "../components/ui/Section";
import { island } from "../islands/contract";
import { reminderPath } from "../../supabase/functions/_shared/contract/routes";
import { isReminderProduct, type ReminderProduct } from "../../supabase/functions/_shared/contract/renewal-reminder";
import { reminderText } from "./reminder";

interface ServiceReminderProps {
  /** The page's product (a REMINDER_PRODUCTS value): the form's choice from the start. */
  product: ReminderProduct;
  title: string;
  text: string;
  brokerageName: string;
  daysBefore: number;
}

/** What a service page's query brings for the invitation: data/reminder-page.json's, data/reminders.json's, the brokerage's name. */
type InvitationContent = Pick<Queries.ServicePageQuery, "reminderPageJson" | "remindersJson" | "siteJson">;

/**
 * The invitation of a service page whose quote product has a yearly policy (REMINDER_PRODUCTS, as
 * its calls to action choose it in the full quote), its {dias} filled in; null on any other page.
 */
export function serviceReminderOf(product: string | null, content: InvitationContent): ServiceReminderProps | null {
  const invite = content.reminderPageJson?.invite;
  const daysBefore = content.remindersJson?.daysBefore;
  const brokerageName = content.siteJson?.name;
  if (!product || !isReminderProduct(product) || !invite || !daysBefore || !brokerageName) return null;
  return { product, title: invite.title, text: reminderText(invite.text, daysBefore), brokerageName, daysBefore };
}

// Its own chunk, requested once the island has hydrated: in the template's chunk it would be a
// shared one every service page lists for the loader (bytes of each page's first round trip).
const ReminderForm = React.lazy(() =>
  import(/* webpackChunkName: "reminder-form" */ "./ReminderForm").then((module) => ({
    default: module.ReminderForm,
  })),
);

/**
 * The renewal reminder on a service page, kept small: these pages fill the first round trip. The
 * server's HTML holds the invitation and a native <details> whose summary opens it at the first
 * tap, with a link to the reminder's own page (the product chosen) inside; that tap also loads the
 * island, which then loads the form and puts it in the link's place. Without scripts the link is the way.
 */
export function ServiceReminder({ product, title, text, brokerageName, daysBefore }: ServiceReminderProps) {
  const [ready, setReady] = React.useState(false);
  React.useEffect(() => setReady(true), []);
  const link = (
    <Text mt={6}>
      <chakra.a href={reminderPath(product)} color="brand.700" textDecoration="underline">
        Abrir o formulário do lembrete
      </chakra.a>
    </Text>
  );
  // Each part takes the styles of one already on a service page (the lists' cards, the hero's call
  // to action, the guides' links), so the page's CSS grows by almost nothing.
  return (
    <Section labelledBy="service-reminder" py={{ base: 8, md: 10 }} {...island("invitation")}>
      <Box layerStyle="card" p={{ base: 6, md: 8 }}>
        <Heading as="h2" id="service-reminder" size="lg" mb={6}>
          {title}
        </Heading>
        <Text mb={6}>{text}</Text>
        <details>
          <Button as="summary" variant="cta" size="lg">
            Criar lembrete
          </Button>
          {ready ? (
            <React.Suspense fallback={link}>
              <Box mt={6}>
                <ReminderForm
                  brokerageName={brokerageName}
                  daysBefore={daysBefore}
                  product={product}
                  isIsland={false}
                />
              </Box>
            </React.Suspense>
          ) : (
            link
          )}
        </details>
      </Box>
    </Section>
  );
}
