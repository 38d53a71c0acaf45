/** Pure rules of the partner carousel (SPEC §4, §9), kept apart from React so they are unit-tested. */

export const CAROUSEL_INTERVAL_MS = 3000;
export const WIDE_VIEWPORT_PX = 768;
export const LOGOS_PER_SLIDE_WIDE = 4;
export const LOGOS_PER_SLIDE_NARROW = 2;

/** The media query under which a slide holds four logos. */
export const WIDE_QUERY = `(min-width: ${WIDE_VIEWPORT_PX}px)`;
export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

export function logosPerSlide(isWide: boolean): number {
  return isWide ? LOGOS_PER_SLIDE_WIDE : LOGOS_PER_SLIDE_NARROW;
}

/** Splits items into consecutive slides of `size` (the last one may be shorter). */
export function toSlides<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`slide size must be a positive integer (got ${size})`);
  const slides: T[][] = [];
  for (let start = 0; start < items.length; start += size) slides.push(items.slice(start, start + size));
  return slides;
}

/** The slide after `index`, wrapping to the first. */
export function nextSlide(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}

/** Keeps the current slide valid when the number of slides changes (e.g. on rotating a phone). */
export function clampSlide(index: number, count: number): number {
  return Math.min(Math.max(index, 0), Math.max(count - 1, 0));
}

export interface RotationState {
  /** The visitor's choice through the pause/play button (starts off under reduced motion). */
  playing: boolean;
  hovered: boolean;
  focused: boolean;
  slideCount: number;
}

/** Whether the carousel advances on its own right now (WAI-ARIA carousel pattern). */
export function isRotating({ playing, hovered, focused, slideCount }: RotationState): boolean {
  return playing && !hovered && !focused && slideCount > 1;
}
