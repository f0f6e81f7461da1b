import {
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  expect,
  type Page,
  type Request,
} from '@playwright/test';
import { e2eDayOffset, shiftDate } from './day-offset.ts';

/** The suite's day (E2E_DAY_OFFSET, day-offset.ts): the tests' own dates move with the sandbox's and the pages'. */
const DAY_OFFSET_MS = e2eDayOffset() * 86_400_000;
if (DAY_OFFSET_MS !== 0) shiftDate(DAY_OFFSET_MS);

async function onSuiteDay(context: BrowserContext): Promise<void> {
  if (DAY_OFFSET_MS !== 0) await context.addInitScript(shiftDate, DAY_OFFSET_MS);
}

/** `browser.newContext` on the suite's day, for a context a test opens itself. */
export async function newContext(browser: Browser, options?: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await onSuiteDay(context);
  return context;
}

/** Playwright's test with each context on the suite's day; `test` below adds the returning user's setup. */
export const onDayTest = base.extend({
  context: async ({ context }, use) => {
    await onSuiteDay(context);
    await use(context);
  },
});

/**
 * The new-benefit modal (spec §2) as a returning user meets it, so it covers no other feature's test: a visitor's
 * offer was seen on this device (written before every load: a login timeout clears storage), and the modal a fresh
 * account meets once is closed whenever it opens, as a user would (the platform then remembers it for the account).
 * The modal itself is tested without this (tests/new-benefit.spec.ts and the app's unit tests).
 */
export async function pastNewBenefit(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('new_benefit_seen', 'register'));
  await page.addLocatorHandler(
    page.locator('.uk-modal:has(.new-benefit)'),
    // The modal steps aside as soon as another dialog opens (the login prompt, a friend request's greeting), so it
    // can be gone before its close button is clicked: a handler waiting for that button would hold the test until
    // it timed out.
    async (modal) => {
      await modal
        .locator('.uk-popup__close')
        .click({ timeout: 2_000 })
        .catch(() => undefined);
    },
    { noWaitAfter: true },
  );
}

/** A second browser context as another person (its own storage), past the new-benefit modal like the first. */
export async function secondPage(browser: Browser): Promise<Page> {
  const context = await newContext(browser, { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await pastNewBenefit(page);
  return page;
}

export const test = onDayTest.extend({
  page: async ({ page }, use, testInfo) => {
    await pastNewBenefit(page);
    const network = watchNetwork(page);
    await use(page);
    // CI shows only printed output: a failing test says which of its requests were slow or never answered.
    if (testInfo.status !== testInfo.expectedStatus) {
      console.log(`[${testInfo.title}] requests at failure:\n${network.report() || '  none slow, pending or failed'}`);
    }
  },
});

/** Requests slower than this are named in a failing test's report. */
const SLOW_MS = 2000;

function watchNetwork(page: Page) {
  const started = new Map<Request, number>();
  const slow: string[] = [];
  const failed: string[] = [];
  const name = (request: Request) => `${request.method()} ${new URL(request.url()).pathname}`;
  page.on('request', (request) => started.set(request, Date.now()));
  page.on('requestfinished', (request) => {
    const took = Date.now() - (started.get(request) ?? Date.now());
    started.delete(request);
    if (took >= SLOW_MS) slow.push(`  slow ${took} ms: ${name(request)}`);
  });
  page.on('requestfailed', (request) => {
    started.delete(request);
    failed.push(`  failed (${request.failure()?.errorText ?? 'unknown'}): ${name(request)}`);
  });
  return {
    report: () => {
      const now = Date.now();
      const pending = [...started].map(([request, at]) => `  pending ${now - at} ms: ${name(request)}`);
      return [...pending, ...slow, ...failed].join('\n');
    },
  };
}

export { expect };
