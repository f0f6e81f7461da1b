import { defineConfig } from '@playwright/test';

// Debian's Chromium: Playwright's own browser download is not reachable on these machines.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // CI runs on shared 2-core machines where a page boot has stalled past 5 s (Chromium, the sandbox and two
  // workers share the cores): wider waits, and one retry that the list reporter names as flaky.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // The route crawls are the longest tests (minutes each): they start first, and the short flows fill both workers
  // at the end, instead of one worker running the last crawl alone.
  projects: [
    { name: 'crawl', testMatch: 'route-crawl.spec.ts' },
    { name: 'flows', testIgnore: 'route-crawl.spec.ts' },
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
