/**
 * The sandbox's money ledger: the one way gold, diamonds, balance (money, in yuan) and bag items change.
 *
 * - `move(db, movement)` changes one user's balances and writes one wallet_logs row per currency moved, refusing
 *   (status 1, nothing changed) any change that would take a balance below zero.
 * - `once(db, request, work)` runs `work` (which calls `move`, `addBagItem`, `setBagItemStatus` and writes its own
 *   rows) in one SQLite transaction, at most once per (user, key): the first result is stored as JSON and a replay
 *   with the same key returns it without running `work` again; the same key with a different fingerprint (another
 *   operation or other parameters) is refused. A failed `work` rolls back and stores nothing, so it may be retried.
 * - `requestKey(call)` reads and checks the request's `request_id` (8-64 of A-Z a-z 0-9 _ -).
 * - A call that moves the caller's money answers the balances `move` returns (api-contract WithBalances) as part of
 *   the result `once` stores, so a replay answers them as the first answer did.
 *
 * Typical use, e.g. paying a model subscription with gold:
 *
 *   const result = once(db, { userId, key: requestKey(call), fingerprint: `model:${id}`, now }, () => {
 *     move(db, { userId, gold: -price, type: 11, remark: ['订阅数据模型', 'Assinatura de modelo'], key, now });
 *     return { subscription_id: insertSubscription() };
 *   });
 *
 * The sum of a user's wallet_logs amounts per currency equals the balance for every user whose balance only ever
 * changed through this module (money summed in whole fen).
 */
import type { Balances } from '@live/api-contract';
import type { Call } from '../http/call.ts';
import { type Db, transaction } from '../db/database.ts';
import { fail } from '../http/errors.ts';

export type Currency = 'gold' | 'diamond' | 'money';

export const CURRENCIES: readonly Currency[] = ['gold', 'diamond', 'money'];

export interface Movement {
  userId: number;
  /** Signed changes; gold and diamonds whole, money in yuan with at most 2 decimals. */
  gold?: number;
  diamond?: number;
  money?: number;
  /** wallet_logs type (the transaction log's PROFIT_TYPES) and the remark the log shows, [zh-CN, pt-BR]. */
  type: number;
  remark: Remark;
  /** The request key of the operation this movement belongs to, kept on its log rows. */
  key?: string;
  now: number;
}

export type { Balances };

/** A log remark in both languages, [zh-CN, pt-BR]: the log shows the one of the request that reads it. */
export type Remark = readonly [zh: string, pt: string];

const SHORT: Record<Currency, [string, string]> = {
  gold: ['金币不足，请先充值', 'Moedas insuficientes: recarregue'],
  diamond: ['钻石不足', 'Diamantes insuficientes'],
  money: ['可提现余额不足', 'Saldo insuficiente para saque'],
};

/** Money is kept in whole fen by every statement: amounts are rounded to 2 decimals before and after. */
const toFen = (yuan: number) => Math.round(yuan * 100);

export function balancesOf(db: Db, userId: number): Balances {
  const row = db.prepare('SELECT gold, diamond, money FROM users WHERE id = ?').get(userId) as Balances | undefined;
  if (!row) fail(`用户不存在: ${userId}`, `Usuário não encontrado: ${userId}`);
  return row;
}

/**
 * Applies one movement. Call it inside `once` (or another transaction) when it is part of a larger change; alone
 * it is its own transaction. Throws, changing nothing, when a balance would fall below zero.
 */
export function move(db: Db, movement: Movement): Balances {
  return inTransaction(db, () => {
    for (const currency of CURRENCIES) {
      const amount = movement[currency];
      if (!amount) continue;
      if (currency !== 'money' && !Number.isSafeInteger(amount))
        throw new Error(`ledger: ${currency} must move in whole units, got ${amount}`);
      const fen = toFen(amount);
      const result =
        currency === 'money'
          ? db
              .prepare('UPDATE users SET money = ROUND(money + ?, 2) WHERE id = ? AND ROUND(money * 100) + ? >= 0')
              .run(fen / 100, movement.userId, fen)
          : db
              .prepare(`UPDATE users SET ${currency} = ${currency} + ? WHERE id = ? AND ${currency} + ? >= 0`)
              .run(amount, movement.userId, amount);
      if (result.changes === 0) fail(...SHORT[currency]);
      const balance = (
        db.prepare(`SELECT ${currency} AS balance FROM users WHERE id = ?`).get(movement.userId) as {
          balance: number;
        }
      ).balance;
      db.prepare(
        `INSERT INTO wallet_logs (user_id, type, currency, amount, balance, remark, remark_br, created_at, request_key)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        movement.userId,
        movement.type,
        currency,
        currency === 'money' ? fen / 100 : amount,
        balance,
        movement.remark[0],
        movement.remark[1],
        movement.now,
        movement.key ?? null,
      );
    }
    return balancesOf(db, movement.userId);
  });
}

export interface RequestOnce {
  userId: number;
  /** The caller's idempotency key (see `requestKey`). */
  key: string;
  /** What the key was used for: the operation and its parameters; a different fingerprint is refused. */
  fingerprint: string;
  now: number;
}

/** Runs `work` once per (user, key) in one transaction and returns its first result on every replay. */
export function once<T>(db: Db, request: RequestOnce, work: () => T): T {
  const previous = db
    .prepare('SELECT fingerprint, result FROM ledger_requests WHERE user_id = ? AND key = ?')
    .get(request.userId, request.key) as { fingerprint: string; result: string } | undefined;
  if (previous) {
    if (previous.fingerprint !== request.fingerprint)
      fail('这个 request_id 已用于另一个请求', 'Este request_id já foi usado em outro pedido');
    return JSON.parse(previous.result) as T;
  }
  return inTransaction(db, () => {
    const result = work();
    db.prepare(
      'INSERT INTO ledger_requests (user_id, key, fingerprint, result, created_at) VALUES (?, ?, ?, ?, ?)',
    ).run(request.userId, request.key, request.fingerprint, JSON.stringify(result ?? null), request.now);
    return result;
  });
}

/** The request's `request_id`: the client's key of one purchase, recharge, withdrawal or claim, the same on retry. */
export function requestKey(call: Call): string {
  const key = call.params.str('request_id', 64);
  if (!/^[A-Za-z0-9_-]{8,64}$/.test(key))
    fail(
      '参数 request_id 应为 8 到 64 位字母、数字、_ 或 -',
      'O parâmetro request_id deve ter de 8 a 64 letras, números, _ ou -',
    );
  return key;
}

export interface BagChange {
  userId: number;
  goodsId: number;
  remark: string;
  key?: string;
  now: number;
}

/** Puts one unused item (bag status 2) into the user's bag, with its bag_logs row; returns the item id. */
export function addBagItem(db: Db, change: BagChange & { expireTime: number }): number {
  return inTransaction(db, () => {
    const id = Number(
      db
        .prepare('INSERT INTO bag_items (user_id, goods_id, status, expire_time) VALUES (?, ?, 2, ?)')
        .run(change.userId, change.goodsId, change.expireTime).lastInsertRowid,
    );
    bagLog(db, change, id, 2);
    return id;
  });
}

/** Changes the status of one of the user's bag items (only from `from`), with its bag_logs row. */
export function setBagItemStatus(db: Db, change: BagChange & { itemId: number; from: number; to: number }): void {
  inTransaction(db, () => {
    const result = db
      .prepare('UPDATE bag_items SET status = ? WHERE id = ? AND user_id = ? AND status = ?')
      .run(change.to, change.itemId, change.userId, change.from);
    if (result.changes === 0) fail('背包物品不可用', 'Item da mochila indisponível');
    bagLog(db, change, change.itemId, change.to);
  });
}

function bagLog(db: Db, change: BagChange, itemId: number, status: number): void {
  db.prepare(
    `INSERT INTO bag_logs (user_id, bag_item_id, goods_id, status, remark, request_key, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(change.userId, itemId, change.goodsId, status, change.remark, change.key ?? null, change.now);
}

/** The ledger's sum of one currency for a user (money in yuan, summed in fen). */
export function ledgerSum(db: Db, userId: number, currency: Currency): number {
  const row = db
    .prepare(
      currency === 'money'
        ? 'SELECT COALESCE(SUM(ROUND(amount * 100)), 0) / 100.0 AS total FROM wallet_logs WHERE user_id = ? AND currency = ?'
        : 'SELECT COALESCE(SUM(amount), 0) AS total FROM wallet_logs WHERE user_id = ? AND currency = ?',
    )
    .get(userId, currency) as { total: number };
  return row.total;
}

/** Joins the caller's transaction when there is one (SQLite has no nested BEGIN). */
function inTransaction<T>(db: Db, work: () => T): T {
  return db.isTransaction ? work() : transaction(db, work);
}
