import { lstat, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { BuildEnv } from '@live/brand-schema';
import { type LoadedBrand, loadBrands } from '../brand/load.ts';
import { writeAtomically } from '../build/atomic.ts';
import { type CompiledApp, compileApp, removeCompiledApp, type Runtime } from '../build/compile.ts';
import { FIRST_LOAD_BUDGET_KB, measureFirstLoad, type RootRoute } from '../build/first-load.ts';
import { gzipTotal } from '../build/sizes.ts';
import { mapWithConcurrency } from '../build/pool.ts';
import { publishSharedAssets, stampBrand } from '../build/stamp.ts';
import { ASSETS_FOLDER } from '../build/assets-base.ts';
import { productionChatHosts } from '../build/chat-hosts.ts';
import { colour, errorColour, printable, table } from '../output.ts';
import { displayPath } from '../paths.ts';
import { printProblems, problemLines } from './validate.ts';

export interface BuildOptions {
  brandsDir: string;
  ids: string[];
  all: boolean;
  outDir: string;
  env: BuildEnv;
  runtime: Runtime;
  /** `--assets-base` (checked by parseAssetsBase): the compiled app once in <out>/_assets/, served from there. */
  assetsBase?: string;
}

interface BrandResult {
  id: string;
  seconds: number;
  files: number;
  error?: string;
}

/**
 * Brands stamped at once: stamping is mostly file-system calls and compression on libuv's 4 threads, so a few
 * brands in flight keep them busy; more only hold more pages in memory.
 */
export const STAMP_CONCURRENCY = 4;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * Only a previous build is replaced: a typo such as `--out brands` or `--out .` would otherwise swap a brand's
 * sources (or any folder named like a brand) for a built site. Every build's index.html names brandgen.
 */
async function checkReplaceable(target: string): Promise<void> {
  const stats = await lstat(target).catch(() => undefined);
  if (!stats) return;
  const html = stats.isDirectory() ? await readFile(join(target, 'index.html'), 'utf8').catch(() => '') : '';
  if (!html.includes('<meta name="brandgen"')) {
    throw new Error(`${displayPath(target)} exists and is not a brandgen build; not replacing it (check --out)`);
  }
}

async function buildOne(loaded: LoadedBrand, app: CompiledApp, options: BuildOptions): Promise<BrandResult> {
  const started = performance.now();
  const { brand, images } = loaded;
  if (!brand || !images) throw new Error('unreachable: only valid brands are stamped');
  try {
    const target = join(options.outDir, brand.id);
    await checkReplaceable(target);
    let files = 0;
    await writeAtomically(target, async (dir) => {
      files = await stampBrand(brand, images, app, options.env, dir);
    });
    const seconds = (performance.now() - started) / 1000;
    // A production page chats with these hosts: the deployer's CSP must allow them (README, Deploying).
    const chat = options.env === 'production' ? ` · chat: ${productionChatHosts(brand.production).join(' ')}` : '';
    process.stdout.write(`${colour.green('✓')} ${brand.id} stamped in ${seconds.toFixed(2)} s${chat}\n`);
    return { id: brand.id, seconds, files };
  } catch (error) {
    const reason = (error as Error).message;
    process.stderr.write(`${errorColour.red('✗')} ${brand.id}: ${printable(reason)}\n`);
    return { id: brand.id, seconds: (performance.now() - started) / 1000, files: 0, error: reason };
  }
}

async function printSummary(app: CompiledApp, results: BrandResult[]): Promise<void> {
  const jsGzip = await gzipTotal(
    app.dir,
    app.files.filter((f) => f.endsWith('.js')),
  );
  const cssGzip = await gzipTotal(
    app.dir,
    app.files.filter((f) => f.endsWith('.css')),
  );
  const rows = results
    .filter((r) => !r.error)
    .map((r) => [r.id, app.runtime, r.files, kb(jsGzip), kb(cssGzip), r.seconds.toFixed(2)]);
  if (rows.length > 0) {
    const headings = ['brand', 'runtime', 'files', 'JS gzip KB', 'CSS gzip KB', 'seconds'];
    process.stdout.write(`${table(headings, rows)}\n`);
  }
  const firstLoads = await Promise.all(
    (Object.keys(app.firstLoads) as RootRoute[]).map(async (route) => {
      const { totalKb } = await measureFirstLoad(app.dir, app.firstLoads[route]);
      return `/m/${route} ${kb(totalKb * 1024)} KB`;
    }),
  );
  const budget = FIRST_LOAD_BUDGET_KB[app.runtime];
  process.stdout.write(`First-load JS gzip on ${app.runtime}: ${firstLoads.join(', ')} (budget ${budget} KB)\n`);
}

export async function buildCommand(options: BuildOptions): Promise<number> {
  if (!options.all && options.ids.length === 0) {
    process.stderr.write('Name the brands to build, or pass --all.\n');
    return 1;
  }
  const loaded = await loadBrands(options.brandsDir, options.ids, options.all);
  if (loaded.length === 0) {
    process.stderr.write(`No brands found in ${options.brandsDir}.\n`);
    return 1;
  }
  const invalid = loaded.filter((b) => !b.brand);
  for (const brand of invalid) printProblems(brand);
  const valid = loaded.filter((b) => b.brand);
  const failures: { id: string; reason: string }[] = invalid.map((b) => ({
    id: b.id,
    reason: problemLines(b.problems).join('; '),
  }));

  const results: BrandResult[] = [];
  if (valid.length > 0) {
    const what = `${valid.length} brand(s), env ${options.env}, runtime ${options.runtime}`;
    process.stdout.write(`Compiling the app once for ${what} ...\n`);
    let app: CompiledApp;
    try {
      app = await compileApp(options.runtime, options.assetsBase);
    } catch (error) {
      process.stderr.write(`${errorColour.red('✗')} the app failed to compile: ${(error as Error).message}\n`);
      return 1;
    }
    process.stdout.write(`Compiled in ${app.seconds.toFixed(2)} s; stamping into ${displayPath(options.outDir)}/\n`);
    try {
      if (options.assetsBase) {
        const folder = join(options.outDir, ASSETS_FOLDER);
        publishSharedAssets(app, folder);
        process.stdout.write(`Compiled app in ${displayPath(folder)}/, for ${printable(options.assetsBase)}\n`);
      }
      results.push(...(await mapWithConcurrency(valid, STAMP_CONCURRENCY, (b) => buildOne(b, app, options))));
      for (const r of results) if (r.error) failures.push({ id: r.id, reason: r.error });
      await printSummary(app, results);
    } finally {
      await removeCompiledApp(app);
    }
  }

  if (failures.length > 0) {
    const names = printable(failures.map((f) => f.id).join(', '));
    process.stderr.write(`${errorColour.red('Failed')}: ${names} (previous output kept)\n`);
    for (const f of failures) process.stderr.write(`  ${printable(`${f.id}: ${f.reason}`)}\n`);
    return 1;
  }
  const peakMb = process.resourceUsage().maxRSS / 1024;
  const into = displayPath(resolve(options.outDir));
  process.stdout.write(`Built ${results.length} brand(s) into ${into}/ (peak memory ${peakMb.toFixed(0)} MB)\n`);
  return 0;
}
