import Table from 'cli-table3';
import pc from 'picocolors';

/** picocolors already stays plain when stdout is not a TTY or NO_COLOR is set. */
export const colour = pc;

export function table(head: string[], rows: (string | number)[][]): string {
  const t = new Table({ head, style: { head: [], border: [], compact: true } });
  for (const row of rows) t.push(row.map(String));
  return t.toString();
}

export function fail(message: string): never {
  process.stderr.write(`${colour.red('error')} ${message}\n`);
  process.exit(1);
}
