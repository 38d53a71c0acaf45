import { Box, Button, CloseButton, Flex, Heading, Icon, Stack, chakra } from "@chakra-ui/react";
import { keyframes } from "@emotion/react";
import { ChevronDown, MessageCircle, X } from "lucide-react";
import type { NavGroups } from "../../hooks/useNavigation";
import { CtaLink } from "../ui/CtaLink";
import { DISCLOSURE_CHEVRON_CLASS, disclosureChevronStyle } from "./disclosure-styles";
import { mobileMenuItemStyle } from "./mobile-menu-styles";
import { MobileServiceLinks } from "./MobileServiceLinks";
import { ROUTES } from "../../../supabase/functions/_shared/contract/routes";

export const MOBILE_MENU_ID = "menu-movel";
const TITLE_ID = "menu-movel-titulo";
const SUBMENU_ID = "menu-movel-servicos";

const slideIn = keyframes({ from: { transform: "translateX(100%)" }, to: { transform: "translateX(0)" } });
const SLIDE_IN = { animation: `${slideIn} 0.2s ease-out` };
const STILL = { animation: "none" };

interface MobileMenuDialogProps {
  groups: NavGroups;
  links: readonly { label: string; to: string }[];
  /** The wa.me link with the page's message. */
  whatsappHref: string;
}

/**
 * The mobile menu: a <dialog> that is a popover, sliding in from the right. It is in the page's HTML
 * from the start and the burger opens it without a script, so the first tap only has to show it.
 * A popover, not a modal: showModal() makes the rest of the page inert, and Chromium restyles every
 * element on screen for that, which was most of the burger's first tap (docs/speed.md). The browser
 * still moves focus into it (a dialog popover runs the dialog focusing steps), closes it on Escape
 * and on a tap outside it (the backdrop), and returns focus to the burger; a chosen link, focus
 * moving out of it and the close button close it too, and the services expand inline
 * (src/islands/shell-behaviour.ts).
 * Where popovers are missing, that script shows it as a modal dialog instead.
 */
export function MobileMenuDialog({ groups, links, whatsappHref }: MobileMenuDialogProps) {
  const [home, about, contact, claims, guides] = links;
  const navLink = (link: { label: string; to: string }) => (
    <li key={link.to}>
      <chakra.a href={link.to} {...mobileMenuItemStyle}>
        {link.label}
      </chakra.a>
    </li>
  );

  return (
    <chakra.dialog
      id={MOBILE_MENU_ID}
      popover="auto"
      aria-labelledby={TITLE_ID}
      position="fixed"
      top={0}
      bottom={0}
      right={0}
      left="auto"
      m={0}
      p={0}
      w="full"
      maxW="xs"
      h="100dvh"
      maxH="100dvh"
      border="none"
      bg="white"
      boxShadow="lg"
      overflowY="auto"
      // Separate rules for :popover-open: a browser that does not know it drops the whole rule.
      sx={{
        "&:popover-open": SLIDE_IN,
        "&[open]": SLIDE_IN,
        "&::backdrop": { bg: "blackAlpha.600" },
        "@media (prefers-reduced-motion: reduce)": { "&:popover-open": STILL, "&[open]": STILL },
      }}
    >
      <Flex align="center" justify="space-between" px={6} py={4}>
        <Heading as="h2" id={TITLE_ID} fontSize="xl" color="brand.900">
          Menu
        </Heading>
        {/* The icon set's X, not Chakra's own: its path is a tenth as long, in every page's HTML. */}
        <CloseButton
          aria-label="Fechar menu"
          size="lg"
          popovertarget={MOBILE_MENU_ID}
          popovertargetaction="hide"
          data-closes-dialog=""
        >
          <Icon as={X} boxSize={5} aria-hidden="true" />
        </CloseButton>
      </Flex>
      <Box px={6} pb={8}>
        <Box as="nav" aria-label="Menu móvel">
          <chakra.ul listStyleType="none">
            {navLink(home)}
            {navLink(about)}
            <li>
              <chakra.button
                type="button"
                {...mobileMenuItemStyle}
                justifyContent="space-between"
                aria-expanded={false}
                aria-controls={SUBMENU_ID}
                data-disclosure=""
                sx={disclosureChevronStyle}
              >
                Produtos e Serviços
                <Icon as={ChevronDown} className={DISCLOSURE_CHEVRON_CLASS} boxSize={5} aria-hidden="true" />
              </chakra.button>
              <Box id={SUBMENU_ID} hidden pl={3} pb={2}>
                <MobileServiceLinks groups={groups} idPrefix={SUBMENU_ID} />
              </Box>
            </li>
            {navLink(guides)}
            {navLink(contact)}
            {navLink(claims)}
          </chakra.ul>
        </Box>
        <Stack spacing={3} mt={8}>
          <Button
            as="a"
            href={whatsappHref}
            target="_blank"
            rel="noopener noreferrer"
            variant="whatsapp"
            size="lg"
            leftIcon={<Icon as={MessageCircle} boxSize={5} aria-hidden="true" />}
          >
            Fale pelo WhatsApp
          </Button>
          <CtaLink to={ROUTES.quote} size="lg">
            Solicitar Cotação
          </CtaLink>
        </Stack>
      </Box>
    </chakra.dialog>
  );
}
