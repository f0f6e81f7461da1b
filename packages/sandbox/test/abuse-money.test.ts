import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DatabaseSync } from 'node:sqlite';
import { CHAT_VIP_PROFILE_TAG, SANDBOX_CHAT_APP_ID } from '@live/api-contract';
import TIM from '@live/im-client';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { MIGRATIONS } from '../src/db/migrations.ts';
import { auditLedger } from '../src/money/audit.ts';
import { balancesOf } from '../src/money/ledger.ts';
import { DEMO_ACCOUNTS } from '../src/index.ts';
import { DAY } from '../src/seed/calendar.ts';
import { register, sandbox, type TestSandbox, until } from './helpers.ts';

// Issue #27: money holds under abuse. Each describe names the finding its tests failed on before.

const folder = mkdtempSync(join(tmpdir(), 'sandbox-abuse-money-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const CLI = join(dirname(fileURLToPath(import.meta.url)), '../src/cli.ts');

const login = async (sb: TestSandbox, account: string, password = DEMO_ACCOUNTS.demo.password) =>
  (await sb.post<{ token: string; id: number }>('/webapi/user/login', { account, password })).data;

async function firstRoom(sb: TestSandbox): Promise<{ id: number; anchorid: number }> {
  const lives = await sb.post<{ list: { id: number; anchorid: number }[] }>('/api/live/getRealLives', {});
  return lives.data.list[0] as { id: number; anchorid: number };
}

describe("issue #27: a gift's request_id is accepted again for a VIP purchase", () => {
  it("a request_id belongs to one operation: a gift's is refused for VIP and a VIP's for a gift, charging nothing", async () => {
    const dbPath = join(folder, 'kinds.db');
    const sb = await sandbox({ chat: false, dbPath });
    const db = openDatabase(dbPath);
    try {
      const user = await register(sb, '13400000001');
      await sb.post('/sandbox/credit', { uid: user.uid, gold: 5000 });
      const room = await firstRoom(sb);
      const gift = { ...user, gift_id: 1, anchorid: room.anchorid, liveid: room.id, amount: 1 };
      expect((await sb.post('/api/gift/sendGift', { ...gift, request_id: 'shared-key-1' })).status).toBe(0);
      const gold = balancesOf(db, user.uid).gold;
      const vip = await sb.post('/api/vip/buy', { ...user, plan_id: 1, request_id: 'shared-key-1' });
      expect(vip).toMatchObject({ status: 1, msg: '这个 request_id 已用于另一个请求' });
      expect((await sb.post('/api/vip/buy', { ...user, plan_id: 1, request_id: 'shared-key-2' })).status).toBe(0);
      const afterVip = balancesOf(db, user.uid).gold;
      expect(afterVip).toBeLessThan(gold);
      const giftAgain = await sb.post('/api/gift/sendGift', { ...gift, request_id: 'shared-key-2' });
      expect(giftAgain).toMatchObject({ status: 1, msg: '这个 request_id 已用于另一个请求' });
      expect(balancesOf(db, user.uid).gold).toBe(afterVip);
      expect(auditLedger(db).mismatches).toEqual([]);
    } finally {
      db.close();
      await sb.close();
    }
  });
});

describe('issue #27: replaying an earlier VIP key sets the chat VIP expiry 30 days early', () => {
  it('a replay answers the first result and changes nothing: neither the account nor its chat profile', async () => {
    const dbPath = join(folder, 'vip-replay.db');
    const sb = await sandbox({ dbPath });
    const db = openDatabase(dbPath);
    const user = await register(sb, '13400000002');
    await sb.post('/sandbox/credit', { uid: user.uid, gold: 5000 });
    const info = await sb.post<{ txim_sign: string }>('/webapi/User/getUserInfo', user);
    const client = TIM.create({ SDKAppID: SANDBOX_CHAT_APP_ID, proxyServer: `${sb.url.replace('http', 'ws')}/im` });
    try {
      await client.login({ userID: String(user.uid), userSig: info.data.txim_sign });
      await until(() => client.isReady(), 'ready');
      const chatVip = async () => {
        const [profile] = (await client.getUserProfile({ userIDList: [String(user.uid)] })).data;
        const field = profile?.profileCustomField.find((item) => item.key === CHAT_VIP_PROFILE_TAG);
        return JSON.parse(field?.value ?? '{}') as { vip_date?: number };
      };
      const buy = (request_id: string) =>
        sb.post<{ vip_level: number; vip_date: number; gold: number }>('/api/vip/buy', {
          ...user,
          plan_id: 1,
          request_id,
        });
      const first = await buy('vip-month-01');
      const second = await buy('vip-month-02');
      expect(second.data.vip_date - first.data.vip_date).toBe(30 * DAY);
      let latest = 0;
      await until(() => {
        void chatVip().then((vip) => (latest = vip.vip_date ?? 0));
        return latest === second.data.vip_date;
      }, 'the second purchase in chat');

      const gold = balancesOf(db, user.uid).gold;
      const replay = await buy('vip-month-01');
      expect(replay).toEqual(first);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await chatVip()).vip_date).toBe(second.data.vip_date);
      expect(db.prepare('SELECT vip_date FROM users WHERE id = ?').get(user.uid)).toEqual({
        vip_date: second.data.vip_date,
      });
      expect(balancesOf(db, user.uid).gold).toBe(gold);
    } finally {
      await client.destroy();
      db.close();
      await sb.close();
    }
  });
});

describe("issue #27: 42 seeded accounts' balances do not equal their wallet logs", () => {
  it('a freshly seeded database audits clean, and so does a seeded world after days of use', async () => {
    let clock = 1_800_000_000;
    const dbPath = join(folder, 'world.db');
    const sb = await sandbox({ chat: false, dbPath, now: () => clock });
    const db = openDatabase(dbPath);
    try {
      const seeded = auditLedger(db);
      expect(seeded.users).toBeGreaterThanOrEqual(43);
      expect(seeded.mismatches).toEqual([]);
      expect(seeded.totals.gold.balances).toBeGreaterThan(0);

      const demo = await login(sb, DEMO_ACCOUNTS.demo.account);
      const vip = await login(sb, DEMO_ACCOUNTS.vip.account);
      const room = await firstRoom(sb);
      const newcomers: { token: string }[] = [];
      let n = 0;
      const key = (what: string) => `${what}-${String(++n).padStart(6, '0')}`;
      for (let day = 0; day < 5; day++) {
        // Each day a friend of the demo user joins; yesterday's newcomers check in again today.
        newcomers.push(
          await register(sb, `1340010${String(day).padStart(4, '0')}`, 'secret123', { invite_code: 'DEMO0001' }),
        );
        for (const user of [demo, vip, ...newcomers]) {
          await sb.post('/api/task/checkin', { token: user.token, request_id: key('checkin') });
          const order = await sb.post<{ order_id: number }>('/api/wallet/recharge', {
            token: user.token,
            option_id: 1 + (day % 3),
            request_id: key('recharge'),
          });
          await sb.post('/sandbox/recharge', {
            order_id: order.data.order_id,
            result: day % 4 === 3 ? 'failed' : 'paid',
          });
          const gift = {
            token: user.token,
            gift_id: 1 + (day % 3),
            anchorid: room.anchorid,
            liveid: room.id,
            amount: 10,
          };
          const giftKey = key('gift');
          await sb.post('/api/gift/sendGift', { ...gift, request_id: giftKey });
          await sb.post('/api/gift/sendGift', { ...gift, request_id: giftKey });
          await sb.post('/api/vip/buy', { token: user.token, plan_id: 1, request_id: key('vip') });
          await sb.post('/api/shop/buyGoods', { token: user.token, goods_id: 1 + day, request_id: key('goods') });
          await sb.post('/api/task/receive', { token: user.token, key: 'sendGift', request_id: key('task') });
        }
        const payout = await sb.post<{ id: number }>('/api/wallet/withdraw', {
          token: demo.token,
          amount: 10.5,
          account: '6222',
          name: 'demo',
          request_id: key('withdraw'),
        });
        if (day % 2 === 0) await sb.post('/sandbox/payout', { id: payout.data.id, cancel: true });
        await sb.post('/sandbox/credit', { uid: DEMO_ACCOUNTS.vip.id, money: 1.25 });
        clock += DAY;
        expect(auditLedger(db).mismatches, `after day ${day}`).toEqual([]);
      }
      // Invitees who came back on a later day paid the demo user their invite rewards (type 7).
      const types = db
        .prepare('SELECT DISTINCT type FROM wallet_logs WHERE created_at >= 1800000000 ORDER BY type')
        .all() as { type: number }[];
      expect(types.map((row) => row.type)).toEqual(expect.arrayContaining([1, 2, 3, 4, 6, 7, 8, 9, 10]));
    } finally {
      db.close();
      await sb.close();
    }
  });

  it('npm run sandbox -- --audit prints per-currency totals, exits 0 when clean and 1 naming each mismatch', async () => {
    const dbPath = join(folder, 'cli.db');
    await (await sandbox({ chat: false, dbPath })).close();
    const audit = () => spawnSync(process.execPath, [CLI, '--audit', '--db', dbPath], { encoding: 'utf8' });
    const clean = audit();
    expect(clean.status, clean.stderr).toBe(0);
    expect(clean.stdout).toMatch(/^gold\s+\d+\s+\d+\s+0$/m);
    expect(clean.stdout).toMatch(/^money\s+\d+\.\d\d\s+\d+\.\d\d\s+0$/m);
    expect(clean.stdout).toContain('OK: every balance equals the sum of its ledger rows');

    const db = new DatabaseSync(dbPath);
    db.prepare('UPDATE users SET gold = gold + 7 WHERE id = ?').run(DEMO_ACCOUNTS.demo.id);
    db.close();
    const off = audit();
    expect(off.status).toBe(1);
    expect(off.stdout).toContain(`user ${DEMO_ACCOUNTS.demo.id} gold: balance 5007, ledger 5000`);
    expect(off.stdout).toContain('MISMATCH: 1 balances differ from their ledger');
    expect(spawnSync(process.execPath, [CLI, '--audit', '--db', join(folder, 'none.db')]).status).toBe(2);
  });

  it('a database written before every balance went through the ledger is reconciled by migration 14', () => {
    const path = join(folder, 'at-13.db');
    const old = new DatabaseSync(path);
    for (const sql of MIGRATIONS.slice(0, 13)) old.exec(sql);
    old.exec('PRAGMA user_version = 13');
    old.exec(`INSERT INTO users (id, account, nick_name, invite_code, regist_time, gold, diamond, money)
      VALUES (5, 'old', 'n', 'OLD00005', 100, 700, 30, 12.34)`);
    old.exec(`INSERT INTO wallet_logs (user_id, type, currency, amount, balance, remark, created_at)
      VALUES (5, 8, 'gold', 500, 500, '注册奖励', 100)`);
    old.exec(`INSERT INTO gift_orders (user_id, request_id, gift_id, anchor_id, live_id, amount, cost, gold_after,
      gift_spend_after, created_at) VALUES (5, 'old-gift-key', 1, 11, 1011, 1, 1, 0, 1, 100)`);
    old.close();
    const db = openDatabase(path);
    try {
      expect(auditLedger(db).mismatches).toEqual([]);
      const opening = db.prepare('SELECT currency, amount FROM wallet_logs WHERE type = 12 ORDER BY currency').all();
      expect(opening).toEqual([
        { currency: 'diamond', amount: 30 },
        { currency: 'gold', amount: 200 },
        { currency: 'money', amount: 12.34 },
      ]);
      expect(db.prepare('SELECT fingerprint FROM ledger_requests WHERE key = ?').get('old-gift-key')).toEqual({
        fingerprint: 'gift:1:11:1011:1',
      });
    } finally {
      db.close();
    }
  });
});
