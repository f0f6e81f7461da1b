import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImServer } from '../src/index.ts';
import { APP_ID, sig, startTestServer } from './setup.ts';
import { officialLogin } from './official-sdk.ts';
import { RawSocket } from './raw-socket.ts';

// Session notices of the service: the REST kick (kind 3) and the heartbeat answering a kick.
describe('kicks through im-server', () => {
  let server: ImServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server?.close();
  });

  it('§4 kick kind 3: the REST kick tells every instance, logs it out and ends its a2 key', async () => {
    const socket = await RawSocket.login(server.url, 'rest-kicked');
    const a2 = socket.frames[0]?.body.A2Key;
    expect(server.admin.kickUser('rest-kicked')).toBe(1);
    const forced = () => socket.frames.find((f) => f.head.servcmd === 'im_open_status.stat_forceoffline');
    expect(await socket.until(() => forced() !== undefined, 3000)).toBe(true);
    expect(forced()?.body).toMatchObject({
      EventArray: [{ Event: 9, C2cNotifyMsgArray: [{ KickoutMsgNotify: { KickType: 3 } }] }],
    });
    expect((await socket.request('openim.getmsg', {})).ErrorCode).toBe(70101);
    const again = await RawSocket.open(server.url);
    expect((await again.request('im_open_status.wslogin', {}, { a2 })).ErrorCode).toBe(70001);
    expect(server.admin.kickUser('nobody-online')).toBe(0);
    await Promise.all([socket.close(), again.close()]);
  });

  it('§4 wshello answers a kicked socket 1002 with its KickType (a lost kick push is still seen)', async () => {
    const socket = await RawSocket.login(server.url, 'hello-kicked');
    expect((await socket.request('im_open_status.wshello', {})).ErrorCode).toBe(0);
    server.admin.kickUser('hello-kicked');
    expect(await socket.request('im_open_status.wshello', {})).toMatchObject({ ErrorCode: 1002, KickType: 3 });
    const stranger = await RawSocket.open(server.url);
    expect((await stranger.request('im_open_status.wshello', {})).ErrorCode).toBe(70101);
    await Promise.all([socket.close(), stranger.close()]);
  });

  it('§4 the official SDK raises KICKED_OUT REST_API_Kick on the REST kick', async () => {
    const tim = await officialLogin(server.url, APP_ID, 'rest-official', sig('rest-official'), 'tim-js.js');
    const kicked = new Promise<{ type: string }>((resolve) =>
      tim.on('kickedOut', (e: { data: { type: string } }) => resolve(e.data)),
    );
    server.admin.kickUser('rest-official');
    expect(await kicked).toEqual({ type: 'REST_API_Kick' });
    await tim.logout().catch(() => undefined);
  });
});
