import type { APIRequestContext, Request } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { brandUrl } from '../brands.ts';
import { fetchSamples } from '../crawl/samples.ts';

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
    const requested: string[] = [];
    page.on('request', (request) => {
      requested.push(request.url());
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
    // Issue #31: the stylesheets index.html inlines are never fetched (linked disabled for Vite's loader only).
    const inlined = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet][disabled]')].map((link) => link.href),
    );
    expect(inlined.length).toBeGreaterThan(0);
    expect(requested.filter((url) => inlined.includes(url))).toEqual([]);
  });
}

/**
 * Deep links (issue #31): a page with no stamped first paint, its first call started by the deep-link script (by index.html
 * itself on a postered route: the live room, the video pages).
 */
const DEEP_LINKS = [
  { id: 'pq8', language: 'zh-CN', route: 'liveDetail', call: '/webapi/live/getLivePageData' },
  { id: 'pq8br', language: 'pt-BR', route: 'scoreDetail', call: '/api/football/getMatchInfo' },
] as const;

/** The deep link's address under the brand's base, with a real id from the sandbox. */
async function deepLinkAddress(request: APIRequestContext, link: (typeof DEEP_LINKS)[number]): Promise<string> {
  const samples = await fetchSamples(request, brandUrl(link.id), link.language);
  return link.route === 'liveDetail' ? `live-detail/${samples.anchor}` : `score/detail/${samples.footballMatch}`;
}

for (const link of DEEP_LINKS) {
  test(`issue #31 ${link.id} ${link.route} opened by address: its first call goes out once, before the app's script, and the page shows`, async ({
    page,
    request,
  }) => {
    const address = await deepLinkAddress(request, link);
    const sent: string[] = [];
    // The order the poster arrives and the app's scripts are asked for in.
    const order: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === link.call) sent.push(request.url());
      if (/\/assets\/boot-[^/]+\.js$/.test(request.url())) order.push('app');
    });
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'image' && /poster/.test(request.url())) order.push('poster');
    });
    await page.goto(`${brandUrl(link.id)}${address}`);
    await expect(page.locator(`html[data-route="${link.route}"]`)).toHaveCount(1);
    // Shown once the answer is in: the app has made or adopted the call by then.
    await expect(
      page.locator(link.route === 'liveDetail' ? '.room-player' : '.score-detail__team').first(),
    ).toBeVisible();
    const early = await page.evaluate(() =>
      ((window as { __earlyApiCall?: { url: string }[] }).__earlyApiCall ?? []).map((sent) => sent.url.split('?')[0]),
    );
    expect(early).toContain(link.call);
    // The app adopted the answer: one request so far (a match header polls again after 5 s).
    expect(sent, sent.join(' | ')).toHaveLength(1);
    // The room's poster, its largest paint, shown in the shell from index.html's own call, has the network to
    // itself: the app's scripts are asked for once it is in.
    if (link.route === 'liveDetail') expect(order.slice(0, 2)).toEqual(['poster', 'app']);
  });
}

for (const [id, language] of [
  ['pq8', 'zh-CN'],
  ['pq8br', 'pt-BR'],
] as const) {
  test(`issue #31 ${id} a search opened by address: its two overview calls go out once, from the deep-link script, and the results show`, async ({
    page,
    request,
  }) => {
    const { teamName } = await fetchSamples(request, brandUrl(id), language);
    const calls = ['/webapi/search/multiple', '/api/search/raceHome'];
    const sent: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (calls.includes(path)) sent.push(path);
    });
    await page.goto(`${brandUrl(id)}search?keyword=${encodeURIComponent(` ${teamName} `)}`);
    await expect(page.locator('html[data-route="search"]')).toHaveCount(1);
    await expect(page.locator('.search-page .uk-cell__title').first()).toBeVisible();
    const early = await page.evaluate(() =>
      ((window as { __earlyApiCall?: { url: string }[] }).__earlyApiCall ?? []).map((sent) => sent.url.split('?')[0]),
    );
    expect(early).toEqual(calls);
    // The page adopted both answers: one request each.
    expect(sent.sort()).toEqual([...calls].sort());
  });
}

/** A match's page by address: its text LCP waits for its stylesheets (issue #31 item 1). */
const STYLED_DEEP_LINKS = [
  { id: 'pq8', language: 'zh-CN' },
  { id: 'pq8br', language: 'pt-BR' },
] as const;

for (const link of STYLED_DEEP_LINKS) {
  test(`issue #31 item 1 ${link.id} a match's page opened by address: its stylesheets are asked for before the app's code has arrived, each once`, async ({
    page,
    request,
  }) => {
    const samples = await fetchSamples(request, brandUrl(link.id), link.language);
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    await page.goto(`${brandUrl(link.id)}score/detail/${samples.footballMatch}`);
    await expect(page.locator('.score-detail__team').first()).toBeVisible();
    const { appArrived, routeSheets, started } = await page.evaluate(async () => {
      // The route's stylesheets, as the deep-link script's table lists them (the page's later popups have their own).
      const script = document.querySelector<HTMLScriptElement>('script[src*="deep-link"]')?.src ?? '';
      const table = /\(window\.__landingRoute, (\{.*\})\);/.exec(await (await fetch(script)).text())?.[1] ?? '{}';
      const { files, routes } = JSON.parse(table) as { files: string[]; routes: Record<string, number[]> };
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        appArrived: entries.find((entry) => /\/assets\/boot-[^/]+\.js$/.test(entry.name))?.responseEnd ?? 0,
        routeSheets: (routes.scoreDetail ?? []).map((at) => new URL(files[at] ?? '', location.href).href),
        started: Object.fromEntries(entries.map((entry) => [entry.name, entry.startTime])),
      };
    });
    expect(appArrived).toBeGreaterThan(0);
    const sheets = routeSheets.filter((url) => url.endsWith('.css'));
    expect(sheets.length).toBeGreaterThan(0);
    // Vite's loader would ask for them only once the app has run: a round trip before the page's first render.
    for (const sheet of sheets) expect(started[sheet], sheet).toBeLessThan(appArrived);
    // Linked as Vite's loader links them, so it finds them linked and asks for none again.
    expect(stylesheets.length, stylesheets.join(' | ')).toBe(new Set(stylesheets).size);
  });
}

for (const link of DEEP_LINKS) {
  test(`issue #31 ${link.id} ${link.route} opened by address: its page group's shell paints with no app script`, async ({
    page,
    request,
  }) => {
    const address = await deepLinkAddress(request, link);
    // None of the app's modules arrives: what shows is index.html's own.
    await page.route('**/assets/**/*.js', (route) => route.abort());
    await page.goto(`${brandUrl(link.id)}${address}`);
    const shell = page.locator('#root > [inert]');
    await expect(shell.locator('.uk-nav-bar__back')).toBeVisible();
    await expect(shell.locator('.uk-skeleton')).toBeVisible();
    if (link.route === 'liveDetail') {
      // The room's largest paint, its poster, from the early call's answer in the player's place.
      await expect(shell.locator('.first-paint-shell__poster img')).toBeVisible();
      expect(
        await shell.locator('.first-paint-shell__poster img').evaluate((img: HTMLImageElement) => img.naturalWidth),
      ).toBeGreaterThan(0);
    }
    await expect(page.locator('html[data-route]')).toHaveCount(0);
  });
}

for (const link of DEEP_LINKS) {
  test(`issue #31 ${link.id} ${link.route} opened by address: the app's first render replaces the shell with the page, not an empty frame`, async ({
    page,
    request,
  }) => {
    const address = await deepLinkAddress(request, link);
    // What <main> holds when the shell goes: React empties #root at its first commit.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.getElementById('root');
        if (!root) return;
        const observer = new MutationObserver(() => {
          if (root.querySelector(':scope > [inert]')) return;
          observer.disconnect();
          document.documentElement.dataset.firstFrame = String(root.querySelector('main')?.childElementCount ?? -1);
        });
        observer.observe(root, { childList: true, subtree: true });
      });
    });
    await page.goto(`${brandUrl(link.id)}${address}`);
    await expect(page.locator('html[data-route]')).toHaveCount(1);
    expect(Number(await page.locator('html').getAttribute('data-first-frame'))).toBeGreaterThan(0);
  });
}

for (const link of STYLED_DEEP_LINKS) {
  test(`issue #31 ${link.id} a menu link to a page not loaded yet keeps the previous page on screen until the next one renders`, async ({
    page,
  }) => {
    await page.goto(`${brandUrl(link.id)}score`);
    await expect(page.locator('html[data-route="score"]')).toHaveCount(1);
    // The fewest children <main> has while the user centre's chunks load.
    await page.evaluate(() => {
      const main = document.querySelector('main');
      if (!main) return;
      document.documentElement.dataset.fewest = String(main.childElementCount);
      new MutationObserver(() => {
        const fewest = Number(document.documentElement.dataset.fewest);
        document.documentElement.dataset.fewest = String(Math.min(fewest, main.childElementCount));
      }).observe(main, { childList: true });
    });
    await page.locator('nav a[href$="/user-center"]').click();
    await expect(page.locator('html[data-route="userCenter"]')).toHaveCount(1);
    expect(Number(await page.locator('html').getAttribute('data-fewest'))).toBeGreaterThan(0);
  });
}

for (const link of STYLED_DEEP_LINKS) {
  test(`${link.id} a tap on a menu link shows it was taken while the page it opens loads`, async ({ page }) => {
    await page.goto(`${brandUrl(link.id)}score`);
    await expect(page.locator('html[data-route="score"]')).toHaveCount(1);
    // The press and click listeners load after the first render (prefetch-on-press.ts): a tap before is not followed.
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => /\/prefetch-on-press-[\w-]+\.js$/.test(entry.name)),
    );
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
    // The user centre's page module held back, as on a slow network.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/UserCenterPage-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const item = page.locator('nav a[href$="/user-center"]');
    await item.click();
    // At once: the pressed item lit, the bar along the top, the previous page still shown and current.
    await expect(item).toHaveClass(/uk-tab-bar__item--active/);
    await expect(page.locator('.app-shell__pending')).toBeVisible();
    await expect(page.locator('main')).toHaveAttribute('aria-busy', 'true');
    await expect(page.locator('nav a[aria-current="page"]')).toHaveAttribute('href', /\/score$/);
    await expect(page.locator('html[data-route="score"]')).toHaveCount(1);
    release();
    await expect(page.locator('html[data-route="userCenter"]')).toHaveCount(1);
    await expect(page.locator('.app-shell__pending')).toHaveCount(0);
    await expect(page.locator('main')).not.toHaveAttribute('aria-busy', 'true');
    await expect(item).toHaveAttribute('aria-current', 'page');
  });
}
