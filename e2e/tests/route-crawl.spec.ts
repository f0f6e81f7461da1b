import type { BrandDescriptor } from '@live/brand-schema';
import type { Page } from '@playwright/test';
import { loginThroughUi } from '../account.ts';
import { brands, brandUrl } from '../brands.ts';
import { axeProblems, cjkProblems, layoutProblems, prepareAxe, watchErrors } from '../crawl/checks.ts';
import { type CrawlStop, crawlStops, fetchSamples } from '../crawl/samples.ts';
import { buildPath, isBuilt, ROUTE_NAMES, ROUTES } from '../../packages/app/src/routes/paths.ts';
import { expect, test } from '../fixtures.ts';

/**
 * The guard for every page: each built route of the registry (packages/app/src/routes/paths.ts), on every brand,
 * for a guest and for the demo user, renders its own page (not the not-found, error or coming-soon view) with no
 * page or console error, no horizontal overflow, no wrapped button or chip text, for a guest no serious or
 * critical axe finding (colour contrast on every brand, issue #31; every rule once per language), and on a
 * brand whose language is not Chinese no Chinese character outside
 * what users wrote (issue #30). One page per test, moving in-app as a user would, so a run stays short.
 */

type User = 'guest' | 'demo';
const DEMO = { account: 'demo', password: 'sandbox123' };
const WAIT_MS = 15_000;

/** Opens a stop: in-app through the router's history (no reload), or by loading the page for a redirect. */
async function open(page: Page, stop: CrawlStop): Promise<void> {
  const href = `/m${stop.to}`;
  if (stop.lands !== stop.name) {
    await page.goto(new URL(href, page.url()).href);
    await page.waitForURL((url) => url.pathname === `/m${stop.landsAt}`, { timeout: WAIT_MS });
  } else {
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, href);
  }
  await page.waitForFunction((name) => document.documentElement.dataset.route === name, stop.lands, {
    timeout: WAIT_MS,
  });
  // A page is ready once no skeleton or spinner says it is busy.
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: WAIT_MS });
}

async function startAs(page: Page, brand: BrandDescriptor, user: User): Promise<void> {
  const base = brandUrl(brand.id);
  if (user === 'demo') {
    await page.goto(`${base}login`);
    await loginThroughUi(page, brand, DEMO.account, DEMO.password);
  } else {
    await page.goto(base);
  }
  await page.waitForURL((url) => url.pathname === `/m/${brand.rootRoute}`, { timeout: WAIT_MS });
}

/** Every axe rule, colour contrast only, or none. */
type Axe = 'full' | 'contrast' | 'off';

async function crawl(page: Page, brand: BrandDescriptor, user: User, width: number, axe: Axe): Promise<void> {
  await page.setViewportSize({ width, height: 812 });
  const errors = watchErrors(page);
  if (axe !== 'off') await prepareAxe(page);
  const chinese = brand.language === 'zh-CN';
  const samples = await fetchSamples(page.request, brandUrl(brand.id), brand.language);
  const stops = crawlStops(samples, brand.rootRoute);
  await startAs(page, brand, user);
  errors.take();
  const problems: string[] = [];
  for (const stop of stops) {
    const found: string[] = [];
    try {
      await open(page, stop);
      if (await page.locator('.route-error').count()) found.push('shows the not-found, error or coming-soon view');
      found.push(...(await layoutProblems(page)));
      if (!chinese) found.push(...(await cjkProblems(page)));
      if (axe !== 'off') found.push(...(await axeProblems(page, axe === 'contrast' ? CONTRAST_ONLY : undefined)));
    } catch (error) {
      found.push(`did not render: ${(error as Error).message.split('\n')[0]}`);
    }
    found.push(...errors.take());
    problems.push(...found.map((problem) => `${stop.name} (${stop.to}): ${problem}`));
  }
  expect(problems, `${brand.id}, ${user}, ${width} px: ${stops.length} routes crawled`).toEqual([]);
}

// Full axe on the first brand of each language; on the others only colour contrast, the one thing axe finds
// that differs between brands (their colours): names and images are the same kinds of content, and a full run
// on every brand would triple the crawl's axe time.
const fullAxeBrands = new Set(['zh-CN', 'pt-BR'].map((language) => brands.find((b) => b.language === language)?.id));
const CONTRAST_ONLY = ['color-contrast'];

for (const brand of brands) {
  const axe: Axe = fullAxeBrands.has(brand.id) ? 'full' : 'contrast';
  test.describe(`route crawl ${brand.id}`, () => {
    test.setTimeout(300_000);
    test(`guest at 375 px: every built route renders cleanly and passes axe (${axe})`, async ({ page }) => {
      await crawl(page, brand, 'guest', 375, axe);
    });
    // The demo user sees what a guest does not (wallet, messages, their own pages): their colours too.
    const demoAxe: Axe = fullAxeBrands.has(brand.id) ? 'contrast' : 'off';
    test(`demo user at 375 px: every built route renders cleanly${demoAxe === 'off' ? '' : ' with readable colours'}`, async ({
      page,
    }) => {
      await crawl(page, brand, 'demo', 375, demoAxe);
    });
  });
}

// The narrowest and widest common phones on one brand, in its longer language (pt-BR words wrap first).
const narrowBrand = brands.find((brand) => brand.language === 'pt-BR') ?? brands[0];
if (narrowBrand) {
  test.describe(`route crawl ${narrowBrand.id} at other widths`, () => {
    test.setTimeout(300_000);
    // A guest at the narrowest width and the demo user (more on screen) at the widest.
    for (const [user, width] of [
      ['guest', 320],
      ['demo', 414],
    ] as const) {
      test(`${user} at ${width} px: every built route renders cleanly`, async ({ page }) => {
        await crawl(page, narrowBrand, user, width, 'off');
      });
    }
  });
}

// Up to three planned routes without params, read from the registry so building a page never edits this test.
const planned = ROUTE_NAMES.filter((name) => !isBuilt(name) && !ROUTES[name].path.includes(':')).slice(0, 3);

test('a planned route opens the coming-soon page inside /m/', async ({ page }) => {
  // Reported as skipped, not passed, while every registry route is built.
  test.skip(planned.length === 0, 'every route of the registry is built');
  const brand = brands[0];
  if (!brand) throw new Error('no brand');
  const base = brandUrl(brand.id);
  const zh = brand.language === 'zh-CN';
  for (const name of planned) {
    const address = buildPath(ROUTES[name].path).slice(1);
    await page.goto(`${base}${address}`);
    await expect(page.getByRole('heading', { name: zh ? '即将上线' : 'Em breve', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(`${base}${address}`);
  }
});

test('an unknown address inside /m/ opens the not-found page', async ({ page }) => {
  const brand = brands[0];
  if (!brand) throw new Error('no brand');
  await page.goto(`${brandUrl(brand.id)}no/such/page`);
  await expect(page.locator('html[data-route="notFound"]')).toBeAttached();
});
