import * as React from "react";
import { Box, Flex } from "@chakra-ui/react";
import { useSite } from "../../hooks/useSite";
import { absoluteUrl } from "../../lib/links";
import { insuranceAgencyJsonLd } from "../../lib/structured-data";
import { FloatingWhatsApp } from "./FloatingWhatsApp";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { SkipLink } from "./SkipLink";
import { Helmet } from "react-helmet";

export const MAIN_ID = "conteudo";

/** Every page: skip link, header (top bar + navigation), main content, footer, chat button. */
export function Layout({ children }: { children: React.ReactNode }) {
  const site = useSite();
  const agency = insuranceAgencyJsonLd({ ...site, logoUrl: absoluteUrl(site.siteUrl, "/icons/icon-512x512.png") });
  return (
    <Flex direction="column" minH="100vh">
      <Helmet>
        <script type="application/ld+json">{JSON.stringify(agency)}</script>
      </Helmet>
      <SkipLink href={`#${MAIN_ID}`} />
      <Header />
      {/* Suspense boundaries let React hydrate these parts after the header, in small
          time-sliced steps, instead of one long task that blocks the main thread. */}
      <Box as="main" id={MAIN_ID} tabIndex={-1} flex="1" _focus={{ outline: "none" }}>
        <React.Suspense fallback={null}>{children}</React.Suspense>
      </Box>
      <React.Suspense fallback={null}>
        <Footer />
        <FloatingWhatsApp />
      </React.Suspense>
    </Flex>
  );
}
