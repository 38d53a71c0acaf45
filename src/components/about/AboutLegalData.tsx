import * as React from "react";
import { Box, Heading, Text } from "@chakra-ui/react";
import { cityLine, streetLine, type LegalAddress } from "../layout/legal";

interface AboutLegalDataProps {
  id: string;
  title: string;
  legal: { name: string; cnpj: string; susep: string; address: LegalAddress };
  city: string;
  state: string;
  email: string;
}

/** "Dados da corretora": who the brokerage is before the law, in one short list. */
export function AboutLegalData({ id, title, legal, city, state, email }: AboutLegalDataProps) {
  const rows: [string, React.ReactNode][] = [
    ["Razão social", legal.name],
    ["CNPJ", legal.cnpj],
    ["Registro na SUSEP", legal.susep],
    [
      "Endereço",
      <>
        {streetLine(legal.address)}
        <br />
        {cityLine(legal.address, city, state)}
      </>,
    ],
    ["E-mail", email],
  ];
  return (
    <Box as="section" aria-labelledby={id} layerStyle="card" p={{ base: 6, md: 8 }}>
      <Heading as="h2" id={id} size="lg" color="brand.800" mb={4}>
        {title}
      </Heading>
      <Box as="dl" data-testid="about-legal">
        {rows.map(([label, value]) => (
          <Box key={label} mb={3}>
            <Text as="dt" fontWeight={700} color="brand.800">
              {label}
            </Text>
            <Text as="dd" wordBreak="break-word">
              {value}
            </Text>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
