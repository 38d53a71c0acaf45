import { Box, Button, Heading, Icon, Stack, Text } from "@chakra-ui/react";
import { Mail, Phone } from "lucide-react";
import { mailtoHref, telHref } from "../layout/contact-hrefs";

interface ContactShortcutsProps {
  title: string;
  text: string;
  call: string;
  email: string;
  phoneE164: string;
  phoneDisplay: string;
  address: string;
}

/** One-tap call and e-mail buttons. */
export function ContactShortcuts({
  title,
  text,
  call,
  email,
  phoneE164,
  phoneDisplay,
  address,
}: ContactShortcutsProps) {
  return (
    <Box
      as="section"
      aria-labelledby="contact-shortcuts-title"
      bg="brand.800"
      color="white"
      borderRadius="xl"
      p={{ base: 6, md: 8 }}
    >
      <Heading as="h2" id="contact-shortcuts-title" size="lg" mb={2}>
        {title}
      </Heading>
      <Text color="brand.50" mb={6}>
        {text}
      </Text>
      <Stack direction={{ base: "column", sm: "row" }} spacing={4}>
        <Button
          as="a"
          href={telHref(phoneE164)}
          variant="cta"
          size="lg"
          minH={14}
          flex="1"
          leftIcon={<Icon as={Phone} boxSize={5} aria-hidden="true" />}
          aria-label={`${call}: ${phoneDisplay}`}
          data-testid="contact-call"
        >
          {call}
        </Button>
        <Button
          as="a"
          href={mailtoHref(address)}
          bg="white"
          color="brand.800"
          _hover={{ bg: "brand.50" }}
          size="lg"
          minH={14}
          flex="1"
          leftIcon={<Icon as={Mail} boxSize={5} aria-hidden="true" />}
          aria-label={`${email}: ${address}`}
          data-testid="contact-email"
        >
          {email}
        </Button>
      </Stack>
    </Box>
  );
}
