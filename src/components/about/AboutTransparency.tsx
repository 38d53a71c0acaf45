import { Box, Heading, Link, List, ListItem, Stack, Text, chakra } from "@chakra-ui/react";
import { insurerTiesStatement } from "../../lib/legal";
import { CheckList } from "../ui/CheckList";

interface AboutTransparencyProps {
  id: string;
  title: string;
  text: string;
  commission: string;
  links: readonly { label: string; url: string }[];
  /** The partner insurers' names (data/site.json, partners). */
  partners: readonly string[];
  insurerStakes: readonly string[];
  exclusiveInsurers: readonly string[];
}

/**
 * "Com quem trabalhamos": what Res. CNSP 382/2020 asks a broker to tell its clients (the insurers it
 * works with, any stake in or exclusivity with one, how the commission is disclosed) and where to
 * check the broker and complain.
 */
export function AboutTransparency({
  id,
  title,
  text,
  commission,
  links,
  partners,
  insurerStakes,
  exclusiveInsurers,
}: AboutTransparencyProps) {
  return (
    <Box as="section" aria-labelledby={id} layerStyle="card" p={{ base: 6, md: 8 }}>
      <Heading as="h2" id={id} size="lg" color="brand.800" mb={4}>
        {title}
      </Heading>
      <Stack spacing={4}>
        <Text>{text}</Text>
        <CheckList
          items={partners}
          spacing={0}
          display="grid"
          gridTemplateColumns={{ sm: "1fr 1fr" }}
          gap={3}
          data-testid="about-partners"
        />
        <Text>{insurerTiesStatement(insurerStakes, exclusiveInsurers)}</Text>
        <Text>{commission}</Text>
        <List spacing={2}>
          {links.map((link) => (
            <ListItem key={link.url}>
              <Link
                href={link.url}
                isExternal
                rel="noopener noreferrer"
                color="brand.700"
                fontWeight={600}
                textDecoration="underline"
                wordBreak="break-word"
              >
                {link.label}
                <chakra.span srOnly> (abre em nova aba)</chakra.span>
              </Link>
            </ListItem>
          ))}
        </List>
      </Stack>
    </Box>
  );
}
