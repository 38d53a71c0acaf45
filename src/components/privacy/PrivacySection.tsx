import { Box, Heading, Stack } from "@chakra-ui/react";
import type { PlaceholderValue } from "../ui/fill-placeholders";
import { FilledText } from "../ui/FilledText";

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
          <FilledText key={paragraph} text={paragraph} values={values} fontSize="lg" />
        ))}
      </Stack>
    </Box>
  );
}
