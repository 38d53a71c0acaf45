import { Box, Heading } from "@chakra-ui/react";
import { CheckList } from "../components/ui/CheckList";

interface QuoteBenefitsProps {
  title: string;
  items: readonly string[];
}

export function QuoteBenefits({ title, items }: QuoteBenefitsProps) {
  return (
    <Box as="section" aria-labelledby="quote-benefits-title" layerStyle="card" p={{ base: 6, md: 8 }}>
      <Heading as="h2" id="quote-benefits-title" size="md" color="brand.800" mb={5}>
        {title}
      </Heading>
      <CheckList items={items} data-testid="quote-benefits" />
    </Box>
  );
}
