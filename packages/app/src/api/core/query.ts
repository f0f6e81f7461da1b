/**
 * The transport's axios-free helpers: what the API client needs before its first request (addresses for <img src>),
 * without loading axios (http.ts), which loads on the first request (issue #31: first load).
 */

/** The query string of `query` (URLSearchParams encoding), leaving out undefined and null values. */
export function queryString(query: Record<string, unknown> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  return params.toString();
}

export function withQuery(url: string, query: Record<string, unknown> = {}): string {
  const search = queryString(query);
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

export function isSuccessStatus(status: number): boolean {
  return status >= 200 && status < 300;
}
