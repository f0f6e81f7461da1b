import type { Problem } from '@live/brand-schema';
import { contrastTable, worstLine } from '../brand/contrast.ts';
import { type LoadedBrand, loadBrands } from '../brand/load.ts';
import { displayPath } from '../paths.ts';
import { colour, errorColour, printable } from '../output.ts';

/** A descriptor of thousands of unknown fields is one problem to fix, not thousands of lines to scroll. */
const MAX_SHOWN = 20;

/** `path: message` of the first problems, then how many more there are. */
export function problemLines(problems: Problem[], bold = (text: string) => text): string[] {
  const lines = problems.slice(0, MAX_SHOWN).map((p) => `${bold(printable(p.path))}: ${printable(p.message)}`);
  if (problems.length > MAX_SHOWN) lines.push(`… and ${problems.length - MAX_SHOWN} more problems`);
  return lines;
}

export function printProblems(brand: LoadedBrand): void {
  process.stderr.write(`${errorColour.red('✗')} ${printable(brand.id)}  ${printable(displayPath(brand.file))}\n`);
  for (const line of problemLines(brand.problems, errorColour.bold)) process.stderr.write(`    ${line}\n`);
}

export async function validateCommand(brandsDir: string, ids: string[], all: boolean): Promise<number> {
  if (!all && ids.length === 0) {
    process.stderr.write('Name the brands to validate, or pass --all.\n');
    return 1;
  }
  const loaded = await loadBrands(brandsDir, ids, all);
  if (loaded.length === 0) {
    process.stderr.write(`No brands found in ${brandsDir}.\n`);
    return 1;
  }
  for (const brand of loaded) {
    if (brand.problems.length === 0) process.stdout.write(`${colour.green('✓')} ${brand.id}\n`);
    else printProblems(brand);
    // Each colour pair's contrast (WCAG 2.2 AA), whenever the colours could be read.
    if (brand.colours) {
      process.stdout.write(`${contrastTable(brand.colours)}\n  ${worstLine(brand.colours)}\n\n`);
    }
  }
  const broken = loaded.filter((b) => b.problems.length > 0);
  if (broken.length === 0) {
    process.stdout.write(`${loaded.length} brands valid\n`);
    return 0;
  }
  const count = broken.reduce((n, b) => n + b.problems.length, 0);
  process.stderr.write(`${broken.length} of ${loaded.length} brands invalid (${count} problems)\n`);
  return 1;
}
