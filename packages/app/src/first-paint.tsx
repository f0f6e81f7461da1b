/**
 * The first paint of a root route, rendered at build time from the app's own components: brandgen builds this
 * module for Node (a second, server-side Vite build) and stamps its HTML into each brand's index.html, so the
 * header, the menu and the page's loading state show before any script has run; the client's first render
 * then replaces it with the same elements (docs/ARCHITECTURE.md "Build once, stamp per brand").
 */
import type { BrandRuntimeConfig } from '@live/brand-schema';
import { dayShortDate } from '@live/ui-kit/helpers/index.ts';
import { messagesFor } from '@live/ui-kit/i18n/messages.ts';
import type { ReactNode } from 'react';
import { type RouteObject, useRoutes } from 'react-router-dom';
import { PLATFORM, type SportName } from '@live/api-contract';
import { REQUEST_TIMEOUT_MS } from './api/core/client';
import { type EarlyCallPlan, LARGEST_PAINT_WAIT_MS, startEarlyCall, startHostList } from './api/core/early-call';
import { normaliseHost } from './domain/hosts';
import { KEYWORD_MAX } from './domain/search';
import { LIVE_BANNER_SLOT } from './features/live/banner-slot';
import { DEFAULT_LIST, LIST_QUERY_PARAMS, LOAD_PAGE_SIZE, listFields } from './features/score/use-match-list';
import { BASENAME, paths, ROUTE_NAMES, ROUTES, type RouteName } from './routes/paths';
import { LANDING_KEY, landingRoute } from './first-paint-landing';
import {
  DEFAULT_SHELL,
  prerenderAt,
  renderShell,
  SHELL_AD_SLOT,
  SHELL_LOGO_SLOT,
  SHELL_POSTER_SLOT,
  type ShellImages,
  type ShellSpec,
  shellRoutes,
  shellSpecs,
} from './first-paint-shell';
import { renderByTemplate } from './first-paint-template';
import { appRoutes } from './routes/routes';

export type FirstPaintRoute = 'score' | 'live';

/**
 * The shell and the route's own page, not the whole table: react-router flattens and ranks the table it is given
 * on every render, which was half of each brand's stamping (issue #31 item 3), and the first paint shows one page.
 */
function firstPaintRoutes(brand: BrandRuntimeConfig, route: FirstPaintRoute): RouteObject[] {
  const [shell] = appRoutes(brand);
  const page = shell?.children?.find((child) => child.path === ROUTES[route].path);
  if (!shell || shell.index || !page) throw new Error(`the route table has no ${route} page`);
  return [{ ...shell, children: [page] }];
}

function Routes({ brand, route }: { brand: BrandRuntimeConfig; route: FirstPaintRoute }) {
  return useRoutes(firstPaintRoutes(brand, route));
}

/**
 * What a visitor's first render of the route shows once its page module is in (a guest, nothing fetched yet:
 * effects do not run here, so no request is made and the page shows its loading state).
 */
export function renderFirstPaint(brand: BrandRuntimeConfig, route: FirstPaintRoute): Promise<string> {
  return renderByTemplate(brand, route, (page) =>
    prerenderAt(page, paths[route](), <Routes brand={page} route={route} />),
  );
}

/**
 * How the stamped date strip is relabelled with the visitor's days before first paint (index.html's body script):
 * the strip was rendered on the build day, its active day being today. The labels come from the same messages and
 * helpers as the strip's, so the app's first render changes no text.
 */
export interface DateStripLabels {
  /** Weekday labels by `Date.getDay()` (0 = Sunday). */
  weekdays: string[];
  today: string;
  /** DD/MM (pt-BR) rather than MM-DD. */
  dayFirst: boolean;
  separator: string;
  /** The brand's pinned zone; null for the device's (issue #30: today is the user's today). */
  timeZone: string | null;
}

export function dateStripLabels(brand: BrandRuntimeConfig): DateStripLabels {
  const lang = brand.language;
  const { weekdays, today } = messagesFor(lang);
  const sample = dayShortDate('2023-12-31', lang);
  return {
    weekdays: [...weekdays],
    today,
    dayFirst: sample.startsWith('31'),
    separator: sample.charAt(2),
    timeZone: brand.timeZone ?? null,
  };
}

/**
 * Relabels the stamped strip's days around the visitor's today in the user's zone, as DateStrip labels them
 * (index.html runs it from its source text, so it imports and closes over nothing).
 */
export function relabelDateStrip(content: ParentNode, labels: DateStripLabels, now: Date): void {
  const days = content.querySelectorAll('.uk-date-strip__day');
  let todayAt = -1;
  days.forEach((day, index) => {
    if (day.classList.contains('uk-date-strip__day--active')) todayAt = index;
  });
  if (todayAt < 0) return;
  const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'numeric', day: 'numeric' };
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone: labels.timeZone ?? undefined });
  } catch {
    formatter = new Intl.DateTimeFormat('en-US', options);
  }
  const today: Record<string, number> = {};
  for (const part of formatter.formatToParts(now)) today[part.type] = Number(part.value);
  const pad = (n: number) => String(n).padStart(2, '0');
  days.forEach((element, index) => {
    // Calendar arithmetic in UTC: a day of the zone is a date, whatever the device's zone.
    const day = new Date(Date.UTC(today.year ?? 0, (today.month ?? 1) - 1, (today.day ?? 1) + index - todayAt));
    const [weekday, date] = [element.children[0], element.children[1]];
    const mm = pad(day.getUTCMonth() + 1);
    const dd = pad(day.getUTCDate());
    if (weekday) weekday.textContent = index === todayAt ? labels.today : (labels.weekdays[day.getUTCDay()] ?? '');
    if (date) date.textContent = labels.dayFirst ? dd + labels.separator + mm : mm + labels.separator + dd;
  });
}

/** index.html's function that relabels the stamped strip (`relabel(content)`), from its source text. */
export function dateStripScript(brand: BrandRuntimeConfig): string {
  const json = JSON.stringify(dateStripLabels(brand)).replace(/</g, '\\u003c');
  return `(function (relabel, labels) {
  return function (content) { relabel(content, labels, new Date()); };
})(${relabelDateStrip.toString()}, ${json})`;
}

type PageCall = Pick<
  EarlyCallPlan,
  | 'method'
  | 'path'
  | 'fields'
  | 'todayField'
  | 'zoneField'
  | 'pageQuery'
  | 'preloadImages'
  | 'imageOnApiHost'
  | 'imageSlot'
  | 'imagesAreAds'
  | 'paramFields'
  | 'textFields'
  | 'textMax'
  | 'pathParts'
  | 'needsUser'
>;

/** The anchor rows /headline shows on a phone's first screen (rows of ~70 px), and the hot event logos /database does. */
const HEADLINE_AVATARS = 10;
const DATABASE_LOGOS = 8;

/** A call with only the page's own fields, or some from the address (PageCall's defaults spelled once). */
function call(method: PageCall['method'], path: string, more: Partial<PageCall> = {}): PageCall {
  return {
    method,
    path,
    fields: {},
    todayField: null,
    zoneField: null,
    pageQuery: [],
    preloadImages: [],
    imageOnApiHost: false,
    imageSlot: null,
    imagesAreAds: false,
    paramFields: {},
    textFields: {},
    textMax: 0,
    pathParts: {},
    needsUser: false,
    ...more,
  };
}

/** Where an answer names `field` of the first `count` items of its list at `list`: the images a list page shows first. */
function firstItems(list: (string | number)[], field: string, count: number): (string | number)[][] {
  return Array.from({ length: count }, (_, index) => [...list, index, field]);
}

/**
 * The first calls each route's page makes on arrival, by route name (issue #31: any address can be a first visit):
 * index.html starts them for the route the address lands on (first-paint-landing.ts) and the client adopts their
 * answers. ScorePage's list; LiveHomePage's home data and banners (the first banner is /live's largest paint) and
 * categories; the live room's page data (its poster is the room's largest paint) and tabs; a video page's clip (its
 * cover, the player's poster, likewise); a match's header, its anchors and its Happening tab's data (the embedded match page's tab alone); a league's
 * header; the user
 * centre's common config (its ad) and, for a logged-in user only, task, unread count and user; /headline's anchors,
 * the database home and a search's overview. Where a page's first images are named, they are preloaded as the answer arrives.
 */
export function firstCalls(): Partial<Record<RouteName, PageCall[]>> {
  const {
    date: _today,
    tz: _zone,
    hideLoading: _flag,
    event_id: _all,
    ...list
  } = listFields({ ...DEFAULT_LIST, date: '', timeZone: undefined }, 1, LOAD_PAGE_SIZE);
  // A poster shown in the deep-link shell's player place (first-paint-shell.tsx): the page's largest paint.
  const poster = (image: (string | number)[]): Partial<PageCall> => ({
    preloadImages: [image],
    imageOnApiHost: true,
    imageSlot: `#root > [inert] .${SHELL_POSTER_SLOT}`,
  });
  const room = [
    call('POST', '/webapi/live/getLivePageData', {
      paramFields: { anchorid: 'id' },
      ...poster(['data', 'live', 'poster']),
    }),
  ];
  // A video page's (and its shared page's) clip: the player's poster is its cover.
  const video = (path: string) => [call('POST', path, { paramFields: { id: 'id' }, ...poster(['data', 'cover']) })];
  // The header, the room's anchors and the default (Happening) tab's data: the tab's chart is the page's largest paint.
  const matchId = { paramFields: { matchid: 'matchid' } };
  const happening = (sport: SportName) => [
    call('POST', `/api/${sport}/getTliveData`, { ...matchId, fields: { startid: 0 } }),
    ...(sport === 'football' ? [call('POST', '/webapi/football/getIncidentsData', matchId)] : []),
    call('POST', `/api/${sport}/getMatchData`, matchId),
  ];
  const match = (sport: SportName) => [
    call('POST', `/api/${sport}/getMatchInfo`, matchId),
    call('POST', `/api/${sport}/getMatchAnchors`, matchId),
    ...happening(sport),
  ];
  return {
    score: [
      call('POST', '/api/race/getDateMatch', {
        fields: list,
        todayField: 'date',
        zoneField: 'tz',
        pageQuery: LIST_QUERY_PARAMS,
      }),
    ],
    live: [
      call('POST', '/api/home/getHomeData'),
      // The first banner (LiveHomePage's priority image) is /live's largest paint: shown in the stamped banner slot
      // (its children are inert until the app renders) as soon as it is in.
      call('GET', '/api/home/getHomeScroll', {
        preloadImages: [['data', 'list', 0, 'image']],
        imageSlot: `#root > [inert] .${LIVE_BANNER_SLOT}`,
      }),
      call('GET', '/webapi/live/getCategory'),
    ],
    liveDetail: [...room, call('POST', '/api/race/getRaceSubTab')],
    shareLive: room,
    shortVideo: video('/api/video/getShortVideoDetail'),
    shareShortVideo: video('/api/video/getShortVideoDetail'),
    recVideo: video('/api/video/getRecordVideoDetail'),
    shareVideo: video('/api/video/getRecordVideoDetail'),
    shareRecordVideo: video('/api/video/getRecordVideoDetail'),
    // The overview of a search opened by address (its first tab): the keyword from the address, as the page reads it.
    search: ['/webapi/search/multiple', '/api/search/raceHome'].map((path) =>
      call('POST', path, { textFields: { keyword: 'keyword' }, textMax: KEYWORD_MAX, pageQuery: ['tab'] }),
    ),
    // A shared article's cover, shown where a shared video shows its player.
    shareDynamic: [
      call('POST', '/api/news/getNewsDetail', { paramFields: { id: 'id' }, ...poster(['data', 'cover']) }),
    ],
    scoreDetail: match('football'),
    footballDetail: match('football'),
    scoreBasketballDetail: match('basketball'),
    basketballDetail: match('basketball'),
    // The app's embedded match page: the Happening tab alone (its chart is the largest paint).
    mobileHappening: happening('football'),
    shareMatch: [
      call('POST', '/api/{sport}/getMatchInfo', {
        paramFields: { matchid: 'id' },
        pathParts: {
          sport: { param: 'sport', values: { basketball: 'basketball', '2': 'basketball' }, otherwise: 'football' },
        },
      }),
    ],
    userCenter: [
      // The ad banner (a guest's too; never for a user whose is_no_qrad hides ads) is the user centre's largest
      // paint; the app asks for the config anyway.
      call('GET', '/api/config/getCommonConfig', {
        preloadImages: [['data', 'launch_ad', 0, 'image']],
        imagesAreAds: true,
        imageSlot: `#root > [inert] .${SHELL_AD_SLOT}`,
      }),
      call('POST', '/api/task/getTaskInfo', { needsUser: true }),
      call('POST', '/api/user/getMessageList', { fields: { page: 1, size: 1 }, needsUser: true }),
      call('POST', '/webapi/User/getUserInfo', { needsUser: true }),
    ],
    // The anchors tab, open unless the config turns both room kinds off (domain/headline.ts): its first avatars
    // are /headline's largest paint.
    headline: [
      call('POST', '/api/anchor/getRecAnchors', {
        fields: { sport_id: 0 },
        preloadImages: firstItems(['data', 'list'], 'avatar', HEADLINE_AVATARS),
      }),
    ],
    // A league's header (its logo is the page's largest paint): shown in the shell's header as soon as it is in.
    databaseLeague: [
      call('POST', '/api/SportDatabase/getEventInfo', {
        paramFields: { event_id: 'cid' },
        preloadImages: [['data', 'event', 'logo']],
        imageSlot: `#root > [inert] .${SHELL_LOGO_SLOT}`,
      }),
    ],
    // The hot events' logos, the grid's first rows (/database's largest paint).
    database: [
      call('POST', '/api/SportDatabase/getHome', {
        fields: { sport_id: 1 },
        preloadImages: firstItems(['data', 'hot'], 'logo', DATABASE_LOGOS),
      }),
    ],
  };
}

type PlanBrand = Pick<
  BrandRuntimeConfig,
  'storeKey' | 'api' | 'language' | 'defaultSpSource' | 'forwardChannelCode' | 'timeZone'
>;
/** An early call plan's fields that come from the brand. */
type PlanBrandFields = Pick<
  EarlyCallPlan,
  'storeKey' | 'host' | 'language' | 'defaultSpSource' | 'forwardChannelCode' | 'timeZone'
>;

/**
 * The brand's fields of its early call plans, from its runtime config. Stamped as source into the deep-link script,
 * which reads them from the page's config: one script for brands that differ only in them (issue #31 item 3).
 */
export function planBrandFields(brand: PlanBrand): PlanBrandFields {
  return {
    storeKey: brand.storeKey,
    host: brand.api.fallbackHost,
    language: brand.language,
    defaultSpSource: brand.defaultSpSource,
    forwardChannelCode: brand.forwardChannelCode,
    timeZone: brand.timeZone ?? null,
  };
}

/** Each route's first calls with `fields` (a brand's, or none for the deep-link script's). */
function plansWith<Fields extends object>(fields: Fields) {
  return Object.fromEntries(
    Object.entries(firstCalls()).map(([route, calls]) => [
      route,
      calls.map((call) => ({
        ...call,
        ...fields,
        platform: PLATFORM.h5,
        timeoutMs: REQUEST_TIMEOUT_MS,
        largestPaintWaitMs: LARGEST_PAINT_WAIT_MS,
      })),
    ]),
  ) as Partial<Record<RouteName, (Omit<EarlyCallPlan, keyof PlanBrandFields> & Fields)[]>>;
}

/** Each route's first calls as the brand's client sends them (spec §7), for index.html to start early. */
export function earlyCallPlans(brand: PlanBrand): Partial<Record<RouteName, EarlyCallPlan[]>> {
  return plansWith(planBrandFields(brand));
}

export { LANDING_KEY } from './first-paint-landing';

/**
 * The routes with a stamped first paint: index.html knows their addresses and starts their calls itself; any other
 * address loads the deep-link script (deepLinkScript), which holds every route's table.
 */
const STAMPED: readonly RouteName[] = ['score', 'live'] satisfies FirstPaintRoute[];

/**
 * The deep-link script's landing (issue #31): the route of any address under the app, with its parameters, under
 * window[LANDING_KEY] (index.html sets it itself for a stamped root page).
 */
export function landingScript(brand: Pick<BrandRuntimeConfig, 'rootRoute'>): string {
  return `window.${LANDING_KEY} = ${landingExpression(brand, ROUTE_NAMES)};`;
}

/** An expression that is the route of the page's address among `names` (first-paint-landing.ts), or null. */
function landingExpression(brand: Pick<BrandRuntimeConfig, 'rootRoute'>, names: readonly RouteName[]): string {
  const routes = names.filter((name) => name !== 'root').map((name) => [name, ROUTES[name].path]);
  const json = JSON.stringify([BASENAME, brand.rootRoute, routes]).replace(/</g, '\\u003c');
  return `(function (match, args) {
  try { return match(location.pathname, args[0], args[1], args[2]); } catch (e) { return null; }
})(${landingRoute.toString()}, ${json})`;
}

/** The routes whose first call shows an image in the shell's place of class `slot`. */
function routesShowingIn(slot: string): RouteName[] {
  const calls = firstCalls();
  return ROUTE_NAMES.filter((name) => calls[name]?.some((call) => call.imageSlot?.endsWith(`.${slot}`)));
}

/**
 * The routes whose first call shows the page's largest paint in their shell: the poster in the player's place (the
 * live room, the video pages), the logo in the page header (a league's page).
 */
function shellImages(): ShellImages {
  return {
    postered: new Set(routesShowingIn(SHELL_POSTER_SLOT)),
    headed: new Set(routesShowingIn(SHELL_LOGO_SLOT)),
    paged: new Set(routesShowingIn(SHELL_AD_SLOT)),
  };
}

/** The routes whose first call shows an image in their shell, in registry order. */
function shellImageRoutes(): RouteName[] {
  const { postered, headed, paged } = shellImages();
  return ROUTE_NAMES.filter((name) => postered.has(name) || headed.has(name) || paged.has(name));
}

/** A route's page element, as the app's route table renders it (a page shell's guest view). */
function pageElement(brand: BrandRuntimeConfig, name: RouteName): ReactNode {
  const page = appRoutes(brand)[0]?.children?.find((child) => child.path === ROUTES[name].path);
  if (!page) throw new Error(`the route table has no ${name} page`);
  return page.element;
}

/**
 * The routes whose first calls index.html starts itself: the stamped root pages and the routes whose first call
 * shows an image in their shell, whose image request then starts one round trip earlier than the deep-link script
 * could start it, before the app's scripts, which wait for that image (issue #31).
 */
export function headCallRoutes(): RouteName[] {
  return [...STAMPED, ...shellImageRoutes()];
}

/**
 * The script that starts the first calls of the route the address lands on while the app's JS loads
 * (api/core/early-call.ts; the client adopts their answers). `root`: index.html's, for headCallRoutes (a stamped root
 * page's route is the one index.html picked; any other address is matched among the routes that show an image in their shell only), which
 * also asks for the API host list first (spec §7); `deep`: the deep-link script's, for every other route, run once
 * index.html has asked for the list. A failure here never stops the page.
 */
export function earlyCallScript(brand: BrandRuntimeConfig, scope: 'root' | 'deep'): string {
  if (scope === 'deep') return deepEarlyCallScript();
  const head = headCallRoutes();
  const plans = Object.fromEntries(
    Object.entries(earlyCallPlans(brand)).filter(([route]) => head.includes(route as RouteName)),
  );
  // Script-safe JSON: no "</script>" can close the element early.
  const json = JSON.stringify(plans).replace(/</g, '\\u003c');
  const listUrl = JSON.stringify(brand.api.hostListUrl).replace(/</g, '\\u003c');
  const hostList = `try { hostList(${listUrl}, ${REQUEST_TIMEOUT_MS}, window); } catch (e) {}`;
  const landing = `window.${LANDING_KEY} || ${landingExpression(brand, shellImageRoutes())}`;
  return `(function (hostList, start, normalise, plans, landing) {
  ${hostList}
  if (!landing) return;
  (plans[landing.name] || []).forEach(function (plan) {
    try { start(plan, landing.params, window, normalise); } catch (e) {}
  });
})(${startHostList.toString()}, ${startEarlyCall.toString()}, ${normaliseHost.toString()}, ${json}, ${landing});`;
}

/**
 * earlyCallScript's `deep`: the brand's fields of each plan are read from the page's runtime config (#brand-config,
 * which index.html holds before the page's body), so the script is the same for every brand (issue #31 item 3: one
 * file, compressed once per build). A script that runs before the parser has reached the config waits for it.
 */
function deepEarlyCallScript(): string {
  const head = headCallRoutes();
  const plans = Object.fromEntries(
    Object.entries(plansWith({})).filter(([route]) => !head.includes(route as RouteName)),
  );
  const json = JSON.stringify(plans).replace(/</g, '\\u003c');
  return `(function (start, normalise, plans, landing, brandFields) {
  if (!landing) return;
  (function run(waiting) {
    try {
      var config = window.document.getElementById('brand-config');
      if (!config) return waiting && window.document.addEventListener('DOMContentLoaded', function () { run(false); });
      var fields = brandFields(JSON.parse(config.textContent));
      (plans[landing.name] || []).forEach(function (plan) {
        try { start(Object.assign({}, plan, fields), landing.params, window, normalise); } catch (e) {}
      });
    } catch (e) {}
  })(true);
})(${startEarlyCall.toString()}, ${normaliseHost.toString()}, ${json}, window.${LANDING_KEY}, ${planBrandFields.toString()});`;
}

/** A deep link's shells for index.html (first-paint-shell.tsx): each one's HTML by key, and which routes take which. */
export interface Shells {
  /** Each shell's HTML, by key. */
  html: Record<string, string>;
  /** [key, pattern] of every route whose shell is not `fallback`, for first-paint-landing.ts's landingRoute. */
  routes: [string, string][];
  /** The shell of an address under the app that no pattern of `routes` matches. */
  fallback: string;
}

/** Which shells there are and which routes take them: the same for every brand, so worked out once per build. */
let shellPlan: { specs: [string, ShellSpec][]; routes: [string, string][] } | undefined;

function shellPlanOnce(): NonNullable<typeof shellPlan> {
  if (shellPlan) return shellPlan;
  const images = shellImages();
  shellPlan = { specs: [...shellSpecs(STAMPED, images)], routes: shellRoutes(STAMPED, images) };
  return shellPlan;
}

/** The shells of every route but the stamped root pages; a route whose first call shows a poster has its place. */
export async function renderShells(brand: BrandRuntimeConfig): Promise<Shells> {
  const { specs, routes } = shellPlanOnce();
  const html = await Promise.all(
    specs.map(([key, spec]) =>
      renderByTemplate(brand, `shell:${key}`, (page) =>
        renderShell(page, spec, spec.page ? pageElement(page, spec.page) : undefined),
      ),
    ),
  );
  return {
    html: Object.fromEntries(specs.map(([key], i) => [key, html[i] ?? ''])),
    routes: [...routes],
    fallback: DEFAULT_SHELL,
  };
}

/** index.html's landing function (first-paint-landing.ts landingRoute), from its source text. */
export const landingFunction = (): string => landingRoute.toString();
