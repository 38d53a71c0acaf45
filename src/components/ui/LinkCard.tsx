import type * as React from "react";
import { Heading, Icon, LinkBox, LinkOverlay } from "@chakra-ui/react";
import { ArrowRight } from "lucide-react";

interface LinkCardProps {
  href: string;
  title: string;
  /** What the card says below its title. */
  children: React.ReactNode;
}

/** A card of an index (/servicos, /guias, /simuladores): a list item whose title is the link, the whole card its target. */
export function LinkCard({ href, title, children }: LinkCardProps) {
  return (
    <LinkBox as="li" layerStyle="card" p={6} _hover={{ borderColor: "brand.200" }}>
      <Heading as="h3" size="md" mb={2}>
        <LinkOverlay href={href} display="flex" alignItems="center" gap={2}>
          {title}
          <Icon as={ArrowRight} boxSize={4} flexShrink={0} aria-hidden="true" />
        </LinkOverlay>
      </Heading>
      {children}
    </LinkBox>
  );
}
