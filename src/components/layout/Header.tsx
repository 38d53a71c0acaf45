import * as React from "react";
import { Box, Container, Flex, HStack, Icon, IconButton } from "@chakra-ui/react";
import { Menu } from "lucide-react";
import { useNavigation } from "../../hooks/useNavigation";
import { useSite } from "../../hooks/useSite";
import { Logo } from "./Logo";
import { NavItemLink } from "./NavItemLink";
import { ServicesMenu } from "./ServicesMenu";
import { TopBar } from "./TopBar";

// The drawer (and the modal machinery behind it) loads only when a visitor opens it.
const MobileMenu = React.lazy(() => import("./MobileMenu"));

export const MAIN_LINKS = [
  { label: "Home", to: "/" },
  { label: "Sobre Nós", to: "/quem-somos" },
  { label: "Contato", to: "/fale-conosco" },
] as const;

export function Header() {
  const site = useSite();
  const groups = useNavigation();
  const [menuOpen, setMenuOpen] = React.useState(false);
  const [menuLoaded, setMenuLoaded] = React.useState(false);
  const burgerRef = React.useRef<HTMLButtonElement>(null);

  const openMenu = () => {
    setMenuLoaded(true);
    setMenuOpen(true);
  };

  return (
    <Box as="header">
      <TopBar />
      <Box bg="white" borderBottomWidth="1px" borderColor="gray.100" position="relative">
        <Container maxW="container.xl">
          <Flex h={{ base: 16, md: 20 }} align="center" justify="space-between">
            <Logo name={site.name} />
            <Box as="nav" aria-label="Principal" display={{ base: "none", md: "block" }}>
              <HStack as="ul" listStyleType="none" spacing={1}>
                <li>
                  <NavItemLink to={MAIN_LINKS[0].to}>{MAIN_LINKS[0].label}</NavItemLink>
                </li>
                <li>
                  <NavItemLink to={MAIN_LINKS[1].to}>{MAIN_LINKS[1].label}</NavItemLink>
                </li>
                <li>
                  <ServicesMenu groups={groups} />
                </li>
                <li>
                  <NavItemLink to={MAIN_LINKS[2].to}>{MAIN_LINKS[2].label}</NavItemLink>
                </li>
              </HStack>
            </Box>
            <IconButton
              ref={burgerRef}
              display={{ base: "inline-flex", md: "none" }}
              variant="ghost"
              color="brand.900"
              aria-label="Abrir menu"
              aria-expanded={menuOpen}
              aria-haspopup="dialog"
              icon={<Icon as={Menu} boxSize={7} aria-hidden="true" />}
              onClick={openMenu}
            />
          </Flex>
        </Container>
      </Box>
      {menuLoaded ? (
        <React.Suspense fallback={null}>
          <MobileMenu
            isOpen={menuOpen}
            onClose={() => setMenuOpen(false)}
            finalFocusRef={burgerRef}
            groups={groups}
            links={MAIN_LINKS}
            whatsappNumber={site.whatsapp.number}
            whatsappMessage={site.whatsapp.greeting}
          />
        </React.Suspense>
      ) : null}
    </Box>
  );
}
