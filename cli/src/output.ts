import { UNSAFE_TEXT } from '@live/brand-schema';
import Table from 'cli-table3';
import { createColors } from 'picocolors';

/**
 * Colour only for a terminal: release logs and CI (where picocolors' own detection turns colour on because
 * `CI` is set) stay plain. NO_COLOR (no-color.org) turns it off, FORCE_COLOR turns it on.
 */
export function wantsColour(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.NO_COLOR) return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0') return true;
  return stream.isTTY === true && env.TERM !== 'dumb';
}

/** Colours for what goes to stdout. */
export const colour = createColors(wantsColour(process.stdout));
/** Colours for what goes to stderr. */
export const errorColour = createColors(wantsColour(process.stderr));

/** The characters descriptors may not hold in their texts: control characters, unpaired surrogates, bidi. */
const UNPRINTABLE = new RegExp(UNSAFE_TEXT.source, 'gu');

/**
 * Text from brand folders (names, JSON errors quoting the file, invalid values) shown with its control
 * characters escaped, so a hostile descriptor cannot move the cursor, retitle or clear the operator's terminal.
 */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, (c) => `\\u{${(c.codePointAt(0) ?? 0).toString(16)}}`);
}

export function table(head: string[], rows: (string | number)[][]): string {
  const t = new Table({ head, style: { head: [], border: [], compact: true } });
  for (const row of rows) t.push(row.map(String));
  return t.toString();
}

export function fail(message: string): never {
  process.stderr.write(`${errorColour.red('error')} ${message}\n`);
  process.exit(1);
}
