import { Icon, chakra } from "@chakra-ui/react";
import { MessageCircle } from "lucide-react";
import { useSite } from "../../hooks/useSite";
import { whatsappLink } from "./whatsapp";

/**
 * The chat shortcut fixed to the corner of every page. It steps aside (hidden) while it would sit
 * on top of a submit button or the footer links: src/islands/shell-behaviour.ts sets
 * data-covering then (data-float; the elements to avoid carry data-float-avoid). The prefilled text
 * is data/site.json's whatsapp.quoteMessage unless the page gives its own (`message`).
 */
export function FloatingWhatsApp({ message }: { message?: string }) {
  const site = useSite();
  // Inside a labelled landmark so that no page content sits outside landmarks.
  return (
    <chakra.aside aria-label="Atendimento pelo WhatsApp">
      <chakra.a
        href={whatsappLink(site.whatsapp.number, message ?? site.whatsapp.quoteMessage)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Solicitar cotação pelo WhatsApp (abre em nova aba)"
        data-testid="floating-whatsapp"
        data-float=""
        position="fixed"
        right={{ base: 4, md: 6 }}
        bottom={{ base: 4, md: 6 }}
        zIndex="banner"
        display="flex"
        alignItems="center"
        justifyContent="center"
        boxSize={14}
        borderRadius="full"
        bg="whatsapp.600"
        color="white"
        boxShadow="0 10px 24px rgba(10, 98, 50, 0.35)"
        transition="opacity 0.2s, transform 0.2s"
        _hover={{ bg: "whatsapp.700", transform: "scale(1.05)" }}
        sx={{ "&[data-covering]": { opacity: 0, visibility: "hidden" } }}
      >
        <Icon as={MessageCircle} boxSize={7} aria-hidden="true" />
      </chakra.a>
    </chakra.aside>
  );
}
