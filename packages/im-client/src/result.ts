/** What every public call resolves with, like the official SDK: `{ code: 0, data }`. */
export type Result<T> = Promise<{ code: 0; data: T }>;

export const ok = <T>(data: T): { code: 0; data: T } => ({ code: 0, data });

export function randomHex(bytes: number): string {
  const out = new Uint8Array(bytes);
  crypto.getRandomValues(out);
  return [...out].map((b) => b.toString(16).padStart(2, '0')).join('');
}
