import { Box, Container, Heading, Link, Text } from "@chakra-ui/react";
import { StaticHtml } from "../ui/StaticHtml";
import { ReminderTokenStatus } from "./ReminderTokenStatus";
import type { ReminderAction } from "../../lib/reminder";
import { ROUTES } from "../../lib/routes";

interface ReminderTokenViewProps {
  action: ReminderAction;
  page: { title: string; working: string };
  /** The brokerage's phone as shown, for whoever cannot use the link. */
  phone: string;
}

const VERB: Record<ReminderAction, string> = { confirm: "confirmar", cancel: "cancelar" };

/** The page a reminder mail's link opens: its title, the answer to the link, and where to go next. */
export function ReminderTokenView({ action, page, phone }: ReminderTokenViewProps) {
  const noScript =
    `O JavaScript está desligado neste navegador, e sem ele esta página não consegue ${VERB[action]} o lembrete. ` +
    `Ligue-o e abra de novo o link do e-mail, ou fale com a gente pelo telefone ${phone}.`;
  return (
    <Box as="section" aria-labelledby="reminder-token-title" py={{ base: 12, md: 20 }}>
      <Container maxW="container.md">
        <StaticHtml>
          <Heading as="h1" id="reminder-token-title" size="2xl" color="brand.800" mb={6}>
            {page.title}
          </Heading>
        </StaticHtml>
        <ReminderTokenStatus action={action} working={page.working} noScript={noScript} />
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
