import { generateUserSig, startImServer, type ImServer, type ImServerOptions } from '@live/im-server';
import TIM, { type ChatClient } from '../../src/index.ts';
import { officialLogin, type Tim } from './official-sdk.ts';

/** A real im-server on 127.0.0.1 and logins of our client and the official SDK against it. */
export const APP_ID = 1400000001;
export const SECRET = 'im-client-test-secret';

export const sig = (userID: string): string => generateUserSig(APP_ID, SECRET, userID, 3600);

/**
 * The service's per-socket rates raised (FLOW_LIMITS: 50 commands a second), for tests that push thousands of
 * messages through one socket: they measure delivery and recovery, not the service's limits.
 */
export const THROUGHPUT: Partial<ImServerOptions> = {
  flow: { framesPerSecond: 1e6, frameBurst: 1e6, commandsPerSecond: 1e6, commandBurst: 1e6 },
};

export function startServer(extra: Partial<ImServerOptions> = {}): Promise<ImServer> {
  return startImServer({ dbPath: ':memory:', secretKey: SECRET, sdkAppId: APP_ID, maxHoldMs: 1000, ...extra });
}

/** Our client logged in; with the profanity plugin registered it fetches the lexicon, as the official SDK. */
export function ours(server: ImServer, userID: string, plugins: Record<string, unknown> = {}): Promise<ChatClient> {
  return ourLogin(server.url, userID, {}, plugins);
}

/** Our client against any socket address (a proxy in front of the service, say), logged in and ready. */
export async function ourLogin(
  url: string,
  userID: string,
  timing: Parameters<typeof TIM.create>[0]['timing'] = {},
  plugins: Record<string, unknown> = {},
): Promise<ChatClient> {
  const client = TIM.create({ SDKAppID: APP_ID, proxyServer: url, timing });
  client.registerPlugin(plugins);
  const ready = new Promise<void>((resolve) => client.on(TIM.EVENT.SDK_READY, () => resolve()));
  await client.login({ userID, userSig: sig(userID) });
  await ready;
  return client;
}

export function official(server: ImServer, userID: string): Promise<Tim> {
  return officialLogin(server.url, APP_ID, userID, sig(userID));
}

export async function until(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 8000,
  what = 'condition',
): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
