/**
 * The one way the site writes JSON inside an HTML <script> element (JSON-LD in the head, the island
 * loader's data block). The HTML parser ends a script element at the first `</script`, whatever the
 * JSON around it means, and reads `<!--` inside it as the start of an escaped section; JSON itself
 * allows both inside a string. So every character that could start markup (`<`, `>`, `&`) and the
 * two line terminators older JavaScript parsers refuse inside a string (U+2028, U+2029) are written
 * as JSON's own \u escapes: the text parses to the same value, and no content can end the element.
 */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

const escapeOf = (char: string): string => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;

/** `value` as JSON that is safe as the whole text of a <script> element. Throws for what JSON cannot write (undefined, a function). */
export function inlineJson(value: unknown): string {
  const json = JSON.stringify(value) as string | undefined;
  if (json === undefined) throw new TypeError("inlineJson: the value has no JSON form");
  return json.replace(UNSAFE_IN_SCRIPT, escapeOf);
}
