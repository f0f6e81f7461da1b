// First-load JS of /m/score and /m/live per brand, as Chromium really loads it: every script the page fetches
// until it has rendered and the network is idle, gzip-sized from the built files (React, the default runtime).
// Targets: 150 KB gzip or less, and neither hls.js nor the chat client among them (both must load only inside the
// pages that need them). `npm test` checks the same budgets from the build's manifest (cli/test/budgets.test.ts);
// this bench shows what the browser really fetched, lazy loads started at once included.
// Narrowing while you work: FIRST_LOAD_BRAND=pq8, FIRST_LOAD_ROUTES=live, FIRST_LOAD_FILES=1 (each file's size).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startPreview } from '../preview.ts';

const REPO_ROOT = join(import.meta.dirname, '../..');
const BRANDGEN = join(REPO_ROOT, 'cli/bin/brandgen.js');
const ROUTES = (process.env.FIRST_LOAD_ROUTES ?? 'score,live').split(',');
const TARGET_KB = 150;
/** What each route shows once its page has rendered: a slow machine can go network-idle before it does. */
const PAGE_SHOWN: Record<string, string> = { score: '.score-page', live: '.live-home' };
/** Strings only these libraries carry: hls.js's event names and the chat client's ready event. */
const FORBIDDEN = { 'hls.js': 'hlsMediaAttached', 'chat client': 'sdkStateReady' };

const work = mkdtempSync(join(tmpdir(), 'first-load-'));
const out = join(work, 'dist');
execFileSync(process.execPath, [BRANDGEN, 'build', '--all', '--out', out], { stdio: 'ignore' });
const preview = await startPreview(out);
const urls = Object.entries(preview.urls).filter(
  ([id]) => !process.env.FIRST_LOAD_BRAND || id === process.env.FIRST_LOAD_BRAND,
);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
});
const rows: string[] = [];
const worst = new Map<string, number>();
let leaks = 0;
try {
  for (const [id, url] of urls) {
    for (const route of ROUTES) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true });
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on('response', (response) => {
        const path = new URL(response.url()).pathname;
        if (path.startsWith('/m/') && path.endsWith('.js')) scripts.add(path.slice(3));
      });
      await page.goto(`${url}${route}`, { waitUntil: 'networkidle' });
      await page
        .locator(PAGE_SHOWN[route] ?? 'body')
        .first()
        .waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      await context.close();
      let bytes = 0;
      const found: string[] = [];
      for (const file of scripts) {
        const code = readFileSync(join(out, id as string, file));
        const gzipped = gzipSync(code, { level: 9 }).length;
        bytes += gzipped;
        if (process.env.FIRST_LOAD_FILES) console.log(`    ${gzipped} ${file}`);
        for (const [name, marker] of Object.entries(FORBIDDEN)) if (code.includes(marker)) found.push(name);
      }
      const kb = bytes / 1024;
      worst.set(route, Math.max(worst.get(route) ?? 0, kb));
      leaks += found.length;
      rows.push(
        `${id?.padEnd(6)} /m/${route.padEnd(6)} ${String(scripts.size).padStart(3)} files ${kb.toFixed(1).padStart(7)} KB gzip` +
          `${found.length ? `  CONTAINS ${[...new Set(found)].join(', ')}` : ''}`,
      );
    }
  }
} finally {
  await browser.close();
  await preview.stop();
  rmSync(work, { recursive: true, force: true });
}
console.log('first-load JS per brand and route (every script fetched until network idle):');
for (const row of rows) console.log(`  ${row}`);
console.log(`hls.js or chat client in a first load: ${leaks === 0 ? 'never' : `${leaks} times`}`);
for (const [route, kb] of worst) {
  const verdict = kb <= TARGET_KB ? 'within' : `over by ${(kb - TARGET_KB).toFixed(1)} KB`;
  console.log(`first-load JS max /m/${route}: ${kb.toFixed(1)} KB gzip (target ${TARGET_KB} KB: ${verdict})`);
}
