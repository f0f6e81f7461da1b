import type { BrandDescriptor } from '@live/brand-schema';
import type { Page } from '@playwright/test';
import { loginThroughUi } from '../account.ts';
import { brands, brandUrl } from '../brands.ts';
import {
  axeProblems,
  cjkProblems,
  layoutProblems,
  LIGHTHOUSE_RULES,
  prepareAxe,
  watchErrors,
} from '../crawl/checks.ts';
import { type CrawlStop, crawlStops, fetchSamples, playerStop } from '../crawl/samples.ts';
import { expect, test } from '../fixtures.ts';

/**
 * The guard for every page: each built route of the registry (packages/app/src/routes/paths.ts), on every brand,
 * for a guest and for the demo user, renders its own page (not the not-found or error view) with no
 * page or console error, no horizontal overflow, no wrapped button or chip text, for a guest no finding of a rule
 * Lighthouse's accessibility score counts, whatever its impact, with colour contrast, on every brand (issue #31),
 * and once per language no serious or critical finding of any other axe rule, and on a
 * brand whose language is not Chinese no Chinese character outside
 * what users wrote (issue #30). One page per test, moving in-app as a user would, so a run stays short.
 */

type User = 'guest' | 'demo';
const DEMO = { account: 'demo', password: 'sandbox123' };
const WAIT_MS = 15_000;
/** A crawl takes 1-1.5 min in CI; four run at once (playwright.config.ts), on a shared machine up to 3.5 min. */
const CRAWL_TIMEOUT_MS = 450_000;

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
  // A page is ready once it is the route's and no skeleton or spinner says it is busy (one wait: a round trip each).
  await page.waitForFunction(
    (name) => document.documentElement.dataset.route === name && !document.querySelector('[aria-busy="true"]'),
    stop.lands,
    { timeout: WAIT_MS },
  );
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

/** Every axe rule, the rules Lighthouse scores (colour contrast among them), colour contrast only, or none. */
type Axe = 'full' | 'lighthouse' | 'contrast' | 'size' | 'off';
const AXE_RULES: Record<Exclude<Axe, 'off'>, readonly string[] | undefined> = {
  full: undefined,
  lighthouse: LIGHTHOUSE_RULES,
  contrast: ['color-contrast'],
  // Lengths scale with the viewport (px-to-rem): touch targets shrink below 375 px.
  size: ['target-size'],
};

/** Which of the stops a crawl opens: every one, or the `index`th of `of` shares (every of-th stop from index). */
interface Share {
  index: number;
  of: number;
}
const EVERY_STOP: Share = { index: 0, of: 1 };

async function crawl(
  page: Page,
  brand: BrandDescriptor,
  user: User,
  width: number,
  axe: Axe,
  share = EVERY_STOP,
): Promise<void> {
  await page.setViewportSize({ width, height: 812 });
  const errors = watchErrors(page);
  if (axe !== 'off') await prepareAxe(page);
  const chinese = brand.language === 'zh-CN';
  const samples = await fetchSamples(page.request, brandUrl(brand.id), brand.language);
  const all = [
    ...crawlStops(samples, brand.rootRoute),
    ...(firstOfLanguage.has(brand.id) ? [playerStop(samples)] : []),
  ];
  const stops = all.filter((_, i) => i % share.of === share.index);
  await startAs(page, brand, user);
  errors.take();
  const problems: string[] = [];
  for (const stop of stops) {
    const found: string[] = [];
    try {
      await open(page, stop);
      if (await page.locator('.route-error').count()) found.push('shows the not-found or error view');
      found.push(...(await layoutProblems(page)));
      if (!chinese) found.push(...(await cjkProblems(page)));
      if (axe !== 'off') found.push(...(await axeProblems(page, AXE_RULES[axe])));
    } catch (error) {
      found.push(`did not render: ${(error as Error).message.split('\n')[0]}`);
    }
    found.push(...errors.take());
    problems.push(...found.map((problem) => `${stop.name} (${stop.to}): ${problem}`));
  }
  expect(problems, `${brand.id}, ${user}, ${width} px: ${stops.length} routes crawled`).toEqual([]);
}

// The first brand of each language: every route as a guest with every axe rule, and as the demo user with colour
// contrast. The other brands run the same app with another descriptor (name, colours, type scale, images, root
// route): every route as a guest with the rules Lighthouse scores (what an accessibility 100 on every brand asks;
// colour contrast is most of their time), and as the demo user a share of the routes with colour contrast, the other
// brands of the language sharing them out, so each logged-in page is seen in their colours on one of them (six full
// demo crawls took a fifth of the e2e run's worker time).
const firstOfLanguage = new Set(['zh-CN', 'pt-BR'].map((language) => brands.find((b) => b.language === language)?.id));

/** The demo user's share of the routes on a brand: all on the first of its language, else one of the others'. */
function demoShare(brand: BrandDescriptor): Share {
  const others = brands.filter((b) => b.language === brand.language && !firstOfLanguage.has(b.id));
  const index = others.indexOf(brand);
  return index < 0 ? EVERY_STOP : { index, of: others.length };
}

for (const brand of brands) {
  const first = firstOfLanguage.has(brand.id);
  const axe: Axe = first ? 'full' : 'lighthouse';
  const share = demoShare(brand);
  test.describe(`route crawl ${brand.id}`, () => {
    test.setTimeout(CRAWL_TIMEOUT_MS);
    test(`guest at 375 px: every built route renders cleanly and passes axe (${axe})`, async ({ page }) => {
      await crawl(page, brand, 'guest', 375, axe);
    });
    // The demo user sees what a guest does not (wallet, messages, their own pages): their colours too.
    const routes =
      share.of === 1
        ? 'every built route renders'
        : `built routes ${share.index + 1}, ${share.index + 1 + share.of}, ... (1 in ${share.of}) render`;
    test(`demo user at 375 px: ${routes} cleanly with readable colours`, async ({ page }) => {
      await crawl(page, brand, 'demo', 375, 'contrast', share);
    });
  });
}

// The narrowest and widest common phones on one brand, in its longer language (pt-BR words wrap first).
const narrowBrand = brands.find((brand) => brand.language === 'pt-BR') ?? brands[0];
if (narrowBrand) {
  test.describe(`route crawl ${narrowBrand.id} at other widths`, () => {
    test.setTimeout(CRAWL_TIMEOUT_MS);
    // A guest at the narrowest width (touch targets at their smallest) and the demo user (more on screen) at the widest.
    for (const [user, width, axe] of [
      ['guest', 320, 'size'],
      ['demo', 414, 'off'],
    ] as const) {
      const checks = axe === 'size' ? ' with touch targets of 24 px' : '';
      test(`${user} at ${width} px: every built route renders cleanly${checks}`, async ({ page }) => {
        await crawl(page, narrowBrand, user, width, axe);
      });
    }
  });
}

test('an unknown address inside /m/ opens the not-found page', async ({ page }) => {
  const brand = brands[0];
  if (!brand) throw new Error('no brand');
  await page.goto(`${brandUrl(brand.id)}no/such/page`);
  await expect(page.locator('html[data-route="notFound"]')).toBeAttached();
});
