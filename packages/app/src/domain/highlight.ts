/** Search keyword highlighting (spec §5) as text segments: the page renders them, never as HTML. */

export interface TextSegment {
  text: string;
  match: boolean;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Splits `text` around every case-insensitive occurrence of `keyword`; an empty keyword matches nothing. */
export function highlightSegments(text: string, keyword: string): TextSegment[] {
  const needle = keyword.trim();
  if (!text) return [];
  if (!needle) return [{ text, match: false }];
  const segments: TextSegment[] = [];
  const pattern = new RegExp(escapeRegExp(needle), 'gi');
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const start = found.index;
    if (start > last) segments.push({ text: text.slice(last, start), match: false });
    segments.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), match: false });
  return segments;
}
