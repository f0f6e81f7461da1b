import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Balances, ModelItem, PageOf, Payout, RechargeOrder, WithBalances } from '@live/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../src/db/database.ts';
import { balancesOf, ledgerSum, move } from '../src/money/ledger.ts';
import { STAGE_SECONDS } from '../src/money/payouts.ts';
import { DEMO_ACCOUNTS } from '../src/index.ts';
import { register, sandbox, type TestSandbox } from './helpers.ts';

// Issue #19: the sandbox keeps money right. A second connection to the sandbox's database file sets balances
// through the ledger (as an operator would) and reads the ledger back.
let sb: TestSandbox;
let db: Db;
let folder: string;
let clock = 1_790_000_000;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'money-'));
  const dbPath = join(folder, 'sandbox.db');
  sb = await sandbox({ dbPath, now: () => clock, chat: false });
  db = openDatabase(dbPath);
});

afterAll(async () => {
  db.close();
  await sb.close();
  rmSync(folder, { recursive: true, force: true });
});

/** Sets a user's gold to exactly `gold` through the ledger. */
function setGold(userId: number, gold: number): void {
  move(db, { userId, gold: gold - balancesOf(db, userId).gold, type: 1, remark: ['test', 'test'], now: clock });
}

const count = (sql: string, ...args: number[]) => (db.prepare(sql).get(...args) as { n: number }).n;

describe('money (issue #19)', () => {
  it('200 concurrent purchases by one user with gold for exactly 100 end with 100 orders and a zero balance', async () => {
    const { token, uid } = await register(sb, '13700000019');
    const price = 100;
    setGold(uid, 100 * price);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        sb.post('/api/shop/buyGoods', { token, goods_id: 1, request_id: `burst-${String(i).padStart(4, '0')}` }),
      ),
    );
    expect(answers.filter((a) => a.status === 0)).toHaveLength(100);
    expect(answers.filter((a) => a.status !== 0).every((a) => a.msg === '金币不足，请先充值')).toBe(true);
    expect(count('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?', uid)).toBe(100);
    expect(count('SELECT COUNT(*) AS n FROM bag_items WHERE user_id = ?', uid)).toBe(100);
    expect(count('SELECT COUNT(*) AS n FROM bag_logs WHERE user_id = ?', uid)).toBe(100);
    expect(balancesOf(db, uid).gold).toBe(0);
    expect(ledgerSum(db, uid, 'gold')).toBe(0);
  });

  it('a replayed purchase returns the first result and charges once; the same key for another purchase is refused', async () => {
    const { token, uid } = await register(sb, '13700000020');
    setGold(uid, 1000);
    const body = { token, goods_id: 2, quantity: 2, request_id: 'replay-0001' };
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => sb.post<{ id: number }>('/api/shop/buyGoods', body)));
    expect(new Set(answers.map((a) => a.data.id)).size).toBe(1);
    expect(balancesOf(db, uid).gold).toBe(1000 - 2 * 200);
    expect((await sb.post('/api/shop/buyGoods', { ...body, quantity: 1 })).msg).toBe(
      '这个 request_id 已用于另一个请求',
    );
    const vip = { token, plan_id: 1, request_id: 'replay-vip-01' };
    const first = await sb.post('/api/vip/buy', vip);
    expect(await sb.post('/api/vip/buy', vip)).toEqual(first);
    expect(balancesOf(db, uid).gold).toBe(600 - 300);
    expect(ledgerSum(db, uid, 'gold')).toBe(300);
  });

  it('a recharge credits its gold once when its payment completes, nothing when it fails', async () => {
    const { token, uid } = await register(sb, '13700000021');
    const before = balancesOf(db, uid).gold;
    const order = (
      await sb.post<RechargeOrder>('/api/wallet/recharge', { token, option_id: 2, request_id: 'pay-0001' })
    ).data;
    expect(order).toMatchObject({ state: 'pending', gold: 310, pay_url: `/sandbox/cashier?order=${order.id}` });
    expect((await sb.post('/api/wallet/recharge', { token, option_id: 2, request_id: 'pay-0001' })).data).toEqual(
      order,
    );
    expect(balancesOf(db, uid).gold).toBe(before);
    expect((await sb.post('/sandbox/recharge', { order_id: order.id, result: 'paid' })).status).toBe(0);
    expect((await sb.post('/sandbox/recharge', { order_id: order.id, result: 'paid' })).status).toBe(1);
    expect(balancesOf(db, uid).gold).toBe(before + 310);
    const failing = (
      await sb.post<RechargeOrder>('/api/wallet/recharge', { token, option_id: 1, request_id: 'pay-0002' })
    ).data;
    await sb.post('/sandbox/recharge', { order_id: failing.id, result: 'failed' });
    const seen = await sb.post<RechargeOrder>('/api/wallet/getRechargeOrder', { token, order_id: failing.id });
    expect(seen.data.state).toBe('failed');
    expect(balancesOf(db, uid).gold).toBe(before + 310);
    expect(ledgerSum(db, uid, 'gold')).toBe(before + 310);
  });

  it('a withdrawal moves review -> dispatching -> dispatched as time passes; a cancelled one is refunded', async () => {
    const { token, uid } = await register(sb, '13700000022');
    expect((await sb.post('/sandbox/credit', { uid, money: 100.555 })).msg).toBe('参数 money 应为数字，最多两位小数');
    expect((await sb.post('/sandbox/credit', { uid, money: 100.5 })).status).toBe(0);
    const withdraw = (request_id: string, amount: number) =>
      sb.post<Payout>('/api/wallet/withdraw', { token, amount, account: '6222000011112222', name: '测试', request_id });
    expect((await withdraw('wd-00001', 9.99)).msg).toBe('最低提现 10 元');
    const payout = (await withdraw('wd-00002', 30.25)).data;
    expect(payout).toMatchObject({ stage: 'review', status: 0, status_text: '审核中' });
    expect((await withdraw('wd-00002', 30.25)).data.id).toBe(payout.id);
    expect(balancesOf(db, uid).money).toBe(70.25);
    const list = async () => (await sb.post<{ list: Payout[] }>('/api/wallet/getPayoutList', { token })).data.list;
    clock += STAGE_SECONDS;
    expect((await list())[0]).toMatchObject({ stage: 'dispatching', status: 0, status_text: '派发中' });
    clock += STAGE_SECONDS;
    expect((await list())[0]).toMatchObject({ stage: 'dispatched', status: 1, status_text: '已派发' });
    expect((await sb.post('/sandbox/payout', { id: payout.id, cancel: true })).status).toBe(1);

    const second = (await withdraw('wd-00003', 70.25)).data;
    expect((await withdraw('wd-00004', 10)).msg).toBe('可提现余额不足');
    expect((await sb.post('/sandbox/payout', { id: second.id })).data).toMatchObject({ stage: 'dispatching' });
    expect((await sb.post('/sandbox/payout', { id: second.id, cancel: true })).data).toMatchObject({
      stage: 'cancelled',
      status: 2,
    });
    expect((await list())[0]).toMatchObject({ id: second.id, status_text: '取消' });
    expect(balancesOf(db, uid).money).toBe(70.25);
    expect(ledgerSum(db, uid, 'money')).toBe(70.25);
  });

  it("another user's ids in the body change nothing", async () => {
    const owner = await register(sb, '13700000023');
    const other = await register(sb, '13700000024');
    setGold(owner.uid, 1000);
    setGold(other.uid, 1000);
    const address = (
      await sb.post<{ id: number }>('/api/user/saveAddress', {
        token: owner.token,
        name: '甲',
        mobile: '13600000000',
        region: '北京',
        detail: '一号',
      })
    ).data;
    await sb.post('/api/shop/buyGoods', { token: owner.token, goods_id: 1, request_id: 'owner-0001' });
    const item = (await sb.post<{ list: { id: number }[] }>('/api/user/getBagList', { token: owner.token })).data
      .list[0] as { id: number };
    const order = (
      await sb.post<RechargeOrder>('/api/wallet/recharge', {
        token: owner.token,
        option_id: 1,
        request_id: 'owner-0002',
      })
    ).data;
    const ownerBefore = balancesOf(db, owner.uid);
    const as = { token: other.token, uid: owner.uid, user_id: owner.uid };
    expect((await sb.post('/api/user/deleteAddress', { ...as, id: address.id })).status).toBe(4);
    expect(
      (
        await sb.post('/api/user/saveAddress', {
          ...as,
          id: address.id,
          name: 'x',
          mobile: '13600000001',
          region: 'r',
          detail: 'd',
        })
      ).status,
    ).toBe(4);
    expect(
      (await sb.post('/api/shop/buyGoods', { ...as, goods_id: 12, address_id: address.id, request_id: 'other-0001' }))
        .status,
    ).toBe(4);
    expect((await sb.post('/api/user/useBagItem', { ...as, id: item.id, request_id: 'other-0002' })).status).toBe(4);
    expect((await sb.post('/api/wallet/getRechargeOrder', { ...as, order_id: order.id })).status).toBe(4);
    expect((await sb.post('/api/shop/buyGoods', { ...as, goods_id: 1, request_id: 'owner-0001' })).status).toBe(0);
    expect(balancesOf(db, owner.uid)).toEqual(ownerBefore);
    expect(balancesOf(db, other.uid).gold).toBe(900);
    const addresses = await sb.post<{ list: { id: number; name: string }[] }>('/api/user/getAddressList', {
      token: owner.token,
    });
    expect(addresses.data.list).toEqual([expect.objectContaining({ id: address.id, name: '甲', is_default: 1 })]);
  });

  it('the transaction log speaks the language of the request: seeded remarks and new ones (recharge, VIP)', async () => {
    const login = await sb.post<{ token: string }>('/webapi/user/login', {
      account: DEMO_ACCOUNTS.demo.account,
      password: DEMO_ACCOUNTS.demo.password,
    });
    const { token, uid } = await register(sb, '13700000031');
    setGold(uid, 500);
    await sb.post('/api/vip/buy', { token, plan_id: 1, request_id: 'remark-vip-01' });
    const remarks = async (who: string, query: string) =>
      (
        await sb.post<{ list: { remark: string }[] }>('/api/user/getProfitList', { token: who, size: 50 }, query)
      ).data.list.map((row) => row.remark);
    const chinese = /[\u4e00-\u9fff]/;
    const demoPt = await remarks(login.data.token, '?lang=pt-br');
    expect(demoPt).toContain('Recarga');
    expect(demoPt).toContain('Presente: troféu');
    expect(demoPt.filter((remark) => chinese.test(remark))).toEqual([]);
    expect(await remarks(login.data.token, '')).toContain('充值');
    const mine = await remarks(token, '?lang=pt-br');
    expect(mine.filter((remark) => chinese.test(remark))).toEqual([]);
    expect(mine).toContain('Bônus de cadastro');
    expect((await remarks(token, '')).some((remark) => remark.includes('会员'))).toBe(true);
  });

  it("every call that moves money answers the caller's balances from the ledger, the figure the app shows", async () => {
    const { token, uid } = await register(sb, '13700000027');
    setGold(uid, 5000);
    move(db, { userId: uid, money: 50, type: 1, remark: ['test', 'test'], now: clock });
    const ledger = (): Balances => ({
      gold: ledgerSum(db, uid, 'gold'),
      diamond: ledgerSum(db, uid, 'diamond'),
      money: ledgerSum(db, uid, 'money'),
    });
    const answersLedger = async (path: string, body: Record<string, unknown>) => {
      const answer = await sb.post<WithBalances>(path, { token, ...body });
      expect(answer.status, `${path}: ${answer.msg}`).toBe(0);
      expect(answer.data.balances, path).toEqual(balancesOf(db, uid));
      expect(answer.data.balances, path).toEqual(ledger());
      return answer.data.balances;
    };
    const before = balancesOf(db, uid);
    const checkedIn = await answersLedger('/api/task/checkin', { request_id: 'balances-checkin' });
    expect(checkedIn.gold).toBeGreaterThan(before.gold);
    await answersLedger('/api/task/receive', { key: 'appFirstLogin', request_id: 'balances-claim' });
    // A replay answers the first answer, its balances included, whatever moved since.
    const replay = await sb.post<WithBalances>('/api/task/checkin', { token, request_id: 'balances-checkin' });
    expect(replay.data.balances).toEqual(checkedIn);
    await answersLedger('/api/shop/buyGoods', { goods_id: 1, request_id: 'balances-goods' });
    await answersLedger('/api/vip/buy', { plan_id: 1, request_id: 'balances-vip' });
    const withdraw = { amount: 10, account: 'acct', name: 'name', request_id: 'balances-withdraw' };
    expect((await answersLedger('/api/wallet/withdraw', withdraw)).money).toBe(40);
    const models = await sb.post<PageOf<ModelItem>>('/api/model/getModelList', { token, type: 1, size: 50 });
    const model = models.data.list.find((item) => item.price > 0 && item.status !== 3) as ModelItem;
    await answersLedger('/api/model/subscribe', { id: model.id, request_id: 'balances-model' });
    const lives = await sb.post<{ list: { id: number; anchorid: number }[] }>('/api/live/getRealLives', {});
    const room = lives.data.list[0] as { id: number; anchorid: number };
    await answersLedger('/api/gift/sendGift', {
      gift_id: 1,
      anchorid: room.anchorid,
      liveid: room.id,
      amount: 1,
      request_id: 'balances-gift',
    });
  });
});
