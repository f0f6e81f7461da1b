/**
 * Display width of text (host-app spec §5): a character above code 127, and the caret `^`, counts 2 columns;
 * every other character counts 1. Characters are whole code points, so an emoji is never split.
 */
export function charWidth(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return code > 127 || char === '^' ? 2 : 1;
}

export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) width += charWidth(char);
  return width;
}

/**
 * Cuts `text` so that it is at most `maxWidth` columns wide (spec §5). When it had to cut, `ellipsis` is
 * appended and its width is kept inside `maxWidth`. Text that fits is returned unchanged.
 */
export function truncateByWidth(text: string, maxWidth: number, ellipsis = ''): string {
  if (!Number.isFinite(maxWidth) || maxWidth <= 0) return '';
  if (displayWidth(text) <= maxWidth) return text;
  const budget = maxWidth - displayWidth(ellipsis);
  if (budget <= 0) return '';
  let width = 0;
  let out = '';
  for (const char of text) {
    const w = charWidth(char);
    if (width + w > budget) break;
    width += w;
    out += char;
  }
  return out + ellipsis;
}
