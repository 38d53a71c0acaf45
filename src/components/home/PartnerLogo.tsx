import * as React from "react";
import { Flex, Text } from "@chakra-ui/react";
import type { PartnerLogoItem } from "./partner-types";

export const LOGO_WIDTH = 240;
export const LOGO_HEIGHT = 80;

/** One insurer's logo; when the file is missing or fails to load, its name is shown instead. */
export function PartnerLogo({ name, logoUrl, logoImage }: PartnerLogoItem) {
  const [failed, setFailed] = React.useState(logoUrl === null);
  return (
    <Flex
      align="center"
      justify="center"
      h={{ base: 20, md: 24 }}
      px={{ base: 3, md: 5 }}
      bg="white"
      borderRadius="xl"
      borderWidth="1px"
      borderColor="gray.200"
      data-testid="partner-logo"
      sx={{ "& picture": { display: "contents" }, "& img": { maxW: "100%", maxH: { base: 14, md: 16 }, w: "auto", h: "auto" } }}
    >
      {failed || !logoUrl ? (
        <Text fontWeight={700} color="brand.800" textAlign="center" lineHeight="short" data-testid="partner-name">
          {name}
        </Text>
      ) : (
        // A plain <picture>, not GatsbyImage: the logo must show in the server HTML before (and
        // without) hydration. Raster logos come in the sizes gatsby-plugin-image made.
        <picture>
          {logoImage?.images.sources?.map((source) => <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />)}
          <img
            src={logoImage?.images.fallback?.src ?? logoUrl}
            srcSet={logoImage?.images.fallback?.srcSet}
            alt={name}
            width={LOGO_WIDTH}
            height={LOGO_HEIGHT}
            loading="lazy"
            decoding="async"
            onError={() => setFailed(true)}
          />
        </picture>
      )}
    </Flex>
  );
}
