import type { IGatsbyImageData } from "gatsby-plugin-image";
import { chakra } from "@chakra-ui/react";

interface HeroPictureProps {
  image: IGatsbyImageData;
  alt: string;
}

/** Intrinsic size written on the <img> (the largest breakpoint); CSS scales it to cover the hero. */
const INTRINSIC_WIDTH = 1920;

// React 18 does not know the camel-cased prop yet; the lower-case attribute reaches the HTML as is.
const highPriority = { fetchpriority: "high" } as Record<string, string>;

// Inline style, not style props: an emotion <style> tag inside <picture> makes Chrome's
// parser fetch the JPEG fallback as well as the AVIF.
const coverStyle = {
  position: "absolute",
  inset: 0,
  width: "100%",
  height: "100%",
  objectFit: "cover",
  objectPosition: "62% center",
} as const;

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
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        alt={alt}
        width={INTRINSIC_WIDTH}
        height={Math.round((INTRINSIC_WIDTH * image.height) / image.width)}
        loading="eager"
        decoding="async"
        {...highPriority}
        style={coverStyle}
      />
    </chakra.picture>
  );
}
