/** Display width and truncation of names and titles (spec §5). */

/** Characters above code 127 and the caret count 2, every other character 1. */
export function charWidth(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return code > 127 || char === '^' ? 2 : 1;
}

export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += charWidth(char);
  return width;
}

/**
 * Cuts `text` so that what is kept is at most `maxWidth` wide, then appends `suffix` (only when something was
 * cut). Characters are never split, including astral ones such as emoji.
 */
export function truncateToWidth(text: string, maxWidth: number, suffix = '...'): string {
  if (textWidth(text) <= maxWidth) return text;
  let width = 0;
  let kept = '';
  for (const char of text) {
    width += charWidth(char);
    if (width > maxWidth) break;
    kept += char;
  }
  return kept + suffix;
}
