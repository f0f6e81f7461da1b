import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  EARLY_CALL_KEY,
  EARLY_HOSTS_KEY,
  EARLY_PAINT_KEY,
  type EarlyCall,
  type EarlyCallWindow,
  startEarlyCall,
  startHostList,
} from './api/core/early-call';
import { normaliseHost } from './domain/hosts';
import { json, ok, type TestServer, startServer } from './api/core/test-support';
import { createServices } from './app/services';
import { DEFAULT_LIST, LOAD_PAGE_SIZE, listFields } from './features/score/use-match-list';
import { calendarDay, userTimeZone } from './domain/calendar-day';
import { earlyCallPlans, earlyCallScript } from './first-paint';
import { memoryStorage } from './stores/persist';
import { BRAND, user } from './stores/test-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
  server.on('/api/race/getDateMatch', ok({ list: [], total: 0, counts: null }));
  server.on('/api/home/getHomeData', ok({ hot: [] }));
  server.on('/api/home/getHomeScroll', ok({ list: [] }));
  server.on('/webapi/live/getCategory', ok({ list: [] }));
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
});

const ignore = () => undefined;

interface Visit {
  search: string;
  stored: Record<string, unknown>;
  forwardChannelCode?: boolean;
}

/** The page's services as boot.tsx composes them, on the test server as the brand's only API host. */
function appOf(visit: Visit, earlyCalls?: EarlyCall[]) {
  const storage = memoryStorage({ [BRAND.storeKey]: JSON.stringify(visit.stored) });
  const brand = {
    ...BRAND,
    forwardChannelCode: visit.forwardChannelCode ?? false,
    api: { hostListUrl: '', fallbackHost: server.origin },
  };
  const { services } = createServices({
    brand: brand as never,
    storage,
    document: null,
    pageSearch: visit.search,
    earlyCalls,
    ui: {
      showLoading: ignore,
      hideLoading: ignore,
      toastFail: ignore,
      confirm: async () => false,
      currentAddress: () => '/score',
      navigate: ignore,
    },
  });
  return { brand, services };
}

/** The links the early calls added to the page's head (preloaded images), as `rel as fetchpriority href`. */
const headLinks: string[] = [];
/** The images shown in the stamped page's slots, as `selector fetchpriority src`. */
const slotImages: string[] = [];
/** The images shown in the stamped page's slots, as elements (their onload is the page's). */
const slotElements: { onload?: () => void; onerror?: () => void }[] = [];
/** The selectors the stamped page has an element for. */
const stampedSlots = new Set<string>();
const pageDocument = {
  readyState: 'complete',
  addEventListener: () => undefined,
  createElement: () => ({ style: {} }),
  head: {
    appendChild: (link: Record<string, string>) => {
      headLinks.push(`${link.rel} ${link.as} ${link.fetchPriority} ${link.href}`);
      return link;
    },
  },
  querySelector: (selector: string) =>
    stampedSlots.has(selector)
      ? {
          appendChild: (image: Record<string, string>) => {
            slotImages.push(`${selector} ${image.fetchPriority} ${image.src}`);
            slotElements.push(image as never);
            return image;
          },
        }
      : null,
} as unknown as EarlyCallWindow['document'];

/** Runs the early call the way index.html does: from its source text alone. */
function startFromSource(visit: Visit, brand: Parameters<typeof earlyCallPlans>[0], route: 'score' | 'live') {
  const win: EarlyCallWindow = {
    location: { search: visit.search },
    localStorage: { getItem: (key) => (key === brand.storeKey ? JSON.stringify(visit.stored) : null) },
    fetch: (...args) => fetch(...args),
    document: pageDocument,
  };
  const start = new Function(`return (${startEarlyCall.toString()})`)() as typeof startEarlyCall;
  const normalise = new Function(`return (${normaliseHost.toString()})`)() as typeof normaliseHost;
  const hostList = new Function(`return (${startHostList.toString()})`)() as typeof startHostList;
  hostList(brand.api.hostListUrl, 1000, win);
  for (const plan of earlyCallPlans(brand)[route] ?? []) start(plan, {}, win, normalise);
  startedWindow = win;
  return win[EARLY_CALL_KEY];
}
/** The window of the last startFromSource. */
let startedWindow: EarlyCallWindow | null = null;

const VISITS: [string, Visit][] = [
  ['a guest on the brand language', { search: '', stored: {} }],
  [
    'a logged-in user who chose Portuguese, arriving with sp_source and channel_code',
    {
      search: '?sp_source=9&channel_code=%20qt-7%20',
      stored: { userInfo: user(), lang: 'pt-BR' },
      forwardChannelCode: true,
    },
  ],
];

describe("index.html's early first call sends what the app's client sends (issue #14, spec §7)", () => {
  it.each(VISITS)('/score: %s', async (_name, visit) => {
    const { brand, services } = appOf(visit);
    const early = startFromSource(visit, brand, 'score');
    expect(early).toHaveLength(1);
    await early?.[0]?.answer;
    const timeZone = userTimeZone(undefined);
    await services.api.race.getDateMatch(
      listFields({ ...DEFAULT_LIST, date: calendarDay(Date.now(), timeZone), timeZone }, 1, LOAD_PAGE_SIZE),
    );
    const [fromPage, fromApp] = server.seen;
    expect(server.seen).toHaveLength(2);
    expect(fromPage?.method).toBe(fromApp?.method);
    expect({ path: fromPage?.path, query: fromPage?.query }).toEqual({ path: fromApp?.path, query: fromApp?.query });
    expect(fromPage?.body).toEqual(fromApp?.body);
    expect(fromPage?.body).toMatchObject(
      visit.stored.userInfo ? { token: 'tok-42', uid: 42, sp_source: 9, channel_code: 'qt-7' } : { sp_source: 5 },
    );
    expect(fromPage?.query).toEqual(visit.stored.lang === 'pt-BR' ? { lang: 'pt-br' } : {});
  });

  it.each(VISITS)('/live: %s (home data, banners, categories)', async (_name, visit) => {
    const { brand, services } = appOf(visit);
    await Promise.all((startFromSource(visit, brand, 'live') ?? []).map((call) => call.answer));
    const fromPage = [...server.seen];
    server.seen.length = 0;
    await services.api.home.getHomeData({ hideLoading: true });
    await services.api.home.getHomeScroll({ hideLoading: true });
    await services.api.live.getCategory({ hideLoading: true });
    const sent = (seen: typeof server.seen) =>
      seen
        .map(({ method, path, query, body }) => ({ method, path, query, body }))
        .sort((a, b) => (a.path < b.path ? -1 : 1));
    expect(sent(fromPage)).toEqual(sent(server.seen));
    expect(fromPage).toHaveLength(3);
  });

  it('/live: the first banner, its largest paint, is preloaded at high priority from the early answer', async () => {
    const { brand } = appOf({ search: '', stored: {} });
    headLinks.length = 0;
    server.on(
      '/api/home/getHomeScroll',
      ok({
        list: [
          { id: 1, image: '/media/banner-1.png' },
          { id: 2, image: '/b.png' },
        ],
      }),
    );
    try {
      await Promise.all((startFromSource({ search: '', stored: {} }, brand, 'live') ?? []).map((call) => call.answer));
      expect(headLinks).toEqual(['preload image high /media/banner-1.png']);
      // No stamped page on screen (the app has rendered): nothing is added to the page.
      expect(slotImages).toEqual([]);
      // An address that is not http(s) or same-origin is data, never fetched.
      headLinks.length = 0;
      server.on('/api/home/getHomeScroll', ok({ list: [{ id: 1, image: 'javascript:alert(1)' }] }));
      await Promise.all((startFromSource({ search: '', stored: {} }, brand, 'live') ?? []).map((call) => call.answer));
      expect(headLinks).toEqual([]);
    } finally {
      server.on('/api/home/getHomeScroll', ok({ list: [] }));
    }
  });

  it("/live: the first banner shows in the stamped page's banner slot as soon as the early answer names it", async () => {
    const { brand } = appOf({ search: '', stored: {} });
    const slot = '#root > [inert] .live-banner-slot';
    expect(earlyCallPlans(brand).live?.map((plan) => plan.imageSlot)).toEqual([null, slot, null]);
    stampedSlots.add(slot);
    slotImages.length = 0;
    server.on('/api/home/getHomeScroll', ok({ list: [{ id: 1, image: '/media/banner-1.png' }] }));
    try {
      await Promise.all((startFromSource({ search: '', stored: {} }, brand, 'live') ?? []).map((call) => call.answer));
      expect(slotImages).toEqual([`${slot} high /media/banner-1.png`]);
      // Data that is not an image address never reaches the page.
      slotImages.length = 0;
      server.on('/api/home/getHomeScroll', ok({ list: [{ id: 1, image: 'javascript:alert(1)' }] }));
      await Promise.all((startFromSource({ search: '', stored: {} }, brand, 'live') ?? []).map((call) => call.answer));
      expect(slotImages).toEqual([]);
    } finally {
      stampedSlots.clear();
      server.on('/api/home/getHomeScroll', ok({ list: [] }));
    }
  });

  it("issue #31: the app's scripts wait for the largest image the early call shows in the stamped page, until it is in, or none is named, or at most largestPaintWaitMs", async () => {
    const visit = { search: '', stored: {} };
    const { brand } = appOf(visit);
    const slot = '#root > [inert] .live-banner-slot';
    /** Whether the hold the app's scripts wait on has settled (after the page's pending work). */
    const settled = async (win: EarlyCallWindow | null) => {
      let done = false;
      void win?.[EARLY_PAINT_KEY]?.then(() => (done = true));
      await new Promise((resolve) => setTimeout(resolve, 20));
      return done;
    };
    const answers = async () => Promise.all((startedWindow?.[EARLY_CALL_KEY] ?? []).map((call) => call.answer));
    stampedSlots.add(slot);
    slotElements.length = 0;
    server.on('/api/home/getHomeScroll', ok({ list: [{ id: 1, image: '/media/banner-1.png' }] }));
    try {
      // /score's first call shows no image: nothing to wait for.
      startFromSource(visit, brand, 'score');
      expect(startedWindow?.[EARLY_PAINT_KEY]).toBeUndefined();
      // The banner shown in the slot: held until it has loaded (or failed).
      startFromSource(visit, brand, 'live');
      await answers();
      expect(slotElements).toHaveLength(1);
      expect(await settled(startedWindow)).toBe(false);
      slotElements[0]?.onload?.();
      expect(await settled(startedWindow)).toBe(true);
      // An answer that names no image releases it at once.
      server.on('/api/home/getHomeScroll', ok({ list: [] }));
      startFromSource(visit, brand, 'live');
      await answers();
      expect(await settled(startedWindow)).toBe(true);
      // An image that never loads holds the app at most largestPaintWaitMs.
      server.on('/api/home/getHomeScroll', ok({ list: [{ id: 1, image: '/media/banner-1.png' }] }));
      const win: EarlyCallWindow = {
        location: { search: '' },
        localStorage: { getItem: () => null },
        fetch: (...args) => fetch(...args),
        document: pageDocument,
      };
      const start = new Function(`return (${startEarlyCall.toString()})`)() as typeof startEarlyCall;
      for (const plan of earlyCallPlans(brand).live ?? []) {
        start({ ...plan, largestPaintWaitMs: 60 }, {}, win, normaliseHost);
      }
      await Promise.all((win[EARLY_CALL_KEY] ?? []).map((call) => call.answer));
      expect(await settled(win)).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 60));
      expect(await settled(win)).toBe(true);
    } finally {
      stampedSlots.clear();
      server.on('/api/home/getHomeScroll', ok({ list: [] }));
    }
  });

  it("issue #30 /score asks for today in the brand's pinned zone and names the zone, as the app does", async () => {
    const visit = { search: '', stored: {} };
    const { brand, services } = appOf(visit);
    const pinned = { ...brand, timeZone: 'America/Sao_Paulo' };
    await startFromSource(visit, pinned, 'score')?.[0]?.answer;
    const timeZone = userTimeZone(pinned.timeZone);
    await services.api.race.getDateMatch(
      listFields({ ...DEFAULT_LIST, date: calendarDay(Date.now(), timeZone), timeZone }, 1, LOAD_PAGE_SIZE),
    );
    const [fromPage, fromApp] = server.seen;
    expect(fromPage?.body).toEqual(fromApp?.body);
    expect(fromPage?.body).toMatchObject({
      tz: 'America/Sao_Paulo',
      date: calendarDay(Date.now(), 'America/Sao_Paulo'),
    });
  });

  it('is not sent when the address asks for another list, or the user picked an API host', () => {
    const { brand } = appOf({ search: '', stored: {} });
    expect(startFromSource({ search: '?sport=2', stored: {} }, brand, 'score')).toBeUndefined();
    expect(
      startFromSource({ search: '', stored: { apiHost: 'https://other.example' } }, brand, 'score'),
    ).toBeUndefined();
  });
});

describe("the client adopts the early call's answer (issue #14)", () => {
  it('one request in all: the early one, its answer resolving the matching call', async () => {
    const visit = { search: '', stored: {} };
    const { brand } = appOf(visit);
    const { services } = appOf(visit, startFromSource(visit, brand, 'live'));
    await expect(services.api.home.getHomeData({ hideLoading: true })).resolves.toEqual({ hot: [] });
    await expect(services.api.home.getHomeScroll({ hideLoading: true })).resolves.toEqual({ list: [] });
    await expect(services.api.live.getCategory({ hideLoading: true })).resolves.toEqual({ list: [] });
    expect(server.seen).toHaveLength(3);
    // A second identical call is the page's own (a refresh): it goes to the network.
    await services.api.home.getHomeScroll({ hideLoading: true });
    expect(server.seen).toHaveLength(4);
  });

  it('a failed early call falls back to the normal call', async () => {
    const failed: EarlyCall = {
      method: 'POST',
      url: '/api/home/getHomeData',
      body: '{"sp_source":5,"platform":3}',
      answer: Promise.resolve(null),
    };
    const { services } = appOf({ search: '', stored: {} }, [failed]);
    await expect(services.api.home.getHomeData({ hideLoading: true })).resolves.toEqual({ hot: [] });
    expect(server.seen).toHaveLength(1);
  });

  it('spec §4/§7 API host list: fetched before the first calls, which go to its first host (issue #32)', async () => {
    const list = await startServer();
    try {
      list.on('/hosts.json', json(['not a host', { url: `${server.origin}/` }]));
      const visit = { search: '', stored: {} };
      const brand = {
        ...appOf(visit).brand,
        api: { hostListUrl: `${list.origin}/hosts.json`, fallbackHost: list.origin },
      };
      const calls = startFromSource(visit, brand, 'live') ?? [];
      await Promise.all(calls.map((call) => call.answer));
      expect(list.seen.map((request) => request.path)).toEqual(['/hosts.json']);
      expect(server.seen.map((request) => request.path).sort()).toEqual(
        ['/api/home/getHomeData', '/api/home/getHomeScroll', '/webapi/live/getCategory'].sort(),
      );
      const { services, loadHosts } = createServices({
        brand: brand as never,
        storage: memoryStorage(),
        document: null,
        earlyCalls: calls,
        earlyHosts: startedWindow?.[EARLY_HOSTS_KEY],
        ui: {
          showLoading: ignore,
          hideLoading: ignore,
          toastFail: ignore,
          confirm: async () => false,
          currentAddress: () => '/live',
          navigate: ignore,
        },
      });
      await loadHosts();
      expect(services.root.apiHosts.active).toBe(server.origin);
      expect(list.seen).toHaveLength(1);
      await services.api.home.getHomeData({ hideLoading: true });
      expect(server.seen).toHaveLength(3);
      services.root.dispose();
    } finally {
      await list.close();
    }
  });

  it('the stamped script picks the plan of the page the address opens and never throws', () => {
    const script = earlyCallScript({ ...BRAND, api: { hostListUrl: '', fallbackHost: '' } } as never, 'root');
    expect(script).toContain('"path":"/api/race/getDateMatch"');
    expect(script).not.toMatch(/<\/script/i);
  });
});
