import type { ImServer } from '@live/im-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import TIM from '../src/index.ts';
import { APP_ID, sig, startServer } from './support/server.ts';

// The service sends 60002 by itself (issue #16 leftover): the heartbeat of a socket opened for an app it does not
// serve; our client then stops reconnecting and reports disconnected (spec §4 connection).
let server: ImServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server.close();
});

describe('§4 heartbeat fatal code from the service', () => {
  it('§4 connection: a client of an app the service does not serve gets 60002 on its heartbeat and stays disconnected', async () => {
    const client = TIM.create({
      SDKAppID: APP_ID + 1,
      proxyServer: server.url,
      timing: { heartbeatMs: 500, idleMs: 200 },
    });
    const states: string[] = [];
    client.on(TIM.EVENT.NET_STATE_CHANGE, (e) => states.push((e.data as { state: string }).state));
    await expect(client.login({ userID: 'fh-ours', userSig: sig('fh-ours') })).rejects.toMatchObject({ code: 70014 });
    await new Promise((r) => setTimeout(r, 2000));
    expect(states).toEqual([
      TIM.TYPES.NET_STATE_CONNECTED,
      TIM.TYPES.NET_STATE_CONNECTING,
      TIM.TYPES.NET_STATE_DISCONNECTED,
    ]);
    await client.destroy();
  }, 20_000);
});
