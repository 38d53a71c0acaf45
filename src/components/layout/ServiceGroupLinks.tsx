import { Box, Container, SimpleGrid, Text, chakra } from "@chakra-ui/react";
import type { NavGroups } from "../../hooks/useNavigation";
import { servicePath } from "../../../supabase/functions/_shared/contract/routes";

/** Every service page link in its group, five columns wide: the desktop "Produtos e Serviços" panel. */
export function ServiceGroupLinks({ groups, idPrefix }: { groups: NavGroups; idPrefix: string }) {
  return (
    <Container maxW="container.xl" py={8}>
      <SimpleGrid columns={5} spacing={6}>
        {groups.map((group, index) => (
          <Box key={group.title}>
            <Text
              id={`${idPrefix}-grupo-${index}`}
              fontSize="sm"
              fontWeight={700}
              color="brand.600"
              textTransform="uppercase"
              letterSpacing="wide"
              mb={3}
            >
              {group.title}
            </Text>
            <chakra.ul listStyleType="none" aria-labelledby={`${idPrefix}-grupo-${index}`}>
              {group.links.map((link) => (
                <li key={link.slug}>
                  <chakra.a
                    href={servicePath(link.slug)}
                    display="block"
                    py={1.5}
                    color="gray.700"
                    _hover={{ color: "brand.700", textDecoration: "underline" }}
                  >
                    {link.label}
                  </chakra.a>
                </li>
              ))}
            </chakra.ul>
          </Box>
        ))}
      </SimpleGrid>
    </Container>
  );
}
