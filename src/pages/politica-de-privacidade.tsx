import { graphql, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { PrivacyPageView } from "../components/privacy/PrivacyPageView";
import { useSite } from "../hooks/useSite";
import { addressLine } from "../components/layout/legal";
import { mailtoHref, telHref } from "../components/layout/contact-hrefs";
import { ROUTES } from "../../supabase/functions/_shared/contract/routes";
import { RETENTION_WORDS } from "../../supabase/functions/_shared/contract/retention";

export const query = graphql`
  query PrivacyPage {
    remindersJson {
      daysBefore
    }
    privacyJson {
      seo {
        title
        description
      }
      title
      updated
      sections {
        title
        paragraphs
      }
    }
  }
`;

export default function PrivacyPage({ data }: PageProps<Queries.PrivacyPageQuery>) {
  const site = useSite();
  const page = data.privacyJson;
  if (!page) throw new Error("data/privacy.json is missing");
  if (!data.remindersJson) throw new Error("data/reminders.json is missing");
  const values = {
    legalName: { text: site.legal.name },
    cnpj: { text: site.legal.cnpj },
    address: { text: addressLine(site.legal.address, site.city, site.state) },
    dpoName: { text: site.privacy.dpoName },
    dpoEmail: { text: site.privacy.dpoEmail, href: mailtoHref(site.privacy.dpoEmail) },
    retention: { text: RETENTION_WORDS.retencao },
    connection: { text: RETENTION_WORDS.conexao },
    mailRecords: { text: RETENTION_WORDS.registros },
    email: { text: site.email, href: mailtoHref(site.email) },
    phone: { text: site.phone.display, href: telHref(site.phone.e164) },
    city: { text: `${site.city} - ${site.state}` },
    reminderPage: { text: "Lembrete de renovação", href: ROUTES.reminder },
    reminderDays: { text: String(data.remindersJson.daysBefore) },
    reminderHours: { text: RETENTION_WORDS.confirmacao },
    reminderKeep: { text: RETENTION_WORDS.guarda },
  };
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} canonicalPath={ROUTES.privacy} />
      <PrivacyPageView page={page} values={values} />
    </>
  );
}
