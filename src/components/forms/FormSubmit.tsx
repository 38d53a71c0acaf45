import * as React from "react";
import { Box, Button, Link, Spinner, Text } from "@chakra-ui/react";
import { ROUTES } from "../../lib/routes";

interface FormSubmitProps {
  label: string;
  isSubmitting: boolean;
}

/** The submit button (disabled and reading 'Enviando...' while sending) and the privacy note under it. */
export function FormSubmit({ label, isSubmitting }: FormSubmitProps) {
  // Until React has hydrated the form, a submit would be the browser's own GET to this
  // page, putting the visitor's data in the URL; the button waits for the form's handler.
  const [hydrated, setHydrated] = React.useState(false);
  React.useEffect(() => setHydrated(true), []);
  return (
    <Box>
      <Button
        type="submit"
        variant="cta"
        size="lg"
        w="full"
        minH={14}
        fontSize="lg"
        isDisabled={isSubmitting || !hydrated}
        leftIcon={isSubmitting ? <Spinner size="sm" label="" aria-hidden="true" /> : undefined}
        data-float-avoid=""
      >
        {isSubmitting ? "Enviando..." : label}
      </Button>
      <Text fontSize="sm" color="gray.600" mt={3} lineHeight="short">
        Ao enviar, você concorda com o uso dos seus dados para retornarmos o contato, conforme a nossa{" "}
        <Link href={ROUTES.privacy} color="brand.700" textDecoration="underline" fontWeight={600}>
          Política de Privacidade
        </Link>
        .
      </Text>
    </Box>
  );
}
