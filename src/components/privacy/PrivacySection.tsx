import { Box, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { fillPlaceholders, type PlaceholderValue } from "./fill-placeholders";

interface PrivacySectionProps {
  id: string;
  title: string;
  paragraphs: readonly string[];
  values: Readonly<Record<string, PlaceholderValue>>;
}

export function PrivacySection({ id, title, paragraphs, values }: PrivacySectionProps) {
  return (
    <Box as="section" aria-labelledby={id} scrollMarginTop={24}>
      <Heading as="h2" id={id} size="lg" color="brand.800" mb={4}>
        {title}
      </Heading>
      <Stack spacing={4}>
        {paragraphs.map((paragraph) => (
          <Text key={paragraph} fontSize="lg">
            {fillPlaceholders(paragraph, values).map((part, index) =>
              part.href ? (
                <Link key={index} href={part.href} color="brand.700" fontWeight={600} textDecoration="underline" wordBreak="break-word">
                  {part.text}
                </Link>
              ) : (
                part.text
              ),
            )}
          </Text>
        ))}
      </Stack>
    </Box>
  );
}
