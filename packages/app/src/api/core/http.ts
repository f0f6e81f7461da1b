/**
 * The transport under the API client: the browser's fetch with a timeout and caller cancellation.
 * It replaced axios, which was 21 KB gzip of the 120 KB first-load budget while the client used it only to
 * send JSON, time out and cancel; every rule of spec §7/§8 lives in client.ts either way.
 */

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

export function withQuery(url: string, query: Record<string, unknown> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

function parse(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function httpRequest(request: HttpRequest): Promise<HttpResponse> {
  // A controller and a timer rather than AbortSignal.timeout/any: older iOS WebViews lack both.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, request.timeoutMs);
  const cancel = () => controller.abort();
  if (request.signal?.aborted) controller.abort();
  request.signal?.addEventListener('abort', cancel);
  const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*', ...request.headers };
  if (request.json !== undefined) headers['Content-Type'] = 'application/json';
  try {
    const response = await fetch(withQuery(request.url, request.query), {
      method: request.method,
      headers,
      body: request.json !== undefined ? JSON.stringify(request.json) : request.body,
      signal: controller.signal,
    });
    const data = parse(await response.text());
    return { status: response.status, ok: response.ok, data };
  } catch (error) {
    if (request.signal?.aborted) throw new HttpError('aborted', `${request.url}: aborted`);
    if (timedOut) throw new HttpError('timeout', `timeout of ${request.timeoutMs} ms exceeded`);
    throw new HttpError('network', error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', cancel);
  }
}
