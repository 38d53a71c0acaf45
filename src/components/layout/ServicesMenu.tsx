import { Box, Button, Icon } from "@chakra-ui/react";
import { ChevronDown } from "lucide-react";
import type { NavGroups } from "../../hooks/useNavigation";
import { DISCLOSURE_CHEVRON_CLASS, disclosureChevronStyle } from "./disclosure-styles";
import { ServiceGroupLinks } from "./ServiceGroupLinks";

const PANEL_ID = "menu-servicos";

/**
 * The "Produtos e Serviços" disclosure: a button (no link of its own) that shows every grouped
 * service link. Closes on Escape (focus returns to the button), on a click outside, when focus
 * leaves it, and when a link is chosen. Server HTML only; src/islands/shell-behaviour.ts does the
 * rest (data-dropdown, data-disclosure).
 */
export function ServicesMenu({ groups }: { groups: NavGroups }) {
  return (
    <Box data-dropdown="">
      <Button
        variant="ghost"
        h={10}
        px={3}
        fontWeight={600}
        color="brand.900"
        _hover={{ bg: "brand.50" }}
        aria-expanded={false}
        aria-controls={PANEL_ID}
        data-disclosure=""
        sx={disclosureChevronStyle}
        rightIcon={<Icon as={ChevronDown} className={DISCLOSURE_CHEVRON_CLASS} boxSize={4} aria-hidden="true" />}
      >
        Produtos e Serviços
      </Button>
      <Box
        id={PANEL_ID}
        hidden
        position="absolute"
        left={0}
        right={0}
        top="100%"
        bg="white"
        borderTopWidth="1px"
        borderColor="gray.100"
        boxShadow="0 24px 40px -20px rgba(11, 29, 56, 0.35)"
        zIndex="dropdown"
      >
        <ServiceGroupLinks groups={groups} idPrefix={PANEL_ID} />
      </Box>
    </Box>
  );
}
