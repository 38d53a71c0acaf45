import type { GatsbyNode } from "gatsby";

/** What gatsby-transformer-sharp turns into an ImageSharp node (it skips SVG and GIF). */
const SHARP_EXTENSIONS = new Set(["jpeg", "jpg", "png", "webp", "tif", "tiff", "avif"]);

interface FileSource {
  id: string;
  extension: string;
}

/**
 * `File.raster`: the file's ImageSharp node when sharp can resize it, null otherwise. A maintainer's
 * logo may be an SVG or a photo; querying `childImageSharp` on an SVG works too but warns on every
 * build, which would teach maintainers to ignore the build's warnings.
 */
export const rasterImageResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    File: {
      raster: {
        type: "ImageSharp",
        resolve: (
          file: FileSource,
          _args: unknown,
          context: { nodeModel: { findOne: (query: object) => Promise<unknown> } },
        ) =>
          SHARP_EXTENSIONS.has(file.extension.toLowerCase())
            ? context.nodeModel.findOne({ type: "ImageSharp", query: { filter: { parent: { id: { eq: file.id } } } } })
            : null,
      },
    },
  });
};
