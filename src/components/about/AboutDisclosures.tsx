import { Box, Heading, List, ListItem, OrderedList, Stack, Text } from "@chakra-ui/react";
import { DISCLOSURES_ANCHOR } from "../../../supabase/functions/_shared/contract/routes";
import { CheckList } from "../ui/CheckList";
import { ExternalLink } from "../ui/ExternalLink";
import { RuleSource } from "../ui/RuleSource";
import type { ShownDisclosures } from "./disclosures";

interface AboutDisclosuresProps {
  id: string;
  disclosures: ShownDisclosures;
}

/**
 * "Antes de contratar": the four things Res. CNSP 382/2020 asks a broker to disclose before a sale
 * (stakes either way, exclusivity or the partner insurers, the remuneration), the rule they come
 * from, and where to check the broker and complain. Its anchor is where the quote page points.
 */
export function AboutDisclosures({ id, disclosures }: AboutDisclosuresProps) {
  return (
    <Box
      as="section"
      id={DISCLOSURES_ANCHOR}
      aria-labelledby={id}
      layerStyle="card"
      p={{ base: 6, md: 8 }}
      scrollMarginTop={4}
    >
      <Heading as="h2" id={id} size="lg" color="brand.800" mb={4}>
        {disclosures.title}
      </Heading>
      <Stack spacing={5}>
        <Text>{disclosures.lead}</Text>
        <OrderedList spacing={5} ml={5} data-testid="about-disclosures">
          {disclosures.items.map((item) => (
            <ListItem key={item.title}>
              <Heading as="h3" size="sm" color="brand.800" mb={2}>
                {item.title}
              </Heading>
              <Text>{item.text}</Text>
              {item.names ? (
                <CheckList
                  items={item.names}
                  spacing={0}
                  mt={3}
                  display="grid"
                  gridTemplateColumns={{ sm: "1fr 1fr" }}
                  gap={3}
                  data-testid="about-partners"
                />
              ) : null}
            </ListItem>
          ))}
        </OrderedList>
        <RuleSource rule={disclosures.source} />
        <List spacing={2}>
          {disclosures.links.map((link) => (
            <ListItem key={link.url}>
              <ExternalLink href={link.url}>{link.label}</ExternalLink>
            </ListItem>
          ))}
        </List>
      </Stack>
    </Box>
  );
}
