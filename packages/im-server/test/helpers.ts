import TIM, { type ChatClient } from '@live/im-client';
import { APP_ID, sig } from './setup.ts';

export { APP_ID, SECRET, sig, startTestServer, until } from './setup.ts';

/** Our client, logged in and ready. */
export async function ourLogin(
  url: string,
  userID: string,
  timing: Parameters<typeof TIM.create>[0]['timing'] = {},
): Promise<ChatClient> {
  const client = TIM.create({ SDKAppID: APP_ID, proxyServer: url, timing });
  const ready = new Promise<void>((resolve) => client.on(TIM.EVENT.SDK_READY, () => resolve()));
  await client.login({ userID, userSig: sig(userID) });
  await ready;
  return client;
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
