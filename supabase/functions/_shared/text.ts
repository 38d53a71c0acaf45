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
