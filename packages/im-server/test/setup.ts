import { startImServer, type ImServer, type ImServerOptions } from '../src/index.ts';
import { generateUserSig } from '../src/usersig.ts';

/** The service under test and its credentials; no client import, so service tests run whatever the client's state. */
export const APP_ID = 1400000001;
export const SECRET = 'test-secret-key';

export const sig = (userID: string, expire = 3600): string => generateUserSig(APP_ID, SECRET, userID, expire);

export function startTestServer(extra: Partial<ImServerOptions> = {}): Promise<ImServer> {
  return startImServer({ dbPath: ':memory:', secretKey: SECRET, sdkAppId: APP_ID, maxHoldMs: 1000, ...extra });
}

export async function until(check: () => boolean, timeoutMs = 5000, what = 'condition'): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** mulberry32: a small seeded generator, so a failing run can be replayed exactly. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
