/**
 * The transport under the API client: axios, the product's named HTTP library, imported here and nowhere else.
 * Loaded on the first request (load-http.ts), not with the app: nothing imports this module statically.
 * Vite resolves its browser build (the Node http adapter is mapped out by axios's `browser` field, the XHR
 * adapter by vite.config.ts); the fetch adapter is the one adapter, so the Node tests run what browsers run. The rules of spec §7/§8 are interceptors on the client's own instance (client.ts).
 */
import axios, {
  type AxiosAdapter,
  AxiosError,
  AxiosHeaders,
  type AxiosInstance,
  type CreateAxiosDefaults,
  isCancel,
} from 'axios';
import type { EarlyAnswer, OutgoingRequest } from './early-call';
import { isSuccessStatus, queryString } from './query';

export { AxiosError, type InternalAxiosRequestConfig } from 'axios';
export { isSuccessStatus, queryString, withQuery } from './query';

export type HttpMethod = 'GET' | 'POST' | 'PUT';

export interface HttpRequest {
  method: HttpMethod;
  url: string;
  /** Query parameters; undefined and null values are left out. */
  query?: Record<string, unknown>;
  /** Sent as a JSON body with `Content-Type: application/json`. */
  json?: unknown;
  /** Sent as it is (uploads). */
  body?: Blob;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs: number;
}

export interface HttpResponse {
  status: number;
  ok: boolean;
  /** The parsed JSON answer, or its text when it is not JSON. */
  data: unknown;
}

/** Why no answer came back: the caller aborted, the timeout passed, or the network failed. */
export type HttpFailure = 'aborted' | 'timeout' | 'network';

export class HttpError extends Error {
  readonly reason: HttpFailure;

  constructor(reason: HttpFailure, message: string) {
    super(message);
    this.name = 'HttpError';
    this.reason = reason;
  }
}

/**
 * An axios instance with the transport's settings: every HTTP status resolves (the caller reads envelopes on
 * error statuses too), a timeout always reports ETIMEDOUT, queries are encoded like `withQuery`, and no XSRF
 * cookie is looked up (the platform authenticates by the token in each call, spec §7; the build leaves axios's
 * cookie helpers out, build/axios-left-out.ts).
 */
export function createTransport(defaults: CreateAxiosDefaults = {}): AxiosInstance {
  return axios.create({
    adapter: 'fetch',
    validateStatus: () => true,
    transitional: { clarifyTimeoutError: true },
    paramsSerializer: { serialize: (params) => queryString(params as Record<string, unknown>) },
    withXSRFToken: false,
    ...defaults,
  });
}

/**
 * The fetch adapter, except that a request index.html already sent (early-call.ts) is answered from that call
 * once `take` hands its answer over; a failed early call, or none, sends the request.
 */
export function adoptingAdapter(take: (request: OutgoingRequest) => Promise<EarlyAnswer | null> | null): AxiosAdapter {
  const fetchAdapter = axios.getAdapter('fetch');
  return async (config) => {
    const url = axios.getUri({ ...config, baseURL: '' });
    const body = typeof config.data === 'string' ? config.data : '';
    const early = take({ method: config.method ?? 'get', url, body });
    const answer = early ? await early : null;
    if (!answer || config.signal?.aborted) return fetchAdapter(config);
    const headers = new AxiosHeaders({ 'content-type': answer.contentType });
    return { data: answer.text, status: answer.status, statusText: '', headers, config, request: null };
  };
}

/** Tells a cancellation (the caller's signal) from a timeout and from any other failure. */
export function failureOf(error: unknown): HttpError {
  if (isCancel(error)) return new HttpError('aborted', 'aborted');
  if (error instanceof AxiosError && error.code === AxiosError.ETIMEDOUT)
    return new HttpError('timeout', error.message);
  return new HttpError('network', error instanceof Error ? error.message : String(error));
}

const transport = createTransport();

/** One plain request (host lists, uploads): no platform rules, only the timeout and cancellation. */
export async function httpRequest(request: HttpRequest): Promise<HttpResponse> {
  try {
    const response = await transport.request<unknown>({
      method: request.method,
      url: request.url,
      params: request.query,
      data: request.json ?? request.body,
      headers: request.headers,
      signal: request.signal,
      timeout: request.timeoutMs,
    });
    return { status: response.status, ok: isSuccessStatus(response.status), data: response.data };
  } catch (error) {
    const failure = failureOf(error);
    throw failure.reason === 'aborted' ? new HttpError('aborted', `${request.url}: aborted`) : failure;
  }
}
