/**
 * The first paint of a root route, rendered at build time from the app's own components: brandgen builds this
 * module for Node (a second, server-side Vite build) and stamps its HTML into each brand's index.html, so the
 * header, the menu and the page's loading state show before any script has run; the client's first render
 * then replaces it with the same elements (docs/ARCHITECTURE.md "Build once, stamp per brand").
 */
import type { BrandRuntimeConfig } from '@live/brand-schema';
import { UiKitProvider } from '@live/ui-kit';
import { dayShortDate } from '@live/ui-kit/helpers/index.ts';
import { messagesFor } from '@live/ui-kit/i18n/messages.ts';
import { prerender } from 'react-dom/static';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import { PLATFORM } from '@live/api-contract';
import { REQUEST_TIMEOUT_MS } from './api/core/client';
import { type EarlyCallPlan, startEarlyCall, startHostList } from './api/core/early-call';
import { normaliseHost } from './domain/hosts';
import { createServices, ServicesProvider } from './app/services';
import { LIVE_BANNER_SLOT } from './features/live/banner-slot';
import { DEFAULT_LIST, LIST_QUERY_PARAMS, LOAD_PAGE_SIZE, listFields } from './features/score/use-match-list';
import { BASENAME, paths } from './routes/paths';
import { appRoutes } from './routes/routes';

export type FirstPaintRoute = 'score' | 'live';

function Routes({ brand }: { brand: BrandRuntimeConfig }) {
  return useRoutes(appRoutes(brand));
}

/**
 * What a visitor's first render of the route shows once its page module is in (a guest, nothing fetched yet:
 * effects do not run here, so no request is made and the page shows its loading state).
 */
export async function renderFirstPaint(brand: BrandRuntimeConfig, route: FirstPaintRoute): Promise<string> {
  const ignore = () => undefined;
  const { services } = createServices({
    brand,
    storage: null,
    document: null,
    // Never called: nothing is requested while prerendering.
    ui: {
      showLoading: ignore,
      hideLoading: ignore,
      toastFail: ignore,
      confirm: async () => false,
      currentAddress: () => paths[route](),
      navigate: ignore,
    },
  });
  const { prelude } = await prerender(
    <ServicesProvider services={services}>
      <UiKitProvider lang={brand.language} timeZone={brand.timeZone}>
        <MemoryRouter basename={BASENAME} initialEntries={[`${BASENAME}${paths[route]()}`]}>
          <Routes brand={brand} />
        </MemoryRouter>
      </UiKitProvider>
    </ServicesProvider>,
  );
  return new Response(prelude).text();
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
  'method' | 'path' | 'fields' | 'todayField' | 'zoneField' | 'pageQuery' | 'preloadImage' | 'imageSlot'
>;

/**
 * Each root page's first calls as the page makes them on arrival: ScorePage's list; LiveHomePage's home data and
 * banners (the first banner is /live's largest paint) and categories.
 */
function firstCalls(): Record<FirstPaintRoute, PageCall[]> {
  const {
    date: _today,
    tz: _zone,
    hideLoading: _flag,
    event_id: _all,
    ...list
  } = listFields({ ...DEFAULT_LIST, date: '', timeZone: undefined }, 1, LOAD_PAGE_SIZE);
  const live = (
    method: PageCall['method'],
    path: string,
    image: Pick<PageCall, 'preloadImage' | 'imageSlot'> = { preloadImage: null, imageSlot: null },
  ): PageCall => ({ method, path, fields: {}, todayField: null, zoneField: null, pageQuery: [], ...image });
  return {
    score: [
      {
        method: 'POST',
        path: '/api/race/getDateMatch',
        fields: list,
        todayField: 'date',
        zoneField: 'tz',
        pageQuery: LIST_QUERY_PARAMS,
        preloadImage: null,
        imageSlot: null,
      },
    ],
    live: [
      live('POST', '/api/home/getHomeData'),
      // The first banner (LiveHomePage's priority image) is /live's largest paint: shown in the stamped banner slot
      // (its children are inert until the app renders) as soon as it is in.
      live('GET', '/api/home/getHomeScroll', {
        preloadImage: ['data', 'list', 0, 'image'],
        imageSlot: `#root > [inert] .${LIVE_BANNER_SLOT}`,
      }),
      live('GET', '/webapi/live/getCategory'),
    ],
  };
}

/** Each root page's first calls as the brand's client sends them (spec §7), for index.html to start early. */
export function earlyCallPlans(
  brand: Pick<
    BrandRuntimeConfig,
    'storeKey' | 'api' | 'language' | 'defaultSpSource' | 'forwardChannelCode' | 'timeZone'
  >,
): Record<FirstPaintRoute, EarlyCallPlan[]> {
  const calls = firstCalls();
  return Object.fromEntries(
    (Object.keys(calls) as FirstPaintRoute[]).map((route): [FirstPaintRoute, EarlyCallPlan[]] => [
      route,
      calls[route].map((call) => ({
        ...call,
        storeKey: brand.storeKey,
        host: brand.api.fallbackHost,
        language: brand.language,
        defaultSpSource: brand.defaultSpSource,
        forwardChannelCode: brand.forwardChannelCode,
        timeZone: brand.timeZone ?? null,
        platform: PLATFORM.h5,
        timeoutMs: REQUEST_TIMEOUT_MS,
      })),
    ]),
  ) as Record<FirstPaintRoute, EarlyCallPlan[]>;
}

/**
 * index.html's script that starts the first calls of the root page the address opens while the app's JS loads
 * (api/core/early-call.ts; the client adopts their answers). A failure here never stops the page.
 */
export function earlyCallScript(brand: BrandRuntimeConfig): string {
  const plans = earlyCallPlans(brand);
  // Script-safe JSON: no "</script>" can close the element early.
  const json = JSON.stringify(plans).replace(/</g, '\\u003c');
  const listUrl = JSON.stringify(brand.api.hostListUrl).replace(/</g, '\\u003c');
  return `(function (hostList, start, normalise, plans) {
  try { hostList(${listUrl}, ${REQUEST_TIMEOUT_MS}, window); } catch (e) {}
  (plans[document.documentElement.getAttribute('data-first-paint')] || []).forEach(function (plan) {
    try { start(plan, window, normalise); } catch (e) {}
  });
})(${startHostList.toString()}, ${startEarlyCall.toString()}, ${normaliseHost.toString()}, ${json});`;
}
