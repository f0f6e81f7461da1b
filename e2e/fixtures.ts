import { test as base, expect, type Page, type Request } from '@playwright/test';

/** The sandbox's current pop-up ad id (all brands share one sandbox); null when there is none. */
async function benefitAdId(request: import('@playwright/test').APIRequestContext): Promise<number | null> {
  const url = Object.values(JSON.parse(process.env.BRAND_URLS ?? '{}') as Record<string, string>)[0];
  if (!url) return null;
  const response = await request.get(new URL('/api/config/getCommonConfig', url).href);
  const body = (await response.json()) as { data?: { home_pop_ad?: { id: number }[] } };
  return body.data?.home_pop_ad?.[0]?.id ?? null;
}

/** Before every load of the page, the pop-up ad `id` counts as seen today (the modal's flag, spec §2). */
export async function markBenefitSeen(page: Page, id: number): Promise<void> {
  await page.addInitScript((adId) => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    localStorage.setItem('new_benefit_seen', `${adId}@${day}`);
  }, id);
}

/**
 * Pages as a returning user sees them: the new-benefit modal (spec §2) was already seen today, so tests of
 * other features are not covered by it. The flag is written before every page load (a login timeout or a
 * logout clears storage). The modal's own rules are unit-tested in the app.
 */
export const test = base.extend({
  page: async ({ page, request }, use, testInfo) => {
    const adId = await benefitAdId(request);
    if (adId !== null) await markBenefitSeen(page, adId);
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
