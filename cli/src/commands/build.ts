import { join, resolve } from 'node:path';
import type { BuildEnv } from '@live/brand-schema';
import { type LoadedBrand, loadBrand, wantedBrandIds } from '../brand/load.ts';
import { type Stamp, StampThreads, stampSite, stampThreadCount } from '../build/batch.ts';
import { type CompiledAppData, compileApp, removeCompiledApp, type Runtime } from '../build/compile.ts';
import { loadCompiledApp } from '../build/load-app.ts';
import { FIRST_LOAD_BUDGET_KB, measureFirstLoad, type RootRoute } from '../build/first-load.ts';
import { gzipTotal } from '../build/sizes.ts';
import { mapWithConcurrency } from '../build/pool.ts';
import { publishSharedAssets } from '../build/stamp.ts';
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
 * Brands stamped at once in the build's own thread (a few brands; many go to threads, batch.ts): while one
 * renders, others' files compress on libuv's 4 threads; more only hold more pages in memory.
 */
export const STAMP_CONCURRENCY = 4;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function buildOne(loaded: LoadedBrand, stamp: Stamp, options: BuildOptions): Promise<BrandResult> {
  const started = performance.now();
  const { brand, images } = loaded;
  if (!brand || !images) throw new Error('unreachable: only valid brands are stamped');
  try {
    const files = await stamp({ brand, images, env: options.env, target: join(options.outDir, brand.id) });
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

async function printSummary(app: CompiledAppData, results: BrandResult[]): Promise<void> {
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

/** The app's compile, started while the brands load, and the stamping threads started beside it. */
interface Compiling {
  app: Promise<CompiledAppData>;
  threads?: StampThreads;
  threadCount: number;
}

function startCompile(options: BuildOptions, brands: number): Compiling {
  const threadCount = stampThreadCount(brands);
  // Started before the compile, so the threads load their modules while Vite works.
  const threads = threadCount > 0 ? new StampThreads(threadCount) : undefined;
  const app = compileApp(options.runtime, options.assetsBase);
  app.catch(() => {}); // awaited once the brands are loaded; a failure is reported there
  return { app, threads, threadCount };
}

/** Brands read between two turns of the event loop while the app compiles. */
const LOAD_BATCH = 10;

/**
 * Loads the brands while the app compiles (issue #31 item 3: reading and checking 1,000 brands is CPU the compile
 * shares the cores with): one at a time until one is valid, then the compile starts and the rest load meanwhile,
 * LOAD_BATCH at a time. A build with no valid brand compiles nothing.
 */
async function loadWhileCompiling(
  options: BuildOptions,
  ids: string[],
): Promise<{ loaded: LoadedBrand[]; compiling?: Compiling }> {
  const loaded: LoadedBrand[] = [];
  while (loaded.length < ids.length && !loaded.some((b) => b.brand)) {
    loaded.push(loadBrand(options.brandsDir, ids[loaded.length] as string));
  }
  if (!loaded.some((b) => b.brand)) return { loaded };
  const compiling = startCompile(options, ids.length);
  for (const id of ids.slice(loaded.length)) {
    loaded.push(loadBrand(options.brandsDir, id));
    // The compile's plugins run in this thread: they wait for at most LOAD_BATCH brands' reads (~3 ms).
    if (loaded.length % LOAD_BATCH === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  return { loaded, compiling };
}

export async function buildCommand(options: BuildOptions): Promise<number> {
  if (!options.all && options.ids.length === 0) {
    process.stderr.write('Name the brands to build, or pass --all.\n');
    return 1;
  }
  const ids = await wantedBrandIds(options.brandsDir, options.ids, options.all);
  if (ids.length === 0) {
    process.stderr.write(`No brands found in ${options.brandsDir}.\n`);
    return 1;
  }
  const { loaded, compiling } = await loadWhileCompiling(options, ids);
  const invalid = loaded.filter((b) => !b.brand);
  for (const brand of invalid) printProblems(brand);
  const valid = loaded.filter((b) => b.brand);
  const failures: { id: string; reason: string }[] = invalid.map((b) => ({
    id: b.id,
    reason: problemLines(b.problems).join('; '),
  }));

  const results: BrandResult[] = [];
  if (compiling) {
    const { threads, threadCount } = compiling;
    const what = `${valid.length} brand(s), env ${options.env}, runtime ${options.runtime}`;
    process.stdout.write(`Compiling the app once for ${what} ...\n`);
    let app: CompiledAppData;
    try {
      app = await compiling.app;
    } catch (error) {
      await threads?.close();
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
      let stamp: Stamp;
      if (threads) {
        threads.useApp(app);
        stamp = threads.stamp;
        process.stdout.write(`Stamping on ${threadCount} thread(s)\n`);
      } else {
        const withFunctions = await loadCompiledApp(app);
        stamp = (job) => stampSite(job, withFunctions);
      }
      const concurrency = threads ? threads.capacity : STAMP_CONCURRENCY;
      results.push(...(await mapWithConcurrency(valid, concurrency, (b) => buildOne(b, stamp, options))));
      for (const r of results) if (r.error) failures.push({ id: r.id, reason: r.error });
      await printSummary(app, results);
    } finally {
      await threads?.close();
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
