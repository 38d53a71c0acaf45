import { Icon, IconButton } from "@chakra-ui/react";
import { Menu } from "lucide-react";
import type { NavGroups } from "../../hooks/useNavigation";
import { MOBILE_MENU_ID, MobileMenuDialog } from "./MobileMenuDialog";

interface MobileMenuProps {
  groups: NavGroups;
  links: readonly { label: string; to: string }[];
  whatsappHref: string;
}

/**
 * The small-screen menu: the burger and the dialog it opens. Server HTML only. The burger is the
 * dialog's popover invoker (`popovertarget`): the browser opens the menu on the first tap with no
 * script, and exposes the burger as expanded while it is open (so no aria-expanded here: the HTML
 * checker refuses one beside popovertarget). Where popovers are missing, src/islands/shell-behaviour.ts
 * (data-opens-dialog) shows the same dialog as a modal and keeps aria-expanded itself.
 */
export function MobileMenu({ groups, links, whatsappHref }: MobileMenuProps) {
  return (
    <>
      <IconButton
        display={{ base: "inline-flex", lg: "none" }}
        variant="ghost"
        color="brand.900"
        aria-label="Abrir menu"
        aria-haspopup="dialog"
        aria-controls={MOBILE_MENU_ID}
        popovertarget={MOBILE_MENU_ID}
        data-opens-dialog={MOBILE_MENU_ID}
        icon={<Icon as={Menu} boxSize={7} aria-hidden="true" />}
      />
      <MobileMenuDialog groups={groups} links={links} whatsappHref={whatsappHref} />
    </>
  );
}
