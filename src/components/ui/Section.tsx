import * as React from "react";
import { Box, Container, type BoxProps } from "@chakra-ui/react";

interface SectionProps extends Omit<BoxProps, "as"> {
  /** id of the heading that names this section (aria-labelledby). */
  labelledBy: string;
  children: React.ReactNode;
  containerWidth?: string;
}

/** A page part: a <section> named by its own heading, with the site's content width. */
export function Section({ labelledBy, children, containerWidth = "container.xl", ...rest }: SectionProps) {
  return (
    <Box as="section" aria-labelledby={labelledBy} py={{ base: 12, md: 16 }} {...rest}>
      <Container maxW={containerWidth}>{children}</Container>
    </Box>
  );
}
