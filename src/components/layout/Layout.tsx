import * as React from "react";
import { Box, Flex } from "@chakra-ui/react";
import { Helmet } from "react-helmet";
import { useSite } from "../../hooks/useSite";
import { absoluteUrl } from "../../lib/links";
import { insuranceAgencyJsonLd } from "../../lib/structured-data";
import { StaticHtml } from "../ui/StaticHtml";
import { FloatingWhatsApp } from "./FloatingWhatsApp";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { SkipLink } from "./SkipLink";

export const MAIN_ID = "conteudo";

/**
 * Every page: skip link, header (top bar + navigation), main content, footer, chat button.
 * Pages are complete HTML. The header, footer and chat button are never hydrated (their behaviour is
 * src/islands/shell-behaviour.ts); on the pages that hydrate at all (forms, carousel), React only
 * renders what is not StaticHtml.
 */
export function Layout({ pathname, children }: { pathname: string; children: React.ReactNode }) {
  const site = useSite();
  const agency = insuranceAgencyJsonLd({ ...site, logoUrl: absoluteUrl(site.siteUrl, "/icons/icon-512x512.png") });
  return (
    <Flex direction="column" minH="100vh">
      <Helmet>
        <script type="application/ld+json">{JSON.stringify(agency)}</script>
      </Helmet>
      <SkipLink href={`#${MAIN_ID}`} />
      <StaticHtml>
        <Header pathname={pathname} />
      </StaticHtml>
      <Box as="main" id={MAIN_ID} tabIndex={-1} flex="1" _focus={{ outline: "none" }}>
        {children}
      </Box>
      <StaticHtml>
        <Footer />
      </StaticHtml>
      <StaticHtml>
        <FloatingWhatsApp />
      </StaticHtml>
    </Flex>
  );
}
