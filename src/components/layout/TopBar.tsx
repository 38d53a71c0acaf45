import { Box, Container, Flex, HStack, Icon, Link, Text, chakra } from "@chakra-ui/react";
import { visuallyHiddenBelow } from "../ui/visually-hidden";
import { Mail, Phone } from "lucide-react";
import { InstagramIcon } from "../ui/InstagramIcon";
import { useSite } from "../../hooks/useSite";
import { mailtoHref, telHref } from "./contact-hrefs";
import { CtaLink } from "../ui/CtaLink";
import { ROUTES } from "../../../supabase/functions/_shared/contract/routes";

/** Contact shortcuts above the navigation, and the quote button that stands out on every screen. */
export function TopBar() {
  const site = useSite();
  return (
    <Box bg="brand.900" color="white" fontSize="sm">
      <Container maxW="container.xl">
        <Flex align="center" justify="space-between" minH={11} gap={3}>
          <HStack as="ul" listStyleType="none" spacing={{ base: 1, md: 6 }}>
            <li>
              <Link href={mailtoHref(site.email)} display="flex" alignItems="center" gap={2} p={2}>
                <Icon as={Mail} boxSize={4} aria-hidden="true" />
                <Text as="span" sx={visuallyHiddenBelow("lg")}>
                  {site.email}
                </Text>
              </Link>
            </li>
            <li>
              <Link href={telHref(site.phone.e164)} display="flex" alignItems="center" gap={2} p={2}>
                <Icon as={Phone} boxSize={4} aria-hidden="true" />
                <Text as="span" sx={visuallyHiddenBelow("sm")}>
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
              >
                <Icon as={InstagramIcon} boxSize={4} aria-hidden="true" />
                <Text as="span" sx={visuallyHiddenBelow("lg")}>
                  {`${site.social.network} ${site.social.handle}`}
                </Text>
                <chakra.span srOnly> (abre em nova aba)</chakra.span>
              </Link>
            </li>
          </HStack>
          <CtaLink to={ROUTES.quote} size="sm" boxShadow="none" data-testid="topbar-cta">
            SOLICITE COTAÇÃO
          </CtaLink>
        </Flex>
      </Container>
    </Box>
  );
}
