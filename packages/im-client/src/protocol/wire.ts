/** Readers of the service's REST-style wire values: never throw, fall back to a default. */

export type Wire = Record<string, unknown>;

export const asRecord = (v: unknown): Wire =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Wire) : {};
export const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
export const asStr = (v: unknown, d = ''): string =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : d;
export const asNum = (v: unknown, d = 0): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v !== '' ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : d;
};
