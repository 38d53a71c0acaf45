import { Box, Heading, Icon } from "@chakra-ui/react";
import { TriangleExclamationPoint } from "lucide-react";
import { CheckList } from "../components/ui/CheckList";

interface ServiceExtraBoxProps {
  title: string;
  items: readonly string[];
}

/** Differentials, documents, transparency or benefits; "Importante" is shown as a warning. */
export function ServiceExtraBox({ title, items }: ServiceExtraBoxProps) {
  const warning = title === "Importante";
  return (
    <Box
      as="section"
      aria-labelledby="service-extra"
      borderRadius="xl"
      p={{ base: 6, md: 8 }}
      bg={warning ? "warning.50" : "brand.50"}
      borderWidth="1px"
      borderColor={warning ? "warning.300" : "brand.100"}
      borderLeftWidth="6px"
      borderLeftColor={warning ? "warning.600" : "brand.600"}
    >
      <Heading as="h2" id="service-extra" size="lg" mb={6} display="flex" alignItems="center" gap={3}>
        {warning ? <Icon as={TriangleExclamationPoint} color="warning.700" boxSize={7} aria-hidden="true" /> : null}
        {title}
      </Heading>
      <CheckList items={items} fontSize="lg" iconColor={warning ? "warning.700" : "brand.600"} />
    </Box>
  );
}
