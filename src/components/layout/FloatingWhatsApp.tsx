import { Icon, chakra } from "@chakra-ui/react";
import { MessageCircle } from "lucide-react";
import { OPENS_WHATSAPP } from "../../../supabase/functions/_shared/contract/whatsapp";
import { visuallyHiddenBelow } from "../ui/visually-hidden";

interface FloatingWhatsAppProps {
  /** The wa.me link with the page's message (Layout builds it). */
  href: string;
  /** When answers come (data/contact.json's whatsapp.hours): beside the icon on wide screens, in the name everywhere. */
  hours: string;
}

/**
 * The chat shortcut fixed to the corner of every page. It steps aside (hidden) while it would sit
 * on top of a submit button or the footer links: src/islands/shell-behaviour.ts sets
 * data-covering then (data-float, which tests find it by; the elements to avoid carry
 * data-float-avoid). Its name says it asks for a quote, that it opens WhatsApp in a new tab (the
 * words of every WhatsApp link, OPENS_WHATSAPP), and when the answers come; the last is also
 * written beside the icon where the screen has room for it.
 */
export function FloatingWhatsApp({ href, hours }: FloatingWhatsAppProps) {
  // Inside a labelled landmark so that no page content sits outside landmarks. Round on a phone: the
  // icon (28 px) and the padding make 56 px each way; the hours widen it where they show.
  return (
    <aside aria-label="Atendimento pelo WhatsApp">
      <chakra.a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        data-float=""
        position="fixed"
        right={{ base: 4, md: 6 }}
        bottom={{ base: 4, md: 6 }}
        zIndex="banner"
        display="flex"
        alignItems="center"
        gap={2}
        p={3.5}
        borderRadius="full"
        bg="whatsapp.600"
        color="white"
        boxShadow="0 10px 24px rgba(10, 98, 50, 0.35)"
        transition="opacity 0.2s, transform 0.2s"
        _hover={{ bg: "whatsapp.700", transform: "scale(1.05)" }}
        sx={{ "&[data-covering]": { opacity: 0, visibility: "hidden" } }}
      >
        <Icon as={MessageCircle} boxSize={7} aria-hidden="true" />
        <chakra.span srOnly>Solicitar cotação{OPENS_WHATSAPP}. </chakra.span>
        <chakra.span sx={visuallyHiddenBelow("lg")}>{hours}</chakra.span>
      </chakra.a>
    </aside>
  );
}
