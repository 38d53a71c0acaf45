import * as React from "react";
import { Box, Container, Divider, Flex, Heading, Icon, Link, SimpleGrid, Stack, Text, chakra } from "@chakra-ui/react";
import { Accessibility, Clock, Mail, MapPin, Phone } from "lucide-react";
import { useSite } from "../../hooks/useSite";
import { cityLine, streetLine } from "./legal";
import { mailtoHref, telHref } from "./contact-hrefs";
import { InstagramIcon } from "../ui/InstagramIcon";
import { SampleDataNotice } from "../ui/SampleDataNotice";
import { Logo } from "./Logo";
import { ROUTES } from "../../../supabase/functions/_shared/contract/routes";

export const FOOTER_LINKS = [
  { label: "Home", to: ROUTES.home },
  { label: "Sobre Nós", to: ROUTES.about },
  { label: "Contato", to: ROUTES.contact },
  { label: "Guias", to: ROUTES.guides },
  { label: "Solicitar Cotação", to: ROUTES.quote },
] as const;

const linkStyle = { color: "brand.50", _hover: { color: "white", textDecoration: "underline" } } as const;

function ContactLine({ icon, children }: { icon: React.ElementType; children: React.ReactNode }) {
  return (
    <Flex as="li" align="flex-start" gap={3}>
      <Icon as={icon} boxSize={5} mt="3px" color="accent.300" flexShrink={0} aria-hidden="true" />
      <Box>{children}</Box>
    </Flex>
  );
}

export function Footer() {
  const site = useSite();
  return (
    <Box as="footer" bg="brand.900" color="brand.50" pt={14} pb={{ base: 24, md: 10 }} data-float-avoid="">
      <Container maxW="container.xl">
        {site.sampleData && (
          <SampleDataNotice>contatos, CNPJ, SUSEP e seguradoras ainda não são os reais.</SampleDataNotice>
        )}
        <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} spacing={10}>
          {/* The logo alone: the site's description is every page's meta description, and each byte here is on every page. */}
          <Box>
            <Logo name={site.name} inverted />
          </Box>
          <Box as="nav" aria-labelledby="rodape-links">
            <Heading as="h2" id="rodape-links" size="sm" color="white" mb={4}>
              Links rápidos
            </Heading>
            <chakra.ul listStyleType="none">
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  <chakra.a href={link.to} display="inline-block" py={1.5} {...linkStyle}>
                    {link.label}
                  </chakra.a>
                </li>
              ))}
            </chakra.ul>
          </Box>
          <Box>
            <Heading as="h2" size="sm" color="white" mb={4}>
              Contato
            </Heading>
            <Stack as="ul" listStyleType="none" spacing={3}>
              <ContactLine icon={Phone}>
                <Link href={telHref(site.phone.e164)} {...linkStyle}>
                  {site.phone.display}
                </Link>
              </ContactLine>
              <ContactLine icon={Mail}>
                <Link href={mailtoHref(site.email)} {...linkStyle} wordBreak="break-all">
                  {site.email}
                </Link>
              </ContactLine>
              <ContactLine icon={MapPin}>
                <Text>{streetLine(site.legal.address)}</Text>
                <Text>{cityLine(site.legal.address, site.city, site.state)}</Text>
              </ContactLine>
              <ContactLine icon={InstagramIcon}>
                <Link href={site.social.url} isExternal rel="noopener noreferrer" {...linkStyle}>
                  {`${site.social.network} ${site.social.handle}`}
                  <chakra.span srOnly> (abre em nova aba)</chakra.span>
                </Link>
              </ContactLine>
            </Stack>
          </Box>
          <Box>
            <Heading as="h2" size="sm" color="white" mb={4}>
              Atendimento
            </Heading>
            <Stack as="ul" listStyleType="none" spacing={3}>
              {site.hours.home.map((line) => (
                <ContactLine key={line} icon={Clock}>
                  <Text>{line}</Text>
                </ContactLine>
              ))}
              <ContactLine icon={Phone}>
                <Link href={ROUTES.claims} {...linkStyle}>
                  {`Assistência em sinistros ${site.claims.support}`}
                </Link>
              </ContactLine>
            </Stack>
          </Box>
        </SimpleGrid>
        <Divider borderColor="whiteAlpha.300" my={8} />
        <Flex direction={{ base: "column", md: "row" }} justify="space-between" gap={3} fontSize="sm">
          {/* The legal identity a site that sells must show (Decreto 7.962/2013), the address being above. */}
          <Text>{`© ${new Date().getFullYear()} ${site.legal.name} · CNPJ ${site.legal.cnpj} · SUSEP nº ${site.legal.susep}`}</Text>
          <Flex gap={6} wrap="wrap" align="center">
            <chakra.a href={ROUTES.privacy} {...linkStyle}>
              Política de Privacidade
            </chakra.a>
            {/* The accessibility symbol, shown prominently as Lei 13.146/2015 art. 63 §1 asks, leading to the statement. */}
            <chakra.a
              href={ROUTES.accessibility}
              display="inline-flex"
              alignItems="center"
              gap={2}
              fontWeight={700}
              {...linkStyle}
            >
              <Icon
                as={Accessibility}
                boxSize={8}
                p={1}
                bg="white"
                color="brand.900"
                borderRadius="full"
                aria-hidden="true"
              />
              Acessibilidade
            </chakra.a>
          </Flex>
        </Flex>
      </Container>
    </Box>
  );
}
