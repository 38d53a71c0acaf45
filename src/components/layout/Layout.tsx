import * as React from "react";
import { Box, Flex } from "@chakra-ui/react";
import { Helmet } from "react-helmet";
import { useSite } from "../../hooks/useSite";
import { absoluteUrl, ROUTES } from "../../../supabase/functions/_shared/contract/routes";
import { inlineJson } from "../../islands/inline-json";
import { insuranceAgencyJsonLd } from "./structured-data";
import { StaticHtml } from "../ui/StaticHtml";
import { brokerageChatNumber, chatLink, pageChat } from "../../../supabase/functions/_shared/contract/whatsapp";
import { FloatingWhatsApp } from "./FloatingWhatsApp";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { SkipLink } from "./SkipLink";
import { LayoutChatNumber } from "./whatsapp";

export const MAIN_ID = "conteudo";

/**
 * The pages about the brokerage itself (home, about) carry its structured data (InsuranceAgency):
 * search engines read an organisation from such a page, and on every other page it cost bytes that pushed a form
 * page's HTML past what the first network round trip carries.
 */
export const AGENCY_DATA_ROUTES: readonly string[] = [ROUTES.home, ROUTES.about];

/** What a page can set in the layout around it; left out, the site-wide defaults apply. */
export interface PageLayoutProps {
  /**
   * What every WhatsApp link of the layout says the visitor wants (menu button and floating button),
   * before the page's path that ends each message (contract/whatsapp.ts, pageChat); by default
   * data/site.json's whatsapp.greeting (menu) and whatsapp.quoteMessage (floating button).
   */
  whatsappMessage?: string;
}

/**
 * How a page template passes layout props. The layout is put around each page by wrapPageElement
 * (gatsby-ssr.tsx, gatsby-browser.tsx), which gives it only the path and the page's element; a
 * template that needs more gives its component a `layoutProps` function of the page's own props
 * (its query result), read here on the server and in the browser alike:
 * `Template.layoutProps = ({ data }) => ({ whatsappMessage: … })`.
 */
export type PageLayout<PageProps> = (props: PageProps) => PageLayoutProps;

function layoutPropsOf(page: React.ReactNode): PageLayoutProps {
  if (!React.isValidElement(page) || typeof page.type === "string") return {};
  const layoutProps = (page.type as { layoutProps?: PageLayout<unknown> }).layoutProps;
  return typeof layoutProps === "function" ? layoutProps(page.props) : {};
}

interface LayoutProps extends PageLayoutProps {
  pathname: string;
  children: React.ReactNode;
}

/**
 * Every page: skip link, header (top bar + navigation), main content, footer, chat button.
 * Pages are complete HTML. The header, footer and chat button are never hydrated (their behaviour is
 * src/islands/shell-behaviour.ts); on the pages that hydrate at all (forms, carousel), React only
 * renders what is not StaticHtml. A prop given here wins over the page's own `layoutProps`.
 */
export function Layout({ pathname, children, whatsappMessage: givenMessage }: LayoutProps) {
  const site = useSite();
  const whatsappMessage = givenMessage ?? layoutPropsOf(children).whatsappMessage;
  const chatNumber = brokerageChatNumber(site);
  const chatHref = (fallback: string) => chatLink(chatNumber, pageChat(whatsappMessage ?? fallback, pathname));
  const agency = AGENCY_DATA_ROUTES.includes(pathname.replace(/(.)\/$/, "$1"))
    ? insuranceAgencyJsonLd({ ...site, logoUrl: absoluteUrl(site.siteUrl, "/icons/icon-512x512.png") })
    : null;
  return (
    <LayoutChatNumber.Provider value={chatNumber}>
      <Flex direction="column" minH="100vh">
        {agency && (
          <Helmet>
            <script type="application/ld+json">{inlineJson(agency)}</script>
          </Helmet>
        )}
        <SkipLink href={`#${MAIN_ID}`} />
        <StaticHtml>
          <Header pathname={pathname} whatsappHref={chatHref(site.whatsapp.greeting)} />
        </StaticHtml>
        <Box as="main" id={MAIN_ID} tabIndex={-1} flex="1" _focus={{ outline: "none" }}>
          {children}
        </Box>
        <StaticHtml>
          <Footer />
        </StaticHtml>
        <StaticHtml>
          <FloatingWhatsApp href={chatHref(site.whatsapp.quoteMessage)} hours={site.chatHours} />
        </StaticHtml>
      </Flex>
    </LayoutChatNumber.Provider>
  );
}
