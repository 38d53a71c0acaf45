import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Image, chakra } from "@chakra-ui/react";

interface HeroPictureProps {
  image: IGatsbyImageData;
  alt: string;
}

// React 18 does not know the camel-cased prop yet; the lower-case attribute reaches the HTML as is.
const highPriority = { fetchpriority: "high" } as Record<string, string>;

/**
 * The hero photo as a plain <picture> built from gatsby-plugin-image's output (AVIF, WebP, JPEG
 * in every breakpoint): it is the page's LCP element, so it loads eagerly, with high priority and
 * without waiting for hydration, which GatsbyImage does not allow.
 */
export function HeroPicture({ image, alt }: HeroPictureProps) {
  const { sources = [], fallback } = image.images;
  return (
    <chakra.picture position="absolute" inset={0} display="block">
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <Image
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        alt={alt}
        htmlWidth={image.width}
        htmlHeight={image.height}
        loading="eager"
        decoding="async"
        {...highPriority}
        position="absolute"
        inset={0}
        w="100%"
        h="100%"
        objectFit="cover"
        objectPosition="62% center"
      />
    </chakra.picture>
  );
}
