import { Box, Container, Flex, HStack } from "@chakra-ui/react";
import { useNavigation } from "../../hooks/useNavigation";
import { useSite } from "../../hooks/useSite";
import { Logo } from "./Logo";
import { MobileMenu } from "./MobileMenu";
import { NavItemLink } from "./NavItemLink";
import { ServicesMenu } from "./ServicesMenu";
import { TopBar } from "./TopBar";
import { ROUTES } from "../../../supabase/functions/_shared/contract/routes";

export const MAIN_LINKS = [
  { label: "Home", to: ROUTES.home },
  { label: "Sobre Nós", to: ROUTES.about },
  { label: "Contato", to: ROUTES.contact },
  { label: "Sinistro 24h", to: ROUTES.claims },
  { label: "Guias", to: ROUTES.guides },
] as const;

interface HeaderProps {
  pathname: string;
  /** The mobile menu's WhatsApp link, with the page's message. */
  whatsappHref: string;
}

/**
 * The top bar and the navigation. Server HTML only (the layout keeps it static): the services
 * dropdown and the mobile menu work through src/islands/shell-behaviour.ts.
 */
export function Header({ pathname, whatsappHref }: HeaderProps) {
  const site = useSite();
  const groups = useNavigation();
  const navLink = ({ label, to }: (typeof MAIN_LINKS)[number]) => (
    <li>
      <NavItemLink to={to} current={pathname === to}>
        {label}
      </NavItemLink>
    </li>
  );
  return (
    <Box as="header">
      <TopBar />
      <Box bg="white" borderBottomWidth="1px" borderColor="gray.100" position="relative">
        <Container maxW="container.xl">
          <Flex h={{ base: 16, md: 20 }} align="center" justify="space-between">
            <Logo name={site.name} />
            {/* Six entries fit beside the logo from lg (992 px) on; narrower screens get the burger. */}
            <Box as="nav" aria-label="Principal" display={{ base: "none", lg: "block" }}>
              <HStack as="ul" listStyleType="none" spacing={1}>
                {navLink(MAIN_LINKS[0])}
                {navLink(MAIN_LINKS[1])}
                <li>
                  <ServicesMenu groups={groups} />
                </li>
                {navLink(MAIN_LINKS[4])}
                {navLink(MAIN_LINKS[2])}
                {navLink(MAIN_LINKS[3])}
              </HStack>
            </Box>
            <MobileMenu groups={groups} links={MAIN_LINKS} whatsappHref={whatsappHref} />
          </Flex>
        </Container>
      </Box>
    </Box>
  );
}
