import { Box, Icon, Text, chakra } from "@chakra-ui/react";
import { ShieldCheck } from "lucide-react";
import { ROUTES } from "../../../supabase/functions/_shared/contract/routes";

/** The wordmark, linking home. `inverted` is for dark backgrounds. */
export function Logo({ name, inverted = false }: { name: string; inverted?: boolean }) {
  const [first, ...rest] = name.split(" ");
  return (
    <chakra.a
      href={ROUTES.home}
      display="inline-flex"
      alignItems="center"
      gap={2}
      lineHeight="1.05"
      color={inverted ? "white" : "brand.900"}
      _hover={{ textDecoration: "none" }}
    >
      <Box bg={inverted ? "whiteAlpha.200" : "brand.700"} color="white" borderRadius="lg" p={1.5} display="flex">
        <Icon as={ShieldCheck} boxSize={6} aria-hidden="true" />
      </Box>
      <Box as="span">
        <Text
          as="span"
          display="block"
          fontSize="xs"
          fontWeight={600}
          letterSpacing="widest"
          textTransform="uppercase"
          color={inverted ? "brand.100" : "brand.600"}
        >
          {first}
        </Text>
        {/* A space between the two words for screen readers; the lines are visual. */}
        <chakra.span srOnly> </chakra.span>
        <Text as="span" display="block" fontSize="xl" fontWeight={700}>
          {rest.join(" ")}
        </Text>
      </Box>
    </chakra.a>
  );
}
