import type { Request } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { brandUrl } from '../brands.ts';

/** The root page's first API call, as index.html starts it while the JS loads (issue #14). */
const FIRST_CALLS = [
  { id: 'pq8br', route: 'score', path: '/api/race/getDateMatch' },
  { id: 'pq8', route: 'live', path: '/api/home/getHomeData' },
] as const;

/** A first call: the list's first page (a poll asks 10 rows), or the home data. */
function isFirstCall(request: Request, path: string): boolean {
  if (request.method() !== 'POST' || new URL(request.url()).pathname !== path) return false;
  const body = request.postDataJSON() as { page?: number; size?: number } | null;
  return path !== '/api/race/getDateMatch' || (body?.page === 1 && body.size === 500);
}

for (const call of FIRST_CALLS) {
  test(`${call.id} /m/${call.route}: the first call goes out once, from index.html, and the page shows its answer`, async ({
    page,
  }) => {
    const sent: Request[] = [];
    page.on('request', (request) => {
      if (isFirstCall(request, call.path)) sent.push(request);
    });
    await page.goto(`${brandUrl(call.id)}${call.route}`);
    await expect(page.locator(`html[data-route="${call.route}"]`)).toHaveCount(1);
    await expect(page.locator(call.route === 'score' ? '.score-row' : '.live-section').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // index.html sent it (api/core/early-call.ts), and the app, adopting its answer, did not send it again.
    const early = await page.evaluate(() => (window as { __earlyApiCall?: { url: string } }).__earlyApiCall?.url);
    expect(early?.split('?')[0]).toBe(call.path);
    expect(sent, `${call.path} requests: ${sent.map((r) => r.postData()).join(' | ')}`).toHaveLength(1);
  });
}
