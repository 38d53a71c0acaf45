import { Box, Button, Container, Heading, Icon, Stack, Text, chakra } from "@chakra-ui/react";
import { MessageCircle, Phone } from "lucide-react";
import { telHref } from "../layout/contact-hrefs";
import { OPENS_WHATSAPP } from "../../../supabase/functions/_shared/contract/whatsapp";

interface ClaimsHelpProps {
  id: string;
  title: string;
  text: string;
  call: string;
  chat: string;
  phone: { e164: string; display: string };
  /** The wa.me link with the page's message. */
  whatsappHref: string;
}

/** The brokerage's own channels in a claim: a call and a WhatsApp chat, one tap each. */
export function ClaimsHelp({ id, title, text, call, chat, phone, whatsappHref }: ClaimsHelpProps) {
  return (
    <Box as="section" aria-labelledby={id} py={{ base: 12, md: 16 }}>
      <Container maxW="container.lg">
        <Box bg="brand.800" color="white" borderRadius="2xl" px={{ base: 6, md: 12 }} py={{ base: 10, md: 12 }}>
          <Heading as="h2" id={id} size="xl" mb={3}>
            {title}
          </Heading>
          <Text fontSize="lg" color="brand.50" mb={8}>
            {text}
          </Text>
          <Stack direction={{ base: "column", sm: "row" }} spacing={4}>
            <Button
              as="a"
              href={telHref(phone.e164)}
              variant="cta"
              size="lg"
              minH={14}
              flex="1"
              leftIcon={<Icon as={Phone} boxSize={5} aria-hidden="true" />}
              aria-label={`${call}: ${phone.display}`}
            >
              {call}
            </Button>
            <Button
              as="a"
              href={whatsappHref}
              target="_blank"
              rel="noopener noreferrer"
              variant="whatsapp"
              size="lg"
              minH={14}
              flex="1"
              leftIcon={<Icon as={MessageCircle} boxSize={5} aria-hidden="true" />}
            >
              {chat}
              <chakra.span srOnly>{OPENS_WHATSAPP}</chakra.span>
            </Button>
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
