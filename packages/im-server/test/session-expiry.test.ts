import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImServer } from '../src/index.ts';
import { RawSocket } from './raw-socket.ts';
import { APP_ID, startTestServer } from './setup.ts';

// A userSig expiring on a live connection (spec §8 expired signature): the service answers 70001 by itself.
let server: ImServer;
let offsetMs = 0;

beforeAll(async () => {
  server = await startTestServer({ now: () => Date.now() + offsetMs });
});

afterAll(async () => {
  await server.close();
});

describe('§8 expired signature on a live connection', () => {
  it('§8 expired signature: commands after the userSig expired get 70001, the heartbeat and logout still answer, and the a2 key expires with it', async () => {
    offsetMs = 0;
    const socket = await RawSocket.login(server.url, 'sx-user');
    const a2 = String(socket.frames.find((f) => f.body.A2Key)?.body.A2Key);
    const profile = { To_Account: ['sx-user'] };
    expect((await socket.request('profile.portrait_get_all', profile)).ErrorCode).toBe(0);
    // The test signatures last 3600 s.
    offsetMs = 3601_000;
    expect((await socket.request('profile.portrait_get_all', profile)).ErrorCode).toBe(70001);
    expect((await socket.request('heartbeat.alive', {})).ErrorCode).toBe(0);
    expect((await socket.request('im_open_status.wslogout', {})).ErrorCode).toBe(0);
    await socket.close();
    const again = await RawSocket.open(server.url);
    expect((await again.request('im_open_status.wslogin', {}, { a2 })).ErrorCode).toBe(70001);
    await again.close();
  });

  it('§8 expired signature: a session re-logged in with its a2 key keeps the signature expiry', async () => {
    offsetMs = 0;
    const first = await RawSocket.login(server.url, 'sx-again');
    const a2 = String(first.frames.find((f) => f.body.A2Key)?.body.A2Key);
    await first.close();
    const again = await RawSocket.open(server.url);
    expect((await again.request('im_open_status.wslogin', {}, { a2 })).ErrorCode).toBe(0);
    offsetMs = 3601_000;
    expect((await again.request('openim.getmsg', { Cookie: '' })).ErrorCode).toBe(70001);
    await again.close();
  });
});

describe('§4 heartbeat fatal code', () => {
  it('§4 connection: the heartbeat of a socket opened for another app is answered 60002, for this app or none 0', async () => {
    const answer = async (query: string) => {
      const socket = await RawSocket.open(`${server.url}/binfo${query}`);
      const body = await socket.request('heartbeat.alive', {});
      await socket.close();
      return body.ErrorCode;
    };
    expect(await answer(`?sdkappid=${APP_ID + 1}&instanceid=x`)).toBe(60002);
    expect(await answer(`?sdkappid=${APP_ID}&instanceid=x`)).toBe(0);
    expect(await answer('')).toBe(0);
  });
});
