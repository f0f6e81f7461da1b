import { test as base, expect } from '@playwright/test';

/** The sandbox's current pop-up ad id (all brands share one sandbox); null when there is none. */
async function benefitAdId(request: import('@playwright/test').APIRequestContext): Promise<number | null> {
  const url = Object.values(JSON.parse(process.env.BRAND_URLS ?? '{}') as Record<string, string>)[0];
  if (!url) return null;
  const response = await request.get(new URL('/api/config/getCommonConfig', url).href);
  const body = (await response.json()) as { data?: { home_pop_ad?: { id: number }[] } };
  return body.data?.home_pop_ad?.[0]?.id ?? null;
}

/**
 * Pages as a returning user sees them: the new-benefit modal (spec §2) was already seen today, so tests of
 * other features are not covered by it. The flag is written before every page load (a login timeout or a
 * logout clears storage). The modal's own rules are unit-tested in the app.
 */
export const test = base.extend({
  page: async ({ page, request }, use) => {
    const adId = await benefitAdId(request);
    if (adId !== null) {
      await page.addInitScript((id) => {
        const now = new Date();
        localStorage.setItem('new_benefit_seen', `${id}@${now.getFullYear()}-${now.getMonth() + 1}-${now.getDate()}`);
      }, adId);
    }
    await use(page);
  },
});

export { expect };
