// Build once, stamp per brand: `brandgen build --all` should cost at most 1.3x `brandgen build xzb`.
// Both run as real processes, alternately, in the same run; the medians are compared.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../src/paths.ts';

const BIN = join(REPO_ROOT, 'cli/bin/brandgen.js');
const ROUNDS = 3;

function timeBuild(args: string[]): number {
  const out = mkdtempSync(join(tmpdir(), 'brandgen-bench-'));
  const started = performance.now();
  execFileSync(process.execPath, [BIN, 'build', ...args, '--out', out], { stdio: 'ignore' });
  const seconds = (performance.now() - started) / 1000;
  rmSync(out, { recursive: true, force: true });
  return seconds;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

timeBuild(['xzb']);
const one: number[] = [];
const all: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  one.push(timeBuild(['xzb']));
  all.push(timeBuild(['--all']));
}
const oneMedian = median(one);
const allMedian = median(all);
console.log(`brandgen build xzb:   ${one.map((s) => s.toFixed(2)).join(' ')} s (median ${oneMedian.toFixed(2)} s)`);
console.log(`brandgen build --all: ${all.map((s) => s.toFixed(2)).join(' ')} s (median ${allMedian.toFixed(2)} s)`);
console.log(`build-all/one-brand ratio: ${(allMedian / oneMedian).toFixed(2)}`);
