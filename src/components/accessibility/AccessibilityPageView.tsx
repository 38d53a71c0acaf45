import { Box, Container, Heading, Link, ListItem, Stack, Text, UnorderedList, chakra } from "@chakra-ui/react";
import type { PlaceholderValue } from "../ui/fill-placeholders";
import { FilledText } from "../ui/FilledText";
import { PageHero } from "../ui/PageHero";
import { StaticHtml } from "../ui/StaticHtml";

interface AccessibilityPageViewProps {
  page: NonNullable<Queries.AccessibilityPageQuery["accessibilityJson"]>;
  /** {email} and {phone} in the paragraphs: the brokerage's channels, as links. */
  values: Readonly<Record<string, PlaceholderValue>>;
}

const sectionId = (index: number) => `accessibility-section-${index + 1}`;

/**
 * The accessibility statement the footer's symbol leads to (Lei 13.146/2015, art. 63): its
 * sections, then the law and standards it cites with their addresses. Nothing on it is
 * interactive: all of it stays server HTML in the browser.
 */
export function AccessibilityPageView({ page, values }: AccessibilityPageViewProps) {
  return (
    <StaticHtml>
      <PageHero id="accessibility-title" title={page.title} lead={page.lead} />
      <Container maxW="container.md" py={{ base: 10, md: 16 }}>
        <Text color="gray.700" mb={10}>
          {page.updated}
        </Text>
        <Stack spacing={12}>
          {page.sections.map((section, index) => (
            <Box as="section" key={section.title} aria-labelledby={sectionId(index)}>
              <Heading as="h2" id={sectionId(index)} size="lg" color="brand.800" mb={4}>
                {section.title}
              </Heading>
              <Stack spacing={4}>
                {section.paragraphs.map((paragraph) => (
                  <FilledText key={paragraph} text={paragraph} values={values} fontSize="lg" />
                ))}
              </Stack>
            </Box>
          ))}
          <Box as="section" aria-labelledby="accessibility-sources">
            <Heading as="h2" id="accessibility-sources" size="lg" color="brand.800" mb={4}>
              Fontes
            </Heading>
            <UnorderedList spacing={3} fontSize="lg">
              {page.sources.map((source) => (
                <ListItem key={source.url}>
                  {/* The label links to the address; the host shows where it leads (a full URL's "_" is outside the font subset). */}
                  <Link
                    href={source.url}
                    isExternal
                    rel="noopener noreferrer"
                    color="brand.700"
                    fontWeight={600}
                    textDecoration="underline"
                  >
                    {source.label}
                    <chakra.span srOnly> (abre em nova aba)</chakra.span>
                  </Link>
                  {` (${new URL(source.url).host})`}
                </ListItem>
              ))}
            </UnorderedList>
          </Box>
        </Stack>
      </Container>
    </StaticHtml>
  );
}
