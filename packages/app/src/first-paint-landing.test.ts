import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type EarlyCallWindow, startEarlyCall } from './api/core/early-call';
import { ok, type TestServer, startServer } from './api/core/test-support';
import { createServices, type Services } from './app/services';
import { normaliseHost } from './domain/hosts';
import { normalizeKeyword } from './domain/search';
import { earlyCallPlans, earlyCallScript, firstCalls, headCallRoutes, landingScript } from './first-paint';
import { landingRoute } from './first-paint-landing';
import { BASENAME, ROUTE_NAMES, ROUTES } from './routes/paths';
import { memoryStorage } from './stores/persist';
import { BRAND, user } from './stores/test-fixtures';

/** The routes as index.html's landing script gets them. */
const ROUTE_TABLE = ROUTE_NAMES.filter((name) => name !== 'root').map((name): [string, string] => [
  name,
  ROUTES[name].path,
]);
/** landingRoute as index.html runs it: from its source text alone. */
const land = new Function(`return (${landingRoute.toString()})`)() as typeof landingRoute;

describe('issue #31: the route an address lands on, read before the app has loaded', () => {
  it.each([
    ['/m', { name: 'live', params: {} }],
    ['/m/', { name: 'live', params: {} }],
    ['/m/score', { name: 'score', params: {} }],
    ['/m/live-detail/42', { name: 'liveDetail', params: { id: '42' } }],
    ['/m/score/detail/7', { name: 'scoreDetail', params: { matchid: '7' } }],
    ['/m/score/detail/basketball/7', { name: 'basketballDetail', params: { matchid: '7' } }],
    ['/m/score/basketball/detail/7', { name: 'scoreBasketballDetail', params: { matchid: '7' } }],
    ['/m/share/match/basketball/9', { name: 'shareMatch', params: { sport: 'basketball', id: '9' } }],
    ['/m/user-center', { name: 'userCenter', params: {} }],
    ['/m/user-center/setting', { name: 'userSetting', params: {} }],
    ['/m/user-center/anchor', { name: 'userCenterAnchor', params: {} }],
    ['/m/user-center/anchor/5', { name: 'userCenterAnchor', params: { uid: '5' } }],
    ['/m/chat-group/anchor/3', { name: 'chatGroupAnchor', params: { id: '3' } }],
    ['/m/chat-group/3', { name: 'chatGroup', params: { id: '3' } }],
    ['/m/database/league/%E8%8B%B1%E8%B6%85/8', { name: 'databaseLeague', params: { sname: '英超', cid: '8' } }],
  ])('%s lands on %o', (path, landing) => {
    expect(land(path, BASENAME, 'live', ROUTE_TABLE)).toEqual(landing);
  });

  it.each(['/', '/mx/score', '/m/no-such-page', '/m/live-detail', '/m/live-detail/1/2', '/m/score/detail/%E0'])(
    '%s lands on no route (the app shows its not-found page, or is not the app)',
    (path) => {
      expect(land(path, BASENAME, 'live', ROUTE_TABLE)).toBeNull();
    },
  );

  it("index.html's own early call picks, among the postered routes alone, the route the whole table picks", () => {
    const head = headCallRoutes();
    const postered = ROUTE_TABLE.filter(([name]) => head.includes(name as never));
    for (const [, pattern] of ROUTE_TABLE) {
      const path = `${BASENAME}${pattern.replace(/:[^/]+/g, '7').replace(/\?$/, '')}`;
      const inHead = land(path, BASENAME, 'live', postered);
      if (inHead) expect({ path, ...inHead }).toEqual({ path, ...land(path, BASENAME, 'live', ROUTE_TABLE) });
    }
  });

  it('every route the plan table names is a built route', () => {
    const built = new Set(ROUTE_TABLE.map(([name]) => name));
    expect(Object.keys(firstCalls()).filter((name) => !built.has(name))).toEqual([]);
  });
});

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
  for (const path of [
    '/webapi/live/getLivePageData',
    '/api/race/getRaceSubTab',
    '/api/football/getMatchInfo',
    '/api/basketball/getMatchInfo',
    ...['football', 'basketball'].flatMap((sport) =>
      ['getMatchAnchors', 'getTliveData', 'getMatchData'].map((name) => `/api/${sport}/${name}`),
    ),
    '/webapi/football/getIncidentsData',
    '/api/task/getTaskInfo',
    '/api/user/getMessageList',
    '/webapi/User/getUserInfo',
    '/api/SportDatabase/getHome',
    '/api/SportDatabase/getEventInfo',
    '/api/anchor/getRecAnchors',
    '/api/config/getCommonConfig',
    '/api/video/getShortVideoDetail',
    '/api/video/getRecordVideoDetail',
    '/api/news/getNewsDetail',
    '/webapi/search/multiple',
    '/api/search/raceHome',
  ]) {
    server.on(path, ok({ list: [] }));
  }
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
});

const ignore = () => undefined;

/** The app's services on the test server, with `stored` in the brand's storage. */
function appOf(stored: Record<string, unknown>) {
  const brand = { ...BRAND, api: { hostListUrl: '', fallbackHost: server.origin } };
  const { services } = createServices({
    brand: brand as never,
    storage: memoryStorage({ [BRAND.storeKey]: JSON.stringify(stored) }),
    document: null,
    pageSearch: '',
    ui: {
      showLoading: ignore,
      hideLoading: ignore,
      toastFail: ignore,
      confirm: async () => false,
      currentAddress: () => '/',
      navigate: ignore,
    },
  });
  return { brand, services };
}

/** The images the early calls preloaded (their links' href). */
const preloaded: string[] = [];

/** What index.html sends for `path`: the landing route's plans, run from their source text. */
async function earlyCallsFor(path: string, stored: Record<string, unknown>) {
  const { brand } = appOf(stored);
  const [pathname = '', query = ''] = path.split('?');
  const win: EarlyCallWindow = {
    location: { search: query ? `?${query}` : '' },
    localStorage: { getItem: (key) => (key === brand.storeKey ? JSON.stringify(stored) : null) },
    fetch: (...args) => fetch(...args),
    document: {
      readyState: 'complete',
      createElement: () => ({}),
      head: { appendChild: (link: { href: string }) => preloaded.push(link.href) },
      querySelector: () => null,
    } as never,
  };
  const start = new Function(`return (${startEarlyCall.toString()})`)() as typeof startEarlyCall;
  const landing = land(pathname, BASENAME, 'live', ROUTE_TABLE);
  for (const plan of (landing && earlyCallPlans(brand as never)[landing.name as never]) ?? []) {
    start(plan, landing?.params ?? {}, win, normaliseHost);
  }
  await Promise.all((win.__earlyApiCall ?? []).map((call) => call.answer));
  return sent();
}

function sent() {
  const seen = server.seen
    .map(({ method, path, query, body }) => ({ method, path, query, body }))
    .sort((a, b) => (a.path < b.path ? -1 : 1));
  server.seen.length = 0;
  return seen;
}

const quiet = { hideLoading: true, noToast: true } as const;

/** Match 7's detail page on arrival: its header, its room's anchors and the Happening tab's data (issue #31 item 1). */
function matchDetailCalls({ api }: Services, sport: 'football' | 'basketball'): Promise<unknown>[] {
  return [
    api.race.getMatchInfo(sport, { matchid: 7, ...quiet }),
    api.race.getMatchAnchors(sport, { matchid: 7, ...quiet }),
    api.race.getTliveData(sport, { matchid: 7, startid: 0, ...quiet }),
    ...(sport === 'football' ? [api.race.getIncidentsData({ matchid: 7, ...quiet })] : []),
    api.race.getMatchData(sport, { matchid: 7, ...quiet }),
  ];
}
const LOGGED_IN = { userInfo: user() };

describe("issue #31: a deep link's first calls start from index.html, as the page sends them (the plan table)", () => {
  it.each<[string, Record<string, unknown>, (services: Services) => Promise<unknown>[]]>([
    [
      '/m/live-detail/42',
      {},
      ({ api }) => [api.live.getLivePageData({ anchorid: 42, ...quiet }), api.race.getRaceSubTab(quiet)],
    ],
    ['/m/share/live/42', LOGGED_IN, ({ api }) => [api.live.getLivePageData({ anchorid: 42, ...quiet })]],
    ['/m/score/detail/7', {}, (services) => matchDetailCalls(services, 'football')],
    ['/m/score/detail/football/7', {}, (services) => matchDetailCalls(services, 'football')],
    ['/m/score/basketball/detail/7', {}, (services) => matchDetailCalls(services, 'basketball')],
    ['/m/score/detail/basketball/7', {}, (services) => matchDetailCalls(services, 'basketball')],
    ['/m/share/match/2/9', {}, ({ api }) => [api.race.getMatchInfo('basketball', { matchid: 9, ...quiet })]],
    ['/m/share/match/basketball/9', {}, ({ api }) => [api.race.getMatchInfo('basketball', { matchid: 9, ...quiet })]],
    ['/m/share/match/football/9', {}, ({ api }) => [api.race.getMatchInfo('football', { matchid: 9, ...quiet })]],
    [
      '/m/user-center',
      LOGGED_IN,
      ({ api }) => [
        api.config.getCommonConfig(quiet),
        api.task.getTaskInfo(quiet),
        api.user.getMessageList({ ...quiet, page: 1, size: 1 }),
        api.user.getUserInfo(quiet),
      ],
    ],
    ['/m/user-center', {}, ({ api }) => [api.config.getCommonConfig(quiet)]],
    ['/m/headline', {}, ({ api }) => [api.home.getRecAnchors({ sport_id: 0, ...quiet })]],
    ['/m/shortvideo/5', {}, ({ api }) => [api.video.getShortVideoDetail({ id: 5, ...quiet })]],
    ['/m/share/shortvideo/5', LOGGED_IN, ({ api }) => [api.video.getShortVideoDetail({ id: 5, ...quiet })]],
    ['/m/rec-video/5', {}, ({ api }) => [api.video.getRecordVideoDetail({ id: 5, ...quiet })]],
    ['/m/share/video/5', {}, ({ api }) => [api.video.getRecordVideoDetail({ id: 5, ...quiet })]],
    ['/m/share/recordvideo/5', {}, ({ api }) => [api.video.getRecordVideoDetail({ id: 5, ...quiet })]],
    ['/m/share/dynamic/5', LOGGED_IN, ({ api }) => [api.news.getNewsDetail({ id: 5, ...quiet })]],
    ['/m/database', {}, ({ api }) => [api.database.getHome({ sport_id: 1, ...quiet })]],
    [
      `/m/search?keyword=${encodeURIComponent('  伦敦   港湾 ')}`,
      LOGGED_IN,
      ({ api }) => [api.search.multiple('伦敦 港湾', quiet), api.search.raceHome({ keyword: '伦敦 港湾', ...quiet })],
    ],
    [
      '/m/mobile/happening/7',
      {},
      ({ api }) => [
        api.race.getTliveData('football', { matchid: 7, startid: 0, ...quiet }),
        api.race.getIncidentsData({ matchid: 7, ...quiet }),
        api.race.getMatchData('football', { matchid: 7, ...quiet }),
      ],
    ],
    ['/m/database/league/football/3', {}, ({ api }) => [api.database.getEventInfo({ event_id: 3, ...quiet })]],
  ])('%s (stored %o): the same requests as the page', async (path, stored, pageCalls) => {
    const early = await earlyCallsFor(path, stored);
    const { services } = appOf(stored);
    await Promise.all(pageCalls(services));
    const fromPage = sent();
    expect(early).toEqual(fromPage);
    expect(early.length).toBeGreaterThan(0);
    services.root.dispose();
  });

  it.each([
    ['/m/score/detail/0', 'a match id of 0'],
    ['/m/search', 'a search without a keyword (the page shows the history)'],
    ['/m/search?keyword=%20%20', 'a keyword of spaces'],
    ['/m/search?keyword=x&tab=teams', 'a tab other than the overview'],
    ['/m/no-such-page', 'an address of no route'],
  ])('%s: no early call for %s', async (path) => {
    expect(await earlyCallsFor(path, {})).toEqual([]);
  });

  it("/m/live-detail/42: the room's poster, its largest paint, is preloaded from the early answer on the API host, as the room shows it (client.absolute)", async () => {
    preloaded.length = 0;
    server.on('/webapi/live/getLivePageData', ok({ live: { poster: '/media/poster-42.jpg' } }));
    try {
      await earlyCallsFor('/m/live-detail/42', {});
      expect(preloaded).toEqual([`${server.origin}/media/poster-42.jpg`]);
      const { services } = appOf({});
      expect(services.api.client.absolute('/media/poster-42.jpg')).toBe(preloaded[0]);
      services.root.dispose();
    } finally {
      server.on('/webapi/live/getLivePageData', ok({ list: [] }));
    }
  });

  it.each<[string, string, unknown, string[]]>([
    [
      '/m/share/shortvideo/5',
      '/api/video/getShortVideoDetail',
      { id: 5, cover: '/media/cover-5.svg' },
      ['{api host}/media/cover-5.svg'],
    ],
    [
      '/m/share/video/5',
      '/api/video/getRecordVideoDetail',
      { id: 5, cover: 'https://cdn.example/cover-5.jpg' },
      ['https://cdn.example/cover-5.jpg'],
    ],
    [
      '/m/share/dynamic/5',
      '/api/news/getNewsDetail',
      { id: 5, cover: '/media/news-5.svg', blocks: [] },
      ['{api host}/media/news-5.svg'],
    ],
    [
      '/m/database',
      '/api/SportDatabase/getHome',
      { hot: Array.from({ length: 12 }, (_, i) => ({ id: i, logo: `/media/event-${i}.svg` })), areas: [] },
      Array.from({ length: 8 }, (_, i) => `/media/event-${i}.svg`),
    ],
    [
      '/m/database/league/football/3',
      '/api/SportDatabase/getEventInfo',
      { event: { id: 3, logo: '/media/event-3.svg' } },
      ['/media/event-3.svg'],
    ],
    [
      '/m/headline',
      '/api/anchor/getRecAnchors',
      { list: [{ id: 1, avatar: '/media/a-1.svg' }, { id: 2, avatar: 'javascript:alert(1)' }, { id: 3 }] },
      ['/media/a-1.svg'],
    ],
    [
      '/m/user-center',
      '/api/config/getCommonConfig',
      { launch_ad: [{ image: 'https://cdn.example/ad-1.png', link: '' }, { image: '/ad-2.png' }] },
      ['https://cdn.example/ad-1.png'],
    ],
  ])(
    "%s: the page's first images (its largest paint) are preloaded from the early answer at %s, as the page's <img> names them",
    async (path, call, data, images) => {
      preloaded.length = 0;
      server.on(call, ok(data));
      try {
        await earlyCallsFor(path, {});
        // A root-relative cover is on the API host, as the player shows it (client.absolute).
        expect(preloaded).toEqual(images.map((image) => image.replace('{api host}', server.origin)));
      } finally {
        server.on(call, ok({ list: [] }));
      }
    },
  );

  it('/m/user-center: spec §6 is_no_qrad hides ads, so a stored user it applies to gets no ad preloaded (a guest does)', async () => {
    server.on('/api/config/getCommonConfig', ok({ launch_ad: [{ image: 'https://cdn.example/ad-1.png', link: '' }] }));
    try {
      preloaded.length = 0;
      await earlyCallsFor('/m/user-center', { userInfo: user({ is_no_qrad: 1 }) });
      expect(preloaded).toEqual([]);
      await earlyCallsFor('/m/user-center', { userInfo: user({ is_no_qrad: 0 }) });
      expect(preloaded).toEqual(['https://cdn.example/ad-1.png']);
    } finally {
      server.on('/api/config/getCommonConfig', ok({ list: [] }));
    }
  });

  it("/m/live-detail/abc: no room data call for an id that is not a number (the page's would find nothing), the room tabs still", async () => {
    expect((await earlyCallsFor('/m/live-detail/abc', {})).map((call) => call.path)).toEqual([
      '/api/race/getRaceSubTab',
    ]);
  });
});

describe("issue #31: index.html starts a postered deep link's first calls itself (its poster a round trip earlier), the deep-link script every other route's", () => {
  /** The paths a stamped script (index.html's or the deep-link script's) sends at `path`, run from its text alone. */
  async function sentBy(scripts: string[], path: string): Promise<string[]> {
    const sentPaths: string[] = [];
    const win = {
      location: { pathname: path, search: '' },
      localStorage: { getItem: () => null },
      fetch: (url: string) => {
        sentPaths.push(String(url).split('?')[0] ?? '');
        return Promise.resolve(new Response('{"status":0,"msg":"","data":null}', { status: 200 }));
      },
      document: {
        readyState: 'complete',
        head: { appendChild: () => undefined },
        querySelector: () => null,
        // The page's runtime config, which the deep-link script's calls read the brand's fields from.
        getElementById: (id: string) => (id === 'brand-config' ? { textContent: JSON.stringify(brand) } : null),
      },
    } as unknown as EarlyCallWindow;
    for (const script of scripts) new Function('window', 'location', script)(win, win.location);
    await Promise.all((win.__earlyApiCall ?? []).map((call) => call.answer));
    return sentPaths;
  }
  const brand = { ...BRAND, api: { hostListUrl: '/hosts.json', fallbackHost: '' } } as never;
  const head = earlyCallScript(brand, 'root');
  // The deep-link script: the landing route, then its own calls.
  const deep = [landingScript(brand), earlyCallScript(brand, 'deep')];

  it.each([
    ['/m/live-detail/42', ['/webapi/live/getLivePageData', '/api/race/getRaceSubTab']],
    ['/m/share/live/42', ['/webapi/live/getLivePageData']],
    ['/m/shortvideo/10', ['/api/video/getShortVideoDetail']],
    ['/m/share/shortvideo/10', ['/api/video/getShortVideoDetail']],
    ['/m/rec-video/19', ['/api/video/getRecordVideoDetail']],
    ['/m/share/video/19', ['/api/video/getRecordVideoDetail']],
    ['/m/share/recordvideo/19', ['/api/video/getRecordVideoDetail']],
    ['/m/share/dynamic/19', ['/api/news/getNewsDetail']],
    ['/m/user-center', ['/api/config/getCommonConfig']],
  ])('%s: from index.html, after the host list; the deep-link script sends none of them again', async (path, calls) => {
    expect(await sentBy([head], path)).toEqual(['/hosts.json', ...calls]);
    expect(await sentBy(deep, path)).toEqual([]);
  });

  it('/m/score/detail/7: the deep-link script sends the match calls, index.html only the host list', async () => {
    expect(await sentBy([head], '/m/score/detail/7')).toEqual(['/hosts.json']);
    expect(await sentBy(deep, '/m/score/detail/7')).toContain('/api/football/getMatchInfo');
  });

  it("issue #31 item 3: the deep-link script (one for many brands) sends a call with the brand fields of the page's config, once the page has it", async () => {
    const sent: string[] = [];
    let config: { textContent: string } | null = null;
    let parsed = () => {};
    const stored = JSON.stringify({ userInfo: { id: 3, token: 'its-token' } });
    const win = {
      location: { pathname: '/m/score/detail/7', search: '' },
      localStorage: { getItem: (key: string) => (key === 'other_store' ? stored : null) },
      fetch: (url: string, init: RequestInit) => {
        sent.push(`${String(url).split('?')[0]} ${String(init.body)}`);
        return Promise.resolve(new Response('{"status":0,"msg":"","data":null}', { status: 200 }));
      },
      document: {
        readyState: 'loading',
        head: { appendChild: () => undefined },
        querySelector: () => null,
        getElementById: (id: string) => (id === 'brand-config' ? config : null),
        addEventListener: (type: string, listener: () => void) => {
          if (type === 'DOMContentLoaded') parsed = listener;
        },
      },
    } as unknown as EarlyCallWindow;
    // Run before the parser has reached #brand-config: nothing is sent until the page is parsed.
    for (const script of deep) new Function('window', 'location', script)(win, win.location);
    expect(win.__earlyApiCall ?? []).toEqual([]);
    config = { textContent: JSON.stringify({ ...BRAND, storeKey: 'other_store', defaultSpSource: 9 }) };
    parsed();
    await Promise.all((win.__earlyApiCall ?? []).map((call) => call.answer));
    const call = sent.find((line) => line.includes('/api/football/getMatchInfo '));
    expect(call?.startsWith(`${BRAND.api.fallbackHost}/api/`), call).toBe(true);
    const body = JSON.parse(call?.split(' ')[1] ?? '');
    expect(body).toMatchObject({ matchid: 7, token: 'its-token', uid: 3, sp_source: 9 });
  });
});

describe('issue #31: the early search call reads the keyword as the page does', () => {
  it.each(['  梅西  ', 'Náutico\t \nLondres', 'x'.repeat(80), ' a  b ', ''])('%j', async (raw) => {
    const sentKeyword = (await earlyCallsFor(`/m/search?keyword=${encodeURIComponent(raw)}`, {}))
      .map(({ body }) => (body as { keyword?: string } | null)?.keyword)
      .filter((keyword) => keyword !== undefined);
    const expected = normalizeKeyword(raw);
    expect(sentKeyword).toEqual(expected ? [expected, expected] : []);
  });
});
