import { Box, Flex, Heading, Icon, Link, Text, chakra } from "@chakra-ui/react";
import { ArrowRight } from "lucide-react";
import { CheckList } from "../ui/CheckList";
import { serviceIcon } from "./service-icons";
import { servicePath } from "../../../supabase/functions/_shared/contract/routes";

export interface ServiceCardContent {
  title: string;
  slug: string;
  description: string;
  features: readonly string[];
}

/** One product of the portfolio: what it is, four highlights and a link to its page. */
export function ServiceCard({ title, slug, description, features }: ServiceCardContent) {
  return (
    <Flex as="li" direction="column" layerStyle="card" p={6} h="full" data-testid="service-card">
      <Flex align="center" gap={3} mb={4}>
        <Box bg="brand.50" color="brand.700" borderRadius="lg" p={2.5} display="flex" flexShrink={0}>
          <Icon as={serviceIcon(slug)} boxSize={6} aria-hidden="true" />
        </Box>
        <Heading as="h4" size="md" color="brand.900">
          {title}
        </Heading>
      </Flex>
      <Text color="gray.600" mb={5}>
        {description}
      </Text>
      <CheckList
        items={features}
        spacing={2}
        fontSize="sm"
        color="gray.700"
        iconColor="brand.600"
        mb={6}
        data-testid="service-features"
      />
      <Link
        href={servicePath(slug)}
        mt="auto"
        alignSelf="flex-start"
        display="inline-flex"
        alignItems="center"
        gap={2}
        py={1}
        fontWeight={700}
        color="brand.700"
        _hover={{ color: "brand.900", textDecoration: "underline" }}
        data-testid="service-link"
      >
        Saiba mais <chakra.span srOnly>sobre {title}</chakra.span>
        <Icon as={ArrowRight} boxSize={4} aria-hidden="true" />
      </Link>
    </Flex>
  );
}
