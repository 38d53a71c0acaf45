import { Text, type TextProps } from "@chakra-ui/react";

interface ParagraphsProps extends TextProps {
  paragraphs: readonly string[];
}

/** A text's paragraphs, each its own <p>, in the large body size unless told otherwise. */
export function Paragraphs({ paragraphs, ...rest }: ParagraphsProps) {
  return (
    <>
      {paragraphs.map((paragraph) => (
        <Text key={paragraph} fontSize="lg" {...rest}>
          {paragraph}
        </Text>
      ))}
    </>
  );
}
