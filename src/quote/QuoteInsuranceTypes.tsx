import { Box, Heading, List, ListItem } from "@chakra-ui/react";

interface QuoteInsuranceTypesProps {
  title: string;
  items: readonly string[];
}

/** The kinds of insurance the form can quote, as tags. */
export function QuoteInsuranceTypes({ title, items }: QuoteInsuranceTypesProps) {
  return (
    <Box as="section" aria-labelledby="quote-types-title" bg="brand.50" borderRadius="xl" p={{ base: 6, md: 8 }}>
      <Heading as="h2" id="quote-types-title" size="md" color="brand.800" mb={5}>
        {title}
      </Heading>
      <List display="flex" flexWrap="wrap" gap={2} data-testid="quote-types">
        {items.map((item) => (
          <ListItem
            key={item}
            bg="white"
            color="brand.800"
            fontWeight={600}
            fontSize="sm"
            px={3}
            py={1.5}
            borderRadius="full"
            borderWidth="1px"
            borderColor="brand.200"
          >
            {item}
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
