import { Box, Container, Flex, HStack, Icon, Link, Text } from "@chakra-ui/react";
import { Mail, Phone } from "lucide-react";
import { InstagramIcon } from "../ui/InstagramIcon";
import { useSite } from "../../hooks/useSite";
import { mailtoHref, telHref } from "../../lib/links";
import { CtaLink } from "../ui/CtaLink";

/** Contact shortcuts above the navigation, and the quote button that stands out on every screen. */
export function TopBar() {
  const site = useSite();
  return (
    <Box bg="brand.900" color="white" fontSize="sm">
      <Container maxW="container.xl">
        <Flex align="center" justify="space-between" minH={11} gap={3}>
          <HStack as="ul" listStyleType="none" spacing={{ base: 1, md: 6 }}>
            <li>
              <Link href={mailtoHref(site.email)} display="flex" alignItems="center" gap={2} p={2} aria-label={`E-mail: ${site.email}`}>
                <Icon as={Mail} boxSize={4} aria-hidden="true" />
                <Text as="span" display={{ base: "none", lg: "inline" }}>
                  {site.email}
                </Text>
              </Link>
            </li>
            <li>
              <Link href={telHref(site.phone.e164)} display="flex" alignItems="center" gap={2} p={2} aria-label={`Telefone: ${site.phone.display}`}>
                <Icon as={Phone} boxSize={4} aria-hidden="true" />
                <Text as="span" display={{ base: "none", sm: "inline" }}>
                  {site.phone.display}
                </Text>
              </Link>
            </li>
            <li>
              <Link
                href={site.social.url}
                isExternal
                rel="noopener noreferrer"
                display="flex"
                alignItems="center"
                gap={2}
                p={2}
                aria-label={`${site.social.network} ${site.social.handle} (abre em nova aba)`}
              >
                <Icon as={InstagramIcon} boxSize={4} aria-hidden="true" />
                <Text as="span" display={{ base: "none", lg: "inline" }}>
                  {site.social.handle}
                </Text>
              </Link>
            </li>
          </HStack>
          <CtaLink to="/solicitar-cotacao" size="sm" boxShadow="none" data-testid="topbar-cta">
            SOLICITE COTAÇÃO
          </CtaLink>
        </Flex>
      </Container>
    </Box>
  );
}
