import { Container } from "@chakra-ui/react";
import { ConsorcioSimulator } from "./ConsorcioSimulator";
import type { SimulatorsData } from "./fragments";
import { PrevidenciaSimulator } from "./PrevidenciaSimulator";
import { VidaSimulator } from "./VidaSimulator";

/** The simulator of a service page, or null for a service without one. */
export function ServiceSimulator({ slug, data }: { slug: string; data: SimulatorsData | null | undefined }) {
  if (!data) return null;
  const simulator =
    slug === "consorcio" ? (
      <ConsorcioSimulator data={data.consorcio} />
    ) : slug === "previdencia" ? (
      <PrevidenciaSimulator data={data.previdencia} />
    ) : slug === "vida" ? (
      <VidaSimulator data={data.vida} />
    ) : null;
  return simulator ? (
    <Container maxW="container.xl" pt={{ base: 10, md: 14 }}>
      {simulator}
    </Container>
  ) : null;
}
