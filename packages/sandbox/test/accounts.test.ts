import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyUserSig } from '@live/im-server';
import { SANDBOX_IM } from '../src/index.ts';
import { lastLogged, register, sandbox, type TestSandbox } from './helpers.ts';

let sb: TestSandbox;
let clock = Math.floor(Date.now() / 1000);

beforeAll(async () => {
  sb = await sandbox({ tokenTtlSeconds: 3600, now: () => clock });
});
afterAll(() => sb.close());

describe('accounts', () => {
  it('captcha is a real image (spec §7: GET /api/user/smsCaptcha ?code): a 200x70 GIF, never cached', async () => {
    const response = await fetch(`${sb.url}/api/user/smsCaptcha?code=abc123`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/gif');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.subarray(0, 6).toString('latin1')).toBe('GIF89a');
    expect([body.readUInt16LE(6), body.readUInt16LE(8)]).toEqual([200, 70]);
  });

  it('register with captcha + SMS code, then login yields a token accepted by getUserInfo', async () => {
    const { token, uid } = await register(sb, '13900000001');
    expect(token).toMatch(/^[0-9a-f]{48}$/);
    const login = await sb.post<{ token: string; id: number; txim_sign: string }>('/webapi/user/login', {
      account: '13900000001',
      password: 'secret123',
    });
    expect(login.status).toBe(0);
    expect(login.data.id).toBe(uid);
    const info = await sb.post<Record<string, unknown>>('/webapi/User/getUserInfo', {
      token: login.data.token,
      uid,
      platform: 3,
    });
    expect(info.status).toBe(0);
    for (const field of [
      'account',
      'gold',
      'diamond',
      'money',
      'invite',
      'profile',
      'vip_level',
      'vip_date',
      'txim_sign',
      'third_member',
      'is_anchor',
      'is_operate',
    ]) {
      expect(info.data).toHaveProperty(field);
    }
    expect(info.data.id).toBe(uid);
    expect(info.data.gold).toBe(500);
  });

  it('txim_sign is a userSig for the chat app that verifies with the shared secret', async () => {
    const login = await sb.post<{ id: number; txim_sign: string }>('/webapi/user/login', {
      account: 'demo',
      password: 'sandbox123',
    });
    const check = (secretKey: string) =>
      verifyUserSig(login.data.txim_sign, {
        ...SANDBOX_IM,
        secretKey,
        identifier: String(login.data.id),
        nowSeconds: clock,
      });
    expect(check(SANDBOX_IM.secretKey)).toBeNull();
    expect(check('other')).not.toBeNull();
  });

  it('guest info carries userid, txim_sign and expire_time (spec §3)', async () => {
    const guest = await sb.post<{ userid: string; txim_sign: string; expire_time: number }>('/api/user/getGuestInfo', {
      device_id: 'device-1',
    });
    expect(guest.status).toBe(0);
    expect(guest.data.userid).toMatch(/^guest_/);
    expect(guest.data.expire_time).toBeGreaterThan(clock);
    expect(
      verifyUserSig(guest.data.txim_sign, { ...SANDBOX_IM, identifier: guest.data.userid, nowSeconds: clock }),
    ).toBeNull();
    const again = await sb.post<{ userid: string }>('/api/user/getGuestInfo', { device_id: 'device-1' });
    expect(again.data.userid).toBe(guest.data.userid);
  });

  it('an expired token answers status 2 with 登录超时 (spec §8)', async () => {
    const { token } = await register(sb, '13900000002');
    expect((await sb.post('/webapi/User/getUserInfo', { token })).status).toBe(0);
    clock += 3601;
    const expired = await sb.post('/webapi/User/getUserInfo', { token });
    expect(expired.status).toBe(2);
    expect(expired.msg).toContain('登录超时');
    const pt = await sb.post('/webapi/User/getUserInfo', { token }, '?lang=pt-br');
    expect(pt.status).toBe(2);
    // Shown as the login-timeout toast on pt-BR (issue #30 item 4: no Chinese the user did not write).
    expect(pt.msg).toBe('Sessão expirada, faça login novamente');
  });

  it('the admin endpoint expires one token at once', async () => {
    const { token } = await register(sb, '13900000003');
    const response = await fetch(`${sb.url}/sandbox/expire-token`, { method: 'POST', body: JSON.stringify({ token }) });
    expect((await response.json()).status).toBe(0);
    expect((await sb.post('/api/wallet/getWallet', { token })).status).toBe(2);
  });

  it('calls that need a user answer status 2 to visitors', async () => {
    const result = await sb.post('/api/task/getTaskInfo', {});
    expect(result.status).toBe(2);
  });

  it('login with a wrong password fails with a message', async () => {
    const result = await sb.post('/webapi/user/login', { account: 'demo', password: 'nope-nope' });
    expect(result.status).toBe(1);
    expect(result.msg).toBe('账号或密码错误');
  });

  it('change password, then only the new one logs in', async () => {
    const { token } = await register(sb, '13900000004', 'first-pass');
    expect(
      (await sb.post('/api/user/changePwd', { token, old_password: 'first-pass', password: 'second-pass' })).status,
    ).toBe(0);
    expect((await sb.post('/webapi/user/login', { account: '13900000004', password: 'first-pass' })).status).toBe(1);
    expect((await sb.post('/webapi/user/login', { account: '13900000004', password: 'second-pass' })).status).toBe(0);
  });

  it('bind phone with a picture captcha, an SMS code and (the account has a number) the account password', async () => {
    const login = await sb.post<{ token: string }>('/webapi/user/login', { account: 'vip', password: 'sandbox123' });
    const token = login.data.token;
    await fetch(`${sb.url}/api/user/smsCaptcha?code=bind1`).then((r) => r.arrayBuffer());
    const captcha = lastLogged(sb, 'captcha bind1: ');
    expect(
      (await sb.post('/api/user/sendVerifyCode', { token, mobile: '13700000009', captcha, code: 'bind1' })).status,
    ).toBe(0);
    const code = lastLogged(sb, 'SMS code for 13700000009: ');
    const bound = await sb.post<{ mobile: string }>('/api/User/bindPhone', {
      token,
      mobile: '13700000009',
      sms_code: code,
      password: 'sandbox123',
    });
    expect(bound.status).toBe(0);
    expect(bound.data.mobile).toBe('137****0009');
  });

  it('a wrong captcha answer is refused and the captcha is spent', async () => {
    await fetch(`${sb.url}/api/user/smsCaptcha?code=wrong1`).then((r) => r.arrayBuffer());
    const bad = await sb.post('/webapi/user/sendCode', { mobile: '13900000005', captcha: 'xxxx', code: 'wrong1' });
    expect(bad).toMatchObject({ status: 1, msg: '图形验证码错误，请重新输入' });
    const again = await sb.post('/webapi/user/sendCode', { mobile: '13900000005', captcha: 'xxxx', code: 'wrong1' });
    expect(again.msg).toBe('图形验证码已失效，请点击图片刷新');
  });
});

describe('stale tokens on public calls', () => {
  it('public calls answer a stale token as a visitor; calls that need the user answer status 2', async () => {
    const local = await sandbox();
    const home = await local.post('/api/home/getHomeData', { token: 'f'.repeat(48) });
    expect(home.status).toBe(0);
    expect((await local.post('/api/race/getAttentMatchlist', { token: 'f'.repeat(48) })).status).toBe(2);
    await local.close();
  });
});
