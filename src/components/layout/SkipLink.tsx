import { chakra } from "@chakra-ui/react";

/** Lets keyboard users jump past the header straight to the page content. */
export function SkipLink({ href }: { href: string }) {
  return (
    <chakra.a
      href={href}
      position="absolute"
      left={4}
      top={-20}
      zIndex="skipLink"
      bg="white"
      color="brand.900"
      fontWeight={700}
      px={4}
      py={3}
      borderRadius="md"
      boxShadow="lg"
      _focusVisible={{ top: 4 }}
    >
      Pular para o conteúdo
    </chakra.a>
  );
}
