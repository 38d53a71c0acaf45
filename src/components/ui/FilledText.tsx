import { Link, Text, type TextProps } from "@chakra-ui/react";
import { fillPlaceholders, type PlaceholderValue } from "./fill-placeholders";

interface FilledTextProps extends Omit<TextProps, "children"> {
  /** A paragraph of content, with {marker}s. */
  text: string;
  values: Readonly<Record<string, PlaceholderValue>>;
}

/** A paragraph of content with its {marker}s filled in from values; a value with an href is a link. */
export function FilledText({ text, values, ...rest }: FilledTextProps) {
  return (
    <Text {...rest}>
      {fillPlaceholders(text, values).map((part, index) =>
        part.href ? (
          <Link
            key={index}
            href={part.href}
            color="brand.700"
            fontWeight={600}
            textDecoration="underline"
            wordBreak="break-word"
          >
            {part.text}
          </Link>
        ) : (
          part.text
        ),
      )}
    </Text>
  );
}
