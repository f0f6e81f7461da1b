import {
  liveGroupId,
  PLATFORM_CHAT_ACCOUNT,
  ROOM_ACTION,
  type RoomGiftData,
  SANDBOX_CHAT_APP_ID,
} from '@live/api-contract';
import TIM, { type Message } from '@live/im-client';
import { PLATFORM_ACTIONS, SYSTEM_ACCOUNT } from '@live/im-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE } from '../src/routes/user.ts';
import { chatGuest, lastLogged, register, sandbox, type TestSandbox, until } from './helpers.ts';

let sb: TestSandbox;
let clock = Math.floor(Date.now() / 1000);

beforeAll(async () => {
  sb = await sandbox({ now: () => clock });
});
afterAll(() => sb.close());

const login = (account: string, password: string, extra: Record<string, string> = {}) =>
  sb.post<{ token: string }>('/webapi/user/login', { account, password, ...extra });

async function solvedCaptcha(key: string): Promise<{ code: string; captcha: string }> {
  await fetch(`${sb.url}/api/user/smsCaptcha?code=${key}`).then((response) => response.text());
  return { code: key, captcha: lastLogged(sb, `captcha ${key}: `) };
}

describe('sandbox accounts: wrong passwords slow down, then lock (#13 item 8)', () => {
  it('after the free attempts, an attempt within the wait is refused before the password is checked', async () => {
    await register(sb, '13900000101', 'right-pass');
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures; i++)
      expect((await login('13900000101', 'wrong-pass')).msg).toBe('账号或密码错误');
    const hurried = await login('13900000101', 'right-pass');
    expect(hurried.status).toBe(1);
    expect(hurried.msg).toMatch(/请 \d+ 秒后再试/);
    clock += LOGIN_THROTTLE.maxDelaySeconds;
    expect((await login('13900000101', 'right-pass')).status).toBe(0);
  });

  it('200 wrong passwords in a burst lock the account: the right one is refused until a captcha or the lock ends', async () => {
    await register(sb, '13900000102', 'right-pass');
    const started = performance.now();
    const answers = [];
    for (let i = 0; i < 200; i++) answers.push((await login('13900000102', `wrong-${i}`)).msg);
    const burstMs = performance.now() - started;
    const checked = answers.filter((msg) => msg === '账号或密码错误').length;
    expect(checked, `passwords actually checked in a ${Math.round(burstMs)} ms burst`).toBeLessThanOrEqual(
      LOGIN_THROTTLE.lockFailures,
    );
    const locked = await login('13900000102', 'right-pass');
    expect(locked.status).toBe(1);
    expect(locked.msg).toContain('锁定');
    const wrongCaptcha = await login('13900000102', 'right-pass', { code: 'unlock-bad', captcha: 'nope' });
    expect(wrongCaptcha.status).toBe(1);
    const unlocked = await login('13900000102', 'right-pass', await solvedCaptcha('unlock-1'));
    expect(unlocked.status).toBe(0);
    expect((await login('13900000102', 'right-pass')).status).toBe(0);
  });

  it('a lock ends by itself after its time, and unknown account names are throttled alike', async () => {
    await register(sb, '13900000103', 'right-pass');
    for (let i = 0; i < 40; i++) await login('13900000103', 'wrong-pass');
    expect((await login('13900000103', 'right-pass')).msg).toContain('锁定');
    clock += LOGIN_THROTTLE.lockSeconds + 1;
    expect((await login('13900000103', 'right-pass')).status).toBe(0);
    for (let i = 0; i < 40; i++) await login('no-such-account', 'wrong-pass');
    expect((await login('no-such-account', 'wrong-pass')).msg).toContain('锁定');
  });
});

describe('sandbox money: amounts have at most 2 decimals (#13 item 8)', () => {
  it('a withdrawal of 10.000000001 is refused and the balance keeps whole fen', async () => {
    const { token } = await login('demo', 'sandbox123').then((answer) => answer.data);
    const before = (await sb.post<{ money: number }>('/api/wallet/getWallet', { token })).data.money;
    const odd = await sb.post('/api/wallet/withdraw', { token, amount: 10.000000001, account: 'a', name: 'n' });
    expect(odd.status).toBe(1);
    expect(odd.msg).toContain('两位小数');
    for (const amount of ['1e1', '-10', '10.555', 'ten'])
      expect((await sb.post('/api/wallet/withdraw', { token, amount, account: 'a', name: 'n' })).status).toBe(1);
    const body = { token, amount: 10.1, account: 'a', name: 'n', request_id: 'hardening-withdraw-1' };
    expect((await sb.post('/api/wallet/withdraw', body)).status).toBe(0);
    const after = (await sb.post<{ money: number }>('/api/wallet/getWallet', { token })).data.money;
    expect(after).toBe(Math.round((before - 10.1) * 100) / 100);
  });
});

describe('gifts: paid once per request_id, then posted by the platform (#13)', () => {
  it('the chat account the app trusts for gifts is the chat service administrator', () => {
    expect(PLATFORM_CHAT_ACCOUNT).toBe(SYSTEM_ACCOUNT);
    expect([...PLATFORM_ACTIONS].sort()).toEqual(
      [ROOM_ACTION.gift, ROOM_ACTION.raceStart, ROOM_ACTION.matchEvent].sort(),
    );
  });

  it('a user cannot post a RoomGift to a live group without paying: only the platform can', async () => {
    clock = Math.floor(Date.now() / 1000);
    const lives = await sb.post<{ list: { id: number }[] }>('/api/live/getRealLives', {});
    const group = liveGroupId((lives.data.list[0] as { id: number }).id);
    const user = await login('demo', 'sandbox123');
    const info = await sb.post<{ id: number; txim_sign: string }>('/webapi/User/getUserInfo', user.data);
    const client = TIM.create({ SDKAppID: SANDBOX_CHAT_APP_ID, proxyServer: `${sb.url.replace('http', 'ws')}/im` });
    try {
      await client.login({ userID: String(info.data.id), userSig: info.data.txim_sign });
      await until(() => client.isReady(), 'the chat client ready');
      await client.joinGroup({ groupID: group });
      const forged = client.createCustomMessage({
        to: group,
        conversationType: 'GROUP',
        payload: { data: JSON.stringify({ Action: ROOM_ACTION.gift, Data: { gift_id: 1, amount: 1314 } }) },
      });
      await expect(client.sendMessage(forged)).rejects.toMatchObject({ code: expect.any(Number) });
    } finally {
      await client.destroy();
    }
  });

  it('a gift retried with the same request_id charges once and posts one RoomGift to the live group', async () => {
    // The chat service checks sigs on the real clock: the throttle tests above moved the sandbox's ahead.
    clock = Math.floor(Date.now() / 1000);
    const sender = await register(sb, '13900000104');
    const lives = await sb.post<{ list: { id: number; anchorid: number }[] }>('/api/live/getRealLives', {});
    const room = lives.data.list[0] as { id: number; anchorid: number };
    const { client: viewer, got } = await chatGuest(sb, 'gift-watcher');
    try {
      await viewer.joinGroup({ groupID: liveGroupId(room.id) });
      const gold = async () => (await sb.post<{ gold: number }>('/api/wallet/getWallet', sender)).data.gold;
      const before = await gold();
      const body = {
        ...sender,
        gift_id: 1,
        anchorid: room.anchorid,
        liveid: room.id,
        amount: 10,
        request_id: 'gift-r-0001',
      };
      const first = await sb.post<{ gold: number; order_id: number }>('/api/gift/sendGift', body);
      expect(first.status, first.msg).toBe(0);
      const retries = await Promise.all([1, 2, 3].map(() => sb.post<{ order_id: number }>('/api/gift/sendGift', body)));
      for (const retry of retries) expect(retry.data.order_id).toBe(first.data.order_id);
      const price = before - first.data.gold;
      expect(price).toBeGreaterThan(0);
      expect(await gold()).toBe(before - price);
      const logs = await sb.post<{ list: { remark: string }[] }>('/api/user/getProfitList', { ...sender, size: 50 });
      expect(logs.data.list.filter((log) => log.remark.endsWith('x10'))).toHaveLength(1);

      const other = await sb.post('/api/gift/sendGift', { ...body, amount: 1 });
      expect(other.msg).toContain('request_id');
      const elsewhere = await sb.post('/api/gift/sendGift', {
        ...body,
        request_id: 'gift-r-0002',
        anchorid: room.anchorid + 1,
      });
      expect(elsewhere.status).toBe(1);
      expect(await gold()).toBe(before - price);

      const gifts = () =>
        got.filter((m) => {
          const data = JSON.parse(String(m.payload.data ?? '{}')) as { Action?: string };
          return m.to === liveGroupId(room.id) && data.Action === ROOM_ACTION.gift;
        });
      await until(() => gifts().length > 0, 'the RoomGift message');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(gifts()).toHaveLength(1);
      const message = gifts()[0] as Message;
      expect(message.from).toBe(PLATFORM_CHAT_ACCOUNT);
      const data = (JSON.parse(String(message.payload.data)) as { Data: RoomGiftData }).Data;
      expect(data).toMatchObject({
        gift_id: 1,
        amount: 10,
        uid: sender.uid,
        anchorid: room.anchorid,
        liveid: room.id,
        order_id: first.data.order_id,
      });
    } finally {
      await viewer.destroy();
    }
  });

  it('a visitor cannot send a gift, and the sender is the token, not a uid in the body', async () => {
    const lives = await sb.post<{ list: { id: number; anchorid: number }[] }>('/api/live/getRealLives', {});
    const room = lives.data.list[0] as { id: number; anchorid: number };
    const body = { gift_id: 1, anchorid: room.anchorid, liveid: room.id, amount: 1, request_id: 'visitor-0001' };
    expect((await sb.post('/api/gift/sendGift', { ...body, uid: 1 })).status).toBe(2);
  });
});
