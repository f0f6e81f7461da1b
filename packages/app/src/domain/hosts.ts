/** '' (same origin) or an http(s) origin without a trailing slash; null when the entry is unusable (spec §4). */
export function normaliseHost(entry: unknown): string | null {
  const value = typeof entry === 'object' && entry !== null ? (entry as { url?: unknown }).url : entry;
  if (typeof value !== 'string') return null;
  const host = value.trim().replace(/\/+$/, '');
  if (host === '') return '';
  return /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/i.test(host) ? host : null;
}
