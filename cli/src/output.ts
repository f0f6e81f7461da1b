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

export function table(head: string[], rows: (string | number)[][]): string {
  const t = new Table({ head, style: { head: [], border: [], compact: true } });
  for (const row of rows) t.push(row.map(String));
  return t.toString();
}

export function fail(message: string): never {
  process.stderr.write(`${errorColour.red('error')} ${message}\n`);
  process.exit(1);
}
