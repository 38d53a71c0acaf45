export { rasterImageResolvers as createResolvers } from "../content/raster-image";
