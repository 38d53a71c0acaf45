import * as React from "react";
import { renderToString } from "react-dom/server";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { Helmet } from "react-helmet";
import { EMOTION_KEY } from "../islands/gatsby-internals";

/** The browser's default emotion cache uses this key and adopts the head styles it finds under it. */

export interface RenderedPage {
  html: string;
  headComponents: React.ReactNode[];
}

/**
 * Renders a page body to HTML, with every emotion (Chakra) style moved out of the body into
 * <style> elements for the head (one per global style, then one with every component's rules),
 * and the page's Helmet tags.
 *
 * Emotion's default server rendering writes a <style> before each styled element, which HTML does
 * not allow in the body. renderToString rather than Gatsby's streaming render: Gatsby decodes each
 * streamed chunk on its own, so a multi-byte character cut at a chunk boundary comes out as broken
 * bytes (stray U+0000 in the text). Helmet is read at once: react-helmet keeps what a render
 * declared in module state until someone reads it, and Gatsby renders two pages at a time, so
 * read later (as gatsby-plugin-react-helmet does, in onRenderBody, after Gatsby awaits
 * replaceRenderer) it can be another page's tags. That is why the plugin is not configured: this
 * is the one place head tags are written; <html lang> is set in gatsby-ssr.tsx only.
 */
export function renderPage(body: React.ReactElement): RenderedPage {
  // No vendor prefixes in the server's CSS (-webkit-box, -ms-flexbox and the like): every browser
  // the site supports reads the standard properties, and they were a sixth of each page's CSS.
  const cache = createCache({ key: EMOTION_KEY, stylisPlugins: [] });
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const { html, styles } = extractCriticalToChunks(renderToString(<CacheProvider value={cache}>{body}</CacheProvider>));
  const helmet = Helmet.renderStatic();
  // react-helmet marks each tag data-react-helmet for its browser side, which the site does not
  // load (src/islands/head-tags-in-browser.tsx): the mark is dropped.
  const unmarked = (tags: React.ReactElement[]) =>
    tags.map((tag) => React.cloneElement(tag, { "data-react-helmet": undefined }));
  const headStyles = styles
    .filter((style) => style.css !== "")
    .map((style) => (
      // data-s: emotion's own mark for styles it has adopted; without it the browser's emotion
      // cache moves every one of them to the end of <head> on start-up, a long task for nothing.
      // The class ids emotion's browser cache adopts are left out of the "css" block: they are its
      // class names, and the island loader puts them back before React loads (restoreEmotionIds).
      <style
        key={`${style.key} ${style.ids.join(" ")}`}
        data-emotion={style.key === EMOTION_KEY ? style.key : `${style.key} ${style.ids.join(" ")}`}
        data-s=""
        dangerouslySetInnerHTML={{ __html: style.css }}
      />
    ));
  return {
    html,
    headComponents: [
      ...unmarked(helmet.title.toComponent() as unknown as React.ReactElement[]),
      ...unmarked(helmet.meta.toComponent() as unknown as React.ReactElement[]),
      ...unmarked(helmet.link.toComponent() as unknown as React.ReactElement[]),
      ...unmarked(helmet.script.toComponent() as unknown as React.ReactElement[]),
      ...headStyles,
    ],
  };
}
