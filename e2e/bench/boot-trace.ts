// What the main thread runs before a first visit's page renders (issue #31): for each route, a fresh context opens
// the address (real ids from the sandbox, as the route crawl's samples) under a Chromium trace and sums the renderer
// main thread's tasks from navigation until the page marks itself rendered (<html data-route>) and until its largest
// contentful paint, by CPU (thread) time: far less noisy than wall time or Lighthouse on a shared machine (Lighthouse's
// mobile preset counts each task about 4x). It lists the tasks before the render, with the scripts each evaluated.
// BOOT_TRACE_OUT=<folder of built brands> (required), BOOT_TRACE_BRANDS=pq8,pq8br, BOOT_TRACE_ROUTES=scoreDetail,search
// (route names of packages/app/src/routes/paths.ts), BOOT_TRACE_RUNS=3 (medians), BOOT_TRACE_CPU=1 (Chromium's CPU
// throttling), BOOT_TRACE_MIN_MS=5 (tasks listed from this CPU time), BOOT_TRACE_KEEP=<folder> keeps the traces.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium, request } from '@playwright/test';
import { crawlStops, fetchSamples } from '../crawl/samples.ts';
import { startPreview } from '../preview.ts';
import type { BrandDescriptor } from '@live/brand-schema';
import type { RouteName } from '../../packages/app/src/routes/paths.ts';

interface Event {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { url?: string; documentLoaderURL?: string } };
}

const OUT = process.env.BOOT_TRACE_OUT;
if (!OUT) throw new Error('BOOT_TRACE_OUT=<folder of built brands> is required');
const BRANDS = (process.env.BOOT_TRACE_BRANDS ?? 'pq8').split(',');
const REPO_ROOT = join(import.meta.dirname, '../..');
const ROUTES = (process.env.BOOT_TRACE_ROUTES ?? 'scoreDetail,liveDetail,databaseLeague,headline,search').split(',');
const RUNS = Number(process.env.BOOT_TRACE_RUNS ?? 3);
const CPU = Number(process.env.BOOT_TRACE_CPU ?? 1);
const MIN_MS = Number(process.env.BOOT_TRACE_MIN_MS ?? 5);
const KEEP = process.env.BOOT_TRACE_KEEP;
if (KEEP) mkdirSync(KEEP, { recursive: true });

interface Task {
  startMs: number;
  wallMs: number;
  cpuMs: number;
  scripts: string[];
}

interface Tasks {
  renderedMs: number;
  tasks: Task[];
}

/** The tasks before the page's first render, and before its largest contentful paint. */
interface Run extends Tasks {
  lcp: Tasks;
}

/** The renderer main thread's top-level tasks from navigation to the 'route-rendered' mark. */
function tasksBefore(buffer: Buffer, renderedAt: number): Tasks {
  const events = (JSON.parse(buffer.toString()) as { traceEvents: Event[] }).traceEvents;
  // The page's time origin: the navigation to the address (not the blank document before it).
  const start = events.find((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL);
  if (!start) throw new Error('the trace has no navigation');
  const main = events.find(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && event.pid === start.pid,
  );
  if (!main) throw new Error('the trace has no renderer main thread');
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X');
  const navigation = start.ts;
  const mark = { ts: navigation + renderedAt * 1000 };
  const tasks = onMain
    .filter((event) => event.name === 'RunTask' && event.ts >= navigation && event.ts <= mark.ts)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const scripts = onMain
        .filter(
          (event) =>
            (event.name === 'EvaluateScript' || event.name === 'v8.evaluateModule') &&
            event.ts >= task.ts &&
            event.ts < end,
        )
        .map(
          (event) => `${(event.args?.data?.url ?? '').replace(/^.*\/m\//, '')} ${((event.dur ?? 0) / 1000).toFixed(0)}`,
        )
        .filter((text) => !text.startsWith(' '));
      return {
        startMs: (task.ts - navigation) / 1000,
        wallMs: (task.dur ?? 0) / 1000,
        cpuMs: (task.tdur ?? 0) / 1000,
        scripts,
      };
    });
  return { renderedMs: (mark.ts - navigation) / 1000, tasks };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

const preview = await startPreview(OUT);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
});
try {
  for (const brandId of BRANDS) {
    const base = preview.urls[brandId];
    if (!base) throw new Error(`${brandId} is not built in ${OUT}`);
    const api = await request.newContext();
    const brand = JSON.parse(readFileSync(join(REPO_ROOT, 'brands', brandId, 'brand.json'), 'utf8')) as BrandDescriptor;
    const samples = await fetchSamples(api, base, brand.language).finally(() => api.dispose());
    const addresses = new Map(crawlStops(samples, brand.rootRoute).map((stop) => [stop.name, stop.to]));
    for (const route of ROUTES) {
      const address = addresses.get(route as RouteName);
      if (address === undefined) throw new Error(`no address for ${route}`);
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true });
        const page = await context.newPage();
        await page.addInitScript(() => {
          new MutationObserver((_, observer) => {
            if (!document.documentElement?.dataset.route) return;
            (window as { routeRenderedAt?: number }).routeRenderedAt = performance.now();
            observer.disconnect();
          }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-route'] });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) (window as { lcpAt?: number }).lcpAt = entry.startTime;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        });
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
        await browser.startTracing(page, {
          categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'],
        });
        await page.goto(new URL(address.slice(1), base).href);
        const renderedAt = await page.waitForFunction(
          () => (window as { routeRenderedAt?: number }).routeRenderedAt,
          null,
          { timeout: 60_000 },
        );
        const at = (await renderedAt.jsonValue()) as number;
        await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
        const lcp = await page.evaluate(() => (window as { lcpAt?: number }).lcpAt ?? 0);
        const buffer = await browser.stopTracing();
        if (KEEP) writeFileSync(join(KEEP, `${brandId}-${route}-${i + 1}.json`), buffer);
        runs.push({ ...tasksBefore(buffer, at), lcp: tasksBefore(buffer, lcp) });
        await context.close();
      }
      const cpuOf = (run: Tasks) => run.tasks.reduce((sum, task) => sum + task.cpuMs, 0);
      const longestOf = (run: Tasks) => Math.max(0, ...run.tasks.map((task) => task.cpuMs));
      const over50 = (run: Tasks) => run.tasks.filter((task) => task.cpuMs > 50).length;
      console.log(
        `${brandId} ${route} ${address}: rendered at ${median(runs.map((r) => r.renderedMs)).toFixed(0)} ms wall;` +
          ` main-thread CPU before it ${median(runs.map(cpuOf)).toFixed(0)} ms, longest task ${median(runs.map(longestOf)).toFixed(0)} ms CPU,` +
          ` tasks over 50 ms CPU ${median(runs.map(over50))}; LCP at ${median(runs.map((r) => r.lcp.renderedMs)).toFixed(0)} ms wall,` +
          ` main-thread CPU before it ${median(runs.map((r) => cpuOf(r.lcp))).toFixed(0)} ms` +
          ` (medians of ${RUNS}, CPU x${CPU}; load ${loadavg()[0]?.toFixed(2)})`,
      );
      const sample = runs[Math.floor(runs.length / 2)];
      for (const task of sample?.tasks ?? []) {
        if (task.cpuMs < MIN_MS) continue;
        console.log(
          `    @${task.startMs.toFixed(0).padStart(5)} ms  ${task.cpuMs.toFixed(0).padStart(4)} ms CPU ${task.wallMs.toFixed(0).padStart(5)} ms wall  ${task.scripts.join(', ')}`,
        );
      }
    }
  }
} finally {
  await browser.close();
  await preview.stop();
}
