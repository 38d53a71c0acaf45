/** A piece of a paragraph: plain text, or a value that is shown as a link. */
export type TextPart = { text: string; href?: string };

export interface PlaceholderValue {
  text: string;
  href?: string;
}

/**
 * Replaces {name} markers in a paragraph of content (data/privacy.json, the contact page's answers)
 * with values from elsewhere, so the controller, contacts, retention period and page links live in
 * one place.
 * An unknown marker is left as written, so a typo shows up on the page instead of vanishing.
 */
export function fillPlaceholders(paragraph: string, values: Readonly<Record<string, PlaceholderValue>>): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of paragraph.matchAll(/\{(\w+)\}/g)) {
    const value = values[match[1]];
    if (!value) continue;
    if (match.index > last) parts.push({ text: paragraph.slice(last, match.index) });
    parts.push(value.href ? { text: value.text, href: value.href } : { text: value.text });
    last = match.index + match[0].length;
  }
  if (last < paragraph.length) parts.push({ text: paragraph.slice(last) });
  return parts.reduce<TextPart[]>((merged, part) => {
    const previous = merged[merged.length - 1];
    if (previous && !previous.href && !part.href) previous.text += part.text;
    else merged.push({ ...part });
    return merged;
  }, []);
}
