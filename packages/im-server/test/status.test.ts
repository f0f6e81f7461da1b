import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABILITY_NOT_PURCHASED } from '../src/commercial.ts';
import type { ImServer } from '../src/index.ts';
import { APP_ID, sig, startTestServer, until } from './setup.ts';
import { loadOfficialSdk, officialLogin, type Tim } from './official-sdk.ts';
import { RawSocket } from './raw-socket.ts';

type Body = Record<string, unknown>;
/** The official SDK's code for a call of an ability the app has not bought. */
const SDK_CANNOT_USE_COMMERCIAL_ABILITY = 3122;
type StatusEvent = { userID: string; statusType: number; customStatus: string };

// User status between two official SDKs through im-server; the purchase bits; KickOther.
describe('user status, commercial abilities and KickOther through im-server', () => {
  let server: ImServer;
  let ann: Tim;
  let ben: Tim;
  const annSaw: StatusEvent[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    ann = await officialLogin(server.url, APP_ID, 'ann', sig('ann'));
    ben = await officialLogin(server.url, APP_ID, 'ben', sig('ben'));
    ann.on('onUserStatusUpdated', (e: { data: StatusEvent[] }) => annSaw.push(...e.data));
  });

  afterAll(async () => {
    await ann?.logout().catch(() => undefined);
    await server?.close();
  });

  it('a subscriber sees a custom status set and a logout; the status query answers online and the text', async () => {
    expect((await ann.subscribeUserStatus({ userIDList: ['ben'] })).data.failureUserList).toEqual([]);
    await ben.setSelfStatus({ customStatus: 'watching the derby 看球' });
    await until(() => annSaw.some((s) => s.customStatus === 'watching the derby 看球'), 5000, 'custom status at ann');
    expect(annSaw.at(-1)).toEqual({ userID: 'ben', statusType: 1, customStatus: 'watching the derby 看球' });
    const got = (await ann.getUserStatus({ userIDList: ['ben', 'nobody'] })).data;
    expect(got.successUserList).toEqual([
      { userID: 'ben', statusType: 1, customStatus: 'watching the derby 看球' },
      { userID: 'nobody', statusType: 3, customStatus: '' },
    ]);
    await ben.logout();
    await until(() => annSaw.some((s) => s.userID === 'ben' && s.statusType === 3), 5000, 'logout at ann');
    // A logout ends the custom status.
    expect((await ann.getUserStatus({ userIDList: ['ben'] })).data.successUserList[0]).toEqual({
      userID: 'ben',
      statusType: 3,
      customStatus: '',
    });
  });

  it('query 500, subscribe 100 at most; an empty unsubscribe ends every subscription', async () => {
    const raw = await RawSocket.login(server.url, 'cal');
    const ids = (n: number): string[] => Array.from({ length: n }, (_, i) => `id${i}`);
    expect((await raw.request('im_open_status.ws_get_user_status', { To_Account: ids(500) })).ErrorCode).toBe(0);
    expect((await raw.request('im_open_status.ws_get_user_status', { To_Account: ids(501) })).ErrorCode).toBe(70402);
    expect((await raw.request('im_open_status.ws_status_subscribe', { To_Account: ids(101) })).ErrorCode).toBe(70402);
    const bad = await raw.request('im_open_status.ws_status_subscribe', { To_Account: ['dee', 'x'.repeat(40)] });
    expect((bad.ErrorList as Body[]).map((e) => e.ErrorCode)).toEqual([70402]);
    const dee = await RawSocket.login(server.url, 'dee');
    const statusPushes = (): number =>
      raw.frames.filter((f) => JSON.stringify(f.body).includes('UserStatusList')).length;
    const before = statusPushes();
    await dee.request('im_open_status.ws_set_custom_status', { CustomStatus: 'one' });
    expect(await raw.until(() => statusPushes() > before, 3000)).toBe(true);
    await raw.request('im_open_status.ws_status_unsubscribe', { UnsubscribeAll: 1 });
    const after = statusPushes();
    await dee.request('im_open_status.ws_set_custom_status', { CustomStatus: 'two' });
    await dee.request('im_open_status.ws_set_custom_status', { CustomStatus: 'x'.repeat(101) }).then((r) => {
      expect(r.ErrorCode).toBe(70402);
    });
    expect(await raw.until(() => statusPushes() > after, 300)).toBe(false);
    await raw.close();
    await dee.close();
  });

  it('purchase bits: 64 characters, all granted by default; a switched-off ability is refused by SDK and service', async () => {
    const raw = await RawSocket.login(server.url, 'eli');
    const bits = await raw.request('im_sdk_config_mgr.fetch_imsdk_purchase_bitsv2', {});
    expect(bits.str_purchase_bits).toBe('1'.repeat(64));
    await raw.close();

    const limited = await startTestServer({ commercial: { userStatus: false } });
    const tim = await officialLogin(limited.url, APP_ID, 'fay', sig('fay'));
    const refused = await tim.getUserStatus({ userIDList: ['ann'] }).catch((err: { code: number }) => err.code);
    expect(refused).toBe(SDK_CANNOT_USE_COMMERCIAL_ABILITY);
    const rawLimited = await RawSocket.login(limited.url, 'gus');
    const bitsLimited = String(
      (await rawLimited.request('im_sdk_config_mgr.fetch_imsdk_purchase_bitsv2', {})).str_purchase_bits,
    );
    expect(bitsLimited).toHaveLength(64);
    expect(bitsLimited[63 - 7]).toBe('0');
    expect(bitsLimited.replace(/1/g, '')).toBe('0');
    expect((await rawLimited.request('im_open_status.ws_status_subscribe', { To_Account: ['ann'] })).ErrorCode).toBe(
      ABILITY_NOT_PURCHASED,
    );
    await rawLimited.close();
    await tim.logout();
    await limited.close();
  });

  it('KickOther tells the other instance it was kicked (the official SDK raises KICKED_OUT), then logs it out', async () => {
    // The official SDK's socket address names its instance; a raw socket of the same instance is no second login.
    const urls: string[] = [];
    const g = globalThis as unknown as { WebSocket: typeof WebSocket };
    const Plain = g.WebSocket;
    g.WebSocket = class extends Plain {
      constructor(address: string, protocols?: string | string[]) {
        urls.push(address);
        super(address, protocols);
      }
    } as typeof WebSocket;
    const TIM = loadOfficialSdk();
    const kay = TIM.create({ SDKAppID: APP_ID, proxyServer: server.url });
    kay.setLogLevel(4);
    const ready = new Promise<void>((resolve) => kay.on(TIM.EVENT.SDK_READY, () => resolve()));
    const kicked = new Promise<{ type: string }>((resolve) =>
      kay.on(TIM.EVENT.KICKED_OUT, (e: { data: { type: string } }) => resolve(e.data)),
    );
    await kay.login({ userID: 'kay', userSig: sig('kay') });
    await ready;
    // The SDK's own syncs after ready would be refused 70101 once kicked, unhandled inside it: a socket answers in
    // order, so once this call is answered they are too.
    await kay.getGroupList();
    g.WebSocket = Plain;
    const instance = new URL(urls[0] ?? '').searchParams.get('instanceid');
    const other = await RawSocket.open(`${server.url}/?instanceid=${instance}`);
    expect(
      (await other.request('im_open_status.wslogin', {}, { identifier: 'kay', usersig: sig('kay') })).ErrorCode,
    ).toBe(0);
    expect((await other.request('StatSvc.KickOther', {})).ErrorCode).toBe(0);
    expect(await kicked).toEqual({ type: TIM.TYPES.KICKED_OUT_MULT_DEVICE });

    // Between two raw instances: the push, then the kicked one is logged out; the kicker keeps its session.
    const third = await RawSocket.open(`${server.url}/?instanceid=${instance}`);
    await third.request('im_open_status.wslogin', {}, { identifier: 'kay', usersig: sig('kay') });
    await other.request('StatSvc.KickOther', {});
    const forced = (): { body: Body } | undefined =>
      third.frames.find((f) => f.head.servcmd === 'im_open_status.stat_forceoffline');
    expect(await third.until(() => forced() !== undefined, 3000)).toBe(true);
    expect(forced()?.body).toMatchObject({
      EventArray: [{ Event: 9, C2cNotifyMsgArray: [{ KickoutMsgNotify: { KickType: 2 } }] }],
    });
    // Only inside the event, as the cloud sends it.
    expect(forced()?.body).not.toHaveProperty('C2cNotifyMsgArray');
    expect((await third.request('sns.friend_get', {})).ErrorCode).toBe(70101);
    expect((await other.request('sns.friend_get', {})).ErrorCode).toBe(0);
    await other.close();
    await third.close();
  });
});
