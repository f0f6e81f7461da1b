// Lighthouse (mobile preset, simulated throttling) on /m/score and /m/live of pq8 (zh-CN) and pq8br (pt-BR), served
// by `brandgen preview` with the sandbox: the median of three runs per page of performance, LCP, TBT, CLS, FCP
// (simulated and as observed in the trace), the longest task and accessibility. Targets on the React default: performance >= 90, accessibility 100 (issue #31).
// LIGHTHOUSE_OUT=<folder> measures brands already built there (else pq8 and pq8br are built into a temporary
// folder); LIGHTHOUSE_RUNS=<n> runs per page; LIGHTHOUSE_REPORTS=<folder> keeps each run's JSON report;
// LIGHTHOUSE_BRANDS=pq8 and LIGHTHOUSE_ROUTES=score narrow it (a before/after comparison in the same minute).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startPreview } from '../preview.ts';

const REPO_ROOT = join(import.meta.dirname, '../..');
const BRANDGEN = join(REPO_ROOT, 'cli/bin/brandgen.js');
const BRANDS = process.env.LIGHTHOUSE_BRANDS?.split(',') ?? ['pq8', 'pq8br'];
const ROUTES = process.env.LIGHTHOUSE_ROUTES?.split(',') ?? ['score', 'live'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const TARGETS = { performance: 90, accessibility: 100 };
const REPORTS = process.env.LIGHTHOUSE_REPORTS;

interface Figures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** The trace's own FCP, before Lighthouse simulates a phone from it (what the simulation starts from). */
  observedFcpMs: number;
  /** The longest main-thread task, as simulated (the TBT's biggest share). */
  longestTaskMs: number;
  /** What the LCP was: the element's selector. */
  lcpElement: string;
}

/** The LCP element's selector, from the LCP breakdown insight's node (Lighthouse 13). */
function lcpElementOf(details: unknown): string {
  const items = (details as { items?: { type?: string; selector?: string }[] } | undefined)?.items;
  return items?.find((item) => item.type === 'node')?.selector ?? '?';
}

/** The observed FCP from the metrics audit's summary row. */
function observedFcpOf(details: unknown): number {
  const items = (details as { items?: { observedFirstContentfulPaint?: number }[] } | undefined)?.items;
  return items?.[0]?.observedFirstContentfulPaint ?? 0;
}

/** The longest task the long-tasks audit lists. */
function longestTaskOf(details: unknown): number {
  const items = (details as { items?: { duration?: number }[] } | undefined)?.items ?? [];
  return Math.max(0, ...items.map((item) => item.duration ?? 0));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

const work = mkdtempSync(join(tmpdir(), 'lighthouse-'));
const out = process.env.LIGHTHOUSE_OUT ?? join(work, 'dist');
if (!process.env.LIGHTHOUSE_OUT) {
  execFileSync(process.execPath, [BRANDGEN, 'build', ...BRANDS, '--out', out], { stdio: 'ignore' });
}
if (REPORTS) mkdirSync(REPORTS, { recursive: true });
const preview = await startPreview(out);
const chrome = await launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
});
const rows: string[] = [];
const misses: string[] = [];
try {
  for (const brand of BRANDS) {
    const base = preview.urls[brand];
    if (!base) throw new Error(`${brand} is not built in ${out}`);
    for (const route of ROUTES) {
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(`${base}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${brand} /m/${route}`);
        const { categories, audits } = result.lhr;
        if (REPORTS) writeFileSync(join(REPORTS, `${brand}-${route}-${i + 1}.json`), JSON.stringify(result.lhr));
        runs.push({
          performance: Math.round((categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
          lcpMs: audits['largest-contentful-paint']?.numericValue ?? 0,
          tbtMs: audits['total-blocking-time']?.numericValue ?? 0,
          cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
          fcpMs: audits['first-contentful-paint']?.numericValue ?? 0,
          observedFcpMs: observedFcpOf(audits.metrics?.details),
          longestTaskMs: longestTaskOf(audits['long-tasks']?.details),
          lcpElement: lcpElementOf(audits['lcp-breakdown-insight']?.details),
        });
      }
      const m = (key: Exclude<keyof Figures, 'lcpElement'>) => median(runs.map((r) => r[key]));
      const spread = runs.map((r) => r.performance).join('/');
      rows.push(
        `${brand.padEnd(6)} /m/${route.padEnd(6)} perf ${String(m('performance')).padStart(3)} (${spread})` +
          `  LCP ${(m('lcpMs') / 1000).toFixed(2)} s  TBT ${Math.round(m('tbtMs'))} ms  CLS ${m('cls').toFixed(3)}` +
          `  FCP ${(m('fcpMs') / 1000).toFixed(2)} s (observed ${(m('observedFcpMs') / 1000).toFixed(2)} s)` +
          `  longest task ${Math.round(m('longestTaskMs'))} ms  a11y ${m('accessibility')}` +
          `  LCP element ${[...new Set(runs.map((r) => r.lcpElement))].join(' | ')}`,
      );
      if (m('performance') < TARGETS.performance || m('accessibility') < TARGETS.accessibility) {
        misses.push(`${brand} /m/${route}`);
      }
    }
  }
} finally {
  chrome.kill();
  await preview.stop();
  rmSync(work, { recursive: true, force: true });
}
console.log(`Lighthouse, mobile preset, median of ${RUNS} (performance runs in brackets):`);
for (const row of rows) console.log(`  ${row}`);
console.log(
  misses.length === 0
    ? `every page meets performance >= ${TARGETS.performance} and accessibility >= ${TARGETS.accessibility}`
    : `under target (performance ${TARGETS.performance}, accessibility ${TARGETS.accessibility}): ${misses.join(', ')}`,
);
