import * as React from "react";
import { Link as GatsbyLink } from "gatsby";
import {
  Box,
  Button,
  Drawer,
  DrawerBody,
  DrawerCloseButton,
  DrawerContent,
  DrawerHeader,
  DrawerOverlay,
  Icon,
  Stack,
  Text,
  chakra,
} from "@chakra-ui/react";
import { ChevronDown, MessageCircle } from "lucide-react";
import type { NavGroups } from "../../hooks/useNavigation";
import { whatsappLink } from "../../lib/whatsapp";
import { CtaLink } from "../ui/CtaLink";

interface MobileMenuProps {
  isOpen: boolean;
  onClose: () => void;
  finalFocusRef: React.RefObject<HTMLButtonElement>;
  groups: NavGroups;
  links: readonly { label: string; to: string }[];
  whatsappNumber: string;
  whatsappMessage: string;
}

const SUBMENU_ID = "menu-movel-servicos";

const itemStyle = {
  display: "flex",
  alignItems: "center",
  w: "full",
  minH: 12,
  px: 3,
  fontWeight: 600,
  fontSize: "lg",
  color: "brand.900",
  borderRadius: "md",
  _hover: { bg: "brand.50", textDecoration: "none" },
} as const;

/** The small-screen menu: every link closes it; services expand inline. */
export default function MobileMenu(props: MobileMenuProps) {
  const { isOpen, onClose, finalFocusRef, groups, links, whatsappNumber, whatsappMessage } = props;
  const [servicesOpen, setServicesOpen] = React.useState(false);
  const [home, about, contact] = links;

  const navLink = (link: { label: string; to: string }) => (
    <li key={link.to}>
      <chakra.a as={GatsbyLink} to={link.to} onClick={onClose} {...itemStyle}>
        {link.label}
      </chakra.a>
    </li>
  );

  return (
    <Drawer isOpen={isOpen} onClose={onClose} placement="right" size="xs" finalFocusRef={finalFocusRef}>
      <DrawerOverlay />
      <DrawerContent aria-label="Menu">
        <DrawerCloseButton aria-label="Fechar menu" size="lg" top={3} />
        <DrawerHeader color="brand.900">Menu</DrawerHeader>
        <DrawerBody pb={8}>
          <Box as="nav" aria-label="Menu móvel">
            <chakra.ul listStyleType="none">
              {navLink(home)}
              {navLink(about)}
              <li>
                <chakra.button
                  type="button"
                  {...itemStyle}
                  justifyContent="space-between"
                  aria-expanded={servicesOpen}
                  aria-controls={SUBMENU_ID}
                  onClick={() => setServicesOpen((value) => !value)}
                >
                  Produtos e Serviços
                  <Icon as={ChevronDown} boxSize={5} transform={servicesOpen ? "rotate(180deg)" : undefined} aria-hidden="true" />
                </chakra.button>
                <Box id={SUBMENU_ID} hidden={!servicesOpen} pl={3} pb={2}>
                  {groups.map((group, index) => (
                    <Box key={group.title} mt={3}>
                      <Text id={`${SUBMENU_ID}-${index}`} fontSize="sm" fontWeight={700} color="brand.600" textTransform="uppercase" px={3} mb={1}>
                        {group.title}
                      </Text>
                      <chakra.ul listStyleType="none" aria-labelledby={`${SUBMENU_ID}-${index}`}>
                        {group.links.map((link) => (
                          <li key={link.to}>
                            <chakra.a as={GatsbyLink} to={link.to} onClick={onClose} {...itemStyle} fontWeight={400} fontSize="md" minH={11}>
                              {link.label}
                            </chakra.a>
                          </li>
                        ))}
                      </chakra.ul>
                    </Box>
                  ))}
                </Box>
              </li>
              {navLink(contact)}
            </chakra.ul>
          </Box>
          <Stack spacing={3} mt={8}>
            <Button
              as="a"
              href={whatsappLink(whatsappNumber, whatsappMessage)}
              target="_blank"
              rel="noopener noreferrer"
              variant="whatsapp"
              size="lg"
              leftIcon={<Icon as={MessageCircle} boxSize={5} aria-hidden="true" />}
              onClick={onClose}
            >
              Fale pelo WhatsApp
            </Button>
            <CtaLink to="/solicitar-cotacao" size="lg" onClick={onClose}>
              Solicitar Cotação
            </CtaLink>
          </Stack>
        </DrawerBody>
      </DrawerContent>
    </Drawer>
  );
}
