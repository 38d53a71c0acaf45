import { Box, Container, Heading, Text } from "@chakra-ui/react";

interface PrivacyHeaderProps {
  title: string;
  updated: string;
}

export function PrivacyHeader({ title, updated }: PrivacyHeaderProps) {
  return (
    <Box
      as="section"
      aria-labelledby="privacy-title"
      bgGradient="linear(to-br, brand.900, brand.700)"
      color="white"
      py={{ base: 12, md: 16 }}
    >
      <Container maxW="container.md">
        <Heading as="h1" id="privacy-title" size="2xl" mb={4}>
          {title}
        </Heading>
        <Text fontSize="lg" color="brand.50">
          {updated}
        </Text>
      </Container>
    </Box>
  );
}
