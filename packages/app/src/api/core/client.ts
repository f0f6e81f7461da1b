/**
 * The HTTP client of the platform API: every rule of host-app spec §7 (what each call sends) and §8 (how every
 * answer and error is handled). UI effects go through `ApiEffects`, so the client runs in Node tests.
 */
import {
  API_STATUS,
  type ApiEnvelope,
  type BodyOf,
  type DataOf,
  type GetCalls,
  type GetPath,
  LOGIN_TIMEOUT_MARK,
  PLATFORM,
  type PostPath,
} from '@live/api-contract';
import { isChinese, pick } from '../../domain/language';
import type { AxiosInstance, InternalAxiosRequestConfig } from 'axios';
import { paths } from '../../routes/paths';
import type { ApiEffects, ApiSession } from './effects';
import { type EarlyCall, earlyCallTaker } from './early-call';
import { ApiError } from './errors';
import { type HttpModule, loadHttp } from './load-http';
import { withQuery } from './query';

export const REQUEST_TIMEOUT_MS = 10_000;
export const FAILURE_TOAST_SUPPRESS_MS = 2000;
/** The loading toast of spec §8, in the page's language. */
export const LOADING_TEXT = { zh: '加载中...', pt: 'Carregando...' } as const;
/** The not-logged-in prompt of spec §8 (您还未登录 / 请登录使用完整功能, 确定 and 取消), in the page's language. */
export const LOGIN_PROMPT = {
  zh: { title: '您还未登录', message: '请登录使用完整功能', confirmText: '确定', cancelText: '取消' },
  pt: {
    title: 'Você não entrou',
    message: 'Entre para usar todos os recursos',
    confirmText: 'Entrar',
    cancelText: 'Cancelar',
  },
} as const;

export function loginPrompt(language: string): (typeof LOGIN_PROMPT)['zh' | 'pt'] {
  return isChinese(language) ? LOGIN_PROMPT.zh : LOGIN_PROMPT.pt;
}

/** Flags a caller may put in a body or query; the client removes them before sending. */
export interface RequestFlags {
  /** No loading toast for this call. */
  hideLoading?: boolean;
  /** No failure toast for this call (the promise still rejects). */
  noToast?: boolean;
}

export interface RequestOptions {
  /** Aborting swallows the call: its promise never settles, so no stale answer reaches a page. */
  signal?: AbortSignal;
  /** Extra query parameters (e.g. getProtocal?type=n). */
  query?: Record<string, string | number | undefined>;
}

export interface RawRequest extends RequestOptions {
  method: 'GET' | 'POST';
  path: string;
  /** Body for POST, query for GET. */
  payload?: Record<string, unknown>;
}

export interface ApiClientOptions {
  session: ApiSession;
  effects: ApiEffects;
  /** The host of the next request ('' = same origin); see hostRotation. */
  nextHost: () => string;
  timeoutMs?: number;
  /** Clock for the failure-toast suppression. */
  now?: () => number;
  /** The root page's first calls, started by index.html: each answer serves the client's matching request. */
  earlyCalls?: readonly EarlyCall[];
}

type Empty = Record<never, never>;
export type BodyArgs<P extends PostPath> =
  Empty extends BodyOf<P>
    ? [body?: BodyOf<P> & RequestFlags, options?: RequestOptions]
    : [body: BodyOf<P> & RequestFlags, options?: RequestOptions];

export interface ApiClient {
  /** POST a JSON body to a platform path; resolves with the envelope's data. */
  post<P extends PostPath>(path: P, ...args: BodyArgs<P>): Promise<DataOf<P>>;
  /** GET a platform path, the common fields and `query` going into the query string. */
  get<P extends GetPath>(
    path: P,
    query?: GetCalls[P]['body'] & RequestFlags,
    options?: RequestOptions,
  ): Promise<DataOf<P>>;
  /** Any path with the same rules, for calls the contract does not list yet. */
  request<T>(request: RawRequest): Promise<T>;
  /** An address on the next host with sp_source, platform and lang (for <img src>, e.g. the captcha). */
  url(path: string, query?: Record<string, string | number | undefined>): string;
  /** A root-relative path on the next API host; absolute addresses are returned as they are. */
  absolute(pathOrUrl: string): string;
  /** A failure toast under the same 2 s suppression as the client's own. */
  toastFailure(message: string): void;
  /** PUTs a file to an upload address under the same timeout; rejects with a network error unless 2xx. */
  put(url: string, file: Blob, options?: { signal?: AbortSignal }): Promise<void>;
  /** Milliseconds after which a call gives up. */
  readonly timeoutMs: number;
}

/** Drops undefined and null fields (spec §5), and the client's own flags. */
export function cleanPayload(payload: Record<string, unknown>): Record<string, unknown> {
  const clean: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null || key === 'hideLoading' || key === 'noToast') continue;
    clean[key] = value;
  }
  return clean;
}

function isEnvelope(value: unknown): value is ApiEnvelope<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { status?: unknown }).status === 'number';
}

function isUserInfoPath(path: string): boolean {
  return path.toLowerCase().includes('/user/getuserinfo');
}

/** A promise that never settles: what a cancelled request gives back to app code. */
function swallowed<T>(): Promise<T> {
  return new Promise<T>(() => undefined);
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The call's flags, taken out of its body or query by the flags interceptor. */
    flags?: RequestFlags;
    /** Ends this call's share of the loading toast; set by the loading interceptor. */
    stopLoading?: () => void;
  }
}

/** The fields a call sends: the JSON body of a POST, the query of a GET. */
function ownFields(config: InternalAxiosRequestConfig): Record<string, unknown> {
  return ((config.method === 'get' ? config.params : config.data) ?? {}) as Record<string, unknown>;
}

/** Replaces (never mutates: the caller may reuse its object) the fields a call sends. */
function setOwnFields(config: InternalAxiosRequestConfig, fields: Record<string, unknown>): void {
  if (config.method === 'get') config.params = fields;
  else config.data = fields;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { session, effects, nextHost } = options;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  let loadingCount = 0;
  let loadingGeneration = 0;
  let toastQuietUntil = Number.NEGATIVE_INFINITY;
  let promptOpen = false;

  function toastFailure(message: string): void {
    const at = now();
    if (at < toastQuietUntil) return;
    toastQuietUntil = at + FAILURE_TOAST_SUPPRESS_MS;
    effects.toastFail(message);
  }

  /** sp_source when known, platform h5 and channel_code when forwarded. */
  function pageFields(): Record<string, unknown> {
    return {
      sp_source: session.spSource() ?? undefined,
      platform: PLATFORM.h5,
      channel_code: session.channelCode() ?? undefined,
    };
  }

  /** token, uid (a number) and the page fields. */
  function commonFields(): Record<string, unknown> {
    const uid = Number(session.uid());
    return {
      token: session.token() || undefined,
      uid: Number.isFinite(uid) && uid > 0 ? uid : undefined,
      ...pageFields(),
    };
  }

  function languageQuery(): Record<string, unknown> {
    return isChinese(session.language()) ? {} : { lang: 'pt-br' };
  }

  function startLoading(): () => void {
    loadingCount += 1;
    if (loadingCount === 1) effects.showLoading(pick(LOADING_TEXT, session.language()));
    const generation = loadingGeneration;
    let done = false;
    return () => {
      // A login timeout cleared the toast and the count: calls started before it no longer count.
      if (done || generation !== loadingGeneration) return;
      done = true;
      loadingCount -= 1;
      if (loadingCount === 0) effects.hideLoading();
    };
  }

  function promptLogin(): void {
    if (promptOpen) return;
    promptOpen = true;
    const address = effects.currentAddress();
    effects
      .confirm({ ...loginPrompt(session.language()) })
      .then((confirmed) => {
        if (!confirmed) return;
        effects.saveReturnAddress(address);
        effects.navigate(paths.login());
      })
      .catch(() => undefined)
      .finally(() => {
        promptOpen = false;
      });
  }

  function loginTimeout(path: string, envelope: ApiEnvelope<unknown>): ApiError {
    if (loadingCount > 0) {
      loadingCount = 0;
      loadingGeneration += 1;
      effects.hideLoading();
    }
    if (envelope.msg) {
      effects.toastFail(envelope.msg);
      toastQuietUntil = now() + FAILURE_TOAST_SUPPRESS_MS;
    }
    effects.resetUser();
    effects.clearStorage();
    if (!isUserInfoPath(path)) promptLogin();
    return new ApiError('login-timeout', envelope.msg || LOGIN_TIMEOUT_MARK, envelope.status, path);
  }

  /** Turns an answer into data or the error of spec §8. */
  function settle(path: string, envelope: unknown, noToast: boolean): unknown {
    if (!isEnvelope(envelope)) throw new ApiError('failure', `unreadable answer from ${path}`, -1, path);
    const msg = typeof envelope.msg === 'string' ? envelope.msg : '';
    const answer = { ...envelope, msg };
    if (msg.includes(LOGIN_TIMEOUT_MARK) || answer.status === API_STATUS.loginTimeout) {
      throw loginTimeout(path, answer);
    }
    if (answer.status !== API_STATUS.ok) {
      if (msg && !noToast) toastFailure(msg);
      throw new ApiError('failure', msg, answer.status, path);
    }
    return answer.data;
  }

  // Spec §7: what every call sends, one interceptor per rule, in the order they run.
  const onRequest: ((config: InternalAxiosRequestConfig) => InternalAxiosRequestConfig)[] = [
    function takeFlags(config) {
      const { hideLoading, noToast, ...fields } = ownFields(config);
      config.flags = { hideLoading: hideLoading === true, noToast: noToast === true };
      setOwnFields(config, fields);
      return config;
    },
    function addAutomaticFields(config) {
      setOwnFields(config, cleanPayload({ ...commonFields(), ...ownFields(config) }));
      return config;
    },
    function addLanguage(config) {
      config.params = { ...config.params, ...languageQuery() };
      return config;
    },
    function pickHost(config) {
      config.baseURL = nextHost();
      return config;
    },
    function showLoading(config) {
      if (!config.flags?.hideLoading) config.stopLoading = startLoading();
      return config;
    },
  ];

  /** The client's axios instance with the rules' interceptors, built once the transport has loaded (load-http.ts). */
  function buildTransport({ adoptingAdapter, AxiosError, createTransport, failureOf, isSuccessStatus }: HttpModule) {
    const http = createTransport({ timeout: timeoutMs, adapter: adoptingAdapter(earlyCallTaker(options.earlyCalls)) });
    // axios runs request interceptors last-registered first.
    for (const step of [...onRequest].reverse()) http.interceptors.request.use(step, null, { synchronous: true });
    // Spec §8: how every answer and failure is handled; response interceptors run in registration order.
    http.interceptors.response.use(
      function endLoading(response) {
        response.config.stopLoading?.();
        return response;
      },
      function endLoadingOnFailure(error: unknown) {
        if (error instanceof AxiosError) error.config?.stopLoading?.();
        throw error;
      },
    );
    http.interceptors.response.use(
      function readEnvelope(response) {
        const path = response.config.url ?? '';
        if (!isSuccessStatus(response.status) && !isEnvelope(response.data)) {
          throw new ApiError('network', `${path}: HTTP ${response.status}`, -1, path);
        }
        response.data = settle(path, response.data, response.config.flags?.noToast === true);
        return response;
      },
      function rejectFailure(error: unknown) {
        const failure = failureOf(error);
        if (failure.reason === 'aborted') return swallowed();
        const path = error instanceof AxiosError ? (error.config?.url ?? '') : '';
        throw new ApiError('network', `${path}: ${failure.message}`, -1, path);
      },
    );
    return http;
  }

  let transport: Promise<AxiosInstance> | null = null;
  function loadTransport(): Promise<AxiosInstance> {
    transport ??= loadHttp().then(buildTransport, (error: unknown) => {
      transport = null;
      throw error;
    });
    return transport;
  }
  // Asked for at once, so it is in by the first page's first request (which the early call usually answers).
  loadTransport().catch(() => undefined);

  async function request<T>(raw: RawRequest): Promise<T> {
    const payload = raw.payload ?? {};
    const http = await loadTransport().catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      throw new ApiError('network', `${raw.path}: ${message}`, -1, raw.path);
    });
    const response = await http.request<T>({
      method: raw.method,
      url: raw.path,
      params: raw.method === 'GET' ? { ...raw.query, ...payload } : raw.query,
      data: raw.method === 'POST' ? payload : undefined,
      signal: raw.signal,
    });
    return response.data;
  }

  async function put(url: string, file: Blob, opts: { signal?: AbortSignal } = {}): Promise<void> {
    try {
      const { httpRequest } = await loadHttp();
      const response = await httpRequest({
        method: 'PUT',
        url,
        body: file,
        headers: { 'Content-Type': file.type || 'application/octet-stream' },
        signal: opts.signal,
        timeoutMs,
      });
      if (!response.ok) throw new ApiError('network', `${url}: HTTP ${response.status}`, -1, url);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw new ApiError('network', `${url}: ${error instanceof Error ? error.message : String(error)}`, -1, url);
    }
  }

  return {
    timeoutMs,
    put,
    toastFailure,
    request,
    post<P extends PostPath>(path: P, ...[body, opts]: BodyArgs<P>) {
      return request<DataOf<P>>({ method: 'POST', path, payload: body as Record<string, unknown>, ...opts });
    },
    get<P extends GetPath>(path: P, query?: GetCalls[P]['body'] & RequestFlags, opts?: RequestOptions) {
      return request<DataOf<P>>({ method: 'GET', path, payload: query as Record<string, unknown>, ...opts });
    },
    absolute(pathOrUrl) {
      return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${nextHost()}${pathOrUrl}`;
    },
    url(path, query = {}) {
      return withQuery(`${nextHost()}${path}`, { ...languageQuery(), ...pageFields(), ...query });
    },
  };
}

/** A typed function for one POST path: `poster(client, '/api/home/getHomeData')()`. */
export function poster<P extends PostPath>(client: ApiClient, path: P): (...args: BodyArgs<P>) => Promise<DataOf<P>> {
  return (...args) => client.post(path, ...args);
}

/** A typed function for one GET path. */
export function getter<P extends GetPath>(
  client: ApiClient,
  path: P,
  defaults: RequestFlags = {},
): (query?: GetCalls[P]['body'] & RequestFlags, options?: RequestOptions) => Promise<DataOf<P>> {
  return (query, options) => client.get(path, { ...defaults, ...query }, options);
}
