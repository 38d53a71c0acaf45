import * as React from "react";
import { Box, Button, Icon } from "@chakra-ui/react";
import { ChevronDown } from "lucide-react";
import type { NavGroups } from "../../hooks/useNavigation";
import { StaticHtml } from "../ui/StaticHtml";
import { ServiceGroupLinks } from "./ServiceGroupLinks";

const PANEL_ID = "menu-servicos";

/**
 * The "Produtos e Serviços" disclosure: a button (no link of its own) that shows every
 * grouped service link. Closes on Escape (focus returns to the button), on a click
 * outside, when focus leaves it, and when a link is chosen. Only the button and the panel's
 * visibility are hydrated; the links are server HTML.
 */
export function ServicesMenu({ groups }: { groups: NavGroups }) {
  const [open, setOpen] = React.useState(false);
  const rootRef = React.useRef<HTMLDivElement>(null);
  const buttonRef = React.useRef<HTMLButtonElement>(null);

  React.useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  const onBlur = (event: React.FocusEvent) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  const closeOnLink = (event: React.MouseEvent) => {
    if ((event.target as Element).closest("a")) setOpen(false);
  };

  return (
    <Box ref={rootRef} onBlur={onBlur}>
      <Button
        ref={buttonRef}
        variant="ghost"
        h={10}
        px={3}
        fontWeight={600}
        color="brand.900"
        _hover={{ bg: "brand.50" }}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen((value) => !value)}
        rightIcon={
          <Icon
            as={ChevronDown}
            boxSize={4}
            transition="transform 0.2s"
            transform={open ? "rotate(180deg)" : undefined}
            aria-hidden="true"
          />
        }
      >
        Produtos e Serviços
      </Button>
      <Box
        id={PANEL_ID}
        hidden={!open}
        position="absolute"
        left={0}
        right={0}
        top="100%"
        bg="white"
        borderTopWidth="1px"
        borderColor="gray.100"
        boxShadow="0 24px 40px -20px rgba(11, 29, 56, 0.35)"
        zIndex="dropdown"
        onClick={closeOnLink}
      >
        <StaticHtml>
          <ServiceGroupLinks groups={groups} idPrefix={PANEL_ID} />
        </StaticHtml>
      </Box>
    </Box>
  );
}
