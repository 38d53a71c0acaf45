/** Text helpers shared by every runtime. Pure: no I/O. */

/** Length in Unicode code points (what a visitor counts), not UTF-16 code units. */
export function codePointLength(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/**
 * The first `max` code points of `text`, with `ellipsis` appended when it was cut (the result, ellipsis
 * included, is at most `max` code points; an ellipsis longer than `max` is itself cut). Never cuts
 * inside a surrogate pair, so an emoji near the limit is kept whole or dropped whole.
 */
export function truncateCodePoints(text: string, max: number, ellipsis = ""): string {
  if (codePointLength(text) <= max) return text;
  const room = codePointLength(ellipsis);
  if (room >= max) return firstCodePoints(ellipsis, max);
  return firstCodePoints(text, max - room) + ellipsis;
}

function firstCodePoints(text: string, count: number): string {
  let out = "";
  let taken = 0;
  for (const char of text) {
    if (taken >= count) break;
    out += char;
    taken += 1;
  }
  return out;
}

/**
 * Characters that show nothing or only nudge how the text around them is ordered: the soft hyphen,
 * the Arabic letter mark, the Mongolian vowel separator, zero-width space, non-joiner and joiner, the
 * left-to-right and right-to-left marks, the word joiner and invisible operators, and the byte-order
 * mark (zero-width no-break space). The bidi embeddings, overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069) are not removed but refused, wherever they come (validate.ts, checkAnswer).
 */
export const INVISIBLE_CHARACTERS = /[\u00ad\u061c\u180e\u200b-\u200f\u2060-\u2064\ufeff]/g;

/** `text` without INVISIBLE_CHARACTERS: what a reader sees is what is kept and compared. */
export function removeInvisible(text: string): string {
  return text.replace(INVISIBLE_CHARACTERS, "");
}
