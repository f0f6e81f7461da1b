/**
 * Recharges: an order waits ('pending') for its payment; the sandbox's payment (the cashier page or POST
 * /sandbox/recharge) completes it, crediting the gold through the ledger once, or fails it, crediting nothing.
 */
import type { RechargeOrder, RechargeState } from '@live/api-contract';
import type { App } from '../app.ts';
import { transaction } from '../db/database.ts';
import { fail } from '../http/errors.ts';
import { move } from './ledger.ts';
import { reais } from './reais.ts';

export interface RechargeRow {
  id: number;
  user_id: number;
  option_id: number;
  gold: number;
  price: number;
  state: RechargeState;
  created_at: number;
}

export function rechargeRow(app: App, id: number): RechargeRow | undefined {
  return app.db.prepare('SELECT * FROM recharge_orders WHERE id = ?').get(id) as RechargeRow | undefined;
}

export function rechargeView(row: RechargeRow): RechargeOrder {
  return {
    id: row.id,
    option_id: row.option_id,
    gold: row.gold,
    price: row.price,
    state: row.state,
    pay_url: `/sandbox/cashier?order=${row.id}`,
    created_at: row.created_at,
  };
}

/** Settles a pending order; settling twice is refused, so the gold is credited at most once. */
export function settleRecharge(app: App, id: number, paid: boolean): RechargeRow {
  return transaction(app.db, () => {
    const now = app.now();
    const settled = app.db
      .prepare(`UPDATE recharge_orders SET state = ?, settled_at = ? WHERE id = ? AND state = 'pending'`)
      .run(paid ? 'paid' : 'failed', now, id);
    const row = rechargeRow(app, id);
    if (!row) fail(`充值订单不存在: ${id}`, `Pedido de recarga não encontrado: ${id}`);
    if (settled.changes === 0) fail(`充值订单 ${id} 已处理`, `O pedido de recarga ${id} já foi processado`);
    if (paid)
      move(app.db, {
        userId: row.user_id,
        gold: row.gold,
        type: 1,
        remark: [`充值 ¥${row.price}`, `Recarga ${reais(row.price)}`],
        key: `recharge-${id}`,
        now,
      });
    return row;
  });
}
