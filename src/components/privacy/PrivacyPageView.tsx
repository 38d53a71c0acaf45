import { Box, Container, Heading, Link, ListItem, OrderedList, Stack } from "@chakra-ui/react";
import type { PlaceholderValue } from "../ui/fill-placeholders";
import { PrivacyHeader } from "./PrivacyHeader";
import { PrivacySection } from "./PrivacySection";
import { StaticHtml } from "../ui/StaticHtml";

interface PrivacyPageViewProps {
  page: NonNullable<Queries.PrivacyPageQuery["privacyJson"]>;
  values: Readonly<Record<string, PlaceholderValue>>;
}

const sectionId = (index: number) => `privacy-section-${index + 1}`;

/** Nothing on this page is interactive: all of it stays server HTML in the browser. */
export function PrivacyPageView({ page, values }: PrivacyPageViewProps) {
  return (
    <StaticHtml>
      <PrivacyHeader title={page.title} updated={page.updated} />
      <Container maxW="container.md" py={{ base: 10, md: 16 }}>
        <Box as="nav" aria-labelledby="privacy-contents" bg="gray.50" borderRadius="xl" p={{ base: 5, md: 6 }} mb={12}>
          <Heading as="h2" id="privacy-contents" size="md" color="brand.800" mb={3}>
            Nesta página
          </Heading>
          <OrderedList spacing={2}>
            {page.sections.map((section, index) => (
              <ListItem key={section.title}>
                <Link href={`#${sectionId(index)}`} color="brand.700" textDecoration="underline">
                  {section.title}
                </Link>
              </ListItem>
            ))}
          </OrderedList>
        </Box>
        <Stack spacing={12}>
          {page.sections.map((section, index) => (
            <PrivacySection key={section.title} id={sectionId(index)} {...section} values={values} />
          ))}
        </Stack>
      </Container>
    </StaticHtml>
  );
}
