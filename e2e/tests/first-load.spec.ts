import type { Request } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { brandUrl } from '../brands.ts';

/** The root page's first API calls, as index.html starts them while the JS loads (issue #14). */
const FIRST_CALLS = [
  { id: 'pq8br', route: 'score', paths: ['/api/race/getDateMatch'] },
  { id: 'pq8', route: 'live', paths: ['/api/home/getHomeData', '/api/home/getHomeScroll', '/webapi/live/getCategory'] },
] as const;

/** A first call: the list's first page (a poll asks 10 rows), or one of /live's. */
function isFirstCall(request: Request, path: string): boolean {
  if (new URL(request.url()).pathname !== path) return false;
  if (path !== '/api/race/getDateMatch') return true;
  const body = request.postDataJSON() as { page?: number; size?: number } | null;
  return body?.page === 1 && body.size === 500;
}

for (const call of FIRST_CALLS) {
  test(`${call.id} /m/${call.route}: each first call goes out once, from index.html, and the page shows the answers`, async ({
    page,
  }) => {
    const sent: Request[] = [];
    page.on('request', (request) => {
      if (call.paths.some((path) => isFirstCall(request, path))) sent.push(request);
    });
    await page.goto(`${brandUrl(call.id)}${call.route}`);
    await expect(page.locator(`html[data-route="${call.route}"]`)).toHaveCount(1);
    await expect(page.locator(call.route === 'score' ? '.score-row' : '.live-section').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // index.html sent them (api/core/early-call.ts), and the app, adopting the answers, did not send them again.
    const early = await page.evaluate(() =>
      ((window as { __earlyApiCall?: { url: string }[] }).__earlyApiCall ?? []).map((sent) => sent.url.split('?')[0]),
    );
    expect(early).toEqual(call.paths);
    const paths = sent.map((request) => new URL(request.url()).pathname).sort();
    expect(paths, `first-call requests: ${sent.map((r) => r.url()).join(' | ')}`).toEqual([...call.paths].sort());
  });
}
