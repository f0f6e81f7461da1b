import {
  API_STATUS,
  liveGroupId,
  PLATFORM_CHAT_ACCOUNT,
  ROOM_ACTION,
  type RoomGiftData,
  SANDBOX_CHAT_APP_ID,
} from '@live/api-contract';
import TIM, { type Message } from '@live/im-client';
import { PLATFORM_ACTIONS, SYSTEM_ACCOUNT } from '@live/im-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../src/auth/limits.ts';
import { LOGIN_THROTTLE } from '../src/auth/password-guard.ts';
import { chatGuest, lastLogged, register, sandbox, type TestSandbox, until } from './helpers.ts';

let sb: TestSandbox;
let clock = Math.floor(Date.now() / 1000);

beforeAll(async () => {
  sb = await sandbox({ now: () => clock });
});
afterAll(() => sb.close());

/** Each scenario logs in from its own client (the address brandgen's proxy would forward), so counts never mix. */
const login = (account: string, password: string, extra: Record<string, string> = {}, client = '127.0.0.1') =>
  sb.post<{ token: string }>('/webapi/user/login', { account, password, ...extra }, '', { 'x-forwarded-for': client });

async function solvedCaptcha(key: string): Promise<{ code: string; captcha: string }> {
  await fetch(`${sb.url}/api/user/smsCaptcha?code=${key}`).then((response) => response.arrayBuffer());
  return { code: key, captcha: lastLogged(sb, `captcha ${key}: `) };
}

describe('sandbox accounts: wrong passwords need the captcha, slow down, then lock (#13 item 8, issue #27)', () => {
  it('the third wrong password answers status 5: the next login needs the captcha, which then logs in', async () => {
    const client = '198.51.100.11';
    await register(sb, '13900000101', 'right-pass');
    for (let i = 1; i < LOGIN_THROTTLE.captchaAfter; i++)
      expect(await login('13900000101', 'wrong-pass', {}, client)).toMatchObject({ status: 1, msg: '账号或密码错误' });
    expect(await login('13900000101', 'wrong-pass', {}, client)).toMatchObject({
      status: API_STATUS.captchaRequired,
      msg: '账号或密码错误，请填写图形验证码后重试',
    });
    clock += LOGIN_THROTTLE.maxDelaySeconds;
    const bare = await login('13900000101', 'right-pass', {}, client);
    expect(bare).toMatchObject({ status: API_STATUS.captchaRequired, msg: '请输入图形验证码' });
    const pt = await sb.post('/webapi/user/login', { account: '13900000101', password: 'right-pass' }, '?lang=pt-br', {
      'x-forwarded-for': client,
    });
    expect(pt).toMatchObject({ status: API_STATUS.captchaRequired, msg: 'Digite o código da imagem' });
    expect((await login('13900000101', 'right-pass', await solvedCaptcha('c101'), client)).status).toBe(0);
    // The right password starts the account afresh.
    expect((await login('13900000101', 'right-pass', {}, client)).status).toBe(0);
  });

  it('a wrong captcha answers status 5 and is spent; the password is not checked with it', async () => {
    const client = '198.51.100.12';
    await register(sb, '13900000105', 'right-pass');
    for (let i = 0; i < LOGIN_THROTTLE.captchaAfter; i++) await login('13900000105', 'wrong-pass', {}, client);
    clock += LOGIN_THROTTLE.maxDelaySeconds;
    const solved = await solvedCaptcha('c105');
    const wrong = await login('13900000105', 'right-pass', { ...solved, captcha: 'zzzzz' }, client);
    expect(wrong).toMatchObject({ status: API_STATUS.captchaRequired, msg: '图形验证码错误，请重新输入' });
    const spent = await login('13900000105', 'right-pass', solved, client);
    expect(spent).toMatchObject({ status: API_STATUS.captchaRequired, msg: '图形验证码已失效，请点击图片刷新' });
    expect((await login('13900000105', 'right-pass', await solvedCaptcha('c105b'), client)).status).toBe(0);
  });

  it('after the free attempts, an attempt within the wait is refused before the password or captcha is checked', async () => {
    const client = '198.51.100.13';
    await register(sb, '13900000106', 'right-pass');
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures; i++) await login('13900000106', 'wrong-pass', {}, client);
    const hurried = await login('13900000106', 'right-pass', await solvedCaptcha('c106'), client);
    expect(hurried.status).toBe(1);
    expect(hurried.msg).toMatch(/请 \d+ 秒后再试/);
    clock += LOGIN_THROTTLE.maxDelaySeconds;
    expect((await login('13900000106', 'right-pass', await solvedCaptcha('c106b'), client)).status).toBe(0);
  });

  it('the lockout is bypassed by sending a captcha (issue #27): 500 guesses with solved captchas on a locked account are all refused, and so is the right password until the lock ends', async () => {
    const client = '198.51.100.14';
    await register(sb, '13900000102', 'right-pass');
    const started = performance.now();
    const answers: string[] = [];
    for (let i = 0; i < 500; i++) {
      if (i % 50 === 0) clock += LOGIN_THROTTLE.maxDelaySeconds;
      answers.push((await login('13900000102', `wrong-${i}`, await solvedCaptcha(`g${i}`), client)).msg);
    }
    const burstMs = performance.now() - started;
    const checked = answers.filter((msg) => msg.startsWith('账号或密码错误')).length;
    expect(checked, `passwords actually checked in a ${Math.round(burstMs)} ms burst`).toBeLessThanOrEqual(
      LOGIN_THROTTLE.lockFailures,
    );
    const locked = await login('13900000102', 'right-pass', await solvedCaptcha('unlock-1'), client);
    expect(locked.status).toBe(1);
    expect(locked.msg).toMatch(/账号已锁定，请 \d+ 分钟后再试/);
    clock += LOGIN_THROTTLE.lockSeconds + LOGIN_THROTTLE.maxDelaySeconds;
    expect((await login('13900000102', 'right-pass', await solvedCaptcha('unlock-2'), client)).status).toBe(0);
  });

  it('a lock ends by itself after its time, and unknown account names are throttled alike', async () => {
    const client = '198.51.100.15';
    await register(sb, '13900000103', 'right-pass');
    for (let i = 0; i < 40; i++) await login('13900000103', 'wrong-pass', await solvedCaptcha(`l${i}`), client);
    expect((await login('13900000103', 'right-pass', await solvedCaptcha('l-right'), client)).msg).toContain('锁定');
    clock += LOGIN_THROTTLE.lockSeconds + 1;
    expect((await login('13900000103', 'right-pass', await solvedCaptcha('l-after'), client)).status).toBe(0);
    for (let i = 0; i < 40; i++) await login('no-such-account', 'wrong-pass', await solvedCaptcha(`n${i}`), client);
    expect((await login('no-such-account', 'wrong-pass', await solvedCaptcha('n-last'), client)).msg).toContain('锁定');
  });

  it('30 wrong passwords from one client over many accounts make every login from it need the captcha; other clients are not affected', async () => {
    const client = '198.51.100.16';
    for (let i = 0; i < LIMITS.loginFailuresPerClient.max; i++) await login(`sprayed-${i}`, 'Password1', {}, client);
    expect(await login('demo', 'sandbox123', {}, client)).toMatchObject({ status: API_STATUS.captchaRequired });
    expect((await login('demo', 'sandbox123', await solvedCaptcha('spray'), client)).status).toBe(0);
    expect((await login('demo', 'sandbox123', {}, '198.51.100.17')).status).toBe(0);
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
