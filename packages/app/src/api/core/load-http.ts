/**
 * The transport (http.ts: axios and what the client builds on it) loads on the first request instead of with the app
 * (issue #31: about 13 KB gzip less before the first page shows); the client asks for it as soon as it is created,
 * so it arrives while the page renders. A failed load is tried again by the next request.
 */
export type HttpModule = typeof import('./http');

let loading: Promise<HttpModule> | null = null;

export function loadHttp(): Promise<HttpModule> {
  loading ??= import('./http').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
