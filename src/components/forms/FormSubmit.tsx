import { Box, Button, Spinner, Text } from "@chakra-ui/react";
import { HELD_ATTRIBUTE } from "../../islands/contract";
import { PrivacyPolicyLink } from "./PrivacyPolicyLink";

/** What the (disabled) button reads while the loader holds a submission for React: the same text as React's. */
const HELD_STYLES = {
  [`form[${HELD_ATTRIBUTE}="true"] &`]: {
    position: "relative",
    color: "transparent",
    // At once: the button's colour transition would show the label fading under 'Enviando...'.
    transition: "none",
    "&::after": {
      content: '"Enviando..."',
      position: "absolute",
      inset: 0,
      display: "flex",
      alignItems: "center",
      justifyContent: "center",
      color: "white",
    },
  },
};

interface FormSubmitProps {
  label: string;
  isSubmitting: boolean;
}

/**
 * The submit button (disabled and reading 'Enviando...' while sending) and the privacy note under
 * it, whose link opens the policy in a new tab. Enabled in the server's HTML like every call to action: before the form hydrates, the
 * browser checks the required fields and the island loader holds a valid submission for the form
 * to replay (src/islands/contract.ts), reading 'Enviando...' meanwhile. The forms say method="post", so that even with no script at
 * all a submission never puts the visitor's data in a URL.
 */
export function FormSubmit({ label, isSubmitting }: FormSubmitProps) {
  return (
    <Box>
      <Button
        type="submit"
        variant="cta"
        size="lg"
        w="full"
        minH={14}
        fontSize="lg"
        isDisabled={isSubmitting}
        leftIcon={isSubmitting ? <Spinner size="sm" label="" aria-hidden="true" /> : undefined}
        data-float-avoid=""
        sx={HELD_STYLES}
      >
        {isSubmitting ? "Enviando..." : label}
      </Button>
      <Text fontSize="sm" color="gray.600" mt={3} lineHeight="short">
        Ao enviar, você concorda com o uso dos seus dados para retornarmos o contato, conforme a nossa{" "}
        <PrivacyPolicyLink>Política de Privacidade</PrivacyPolicyLink>.
      </Text>
    </Box>
  );
}
