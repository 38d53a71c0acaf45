import type * as React from "react";
import { Box, Text } from "@chakra-ui/react";

export interface ResultRow {
  label: string;
  value: string;
  /** The row the simulator is about (the payment, the balance, the cover). */
  main?: boolean;
}

interface SimulatorResultsProps {
  title: string;
  rows: readonly ResultRow[];
  /** What the figures mean, below them, when they need a word. */
  children?: React.ReactNode;
}

/** A simulator's results as a description list: each figure named by its term. */
export function SimulatorResults({ title, rows, children }: SimulatorResultsProps) {
  return (
    <Box>
      <Text as="h3" fontWeight={700} color="brand.800" fontSize="lg" mb={2}>
        {title}
      </Text>
      <Box as="dl" m={0}>
        {rows.map((row) => (
          <Box
            key={row.label}
            display="flex"
            justifyContent="space-between"
            gap={4}
            py={2}
            borderBottomWidth="1px"
            borderColor="gray.200"
          >
            <Box as="dt" color="gray.700">
              {row.label}
            </Box>
            <Box
              as="dd"
              m={0}
              fontWeight={row.main ? 700 : 600}
              fontSize={row.main ? "xl" : "md"}
              color="gray.900"
              textAlign="right"
              whiteSpace="nowrap"
            >
              {row.value}
            </Box>
          </Box>
        ))}
      </Box>
      {children}
    </Box>
  );
}
