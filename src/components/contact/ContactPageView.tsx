import { Container, SimpleGrid, Stack } from "@chakra-ui/react";
import { FaqCards } from "../ui/FaqCards";
import { ContactForm } from "../forms/ContactForm";
import { FormCard } from "../forms/FormCard";
import { PageHero } from "../ui/PageHero";
import { StaticHtml } from "../ui/StaticHtml";
import { ContactInfoCards, type ContactChannels } from "./ContactInfoCards";
import { ContactShortcuts } from "./ContactShortcuts";
import { ROUTES } from "../../../supabase/functions/_shared/contract/routes";

interface ContactPageViewProps {
  page: NonNullable<Queries.ContactPageQuery["contactJson"]>;
  channels: ContactChannels;
  /** The claims page's title, the text of the link to it in the answers ({claimsPage}). */
  claimsPageTitle: string;
}

export function ContactPageView({ page, channels, claimsPageTitle }: ContactPageViewProps) {
  return (
    <>
      <StaticHtml>
        <PageHero id="contact-title" badge={channels.answerTime} title={page.title} lead={page.lead} />
      </StaticHtml>
      {/* The form, the info cards and the shortcuts are sections of their own; this only lays them out. */}
      <Container maxW="container.xl" py={{ base: 10, md: 16 }}>
        <SimpleGrid columns={{ base: 1, lg: 2 }} spacing={{ base: 10, lg: 12 }} alignItems="start">
          <FormCard
            id="contact-form-title"
            title={page.form.title}
            text={`${page.form.text} Os campos marcados com * são obrigatórios.`}
          >
            <ContactForm />
          </FormCard>
          <StaticHtml>
            <Stack spacing={10}>
              <ContactInfoCards title={page.info.title} channels={channels} />
              <ContactShortcuts
                {...page.shortcuts}
                phoneE164={channels.phone.e164}
                phoneDisplay={channels.phone.display}
                address={channels.email}
              />
            </Stack>
          </StaticHtml>
        </SimpleGrid>
      </Container>
      <StaticHtml>
        <FaqCards
          id="contact-faq"
          title={page.faq.title}
          items={page.faq.items}
          columns={2}
          values={{ claimsPage: { text: claimsPageTitle, href: ROUTES.claims } }}
        />
      </StaticHtml>
    </>
  );
}
