import { Box, Container, Heading, Text } from "@chakra-ui/react";
import { CtaLink } from "./CtaLink";

interface CtaBannerProps {
  id: string;
  title: string;
  text: string;
  label: string;
  to: string;
}

/** The closing call to action of a page. */
export function CtaBanner({ id, title, text, label, to }: CtaBannerProps) {
  return (
    <Box as="section" aria-labelledby={id} py={{ base: 12, md: 16 }}>
      <Container maxW="container.lg">
        <Box
          bgGradient="linear(to-r, brand.800, brand.600)"
          color="white"
          borderRadius="2xl"
          px={{ base: 6, md: 12 }}
          py={{ base: 10, md: 14 }}
          textAlign="center"
        >
          <Heading as="h2" id={id} size="xl" mb={4}>
            {title}
          </Heading>
          <Text fontSize="lg" color="brand.50" mb={8} maxW="2xl" mx="auto">
            {text}
          </Text>
          <CtaLink to={to} size="lg">
            {label}
          </CtaLink>
        </Box>
      </Container>
    </Box>
  );
}
