import { Box, Heading } from "@chakra-ui/react";
import { CheckList } from "../components/ui/CheckList";

interface ServiceListCardProps {
  id: string;
  title: string;
  items: readonly string[];
}

/** A card of coverages, solutions, modalities, audiences or assistances; its own section. */
export function ServiceListCard({ id, title, items }: ServiceListCardProps) {
  return (
    <Box as="section" aria-labelledby={id} layerStyle="card" p={{ base: 6, md: 8 }}>
      <Heading as="h2" id={id} size="lg" mb={6}>
        {title}
      </Heading>
      <CheckList items={items} fontSize="lg" />
    </Box>
  );
}
