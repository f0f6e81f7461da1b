import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { ApiError } from '../src/http/errors.ts';
import { addBagItem, balancesOf, ledgerSum, move, once, setBagItemStatus } from '../src/money/ledger.ts';
import { rngFor } from '../src/seed/prng.ts';

function freshDb() {
  const db = openDatabase(':memory:');
  const user = db.prepare("INSERT INTO users (account, nick_name, invite_code, regist_time) VALUES (?, 'n', 'X', 0)");
  const a = Number(user.run('ledger-a').lastInsertRowid);
  const b = Number(user.run('ledger-b').lastInsertRowid);
  return { db, a, b };
}

describe('money ledger (issue #19)', () => {
  it('refuses to take a balance below zero and changes nothing then', () => {
    const { db, a } = freshDb();
    move(db, { userId: a, gold: 100, money: 10.5, type: 1, remark: ['in', 'in'], now: 1 });
    expect(() => move(db, { userId: a, gold: -50, money: -10.51, type: 6, remark: ['out', 'out'], now: 2 })).toThrow(
      ApiError,
    );
    expect(balancesOf(db, a)).toEqual({ gold: 100, diamond: 0, money: 10.5 });
    expect(ledgerSum(db, a, 'gold')).toBe(100);
  });

  it('runs a keyed request once and answers every replay with the first result', () => {
    const { db, a } = freshDb();
    move(db, { userId: a, gold: 30, type: 1, remark: ['in', 'in'], now: 1 });
    const buy = () =>
      once(db, { userId: a, key: 'buy-000001', fingerprint: 'goods:1', now: 2 }, () =>
        move(db, { userId: a, gold: -10, type: 9, remark: ['buy', 'buy'], key: 'buy-000001', now: 2 }),
      );
    const first = buy();
    expect(buy()).toEqual(first);
    expect(balancesOf(db, a).gold).toBe(20);
    expect(() => once(db, { userId: a, key: 'buy-000001', fingerprint: 'goods:2', now: 3 }, () => 1)).toThrow(ApiError);
  });

  it('a failed request stores nothing, so the same key may be retried', () => {
    const { db, a } = freshDb();
    const buy = () =>
      once(db, { userId: a, key: 'retry-0001', fingerprint: 'vip:1', now: 1 }, () =>
        move(db, { userId: a, gold: -10, type: 10, remark: ['vip', 'vip'], now: 1 }),
      );
    expect(buy).toThrow(ApiError);
    move(db, { userId: a, gold: 10, type: 1, remark: ['in', 'in'], now: 2 });
    expect(buy().gold).toBe(0);
  });

  it('bag changes write bag_logs rows', () => {
    const { db, a } = freshDb();
    const item = addBagItem(db, { userId: a, goodsId: 3, remark: 'buy', now: 1, expireTime: 100 });
    setBagItemStatus(db, { userId: a, goodsId: 3, itemId: item, from: 2, to: 1, remark: 'use', now: 2 });
    expect(() =>
      setBagItemStatus(db, { userId: a, goodsId: 3, itemId: item, from: 2, to: 1, remark: 'use', now: 3 }),
    ).toThrow(ApiError);
    const logs = db.prepare('SELECT status FROM bag_logs WHERE bag_item_id = ? ORDER BY id').all(item);
    expect(logs.map((row) => (row as { status: number }).status)).toEqual([2, 1]);
  });

  it('the ledger sum equals the balance after a randomized run of 1,000 operations', () => {
    const { db, a, b } = freshDb();
    const rng = rngFor('ledger', 19);
    const random = () => rng.next();
    let refused = 0;
    for (let i = 0; i < 1000; i++) {
      const userId = random() < 0.5 ? a : b;
      const sign = random() < 0.45 ? -1 : 1;
      const movement = {
        userId,
        gold: sign * Math.floor(random() * 50),
        diamond: random() < 0.3 ? sign * Math.floor(random() * 20) : 0,
        money: random() < 0.3 ? (sign * Math.floor(random() * 1000)) / 100 : 0,
        type: 1,
        remark: [`op ${i}`, `op ${i}`] as const,
        now: i,
      };
      const key = `rand-${String(i % 700).padStart(4, '0')}`;
      try {
        once(db, { userId, key, fingerprint: JSON.stringify(movement), now: i }, () => move(db, movement));
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        refused++;
      }
    }
    expect(refused).toBeGreaterThan(0);
    for (const userId of [a, b]) {
      const balances = balancesOf(db, userId);
      expect(balances.gold).toBeGreaterThanOrEqual(0);
      expect(balances.money).toBeGreaterThanOrEqual(0);
      expect(ledgerSum(db, userId, 'gold')).toBe(balances.gold);
      expect(ledgerSum(db, userId, 'diamond')).toBe(balances.diamond);
      expect(ledgerSum(db, userId, 'money')).toBe(balances.money);
    }
  });
});
