import { Box, Container, Link, Text } from "@chakra-ui/react";
import { StaticHtml } from "../components/ui/StaticHtml";
import { ReminderTokenAction, type ReminderTokenTexts } from "./ReminderTokenAction";
import type { ReminderAction } from "./reminder";
import { ROUTES } from "../../supabase/functions/_shared/contract/routes";

interface ReminderTokenViewProps extends ReminderTokenTexts {
  action: ReminderAction;
  /** The brokerage's phone as shown, for whoever cannot use the link. */
  phone: string;
}

const VERB: Record<ReminderAction, string> = { confirm: "confirmar", cancel: "cancelar" };

/** The page a reminder mail's link opens: what its button does, the answer once pressed, and where to go next. */
export function ReminderTokenView({ action, phone, ...texts }: ReminderTokenViewProps) {
  const noScript =
    `O JavaScript está desligado neste navegador, e sem ele esta página não consegue ${VERB[action]} o lembrete. ` +
    `Ligue-o e abra de novo o link do e-mail, ou fale com a gente pelo telefone ${phone}.`;
  return (
    <Box as="section" aria-labelledby="reminder-token-title" py={{ base: 12, md: 20 }}>
      <Container maxW="container.md">
        <ReminderTokenAction action={action} noScript={noScript} {...texts} />
        <StaticHtml>
          <Text mt={10} color="gray.700">
            <Link href={ROUTES.reminder} color="brand.700" textDecoration="underline" fontWeight={600}>
              Pedir um lembrete
            </Link>{" "}
            ·{" "}
            <Link href={ROUTES.home} color="brand.700" textDecoration="underline" fontWeight={600}>
              Página inicial
            </Link>
          </Text>
        </StaticHtml>
      </Container>
    </Box>
  );
}
