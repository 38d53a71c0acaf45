import { Badge, Box, Container, Heading, Text } from "@chakra-ui/react";

interface ContactHeroProps {
  title: string;
  lead: string;
  answerTime: string;
}

export function ContactHero({ title, lead, answerTime }: ContactHeroProps) {
  return (
    <Box as="section" aria-labelledby="contact-title" bgGradient="linear(to-br, brand.900, brand.700)" color="white" py={{ base: 12, md: 16 }}>
      <Container maxW="container.xl">
        <Box maxW="3xl">
          <Badge variant="hero" mb={4}>
            {answerTime}
          </Badge>
          <Heading as="h1" id="contact-title" size="2xl" mb={4}>
            {title}
          </Heading>
          <Text fontSize={{ base: "lg", md: "xl" }} color="brand.50">
            {lead}
          </Text>
        </Box>
      </Container>
    </Box>
  );
}
