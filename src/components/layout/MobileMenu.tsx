import * as React from "react";
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
 * The small-screen menu: the burger and the dialog it opens. Opening re-renders the burger only
 * (aria-expanded); the dialog is memoised and shown by the browser (showModal).
 */
export function MobileMenu({ groups, links, whatsappNumber, whatsappMessage }: MobileMenuProps) {
  const dialogRef = React.useRef<HTMLDialogElement>(null);
  const [open, setOpen] = React.useState(false);
  const onClose = React.useCallback(() => setOpen(false), []);

  const openMenu = () => {
    dialogRef.current?.showModal();
    setOpen(true);
  };

  return (
    <>
      <IconButton
        display={{ base: "inline-flex", md: "none" }}
        variant="ghost"
        color="brand.900"
        aria-label="Abrir menu"
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-controls={MOBILE_MENU_ID}
        icon={<Icon as={Menu} boxSize={7} aria-hidden="true" />}
        onClick={openMenu}
      />
      <MobileMenuDialog
        ref={dialogRef}
        groups={groups}
        links={links}
        whatsappNumber={whatsappNumber}
        whatsappMessage={whatsappMessage}
        onClose={onClose}
      />
    </>
  );
}
