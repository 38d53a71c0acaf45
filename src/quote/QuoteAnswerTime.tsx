import { Flex, Icon, Text } from "@chakra-ui/react";
import { Timer } from "lucide-react";

/** The promised turnaround, next to the form. */
export function QuoteAnswerTime({ text }: { text: string }) {
  return (
    <Flex
      align="center"
      gap={4}
      bg="brand.800"
      color="white"
      borderRadius="xl"
      p={{ base: 5, md: 6 }}
      data-testid="quote-answer-time"
    >
      <Icon as={Timer} boxSize={8} color="accent.200" aria-hidden="true" flexShrink={0} />
      <Text fontSize="lg" fontWeight={700}>
        {text}
      </Text>
    </Flex>
  );
}
