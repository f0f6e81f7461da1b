/**
 * Withdrawals: the money leaves the balance when requested, then the payout moves review -> dispatching ->
 * dispatched as time passes (each stage lasts STAGE_SECONDS), or is cancelled while not yet dispatched, which
 * refunds it through the ledger. POST /sandbox/payout steps one payout at once (README).
 */
import type { PayoutStage } from '@live/api-contract';
import type { Db } from '../db/database.ts';
import { transaction } from '../db/database.ts';
import { fail } from '../http/errors.ts';
import { notify } from '../users.ts';
import type { App } from '../app.ts';
import { move } from './ledger.ts';
import { reais } from './reais.ts';

export const MIN_WITHDRAW = 10;
/** How long a payout stays in review, then in dispatching, before it moves on by itself. */
export const STAGE_SECONDS = 600;

export interface PayoutRow {
  id: number;
  user_id: number;
  amount: number;
  account: string;
  name: string;
  status: 0 | 1 | 2;
  stage: PayoutStage;
  stage_at: number;
  created_at: number;
}

const NEXT: Partial<Record<PayoutStage, PayoutStage>> = { review: 'dispatching', dispatching: 'dispatched' };
const STATUS: Record<PayoutStage, 0 | 1 | 2> = { review: 0, dispatching: 0, dispatched: 1, cancelled: 2 };

export function payoutRow(db: Db, id: number): PayoutRow | undefined {
  return db.prepare('SELECT * FROM payouts WHERE id = ?').get(id) as PayoutRow | undefined;
}

/** Moves every payout whose stage has lasted STAGE_SECONDS on (as often as time allows). */
export function advancePayouts(db: Db, now: number): void {
  for (let pass = 0; pass < 2; pass++) {
    db.prepare(
      `UPDATE payouts SET stage = 'dispatching', stage_at = stage_at + ? WHERE stage = 'review' AND stage_at + ? <= ?`,
    ).run(STAGE_SECONDS, STAGE_SECONDS, now);
    db.prepare(
      `UPDATE payouts SET stage = 'dispatched', status = 1, stage_at = stage_at + ?
       WHERE stage = 'dispatching' AND stage_at + ? <= ?`,
    ).run(STAGE_SECONDS, STAGE_SECONDS, now);
  }
}

/** One step of a payout now: to its next stage, or cancelled (refunded) when `cancel` is set. */
export function stepPayout(app: App, id: number, cancel: boolean): PayoutRow {
  const now = app.now();
  advancePayouts(app.db, now);
  return transaction(app.db, () => {
    const row = payoutRow(app.db, id);
    if (!row) fail(`提现不存在: ${id}`, `Saque não encontrado: ${id}`);
    const to = cancel ? 'cancelled' : NEXT[row.stage];
    if (!to || row.stage === 'dispatched' || row.stage === 'cancelled')
      fail(`提现 ${id} 已结束（${row.stage}）`, `O saque ${id} já terminou (${row.stage})`);
    app.db.prepare('UPDATE payouts SET stage = ?, status = ?, stage_at = ? WHERE id = ?').run(to, STATUS[to], now, id);
    if (to === 'cancelled') {
      move(app.db, {
        userId: row.user_id,
        money: row.amount,
        type: 6,
        remark: ['提现取消，退回余额', 'Saque cancelado: valor devolvido'],
        now,
      });
      notify(
        app,
        row.user_id,
        ['提现已取消', 'Saque cancelado'],
        [
          `提现 ${row.amount} 元已取消，金额已退回余额。`,
          `O saque de ${reais(row.amount)} foi cancelado e devolvido ao saldo.`,
        ],
      );
    }
    return payoutRow(app.db, id) as PayoutRow;
  });
}
