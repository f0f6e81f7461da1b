import { defineConfig } from '@playwright/test';

// Debian's Chromium: Playwright's own browser download is not reachable on these machines.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  // Four at once during the route crawls, two for the flows (per project below).
  workers: 4,
  // CI runs on shared 2-core machines where a page boot has stalled past 5 s (Chromium, the sandbox and two
  // workers share the cores): wider waits, and one retry that the list reporter names as flaky.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // Projects start in this order. The tasks flow (a real minute of live video) and the route crawls (React holds
  // each page a newly loaded route opens for its 300 ms Suspense reveal throttle: about 35 s of a 110-route crawl)
  // mostly wait, not compute: they run four at once, so the waits overlap (crawl project, pq8 and kqb: 7.1 min on
  // two workers, 5.2 min on four, load 18-26). The other flows have short timed steps and keep two workers; they
  // fill the workers as the crawls end, instead of one worker running the last crawl alone.
  projects: [
    { name: 'watch', testMatch: 'tasks.spec.ts', workers: 2 },
    { name: 'crawl', testMatch: 'route-crawl.spec.ts', workers: 4 },
    { name: 'flows', testIgnore: ['route-crawl.spec.ts', 'tasks.spec.ts'], workers: 2 },
  ],
  use: {
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
