import { Icon, IconButton } from "@chakra-ui/react";
import { Menu } from "lucide-react";
import type { NavGroups } from "../../hooks/useNavigation";
import { MOBILE_MENU_ID, MobileMenuDialog } from "./MobileMenuDialog";

interface MobileMenuProps {
  groups: NavGroups;
  links: readonly { label: string; to: string }[];
  whatsappNumber: string;
  whatsappMessage: string;
}

/**
 * The small-screen menu: the burger and the dialog it opens. Server HTML only: the tap is handled
 * by src/islands/shell-behaviour.ts (data-opens-dialog), which shows the dialog and keeps
 * aria-expanded in step with it.
 */
export function MobileMenu({ groups, links, whatsappNumber, whatsappMessage }: MobileMenuProps) {
  return (
    <>
      <IconButton
        display={{ base: "inline-flex", lg: "none" }}
        variant="ghost"
        color="brand.900"
        aria-label="Abrir menu"
        aria-expanded={false}
        aria-haspopup="dialog"
        aria-controls={MOBILE_MENU_ID}
        data-opens-dialog={MOBILE_MENU_ID}
        icon={<Icon as={Menu} boxSize={7} aria-hidden="true" />}
      />
      <MobileMenuDialog groups={groups} links={links} whatsappNumber={whatsappNumber} whatsappMessage={whatsappMessage} />
    </>
  );
}
