import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_STATUS, type TaskInfo } from '@live/api-contract';
import { afterAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../src/auth/limits.ts';
import { LOGIN_THROTTLE } from '../src/auth/password-guard.ts';
import { openDatabase } from '../src/db/database.ts';
import { DOCUMENTS } from '../src/legal/documents.ts';
import { INVITE_GOLD, INVITES_PER_DAY, NEW_USER_GOLD } from '../src/money/invites.ts';
import { balancesOf, ledgerSum } from '../src/money/ledger.ts';
import { DAY, dayOf, dayStart } from '../src/seed/calendar.ts';
import { lastLogged, sandbox, type TestSandbox } from './helpers.ts';

// Issue #27: accounts hold under abuse. Each describe names the finding its tests failed on before.

const folder = mkdtempSync(join(tmpdir(), 'sandbox-abuse-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const as = (client: string) => ({ 'x-forwarded-for': client });

async function captchaFor(sb: TestSandbox, key: string): Promise<{ code: string; captcha: string }> {
  await fetch(`${sb.url}/api/user/smsCaptcha?code=${key}`).then((response) => response.arrayBuffer());
  return { code: key, captcha: lastLogged(sb, `captcha ${key}: `) };
}

/** Asks an SMS code for `mobile` from `client`; returns the answer and, when sent, the code. */
async function smsCode(sb: TestSandbox, mobile: string, client: string) {
  const sent = await sb.post(
    '/webapi/user/sendCode',
    { mobile, ...(await captchaFor(sb, `k${mobile}`)) },
    '',
    as(client),
  );
  return { sent, code: sent.status === 0 ? lastLogged(sb, `SMS code for ${mobile}: `) : '' };
}

/** The whole registration of the register page from `client`: picture captcha, SMS code, consent. */
async function registerFrom(sb: TestSandbox, mobile: string, client: string, extra: Record<string, unknown> = {}) {
  const { sent, code } = await smsCode(sb, mobile, client);
  if (sent.status !== 0) return sent as typeof sent & { data: { token: string; id: number } };
  return sb.post<{ token: string; id: number }>(
    '/webapi/user/regist',
    { mobile, sms_code: code, password: 'secret123', agree: 1, ...extra },
    '',
    as(client),
  );
}

describe('issue #27: the captcha SVG draws digits as line segments a 20-line script reads', () => {
  /** The script that read the former captcha: each <g> a digit, each line's ends on the 16 px grid a segment. */
  const DIGITS: Record<string, string> = {
    abcdef: '0',
    bc: '1',
    abdeg: '2',
    abcdg: '3',
    bcfg: '4',
    acdfg: '5',
    acdefg: '6',
    abc: '7',
    abcdefg: '8',
    abcdfg: '9',
  };
  const SEGMENT: Record<string, string> = {
    '0,0,16,0': 'a',
    '16,0,16,16': 'b',
    '16,16,16,32': 'c',
    '0,32,16,32': 'd',
    '0,16,0,32': 'e',
    '0,0,0,16': 'f',
    '0,16,16,16': 'g',
  };
  const read = (picture: string) =>
    [...picture.matchAll(/<g [^>]*>(.*?)<\/g>/g)]
      .map(([, lines = '']) => {
        const segments = [...lines.matchAll(/x1="(-?\d+)" y1="(-?\d+)" x2="(-?\d+)" y2="(-?\d+)"/g)]
          .map(
            (m) =>
              SEGMENT[
                m
                  .slice(1)
                  .map((v) => Math.round(Number(v) / 16) * 16)
                  .join(',')
              ] ?? '?',
          )
          .sort()
          .join('');
        return DIGITS[segments] ?? '?';
      })
      .join('');

  it('reads none of 200 captchas: they are raster GIFs of distorted letters, carrying no shapes and no answer', async () => {
    const sb = await sandbox({ chat: false });
    try {
      let readBack = 0;
      for (let i = 0; i < 200; i++) {
        const response = await fetch(`${sb.url}/api/user/smsCaptcha?code=read${i}`);
        expect(response.headers.get('content-type')).toBe('image/gif');
        const bytes = Buffer.from(await response.arrayBuffer());
        const answer = lastLogged(sb, `captcha read${i}: `);
        expect(answer).toMatch(/^[a-z]{4}$/);
        if (read(bytes.toString('latin1')) === answer) readBack++;
        expect(bytes.toString('latin1')).not.toContain(answer);
      }
      expect(readBack).toBe(0);
    } finally {
      await sb.close();
    }
  });
});

describe('issue #27: 1,000 registrations from one client in 5.5 s, and the inviter gained 100,000 gold', () => {
  it('1,000 registrations from one client are throttled with a clear message, a second client still registers, and the inviter gains nothing yet', async () => {
    const dbPath = join(folder, 'burst.db');
    const sb = await sandbox({ chat: false, dbPath });
    try {
      const inviter = await registerFrom(sb, '13500000000', '203.0.113.99');
      const inviteCode = (await sb.post<{ invite: { invite_code: string } }>('/webapi/User/getUserInfo', inviter.data))
        .data.invite.invite_code;
      const started = performance.now();
      const answers = [];
      for (let i = 0; i < 1000; i++)
        answers.push(
          await registerFrom(sb, `1360000${String(i).padStart(4, '0')}`, '203.0.113.1', { invite_code: inviteCode }),
        );
      const ms = Math.round(performance.now() - started);
      const registered = answers.filter((answer) => answer.status === 0);
      expect(registered, `registered of 1,000 in ${ms} ms`).toHaveLength(LIMITS.registerPerClient.max);
      const refused = new Set(answers.filter((answer) => answer.status !== 0).map((answer) => answer.msg));
      expect([...refused]).toEqual([expect.stringMatching(/^此网络请求验证码过于频繁，请 \d+ 分钟后再试$/)]);

      // A code got elsewhere does not help: the registration itself is limited per client.
      const { code } = await smsCode(sb, '13600001000', '203.0.113.50');
      const body = { mobile: '13600001000', sms_code: code, password: 'secret123', agree: 1 };
      const throttled = await sb.post('/webapi/user/regist', body, '', as('203.0.113.1'));
      expect(throttled.msg).toMatch(/^此网络注册账号过于频繁，请 \d+ 分钟后再试$/);
      const pt = await sb.post('/webapi/user/regist', body, '?lang=pt-br', as('203.0.113.1'));
      expect(pt.msg).toMatch(/^Muitos cadastros a partir desta rede: tente de novo em \d+ min$/);

      expect((await registerFrom(sb, '13600002000', '203.0.113.2')).status).toBe(0);

      const db = openDatabase(dbPath);
      try {
        expect(balancesOf(db, inviter.data.id).gold).toBe(NEW_USER_GOLD);
        expect(ledgerSum(db, inviter.data.id, 'gold')).toBe(NEW_USER_GOLD);
        const invites = db.prepare('SELECT COUNT(*) AS n FROM invites WHERE inviter_id = ?').get(inviter.data.id);
        expect(invites).toEqual({ n: LIMITS.registerPerClient.max });
      } finally {
        db.close();
      }
    } finally {
      await sb.close();
    }
  }, 60_000);
});

describe('issue #27: the invite credit and the registration bonus are written outside the ledger', () => {
  it("the invite pays through the ledger once, at the invitee's first check-in on a later day, with the inviteFriend task", async () => {
    let clock = dayStart(dayOf(Math.floor(Date.now() / 1000))) + 10 * 3600;
    const dbPath = join(folder, 'invite.db');
    const sb = await sandbox({ chat: false, dbPath, now: () => clock });
    const db = openDatabase(dbPath);
    try {
      const inviter = await registerFrom(sb, '13500000001', '203.0.113.3');
      const { invite } = (await sb.post<{ invite: { invite_code: string } }>('/webapi/User/getUserInfo', inviter.data))
        .data;
      const invitee = await registerFrom(sb, '13500000002', '203.0.113.4', { invite_code: invite.invite_code });
      expect(invitee.status).toBe(0);
      const welcome = db
        .prepare('SELECT type, amount, balance FROM wallet_logs WHERE user_id = ?')
        .all(invitee.data.id) as unknown[];
      expect(welcome).toEqual([{ type: 8, amount: NEW_USER_GOLD, balance: NEW_USER_GOLD }]);

      const inviterGold = () => balancesOf(db, inviter.data.id).gold;
      const checkin = (request_id: string) => sb.post('/api/task/checkin', { ...invitee.data, request_id });
      expect((await checkin('invitee-day-0')).status).toBe(0);
      expect(inviterGold()).toBe(NEW_USER_GOLD);

      clock += DAY;
      expect((await checkin('invitee-day-1')).status).toBe(0);
      expect(inviterGold()).toBe(NEW_USER_GOLD + INVITE_GOLD);
      expect(ledgerSum(db, inviter.data.id, 'gold')).toBe(NEW_USER_GOLD + INVITE_GOLD);
      const tasks = (await sb.post<TaskInfo>('/api/task/getTaskInfo', inviter.data)).data.tasks;
      expect(tasks.find((task) => task.key === 'inviteFriend')).toMatchObject({ stage: 1 });

      clock += DAY;
      expect((await checkin('invitee-day-2')).status).toBe(0);
      expect(inviterGold()).toBe(NEW_USER_GOLD + INVITE_GOLD);
      const benefits = await sb.post<{ invited: number; invite_gold: number }>('/api/vip/getBenefits', inviter.data);
      expect(benefits.data).toMatchObject({ invited: 1, invite_gold: INVITE_GOLD });
    } finally {
      db.close();
      await sb.close();
    }
  });

  it(`an inviter is paid for at most ${INVITES_PER_DAY} invitees a day; the rest are paid at their next check-in`, async () => {
    let clock = dayStart(dayOf(Math.floor(Date.now() / 1000))) + 10 * 3600;
    const dbPath = join(folder, 'invite-cap.db');
    const sb = await sandbox({ chat: false, dbPath, now: () => clock });
    const db = openDatabase(dbPath);
    try {
      const inviter = await registerFrom(sb, '13500000010', '203.0.113.5');
      const { invite } = (await sb.post<{ invite: { invite_code: string } }>('/webapi/User/getUserInfo', inviter.data))
        .data;
      const invitees = [];
      for (let i = 0; i <= INVITES_PER_DAY; i++)
        invitees.push(
          (
            await registerFrom(sb, `135000001${String(i).padStart(2, '0')}`, `203.0.113.${10 + i}`, {
              invite_code: invite.invite_code,
            })
          ).data,
        );
      clock += DAY;
      for (const [i, invitee] of invitees.entries())
        expect((await sb.post('/api/task/checkin', { ...invitee, request_id: `cap-day1-${i}` })).status).toBe(0);
      expect(balancesOf(db, inviter.data.id).gold).toBe(NEW_USER_GOLD + INVITES_PER_DAY * INVITE_GOLD);
      clock += DAY;
      const last = invitees.at(-1) as { token: string };
      expect((await sb.post('/api/task/checkin', { ...last, request_id: 'cap-b-last' })).status).toBe(0);
      expect(balancesOf(db, inviter.data.id).gold).toBe(NEW_USER_GOLD + (INVITES_PER_DAY + 1) * INVITE_GOLD);
    } finally {
      db.close();
      await sb.close();
    }
  });
});

describe("issue #27: SMS to anyone's number with only a login token", () => {
  it('sendVerifyCode needs the picture captcha and refuses a number bound to another account', async () => {
    const sb = await sandbox({ chat: false });
    try {
      const user = await registerFrom(sb, '13500000020', '203.0.113.40');
      const bare = await sb.post('/api/user/sendVerifyCode', { ...user.data, mobile: '13500000021' });
      expect(bare).toMatchObject({ status: API_STATUS.failed, msg: '请输入图形验证码' });
      const taken = await sb.post('/api/user/sendVerifyCode', {
        ...user.data,
        mobile: '13800138000',
        ...(await captchaFor(sb, 'sv-taken')),
      });
      expect(taken.msg).toBe('该手机号已被其他账号绑定');
      const sent = await sb.post('/api/user/sendVerifyCode', {
        ...user.data,
        mobile: '13500000021',
        ...(await captchaFor(sb, 'sv-ok')),
      });
      expect(sent.status).toBe(0);
    } finally {
      await sb.close();
    }
  });

  it(`a number gets at most ${LIMITS.smsPerNumber.max} codes a day whoever asks, and a client at most ${LIMITS.smsPerClient.max} an hour`, async () => {
    let clock = 1_800_000_000;
    const sb = await sandbox({ chat: false, now: () => clock });
    try {
      const target = '13500000030';
      for (let i = 0; i < LIMITS.smsPerNumber.max; i++) {
        expect((await smsCode(sb, target, `203.0.113.${60 + i}`)).sent.status).toBe(0);
        clock += 61;
      }
      const capped = await smsCode(sb, target, '203.0.113.80');
      expect(capped.sent.msg).toBe('该手机号今日获取验证码次数已达上限（10 次），请明天再试');
      clock += DAY;
      expect((await smsCode(sb, target, '203.0.113.80')).sent.status).toBe(0);

      for (let i = 0; i < LIMITS.smsPerClient.max; i++)
        expect((await smsCode(sb, `135100${String(i).padStart(5, '0')}`, '203.0.113.81')).sent.status).toBe(0);
      const flooded = await smsCode(sb, '13519999999', '203.0.113.81');
      expect(flooded.sent.msg).toMatch(/^此网络请求验证码过于频繁，请 \d+ 分钟后再试$/);
      expect((await smsCode(sb, '13519999999', '203.0.113.82')).sent.status).toBe(0);
    } finally {
      await sb.close();
    }
  });
});

describe('issue #27: rebinding a phone does not verify the owner', () => {
  async function newNumberCode(sb: TestSandbox, token: string, mobile: string): Promise<string> {
    const sent = await sb.post('/api/user/sendVerifyCode', { token, mobile, ...(await captchaFor(sb, `rb${mobile}`)) });
    expect(sent.status).toBe(0);
    return lastLogged(sb, `SMS code for ${mobile}: `);
  }

  it('rebinding needs the account password; wrong ones count toward the lockout', async () => {
    let clock = 1_800_000_000;
    const sb = await sandbox({ chat: false, now: () => clock });
    try {
      const user = await registerFrom(sb, '13500000040', '203.0.113.90');
      const { token } = user.data;
      const body = { token, mobile: '13500000041', sms_code: await newNumberCode(sb, token, '13500000041') };
      expect(await sb.post('/api/User/bindPhone', body)).toMatchObject({
        status: 1,
        msg: '更换手机号需要验证账号密码',
      });
      const pt = await sb.post('/api/User/bindPhone', body, '?lang=pt-br');
      expect(pt.msg).toBe('Para trocar o celular, confirme a senha da conta');
      for (let i = 0; i < LOGIN_THROTTLE.lockFailures; i++) {
        clock += LOGIN_THROTTLE.maxDelaySeconds;
        expect((await sb.post('/api/User/bindPhone', { ...body, password: `wrong-${i}` })).status).toBe(1);
      }
      const login = await sb.post('/webapi/user/login', { account: '13500000040', password: 'secret123' });
      expect(login.msg).toContain('锁定');
      clock += LOGIN_THROTTLE.lockSeconds + LOGIN_THROTTLE.maxDelaySeconds;
      body.sms_code = await newNumberCode(sb, token, '13500000041');
      const bound = await sb.post<{ mobile: string }>('/api/User/bindPhone', { ...body, password: 'secret123' });
      expect(bound.status, bound.msg).toBe(0);
      expect(bound.data.mobile).toBe('135****0041');
    } finally {
      await sb.close();
    }
  });

  it('binding a first number needs no password', async () => {
    const dbPath = join(folder, 'first-bind.db');
    const sb = await sandbox({ chat: false, dbPath });
    const db = openDatabase(dbPath);
    try {
      const now = Math.floor(Date.now() / 1000);
      db.prepare(
        "INSERT INTO users (id, account, nick_name, invite_code, regist_time) VALUES (900, 'no-phone', 'n', 'NOPHONE1', ?)",
      ).run(now);
      db.prepare("INSERT INTO tokens (token, user_id, created_at, expires_at) VALUES ('nophone-token', 900, ?, ?)").run(
        now,
        now + 3600,
      );
      const code = await newNumberCode(sb, 'nophone-token', '13500000050');
      const bound = await sb.post('/api/User/bindPhone', {
        token: 'nophone-token',
        mobile: '13500000050',
        sms_code: code,
      });
      expect(bound.status, bound.msg).toBe(0);
    } finally {
      db.close();
      await sb.close();
    }
  });
});

describe('issue #27: registration asks no consent to the user agreement and the privacy policy', () => {
  it('a registration without agree: 1 is refused in both languages; one with it records what was agreed, when and from where', async () => {
    const dbPath = join(folder, 'consent.db');
    const sb = await sandbox({ chat: false, dbPath });
    const db = openDatabase(dbPath);
    try {
      const { code } = await smsCode(sb, '13500000060', '203.0.113.100');
      const body = { mobile: '13500000060', sms_code: code, password: 'secret123' };
      expect(await sb.post('/webapi/user/regist', body)).toMatchObject({
        status: 1,
        msg: '请阅读并勾选同意《用户协议》和《隐私政策》',
      });
      expect((await sb.post('/webapi/user/regist', { ...body, agree: 0 }, '?lang=pt-br')).msg).toBe(
        'Leia e marque que aceita os Termos de uso e a Política de privacidade',
      );
      const user = await sb.post<{ id: number }>('/webapi/user/regist', { ...body, agree: 1 }, '', as('203.0.113.100'));
      expect(user.status).toBe(0);
      const consents = db
        .prepare('SELECT document, version, agreed_at, client FROM consents WHERE user_id = ? ORDER BY document')
        .all(user.data.id) as { document: number; version: string; agreed_at: number; client: string }[];
      expect(consents.map(({ document, version, client }) => ({ document, version, client }))).toEqual([
        { document: 1, version: DOCUMENTS[1].version, client: '203.0.113.100' },
        { document: 2, version: DOCUMENTS[2].version, client: '203.0.113.100' },
      ]);
      expect(consents[0]?.agreed_at).toBeGreaterThan(0);
    } finally {
      db.close();
      await sb.close();
    }
  });
});
