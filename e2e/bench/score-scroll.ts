// The /score list under load, in Chromium: 1,000 matches in the list, their scores changing 50 times a second,
// while the list is scrolled down and up for a few seconds. Prints the longest main-thread task
// (PerformanceObserver 'longtask') and the dropped frames (requestAnimationFrame gaps). Target: no task over
// 50 ms. Figures only: nothing here asserts timing.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Route } from '@playwright/test';
import { pastNewBenefit } from '../fixtures.ts';
import { startPreview } from '../preview.ts';
import { mainThreadEvents } from './trace.ts';

const REPO_ROOT = join(import.meta.dirname, '../..');
const BRANDGEN = join(REPO_ROOT, 'cli/bin/brandgen.js');
const BRAND = 'kqb';
const MATCHES = 1000;
const CHANGES_PER_SECOND = 50;
const SCROLL_SECONDS = 8;
const TARGET_MS = 50;

/** 1,000 football matches of today, most in play, with the fields the score list reads. */
function makeMatches(now: number) {
  return Array.from({ length: MATCHES }, (_, i) => {
    const status = i % 5 === 0 ? 1 : i % 7 === 0 ? 8 : i % 3 === 0 ? 4 : 2;
    const team = (n: number) => ({
      id: n,
      sport_id: 1,
      name_zh: `球队${n}`,
      short_name_zh: `球队${n}`,
      name_en: `Team ${n}`,
      short_name_en: `Team ${n}`,
      logo: `/sandbox/media/logo/team/${(n % 150) + 1}.svg`,
      country_logo: '',
    });
    return {
      id: 900_000 + i,
      sport_id: 1,
      event_id: 1,
      status,
      time: now - 1800 + i * 30,
      kickoff_time: status === 4 ? now - 1200 : now - 1800,
      period_count: 2,
      period_remaining_time: 0,
      hometeam: team(2 * i + 1),
      awayteam: team(2 * i + 2),
      matchevent: {
        id: 1,
        logo: '/sandbox/media/logo/event/1.svg',
        short_name_zh: '英超',
        name_zh: '英超',
        name_en: 'EPL',
        short_name_en: 'EPL',
      },
      round: '1',
      home_score: 0,
      away_score: 0,
      home_half_score: 0,
      away_half_score: 0,
      home_red: 0,
      away_red: 0,
      home_yellow: 0,
      away_yellow: 0,
      home_corner: 0,
      away_corner: 0,
      home_period_scores: [],
      away_period_scores: [],
      live: (i % 4 === 0 ? 1 : 0) as 0 | 1,
      anchor_count: 0,
      attented: 0 as 0 | 1,
      has_lineup: 1 as 0 | 1,
    };
  });
}

const work = mkdtempSync(join(tmpdir(), 'score-scroll-'));
const out = join(work, 'dist');
// SCORE_BENCH_RUNTIME=preact measures the operator's preact/compat build; the default is React.
const runtime = process.env.SCORE_BENCH_RUNTIME;
execFileSync(process.execPath, [BRANDGEN, 'build', BRAND, '--out', out, ...(runtime ? ['--runtime', runtime] : [])], {
  stdio: 'ignore',
});
const preview = await startPreview(out);
const url = preview.urls[BRAND];
if (!url) throw new Error(`brandgen preview did not serve ${BRAND}`);

const matches = makeMatches(Math.floor(Date.now() / 1000));
let changes = 0;
// The feed: 50 score changes a second spread over the 1,000 matches.
const feed = setInterval(() => {
  const match = matches[Math.floor(Math.random() * matches.length)];
  if (!match) return;
  if (Math.random() < 0.5) match.home_score += 1;
  else match.away_score += 1;
  changes += 1;
}, 1000 / CHANGES_PER_SECOND);

/** Answers getDateMatch from the 1,000 matches, page by page, as the sandbox would. */
async function answerDateMatch(route: Route) {
  const body = (route.request().postDataJSON() ?? {}) as { page?: number; size?: number };
  const size = body.size ?? 20;
  const offset = ((body.page ?? 1) - 1) * size;
  const counts = { all: MATCHES, finished: 0, unfinished: MATCHES, waiting: 0, inplay: MATCHES };
  const list = matches.slice(offset, offset + size).map((match) => ({ ...match }));
  await route.fulfill({
    json: { status: 0, msg: '', data: { date: '', list, total: MATCHES, counts } },
  });
}

/** Time on the page's main thread by kind (script, style and layout, paint), and its longest task. */
function summarizeTrace(buffer: Buffer) {
  const onMain = mainThreadEvents(buffer);
  const kinds: Record<string, string[]> = {
    script: ['FunctionCall', 'EvaluateScript', 'TimerFire', 'FireAnimationFrame', 'EventDispatch'],
    'style+layout': ['UpdateLayoutTree', 'Layout'],
    paint: ['Paint', 'PrePaint', 'Layerize', 'UpdateLayer'],
  };
  const byKind: Record<string, number> = {};
  for (const [kind, names] of Object.entries(kinds)) {
    byKind[kind] =
      onMain.filter((event) => names.includes(event.name)).reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000;
  }
  const tasks = onMain.filter((event) => event.name === 'RunTask');
  const wall = tasks.map((event) => (event.dur ?? 0) / 1000);
  const cpu = tasks.map((event) => (event.tdur ?? 0) / 1000);
  return {
    byKind,
    busy: wall.reduce((a, b) => a + b, 0),
    cpu: cpu.reduce((a, b) => a + b, 0),
    longest: Math.max(0, ...wall),
    longestCpu: Math.max(0, ...cpu),
    overTarget: cpu.filter((ms) => ms > TARGET_MS).length,
  };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
});
let polls = 0;
try {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const stats = { longest: 0, longTasks: 0, frames: 0, dropped: 0, worstFrame: 0, measuring: false };
    Object.assign(window, { scoreBench: stats });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!stats.measuring) continue;
        stats.longTasks += 1;
        stats.longest = Math.max(stats.longest, entry.duration);
      }
    }).observe({ type: 'longtask', buffered: false });
    let last = 0;
    const frame = (at: number) => {
      if (stats.measuring && last) {
        const gap = at - last;
        stats.frames += 1;
        stats.worstFrame = Math.max(stats.worstFrame, gap);
        stats.dropped += Math.max(0, Math.round(gap / (1000 / 60)) - 1);
      }
      last = at;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await page.route('**/api/race/getDateMatch**', (route) => {
    polls += 1;
    return answerDateMatch(route);
  });
  // The new-benefit modal would open at the first flick and cover the list: a returning visitor saw it.
  await pastNewBenefit(page);

  const started = Date.now();
  await page.goto(`${url}score?sport=0`);
  await page.locator('.score-row').first().waitFor();
  const firstRows = Date.now() - started;
  const listed = await page.locator('[role="list"] [role="listitem"]').first().getAttribute('aria-setsize');
  await page.evaluate(() =>
    Object.assign((window as unknown as { scoreBench: object }).scoreBench, { measuring: true }),
  );
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  const pollsBefore = polls;
  const changesBefore = changes;

  // Scroll down then up through the list like a thumb: a flick every 50 ms.
  const list = page.locator('.score-list');
  const box = await list.boundingBox();
  if (!box) throw new Error('no list on the page');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const steps = (SCROLL_SECONDS * 1000) / 50;
  const scrollStarted = Date.now();
  for (let i = 0; i < steps; i += 1) {
    await page.mouse.wheel(0, i < steps / 2 ? 400 : -400);
    await page.waitForTimeout(50);
  }
  await page.waitForTimeout(500);
  const scrolledSeconds = (Date.now() - scrollStarted) / 1000;
  const stats = await page.evaluate(() => {
    const bench = (window as unknown as { scoreBench: Record<string, number | boolean> }).scoreBench;
    bench.measuring = false;
    return bench as { longest: number; longTasks: number; frames: number; dropped: number; worstFrame: number };
  });
  const traceBuffer = await browser.stopTracing();
  // SCORE_BENCH_TRACE=file.json keeps the trace for chrome://tracing or the DevTools performance panel.
  if (process.env.SCORE_BENCH_TRACE) writeFileSync(process.env.SCORE_BENCH_TRACE, traceBuffer);
  const trace = summarizeTrace(traceBuffer);
  const rendered = await page.locator('.score-row').count();
  console.log(`score list scroll bench (${BRAND}, ${runtime ?? 'react'} runtime, Chromium, 375x812):`);
  console.log(`  matches in the list: ${listed} (DOM rows at the end: ${rendered}); first rows after ${firstRows} ms`);
  console.log(
    `  feed: ${changes - changesBefore} score changes during ${scrolledSeconds.toFixed(1)} s of scrolling (${steps} flicks of 400 px, 50 ms apart) (${CHANGES_PER_SECOND}/s); ${polls - pollsBefore} polls of the rows in view`,
  );
  console.log(
    `  frames: ${stats.frames}, dropped: ${stats.dropped}, worst frame gap: ${stats.worstFrame.toFixed(1)} ms`,
  );
  console.log(
    `  long tasks: ${stats.longTasks}, longest task: ${stats.longest.toFixed(1)} ms (target: none over ${TARGET_MS} ms)`,
  );
  console.log(
    `  trace (renderer main thread): longest task ${trace.longest.toFixed(1)} ms wall, ${trace.longestCpu.toFixed(1)} ms CPU; ` +
      `tasks over ${TARGET_MS} ms CPU: ${trace.overTarget}; CPU ${trace.cpu.toFixed(0)} ms of ${trace.busy.toFixed(0)} ms busy wall = ` +
      Object.entries(trace.byKind)
        .map(([kind, ms]) => `${kind} ${ms.toFixed(0)} ms`)
        .join(', '),
  );
  console.log(
    `  machine load average at the end: ${loadavg()[0]?.toFixed(2)} on ${cpus().length} cores (figures grow with it)`,
  );
  await context.close();
} finally {
  clearInterval(feed);
  await browser.close();
  await preview.stop();
  rmSync(work, { recursive: true, force: true });
}
