import {
  CAROUSEL_INTERVAL_MS,
  clampSlide,
  isRotating,
  logosPerSlide,
  nextSlide,
  toSlides,
} from "../../src/components/home/carousel-logic";

const partners = Array.from({ length: 10 }, (_, i) => `p${i + 1}`);

describe("partner carousel rules", () => {
  it("advances every 3 seconds", () => {
    expect(CAROUSEL_INTERVAL_MS).toBe(3000);
  });

  it("shows 4 logos per slide when wide and 2 when narrow", () => {
    expect(logosPerSlide(true)).toBe(4);
    expect(logosPerSlide(false)).toBe(2);
  });

  it("makes 3 slides of 10 logos when wide (4+4+2) and 5 when narrow", () => {
    expect(toSlides(partners, logosPerSlide(true)).map((s) => s.length)).toEqual([4, 4, 2]);
    expect(toSlides(partners, logosPerSlide(false)).map((s) => s.length)).toEqual([2, 2, 2, 2, 2]);
    expect(toSlides(partners, 4).flat()).toEqual(partners);
    expect(toSlides([], 4)).toEqual([]);
  });

  it("rejects a slide size that is not a positive integer", () => {
    expect(() => toSlides(partners, 0)).toThrow(RangeError);
    expect(() => toSlides(partners, 1.5)).toThrow(RangeError);
  });

  it("wraps from the last slide to the first", () => {
    expect(nextSlide(0, 3)).toBe(1);
    expect(nextSlide(2, 3)).toBe(0);
    expect(nextSlide(0, 0)).toBe(0);
  });

  it("keeps the current slide valid when the slide count shrinks", () => {
    expect(clampSlide(4, 3)).toBe(2);
    expect(clampSlide(1, 3)).toBe(1);
    expect(clampSlide(-1, 3)).toBe(0);
    expect(clampSlide(2, 0)).toBe(0);
  });

  it("rotates only when playing, not hovered, not focused and with more than one slide", () => {
    const base = { playing: true, hovered: false, focused: false, slideCount: 3 };
    expect(isRotating(base)).toBe(true);
    expect(isRotating({ ...base, playing: false })).toBe(false);
    expect(isRotating({ ...base, hovered: true })).toBe(false);
    expect(isRotating({ ...base, focused: true })).toBe(false);
    expect(isRotating({ ...base, slideCount: 1 })).toBe(false);
  });
});
