/** One piece of text, marked when it equals the search keyword (ignoring case). */
export interface HighlightPart {
  text: string;
  match: boolean;
}

/** Escapes every character that has a meaning in a regular expression (spec §5). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/**
 * Splits `text` into plain and matching parts for keyword highlighting (spec §5: case-insensitive, regex
 * characters escaped). The parts are meant for React nodes, never for HTML strings.
 */
export function splitHighlight(text: string, keyword: string): HighlightPart[] {
  const needle = keyword.trim();
  if (!text) return [];
  if (!needle) return [{ text, match: false }];
  const parts: HighlightPart[] = [];
  const pattern = new RegExp(escapeRegExp(needle), 'gi');
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const start = found.index;
    if (start > last) parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}
