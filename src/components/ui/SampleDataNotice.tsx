import { Box, Text } from "@chakra-ui/react";

/**
 * Said wherever placeholder content would mislead (the claims page's numbers, the footer's legal
 * identity) while any is left: previews and local builds only, as a production build with
 * placeholders stops (src/content/go-live.ts). Dark text on amber, so it reads on any background.
 */
export function SampleDataNotice({ children }: { children: string }) {
  return (
    <Box role="note" bg="yellow.100" color="gray.900" borderLeftWidth="4px" borderColor="yellow.500" px={4} py={3} mb={6} borderRadius="md" data-sample-data="">
      <Text>
        <Text as="strong">Dados de exemplo: </Text>
        {children}
      </Text>
    </Box>
  );
}
