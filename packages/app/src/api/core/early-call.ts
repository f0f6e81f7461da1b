/**
 * The root page's first API calls, started by index.html while the app's JS loads (issue #14), and the rule by
 * which the API client adopts their answers instead of asking again.
 */

/** The window property index.html leaves the calls under, in the order it sent them. */
export const EARLY_CALL_KEY = '__earlyApiCall';
/** The window property index.html leaves the API host list's answer under (its JSON, or null on any failure). */
export const EARLY_HOSTS_KEY = '__earlyApiHosts';

/**
 * The window property index.html leaves a promise under when an early call shows the page's largest image in the
 * stamped page (a plan's imageSlot): it settles once that image is in (or failed, or the answer names none), at most
 * largestPaintWaitMs after the call started. The app's scripts are fetched only after it: the image has the network
 * to itself and paints before the app's first render replaces the stamped page (issue #31).
 */
export const EARLY_PAINT_KEY = '__earlyLargestPaint';

/** How long the app's scripts wait at most for the early call's largest image (a slow image never stalls the app). */
export const LARGEST_PAINT_WAIT_MS = 1500;

/** An answer as the fetch adapter would have read it. */
export interface EarlyAnswer {
  status: number;
  text: string;
  contentType: string;
}

/** A request as the client is about to send it: what an early call must equal to be adopted. */
export interface OutgoingRequest {
  method: string;
  /** The path and query, without the host: every API host serves the same API (spec §4). */
  url: string;
  body: string;
}

export interface EarlyCall extends OutgoingRequest {
  /** The answer; null when the call failed or was not a 2xx (the client then makes its own call). */
  answer: Promise<EarlyAnswer | null>;
}

/** What index.html needs to send a call exactly as the client would (spec §7), stamped per brand and route. */
export interface EarlyCallPlan {
  /** A GET sends its fields in the query, a POST as a JSON body (the client's getter and poster). */
  method: 'GET' | 'POST';
  path: string;
  /** The page's own fields of the call. */
  fields: Record<string, string | number>;
  /** A field set to the visitor's today (YYYY-MM-DD) in the user's zone, if any. */
  todayField: string | null;
  /** A field set to the user's zone (IANA name) that today is a day of, if any (issue #30). */
  zoneField: string | null;
  /** The brand's pinned zone; null for the device's (as the app's userTimeZone). */
  timeZone: string | null;
  /**
   * Where the answer names the images the page shows first, its largest paint among them (keys from the envelope
   * down; the first list items' covers or logos), each preloaded at high priority as soon as the answer is in,
   * before the app has rendered them: the same address string as the page's <img>, so the browser reuses it.
   */
  preloadImages: (string | number)[][];
  /**
   * The page shows that image through the client's `absolute()`: a root-relative address is on the API host the
   * call went to, not the page's origin (the live room's poster; /live's banners are the page's).
   */
  imageOnApiHost: boolean;
  /**
   * The stamped first paint's placeholder for the first of those images (a selector): the image shows there as soon
   * as it is in, so the page's largest paint waits for no script; null for none. Found only while the stamped page
   * is on screen.
   */
  imageSlot: string | null;
  /** Those images are ads: none is preloaded for a stored user whose is_no_qrad hides ads (spec §6). */
  imagesAreAds: boolean;
  /** How long the app's scripts wait at most for the image shown in imageSlot (EARLY_PAINT_KEY). */
  largestPaintWaitMs: number;
  /** Query parameters that make the page ask for something else: with any of them, no early call. */
  pageQuery: string[];
  /**
   * Fields taken from the address's route parameters (field -> parameter), sent as numbers as the page sends
   * `Number(param)`; a parameter that is not a positive integer means no early call (the page asks for nothing).
   */
  paramFields: Record<string, string>;
  /**
   * Text fields taken from the address's query (field -> query parameter), as the page reads a keyword: trimmed,
   * inner spaces as one, at most `textMax` characters (domain/search.ts normalizeKeyword); an empty one means no
   * early call (the page asks for nothing).
   */
  textFields: Record<string, string>;
  textMax: number;
  /**
   * Parts of `path` written `{name}`, chosen by a route parameter as the page chooses them: the parameter's value
   * -> the part, any other value -> `otherwise` (/share/match/:sport/:id asks /api/{sport}/getMatchInfo).
   */
  pathParts: Record<string, { param: string; values: Record<string, string>; otherwise: string }>;
  /** Sent only for a stored, logged-in user: the page asks nothing of a guest. */
  needsUser: boolean;
  storeKey: string;
  /** The brand's fallback API host ('' = same origin). */
  host: string;
  language: string;
  defaultSpSource: number | null;
  forwardChannelCode: boolean;
  platform: number;
  timeoutMs: number;
}

/** The part of a window the early call uses. */
export interface EarlyCallWindow {
  location: { search: string };
  localStorage: { getItem(key: string): string | null };
  fetch: typeof fetch;
  document: Pick<Document, 'createElement' | 'head' | 'querySelector' | 'readyState' | 'addEventListener'>;
  [EARLY_CALL_KEY]?: EarlyCall[];
  [EARLY_HOSTS_KEY]?: Promise<unknown>;
  [EARLY_PAINT_KEY]?: Promise<void>;
}

/**
 * Fetches the static API host list (spec §4, §7) from index.html's head, before any call, so the first page's
 * calls (these early ones, then the app's: services.ts adopts the answer) go to the list's first host. Any
 * failure answers null (the fallback host serves). Stamped as its source text: it imports nothing.
 */
export function startHostList(listUrl: string, timeoutMs: number, win: EarlyCallWindow): void {
  if (!listUrl) return;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  // EARLY_HOSTS_KEY, written out.
  win.__earlyApiHosts = win
    .fetch(listUrl, { signal: abort.signal })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .catch(() => null)
    .finally(() => clearTimeout(timer));
}

/**
 * Starts a call as the client's interceptors would send it: token and uid of a stored user, sp_source from the
 * address or the brand, platform, a forwarded channel_code, then the page's fields, `lang=pt-br` for Portuguese.
 * Stamped into index.html as its source text, so it imports and closes over nothing. Skipped where the client
 * would not send the same thing: a query the page reads, or a host the user picked.
 */
export function startEarlyCall(
  plan: EarlyCallPlan,
  params: Record<string, string>,
  win: EarlyCallWindow,
  normaliseHost: (entry: unknown) => string | null,
): void {
  const query = new URLSearchParams(win.location.search);
  if (plan.pageQuery.some((name) => query.has(name))) return;
  const fromAddress: Record<string, number | string> = {};
  for (const [field, param] of Object.entries(plan.paramFields)) {
    const value = params[param] ?? '';
    if (!/^[1-9][0-9]{0,15}$/.test(value)) return;
    fromAddress[field] = Number(value);
  }
  for (const [field, param] of Object.entries(plan.textFields)) {
    const value = (query.get(param) ?? '').trim().replace(/\s+/g, ' ').slice(0, plan.textMax).trim();
    if (!value) return;
    fromAddress[field] = value;
  }
  let path = plan.path;
  for (const [name, part] of Object.entries(plan.pathParts)) {
    const value = params[part.param] ?? '';
    path = path.replace(`{${name}}`, Object.hasOwn(part.values, value) ? (part.values[value] ?? '') : part.otherwise);
  }
  let saved: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(win.localStorage.getItem(plan.storeKey) || '{}');
    if (parsed && typeof parsed === 'object') saved = parsed as Record<string, unknown>;
  } catch {
    saved = {};
  }
  if (typeof saved.apiHost === 'string') return;
  const body: Record<string, unknown> = {};
  const user = saved.userInfo as { id?: unknown; token?: unknown; is_no_qrad?: unknown } | null | undefined;
  const preloadImages = plan.imagesAreAds && user?.is_no_qrad === 1 ? [] : plan.preloadImages;
  const loggedIn = !!user && typeof user.id === 'number' && typeof user.token === 'string' && user.id > 0;
  if (plan.needsUser && !(loggedIn && user.token)) return;
  if (loggedIn) {
    if (user.token) body.token = user.token;
    if (Number.isFinite(user.id)) body.uid = user.id;
  }
  const sp = Number(query.get('sp_source') ?? '');
  const spSource = Number.isInteger(sp) && sp > 0 ? sp : plan.defaultSpSource;
  if (spSource !== null) body.sp_source = spSource;
  body.platform = plan.platform;
  const channel = (query.get('channel_code') ?? '').trim().slice(0, 64);
  if (plan.forwardChannelCode && channel) body.channel_code = channel;
  Object.assign(body, plan.fields, fromAddress);
  if (plan.todayField) {
    // Today in the brand's pinned zone or the device's, by Intl as the app's calendarDay reads it (issue #30).
    const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
    let formatter: Intl.DateTimeFormat;
    try {
      formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone: plan.timeZone ?? undefined });
    } catch {
      formatter = new Intl.DateTimeFormat('en-US', options);
    }
    const parts: Record<string, string> = {};
    for (const part of formatter.formatToParts(new Date())) parts[part.type] = part.value;
    body[plan.todayField] = `${(parts.year ?? '').padStart(4, '0')}-${parts.month}-${parts.day}`;
    const zone = formatter.resolvedOptions().timeZone;
    if (plan.zoneField && zone) body[plan.zoneField] = zone;
  }
  const language = saved.lang === 'zh-CN' || saved.lang === 'pt-BR' ? saved.lang : plan.language;
  const isGet = plan.method === 'GET';
  const search = new URLSearchParams();
  if (isGet) for (const [key, value] of Object.entries(body)) search.set(key, String(value));
  if (!language.toLowerCase().startsWith('zh')) search.set('lang', 'pt-br');
  const url = path + (search.toString() ? `?${search}` : '');
  const text = isGet ? '' : JSON.stringify(body);
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), plan.timeoutMs);
  const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*' };
  if (!isGet) headers['Content-Type'] = 'application/json';
  // The app's scripts wait for the image shown in the stamped page (EARLY_PAINT_KEY, written out), at most a while.
  let painted = () => {};
  if (plan.imageSlot && preloadImages.length > 0) {
    win.__earlyLargestPaint = new Promise<void>((resolve) => {
      painted = resolve;
      setTimeout(resolve, plan.largestPaintWaitMs);
    });
  }
  // The host list's first usable host (as api/core/hosts.ts parseHostList reads it), else the fallback.
  let apiHost = plan.host;
  const answer = (win.__earlyApiHosts ?? Promise.resolve(null))
    .then((list) => {
      const first = Array.isArray(list) ? list.map(normaliseHost).find((host) => host !== null) : undefined;
      apiHost = first ?? plan.host;
      return win.fetch(apiHost + url, {
        method: plan.method,
        headers,
        body: isGet ? undefined : text,
        signal: abort.signal,
      });
    })
    .then(async (response) =>
      response.ok
        ? {
            status: response.status,
            text: await response.text(),
            contentType: response.headers.get('content-type') ?? '',
          }
        : null,
    )
    .then((answer) => {
      if (!answer || preloadImages.length === 0) painted();
      else {
        const data: unknown = JSON.parse(answer.text);
        preloadImages.forEach((path, index) => {
          let value = data;
          for (const key of path) value = (value as Record<string | number, unknown> | null)?.[key];
          // An http(s) or same-origin address only: the answer is data from the network.
          if (typeof value !== 'string' || !/^(https?:\/\/|\/)/.test(value)) {
            if (index === 0) painted();
            return;
          }
          const src = plan.imageOnApiHost && value.charAt(0) === '/' ? apiHost + value : value;
          const link = win.document.createElement('link');
          link.rel = 'preload';
          link.as = 'image';
          link.fetchPriority = 'high';
          link.href = src;
          win.document.head.appendChild(link);
          if (index > 0) return;
          // Shown in the stamped page's placeholder, sized as the app shows it; the app's render replaces it.
          const show = () => {
            const slot = plan.imageSlot && win.document.querySelector(plan.imageSlot);
            if (!slot) return painted();
            const image = win.document.createElement('img');
            image.onload = image.onerror = () => painted();
            image.alt = '';
            image.fetchPriority = 'high';
            image.style.cssText = 'display:block;width:100%;height:100%;object-fit:cover;border-radius:inherit';
            image.src = src;
            slot.appendChild(image);
          };
          if (win.document.readyState === 'loading') win.document.addEventListener('DOMContentLoaded', show);
          else show();
        });
      }
      return answer;
    })
    .catch(() => {
      painted();
      return null;
    })
    .finally(() => clearTimeout(timer));
  // EARLY_CALL_KEY, written out: this function's source is all index.html gets.
  (win.__earlyApiCall ??= []).push({ method: plan.method, url, body: text, answer });
}

/** The same JSON value whatever the order of its keys (the client and index.html may build them differently). */
function sameJson(a: string, b: string): boolean {
  const canonical = (text: string): string => {
    try {
      return JSON.stringify(JSON.parse(text), (_key, value: unknown) =>
        value && typeof value === 'object' && !Array.isArray(value)
          ? Object.fromEntries(Object.entries(value).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
          : value,
      );
    } catch {
      return text;
    }
  };
  return a === b || canonical(a) === canonical(b);
}

/** The same query parameters whatever their order. */
function sameQuery(a: string, b: string): boolean {
  const sorted = (query: string) =>
    [...new URLSearchParams(query)]
      .map(([k, v]) => `${k}=${v}`)
      .sort()
      .join('&');
  return a === b || sorted(a) === sorted(b);
}

/** The adoption rule: same method, same path, same query parameters, same JSON body. */
export function matchesEarlyCall(call: OutgoingRequest, request: OutgoingRequest): boolean {
  const [callPath, callQuery = ''] = call.url.split('?');
  const [requestPath, requestQuery = ''] = request.url.split('?');
  return (
    call.method === request.method.toUpperCase() &&
    callPath === requestPath &&
    sameQuery(callQuery, requestQuery) &&
    sameJson(call.body, request.body)
  );
}

/**
 * Hands each early call's answer to the client's first request to the same path, if that request matches it; any
 * later request goes to the network (a later visit of the same day must never get the first answer again).
 */
export function earlyCallTaker(
  calls: readonly EarlyCall[] | undefined,
): (request: OutgoingRequest) => EarlyCall['answer'] | null {
  const pending = new Map((calls ?? []).map((call) => [`${call.method} ${pathOf(call.url)}`, call]));
  return (request) => {
    const key = `${request.method.toUpperCase()} ${pathOf(request.url)}`;
    const call = pending.get(key);
    if (!call) return null;
    pending.delete(key);
    return matchesEarlyCall(call, request) ? call.answer : null;
  };
}

function pathOf(url: string): string {
  return url.split('?')[0] ?? url;
}
