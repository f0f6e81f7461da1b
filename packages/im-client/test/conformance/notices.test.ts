import type { ImServer } from '@live/im-server';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import TIM, { type ChatClient } from '../../src/index.ts';
import { ERROR_CODES } from '../../src/errors.ts';
import { APP_ID, official, ours, sig, startServer } from '../support/server.ts';

// Session notices from a real im-server, seen by our client and the official SDK alike.
let server: ImServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server.close();
});

/** Our client, ready, and the socket address it used (which names its instance). */
async function oursWithUrl(userID: string): Promise<{ client: ChatClient; url: () => string }> {
  const urls: string[] = [];
  class Recording extends WebSocket {
    constructor(address: string) {
      urls.push(address);
      super(address);
    }
  }
  const client = TIM.create({ SDKAppID: APP_ID, proxyServer: server.url, WebSocket: Recording });
  const ready = new Promise((resolve) => client.on(TIM.EVENT.SDK_READY, resolve));
  await client.login({ userID, userSig: sig(userID) });
  await ready;
  return { client, url: () => urls.at(-1) ?? '' };
}

/** A bare socket logged in as `userID` under the instance named in `url` (another device of the same instance). */
async function rawLogin(url: string, userID: string): Promise<(servcmd: string) => Promise<void>> {
  const ws = new WebSocket(url);
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  let seq = 1;
  const request = (servcmd: string, head: Record<string, unknown> = {}) =>
    new Promise<void>((resolve) => {
      const mine = seq++;
      ws.on('message', (data: Buffer) => {
        if ((JSON.parse(data.toString()) as { head: { seq: number } }).head.seq === mine) resolve();
      });
      ws.send(Buffer.from(JSON.stringify({ head: { servcmd, seq: mine, sdkappid: APP_ID, ...head }, body: {} })));
    });
  await request('im_open_status.wslogin', { identifier: userID, usersig: sig(userID) });
  return (servcmd) => request(servcmd);
}

describe('kicks seen by both SDKs (§4 kick kinds, §8 3002-3006)', () => {
  it('§4 kick kind 3 (REST): ours and the official SDK raise KICKED_OUT REST_API_Kick; ours then fails 3006', async () => {
    const { client } = await oursWithUrl('kick-rest-ours');
    const tim = await official(server, 'kick-rest-official');
    const oursKicked = new Promise((r) => client.on(TIM.EVENT.KICKED_OUT, (e) => r(e.data)));
    const officialKicked = new Promise((r) => tim.on('kickedOut', (e: { data: unknown }) => r(e.data)));
    server.admin.kickUser('kick-rest-ours');
    server.admin.kickUser('kick-rest-official');
    expect(await oursKicked).toEqual({ type: TIM.TYPES.KICKED_OUT_REST_API });
    expect(await officialKicked).toEqual({ type: TIM.TYPES.KICKED_OUT_REST_API });
    await expect(client.getConversationList()).rejects.toMatchObject({
      code: ERROR_CODES.SDK_IS_NOT_READY,
      data: { reason: ERROR_CODES.KICKED_OUT_REST_API },
    });
    await client.destroy();
  });

  it('§4 kick kind 2 (other device): KickOther from the same instance kicks ours out with multipleDevice, 3002', async () => {
    const { client, url } = await oursWithUrl('kick-device-ours');
    const kicked = new Promise((r) => client.on(TIM.EVENT.KICKED_OUT, (e) => r(e.data)));
    const send = await rawLogin(url(), 'kick-device-ours');
    await send('StatSvc.KickOther');
    expect(await kicked).toEqual({ type: TIM.TYPES.KICKED_OUT_MULT_DEVICE });
    await expect(client.getConversationList()).rejects.toMatchObject({
      data: { reason: ERROR_CODES.KICKED_OUT_MULT_DEVICE },
    });
    await client.destroy();
  });
});

describe('callExperimentalAPI (the official SDK as the peer)', () => {
  it('isIntl, isCommercialAbilityEnabled and an unknown name answer as in the official SDK', async () => {
    const limited = await startServer({ commercial: { userStatus: false } });
    const ourClient = await ours(limited, 'exp-ours');
    const tim = await official(limited, 'exp-official');
    const userStatus = 2 ** 7;
    const folderAndMark = 2 ** 9 + 2 ** 10;
    for (const client of [ourClient, tim]) {
      expect(client.callExperimentalAPI('isIntl')).toBe(false);
      expect((await client.callExperimentalAPI('isCommercialAbilityEnabled', folderAndMark)).data).toEqual({
        enabled: true,
      });
      expect((await client.callExperimentalAPI('isCommercialAbilityEnabled', userStatus + 1)).data).toEqual({
        enabled: false,
      });
      await expect(client.callExperimentalAPI('noSuchAPI')).rejects.toMatchObject({ code: 2905 });
      expect(client.callExperimentalAPI('getPollingTimerID', 'not-joined')).toBe(-1);
    }
    await Promise.all([ourClient.destroy(), tim.logout().catch(() => undefined)]);
    await limited.close();
  });
});
