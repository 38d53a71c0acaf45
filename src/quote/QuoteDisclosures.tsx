import { Box, Heading, Link, Text } from "@chakra-ui/react";
import { DISCLOSURES_PATH } from "../../supabase/functions/_shared/contract/routes";

interface QuoteDisclosuresProps {
  title: string;
  text: string;
  link: string;
}

/** Next to the form: where the brokerage's disclosures before a sale are (Res. CNSP 382/2020). */
export function QuoteDisclosures({ title, text, link }: QuoteDisclosuresProps) {
  return (
    <Box as="section" aria-labelledby="quote-disclosures-title" layerStyle="card" p={{ base: 6, md: 8 }}>
      <Heading as="h2" id="quote-disclosures-title" size="md" color="brand.800" mb={3}>
        {title}
      </Heading>
      <Text mb={3}>{text}</Text>
      <Link href={DISCLOSURES_PATH} color="brand.700" fontWeight={600} textDecoration="underline">
        {link}
      </Link>
    </Box>
  );
}
