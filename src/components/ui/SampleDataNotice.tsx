import { Text } from "@chakra-ui/react";

/**
 * Said wherever placeholder content would mislead (the claims page's numbers, the footer's legal
 * identity) while any is left: previews and local builds only, as a production build with
 * placeholders stops (src/content/go-live.ts). Dark text on the theme's pale warning colour, so it reads on any background.
 */
export function SampleDataNotice({ children }: { children: string }) {
  return (
    // Few style declarations: the footer carries it on every page, within the first round trip.
    <Text role="note" bg="warning.50" color="brand.900" p={3} mb={6} borderRadius="md">
      <strong>Dados de exemplo: </strong>
      {children}
    </Text>
  );
}
