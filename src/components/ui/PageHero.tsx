import * as React from "react";
import { Badge, Box, Container, Heading, Text } from "@chakra-ui/react";

interface PageHeroProps {
  /** id of the h1, which names the section. */
  id: string;
  badge?: string;
  title: string;
  lead: string;
  /** A call to action under the lead. */
  children?: React.ReactNode;
}

/** The opening band of an inner page: optional badge, the page's one h1, a lead paragraph. */
export function PageHero({ id, badge, title, lead, children }: PageHeroProps) {
  return (
    <Box
      as="section"
      aria-labelledby={id}
      bgGradient="linear(to-br, brand.900, brand.700)"
      color="white"
      py={{ base: 14, md: 20 }}
    >
      <Container maxW="container.xl">
        <Box maxW="3xl">
          {badge ? (
            <Badge variant="hero" mb={4}>
              {badge}
            </Badge>
          ) : null}
          <Heading as="h1" id={id} size="2xl" mb={5}>
            {title}
          </Heading>
          <Text fontSize={{ base: "lg", md: "xl" }} color="brand.50" mb={children ? 8 : 0}>
            {lead}
          </Text>
          {children}
        </Box>
      </Container>
    </Box>
  );
}
