// Build once, stamp per brand, at scale (issue #31 item 3): `brandgen build` of 8, 100 and 1,000 brands against
// one brand, as real processes: seconds, the ratio to one brand, the build's peak memory (its max RSS) and its CPU
// time, all threads: on a shared machine the wall-clock ratio moves with the load, the CPU a brand costs much less.
// 1,000 brands should cost at most 3x one brand and peak under 1.5 GB.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { table } from '../src/output.ts';
import { REPO_ROOT } from '../src/paths.ts';
import { brandCopies } from '../test/brandgen-process.ts';

const BIN = join(REPO_ROOT, 'cli/bin/brandgen.js');
/** Runs per size, interleaved (a round builds each size once, so a busy minute weighs on all sizes alike). */
const ROUNDS = 3;

interface Run {
  seconds: number;
  peakMb: number;
  cpuSeconds: number;
}

/** Linux's clock ticks per second (USER_HZ), the unit of /proc's CPU times. */
const CLOCK_TICKS = 100;

/** CPU seconds (user and system) of this process's finished children: /proc/self/stat's cutime and cstime. */
function childrenCpuSeconds(): number {
  // The fields after the command's closing parenthesis, from the state (field 3): cutime is field 16, cstime 17.
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS;
}

function timeBuild(brands: string, args: string[]): Run {
  const out = mkdtempSync(join(tmpdir(), 'brandgen-bench-out-'));
  const started = performance.now();
  const cpuBefore = childrenCpuSeconds();
  const stdout = execFileSync(process.execPath, [BIN, '--brands', brands, 'build', ...args, '--out', out], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = (performance.now() - started) / 1000;
  const cpuSeconds = childrenCpuSeconds() - cpuBefore;
  rmSync(out, { recursive: true, force: true });
  // The removal's metadata written out before the next build starts: each build is timed on a settled disk, as an
  // operator's one build runs, not behind the write-back of the last one's ~700,000 removed entries.
  execFileSync('sync');
  const peak = stdout.match(/\(peak memory (\d+) MB\)/)?.[1];
  if (!peak) throw new Error(`brandgen printed no peak memory:\n${stdout.slice(-2000)}`);
  return { seconds, peakMb: Number(peak), cpuSeconds };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const sizes = [
  { label: '1 (xzb)', count: 8, args: ['xzb'] },
  { label: '8', count: 8, args: ['--all'] },
  { label: '100', count: 100, args: ['--all'] },
  { label: '1,000', count: 1000, args: ['--all'] },
  { label: '1,000 --assets-base', count: 1000, args: ['--all', '--assets-base', '/_assets/'] },
];
const counts = [...new Set(sizes.map((s) => s.count))];
const folders = new Map(await Promise.all(counts.map(async (count) => [count, await brandCopies(count)] as const)));
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const loadBefore = load();
try {
  timeBuild(folders.get(8) as string, ['xzb']); // warms the file cache and Vite's dependency scan
  const runs = sizes.map(() => [] as Run[]);
  for (let round = 0; round < ROUNDS; round++) {
    sizes.forEach((size, i) => runs[i]?.push(timeBuild(folders.get(size.count) as string, size.args)));
  }
  const seconds = runs.map((r) => median(r.map((run) => run.seconds)));
  const cpu = runs.map((r) => median(r.map((run) => run.cpuSeconds)));
  const one = seconds[0] ?? NaN;
  const oneCpu = cpu[0] ?? NaN;
  const rows = sizes.map((size, i) => [
    size.label,
    (runs[i] ?? []).map((r) => r.seconds.toFixed(1)).join(' '),
    (seconds[i] ?? NaN).toFixed(2),
    ((seconds[i] ?? NaN) / one).toFixed(2),
    Math.max(...(runs[i] ?? []).map((r) => r.peakMb)),
    (cpu[i] ?? NaN).toFixed(1),
    // What each brand beyond the first adds: the build's CPU less one brand's build, per added brand.
    i === 0 ? '' : ((((cpu[i] ?? NaN) - oneCpu) / (size.count - 1)) * 1000).toFixed(1),
  ]);
  const head = ['brands', 'runs (s)', 'median s', 'ratio to 1 brand', 'peak memory MB', 'CPU s', 'CPU ms/brand'];
  console.log(table(head, rows));
  console.log(`load average before ${loadBefore}, after ${load()} (${tmpdir()}, ${ROUNDS} rounds)`);
  console.log(`build-all/one-brand ratio: ${((seconds[1] ?? NaN) / one).toFixed(2)}`);
} finally {
  for (const dir of folders.values()) rmSync(dir, { recursive: true, force: true });
}
