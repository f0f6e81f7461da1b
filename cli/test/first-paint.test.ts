import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { shortDate, weekdayLabel } from '@live/ui-kit/helpers/index.ts';
import type { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandgen, tempDir } from './brandgen-process.ts';
import { openPage, VISIT } from './stamped-page.ts';

/** The hrefs of the page's modulepreload links. */
function modulePreloads(dom: JSDOM): string[] {
  return [...dom.window.document.querySelectorAll('link[rel=modulepreload]')].map(
    (link) => link.getAttribute('href') ?? '',
  );
}

/** Resolves once the page is parsed, a frame has run and then a task: when the entry imports the app. */
async function firstPaintUp(dom: JSDOM): Promise<void> {
  const { window } = dom;
  if (window.document.readyState === 'loading') {
    await new Promise((resolve) => window.document.addEventListener('DOMContentLoaded', resolve));
  }
  await new Promise((resolve) =>
    window.requestAnimationFrame(() => window.setTimeout(() => window.setTimeout(resolve, 0), 0)),
  );
}

function stripLabels(dom: JSDOM): string[] {
  return [...dom.window.document.querySelectorAll('#root .uk-date-strip__day')].map((day) =>
    [...day.children].map((span) => span.textContent).join(' '),
  );
}

describe('the stamped first paint (issue #14)', () => {
  let out: string;
  beforeAll(async () => {
    out = await tempDir('first-paint');
    const result = await brandgen(['build', 'pq8', 'pq8br', '--out', out]);
    expect(result.code, result.stderr).toBe(0);
  }, 240_000);

  it.each([
    ['pq8', 'zh-CN', '今天'],
    ['pq8br', 'pt-BR', 'Hoje'],
  ] as const)("%s's date strip shows the visitor's days, not the build day's (%s)", async (id, lang, today) => {
    const dom = openPage(await readFile(join(out, id, 'index.html'), 'utf8'), '/m/score');
    // The 7 days back to today, then 6 ahead, labelled as the app's DateStrip labels them.
    const expected = Array.from({ length: 13 }, (_, i) => {
      const day = new Date(2031, 2, 5 + i - 6);
      return `${i === 6 ? today : weekdayLabel(day, lang)} ${shortDate(day, lang)}`;
    });
    expect(stripLabels(dom)).toEqual(expected);
    expect(dom.window.document.querySelector('#root .uk-date-strip__day--active')?.textContent).toBe(
      `${today}${shortDate(new Date(VISIT), lang)}`,
    );
  });

  it.each([
    ['/m/score', 'ScorePage'],
    ['/m/live', 'LiveHomePage'],
    ['/m/', 'LiveHomePage'],
  ])(
    "preloads the chunks of the page %s opens once its first paint is up, and no other root page's (pq8's root route is /live)",
    async (path, page) => {
      const dom = openPage(await readFile(join(out, 'pq8', 'index.html'), 'utf8'), path);
      // Nothing competes with the first paint and its largest image for the network.
      expect(modulePreloads(dom)).toEqual([]);
      await firstPaintUp(dom);
      // After /live's banner answer too (none here): the largest image the early call shows comes first.
      const pages = () =>
        modulePreloads(dom)
          .map((href) => /\/(ScorePage|LiveHomePage)-[^/]+\.js$/.exec(href)?.[1])
          .filter(Boolean);
      await expect.poll(pages).toEqual([page]);
    },
  );

  it('preloads no page and loads no deep-link script on an address outside the app', async () => {
    const dom = openPage(await readFile(join(out, 'pq8', 'index.html'), 'utf8'), '/match/1');
    await firstPaintUp(dom);
    expect(modulePreloads(dom)).toEqual([]);
    expect(dom.window.document.querySelectorAll('head script[src*="deep-link"]')).toHaveLength(0);
    expect(dom.window.document.documentElement.dataset.firstPaint).toBeUndefined();
  });

  it.each([
    [
      'pq8',
      '/m/live-detail/15',
      'LiveDetailPage',
      '/webapi/live/getLivePageData',
      { anchorid: 15 },
      '.first-paint-shell__poster',
    ],
    [
      'pq8br',
      '/m/score/basketball/detail/7',
      'MatchDetailPage',
      '/api/basketball/getMatchInfo?lang=pt-br',
      { matchid: 7 },
      '.uk-nav-bar__back',
    ],
    ['pq8', '/m/share/match/2/9/', 'SharePages', '/api/basketball/getMatchInfo', { matchid: 9 }, '.live-header__logo'],
  ])(
    "issue #31 %s %s: a deep link shows its page group's shell, loads the deep-link script at once, which preloads the app's and the page's chunks once the shell is up; the page's first call starts (from index.html on a postered route)",
    async (id, path, page, call, fields, shellPart) => {
      const sent: { url: string; body: string }[] = [];
      const dom = openPage(await readFile(join(out, id, 'index.html'), 'utf8'), path, sent);
      const { document } = dom.window;
      expect(document.documentElement.dataset.firstPaint).toBeUndefined();
      // The shell is index.html's own: painted before any script arrives, inert until the app replaces it.
      expect(document.querySelector(`#root > [inert] ${shellPart}`)).not.toBeNull();
      const scripts = [...document.querySelectorAll('head script[src*="deep-link"]')].map(
        (s) => s.getAttribute('src') ?? '',
      );
      expect(scripts).toEqual([expect.stringMatching(/^\/m\/deep-link\.[0-9a-f]{10}\.js$/)]);
      // jsdom loads no external script: the page's scripts have run, the deep-link one runs as a browser would.
      dom.window.eval(await readFile(join(out, id, (scripts[0] ?? '').slice('/m/'.length)), 'utf8'));
      // Nothing competes with the shell and its largest image for the network until it is painted.
      expect(modulePreloads(dom)).toEqual([]);
      expect(document.querySelectorAll('head link[rel=stylesheet]:not([disabled])')).toHaveLength(0);
      await firstPaintUp(dom);
      const chunks = () => modulePreloads(dom).map((href) => /\/assets\/([A-Za-z]+)-[^/]+\.js$/.exec(href)?.[1]);
      // A few links a task (a long task otherwise), the app's first.
      await expect.poll(chunks).toEqual(expect.arrayContaining(['boot', page]));
      expect(chunks().indexOf('boot')).toBeLessThan(chunks().indexOf(page));
      // issue #31 item 1: the page's stylesheets preloaded with its chunks in the mode Vite's loader links them
      // (CORS: one request), none index.html links already (disabled, inlined in its head), each once; Vite's loader
      // links them itself and waits for them, so none is linked yet.
      const hrefs = (selector: string) =>
        [...document.querySelectorAll<HTMLLinkElement>(`head link${selector}`)].map(
          (link) => link.getAttribute('href') ?? '',
        );
      const sheets = hrefs('[rel=preload][as=style][crossorigin=""]');
      expect(sheets.length).toBeGreaterThan(0);
      expect(hrefs('[rel=preload]:not([as=style])').filter((href) => href.endsWith('.css'))).toEqual([]);
      expect(hrefs('[rel=stylesheet]:not([disabled])')).toEqual([]);
      const inlined = hrefs('[rel=stylesheet][disabled]');
      expect(new Set([...sheets, ...inlined]).size).toBe(sheets.length + inlined.length);
      // After the host list index.html asked for (spec §7).
      await expect.poll(() => sent.map((request) => request.url)).toContain(call);
      expect(sent[0]?.url).toBe('/sandbox/api-hosts.json');
      expect(JSON.parse(sent.find((request) => request.url === call)?.body ?? '')).toMatchObject(fields);
    },
  );

  it.each([
    ['pq8', '/m/chat-group/12', '登录后即可查看消息和好友'],
    ['pq8', '/m/c2c', '登录后即可查看消息和好友'],
    ['pq8br', '/m/c2c', 'Entre para ver mensagens e amigos'],
    ['pq8br', '/m/c2c-friends', 'Entre para ver mensagens e amigos'],
  ])(
    "issue #31 %s %s: a chat page's shell shows a guest the page's login gate (its largest paint) before any script, a stored user a skeleton",
    async (id, path, needLogin) => {
      const html = await readFile(join(out, id, 'index.html'), 'utf8');
      const storeKey = (
        JSON.parse(/<script type="application\/json" id="brand-config">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as {
          storeKey: string;
        }
      ).storeKey;
      const shellOf = (stored: Record<string, string>) => {
        const root = openPage(html, path, [], {}, stored).window.document.querySelector('#root > [inert]');
        return {
          gate: root?.querySelector('.chat-state .uk-empty__description')?.textContent ?? null,
          skeleton: !!root?.querySelector('.uk-skeleton'),
          bar: !!root?.querySelector('.uk-nav-bar'),
        };
      };
      expect(shellOf({})).toEqual({ gate: needLogin, skeleton: false, bar: true });
      const user = JSON.stringify({ userInfo: { id: 42, token: 't' } });
      expect(shellOf({ [storeKey]: user })).toEqual({ gate: null, skeleton: true, bar: true });
      // A stored guest (no user, or id 0) is a guest, as the app's isLoggedIn reads it.
      expect(shellOf({ [storeKey]: JSON.stringify({ userInfo: { id: 0 } }) }).gate).toBe(needLogin);
    },
  );

  it.each([
    ['pq8', '/m/live-detail/15', '/webapi/live/getLivePageData', { live: { poster: '/media/poster-15.jpg' } }],
    ['pq8br', '/m/share/video/19', '/api/video/getRecordVideoDetail?lang=pt-br', { cover: '/media/cover-19.jpg' }],
    [
      'pq8br',
      '/m/database/league/football/3',
      '/api/SportDatabase/getEventInfo?lang=pt-br',
      { event: { logo: '/media/logo-3.png' } },
    ],
    [
      'pq8',
      '/m/database/league/basketball/3',
      '/api/SportDatabase/getEventInfo',
      { event: { logo: '/media/logo-3.png' } },
    ],
  ])(
    "issue #31 %s %s: index.html itself starts the page's first call and shows its poster (or header logo) in the shell; the app's chunks wait until that image is in",
    async (id, path, call, data) => {
      const dom = openPage(await readFile(join(out, id, 'index.html'), 'utf8'), path, [], {
        [call.split('?')[0] ?? '']: data,
      });
      const { document } = dom.window;
      // Before the deep-link script has run: the call is index.html's own.
      const poster = () =>
        document.querySelector<HTMLImageElement>(
          '#root > [inert] .first-paint-shell__poster > img, #root > [inert] .database-header__logo > img',
        );
      await expect
        .poll(() => poster()?.getAttribute('src'))
        .toMatch(/^\/media\/(poster-15\.jpg|cover-19\.jpg|logo-3\.png)$/);
      const script = document.querySelector('head script[src*="deep-link"]')?.getAttribute('src') ?? '';
      dom.window.eval(await readFile(join(out, id, script.slice('/m/'.length)), 'utf8'));
      await firstPaintUp(dom);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(modulePreloads(dom)).toEqual([]);
      poster()?.dispatchEvent(new dom.window.Event('load'));
      await expect.poll(() => modulePreloads(dom).length).toBeGreaterThan(0);
    },
  );

  it.each([
    ['/m/user-center', '/api/config/getCommonConfig', { launch_ad: [{ image: '/media/ad-1.svg', link: '' }] }, 1],
    [
      '/m/database',
      '/api/SportDatabase/getHome',
      { hot: Array.from({ length: 9 }, (_, i) => ({ id: i, logo: `/media/event-${i}.svg` })), areas: [] },
      8,
    ],
  ])(
    "issue #31 pq8 %s: the deep-link script preloads the page's first images (its largest paint) at high priority as soon as the early answer of %s names them",
    async (path, call, data, count) => {
      const dom = openPage(await readFile(join(out, 'pq8', 'index.html'), 'utf8'), path, [], { [call]: data });
      const { document } = dom.window;
      const script = document.querySelector('head script[src*="deep-link"]')?.getAttribute('src') ?? '';
      dom.window.eval(await readFile(join(out, 'pq8', script.slice('/m/'.length)), 'utf8'));
      // The head's: a shell's own markup may hold an image preload (the user centre's guest avatar).
      const images = () =>
        [...document.querySelectorAll<HTMLLinkElement>('head link[rel=preload]:not([as=style])')].map(
          (link) => `${link.as} ${link.fetchPriority} ${new URL(link.href).pathname}`,
        );
      await expect.poll(images).toHaveLength(count);
      expect(images()[0]).toBe(`image high ${path === '/m/database' ? '/media/event-0.svg' : '/media/ad-1.svg'}`);
    },
  );

  it("starts the root page's first API call before the app's script runs, as the app would send it", async () => {
    const sent: { url: string; body: string }[] = [];
    openPage(await readFile(join(out, 'pq8br', 'index.html'), 'utf8'), '/m/score', sent);
    // The API host list first (spec §7), then the call, to the list's first host (this list answers none).
    await expect.poll(() => sent.length).toBe(2);
    expect(sent).toEqual([
      { url: '/sandbox/api-hosts.json', body: 'undefined' },
      { url: '/api/race/getDateMatch?lang=pt-br', body: expect.any(String) },
    ]);
    expect(JSON.parse(sent[1]?.body ?? '')).toEqual({
      platform: 3,
      sport_id: 1,
      type: 0,
      page: 1,
      size: 500,
      date: '2031-03-05',
      // The day is the visitor's, in their zone (issue #30): the platform cuts that zone's day.
      tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    const other: { url: string; body: string }[] = [];
    openPage(await readFile(join(out, 'pq8', 'index.html'), 'utf8'), '/m/', other);
    // /live's home data, banners (its largest paint) and categories, after the host list.
    await expect.poll(() => other.length).toBe(4);
    expect(other.map((call) => call.url)).toEqual([
      '/sandbox/api-hosts.json',
      '/api/home/getHomeData',
      '/api/home/getHomeScroll?platform=3',
      '/webapi/live/getCategory?platform=3',
    ]);
  });
});
