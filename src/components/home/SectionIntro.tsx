import { Box, Heading, Text } from "@chakra-ui/react";

/** The portfolio's intro is the page's main one; the partners' is a step smaller. */
const SIZES = {
  lg: { maxW: "3xl", mb: { base: 10, md: 14 }, fontSize: { base: "3xl", md: "4xl" }, headingMb: 4 },
  md: { maxW: "2xl", mb: { base: 8, md: 10 }, fontSize: { base: "2xl", md: "3xl" }, headingMb: 3 },
} as const;

interface SectionIntroProps {
  /** id of the heading, which names its section. */
  id: string;
  title: string;
  text: string;
  size: keyof typeof SIZES;
}

/** A home section's centred heading and the line under it. */
export function SectionIntro({ id, title, text, size }: SectionIntroProps) {
  const { maxW, mb, fontSize, headingMb } = SIZES[size];
  return (
    <Box textAlign="center" maxW={maxW} mx="auto" mb={mb}>
      <Heading as="h2" id={id} fontSize={fontSize} color="brand.900" mb={headingMb}>
        {title}
      </Heading>
      <Text fontSize="lg" color="gray.700">
        {text}
      </Text>
    </Box>
  );
}
