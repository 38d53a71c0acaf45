import * as React from "react";
import { Icon, chakra } from "@chakra-ui/react";
import { MessageCircle } from "lucide-react";
import { useSite } from "../../hooks/useSite";
import { whatsappLink } from "../../lib/whatsapp";

/** Elements the floating button must never cover: form submit buttons and the footer. */
export const FLOAT_AVOID_SELECTOR = "[data-float-avoid]";

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * The chat shortcut fixed to the corner of every page. It steps aside (hidden) while
 * it would sit on top of a submit button or the footer links.
 */
export function FloatingWhatsApp() {
  const site = useSite();
  const ref = React.useRef<HTMLAnchorElement>(null);
  const [covering, setCovering] = React.useState(false);

  React.useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const button = ref.current;
      if (!button) return;
      const rect = button.getBoundingClientRect();
      const hit = Array.from(document.querySelectorAll(FLOAT_AVOID_SELECTOR)).some((el) =>
        overlaps(rect, el.getBoundingClientRect()),
      );
      setCovering(hit);
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(check);
    };
    check();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      observer.disconnect();
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  // Inside a labelled landmark so that no page content sits outside landmarks.
  return (
    <chakra.aside aria-label="Atendimento pelo WhatsApp">
      <chakra.a
        ref={ref}
        href={whatsappLink(site.whatsapp.number, site.whatsapp.quoteMessage)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Solicitar cotação pelo WhatsApp (abre em nova aba)"
        data-testid="floating-whatsapp"
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
        opacity={covering ? 0 : 1}
        visibility={covering ? "hidden" : "visible"}
        _hover={{ bg: "whatsapp.700", transform: "scale(1.05)" }}
      >
        <Icon as={MessageCircle} boxSize={7} aria-hidden="true" />
      </chakra.a>
    </chakra.aside>
  );
}
