import { Box, Button, Heading, Icon, Stack, Text } from "@chakra-ui/react";
import { Phone } from "lucide-react";
import { brazilianTelHref } from "../layout/contact-hrefs";
import { ExternalLink } from "../ui/ExternalLink";
import { brazilianDay } from "../../rules/dates";

interface InsurerContactsCardProps {
  name: string;
  numbers: readonly { label: string; number: string }[];
  site: string;
  /** "2026-11-20" */
  verifiedOn: string;
}

/**
 * One insurer's 24 h numbers, each a button a thumb finds at the roadside (48 px tall, the whole
 * width), its official site and the day the numbers were last checked.
 */
export function InsurerContactsCard({ name, numbers, site, verifiedOn }: InsurerContactsCardProps) {
  return (
    <Box as="li" layerStyle="card" p={{ base: 5, md: 6 }} data-testid="insurer-contacts">
      <Heading as="h3" size="md" mb={4}>
        {name}
      </Heading>
      <Stack as="ul" listStyleType="none" spacing={4} mb={5}>
        {numbers.map((entry) => (
          <li key={entry.number}>
            <Text fontSize="sm" fontWeight={600} color="gray.600" mb={1}>
              {entry.label}
            </Text>
            <Button
              as="a"
              href={brazilianTelHref(entry.number)}
              variant="primary"
              size="lg"
              w="full"
              leftIcon={<Icon as={Phone} boxSize={5} aria-hidden="true" />}
            >
              {entry.number}
            </Button>
          </li>
        ))}
      </Stack>
      <ExternalLink href={site} note="site oficial, abre em nova aba">
        {new URL(site).host}
      </ExternalLink>
      <Text fontSize="sm" color="gray.600" mt={2}>
        Verificado em <time dateTime={verifiedOn}>{brazilianDay(verifiedOn)}</time>
      </Text>
    </Box>
  );
}
