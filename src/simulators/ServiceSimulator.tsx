import { Container } from "@chakra-ui/react";
import { ConsorcioSimulator } from "./ConsorcioSimulator";
import type { SimulatorRules, SimulatorsData } from "./fragments";
import { PrevidenciaSimulator } from "./PrevidenciaSimulator";
import { VidaSimulator } from "./VidaSimulator";

interface ServiceSimulatorProps {
  slug: string;
  data: SimulatorsData | null | undefined;
  /** The rules register's rules (data/rules.json): the simulators compute with the ones they cite. */
  rules: SimulatorRules;
}

/** The simulator of a service page, or null for a service without one. */
export function ServiceSimulator({ slug, data, rules }: ServiceSimulatorProps) {
  if (!data) return null;
  const simulator =
    slug === "consorcio" ? (
      <ConsorcioSimulator data={data.consorcio} rules={rules} />
    ) : slug === "previdencia" ? (
      <PrevidenciaSimulator data={data.previdencia} rules={rules} />
    ) : slug === "vida" ? (
      <VidaSimulator data={data.vida} />
    ) : null;
  return simulator ? (
    <Container maxW="container.xl" pt={{ base: 10, md: 14 }}>
      {simulator}
    </Container>
  ) : null;
}
