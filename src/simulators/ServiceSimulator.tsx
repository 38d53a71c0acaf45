import { Container } from "@chakra-ui/react";
import { ConsorcioSimulator } from "./ConsorcioSimulator";
import type { SimulatorRules, SimulatorsData } from "./fragments";
import { PrevidenciaSimulator } from "./PrevidenciaSimulator";
import { VidaSimulator } from "./VidaSimulator";
import type { SimulatorPage } from "./SimulatorShell";

interface ServiceSimulatorProps {
  slug: string;
  data: SimulatorsData | null | undefined;
  /** The rules register's rules (data/rules.json): the simulators compute with the ones they cite. */
  rules: SimulatorRules;
  /** The page's path and chat message, for the simulator's WhatsApp link. */
  page: SimulatorPage;
}

/** The simulator of a service page, or null for a service without one. */
export function ServiceSimulator({ slug, data, rules, page }: ServiceSimulatorProps) {
  if (!data) return null;
  const simulator =
    slug === "consorcio" ? (
      <ConsorcioSimulator data={data.consorcio} rules={rules} page={page} />
    ) : slug === "previdencia" ? (
      <PrevidenciaSimulator data={data.previdencia} rules={rules} page={page} />
    ) : slug === "vida" ? (
      <VidaSimulator data={data.vida} page={page} />
    ) : null;
  return simulator ? (
    <Container maxW="container.xl" pt={{ base: 10, md: 14 }}>
      {simulator}
    </Container>
  ) : null;
}
