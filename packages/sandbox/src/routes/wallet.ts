import type { Payout, RechargeOrder } from '@live/api-contract';
import type { Call, PostHandlers } from '../http/call.ts';
import { fail, notFound } from '../http/errors.ts';
import { balancesOf, move, once, requestKey } from '../money/ledger.ts';
import { advancePayouts, MIN_WITHDRAW, type PayoutRow, payoutRow } from '../money/payouts.ts';
import { rechargeRow, rechargeView } from '../money/recharges.ts';
import { notify } from '../users.ts';
import { paged } from '../views.ts';
import { reais } from '../money/reais.ts';

const STAGE_TEXT: Record<PayoutRow['stage'], [string, string]> = {
  review: ['审核中', 'Em análise'],
  dispatching: ['派发中', 'Em envio'],
  dispatched: ['已派发', 'Enviado'],
  cancelled: ['取消', 'Cancelado'],
};

function payoutView(call: Call, row: PayoutRow): Payout {
  return {
    id: row.id,
    amount: row.amount,
    account: row.account,
    status: row.status,
    stage: row.stage,
    status_text: call.t(...STAGE_TEXT[row.stage]),
    created_at: row.created_at,
    stage_at: row.stage_at,
  };
}

function wallet(call: Call, userId: number) {
  return { ...balancesOf(call.app.db, userId), min_withdraw: MIN_WITHDRAW };
}

export const walletRoutes = {
  '/api/wallet/getWallet': (call: Call) => wallet(call, call.user().id),
  '/api/wallet/getRechargeOptions': (call: Call) => ({
    list: call.app.db.prepare('SELECT id, gold, bonus, price FROM recharge_options ORDER BY id').all() as {
      id: number;
      gold: number;
      bonus: number;
      price: number;
    }[],
  }),
  /** Opens a recharge order; the gold arrives when its payment completes (controls.ts). */
  '/api/wallet/recharge': (call: Call): RechargeOrder => {
    const user = call.user();
    const key = requestKey(call);
    const id = call.params.int('option_id');
    const option = call.app.db.prepare('SELECT * FROM recharge_options WHERE id = ?').get(id) as
      { gold: number; bonus: number; price: number } | undefined;
    if (!option) notFound(call.t('充值档位', 'Pacote'), id);
    const orderId = once(call.app.db, { userId: user.id, key, fingerprint: `recharge:${id}`, now: call.now }, () =>
      Number(
        call.app.db
          .prepare(
            `INSERT INTO recharge_orders (user_id, option_id, gold, price, state, created_at) VALUES (?, ?, ?, ?, 'pending', ?)`,
          )
          .run(user.id, id, option.gold + option.bonus, option.price, call.now).lastInsertRowid,
      ),
    );
    return rechargeView(rechargeRow(call.app, orderId) as NonNullable<ReturnType<typeof rechargeRow>>);
  },
  '/api/wallet/getRechargeOrder': (call: Call) => {
    const user = call.user();
    const id = call.params.int('order_id');
    const row = rechargeRow(call.app, id);
    // Another user's order is as unknown as a missing one.
    if (!row || row.user_id !== user.id) notFound(call.t('充值订单', 'Pedido de recarga'), id);
    return { ...rechargeView(row), wallet: wallet(call, user.id) };
  },
  '/api/wallet/withdraw': (call: Call) => {
    const user = call.user();
    const amount = call.params.money('amount');
    const account = call.params.str('account', 40);
    const name = call.params.str('name', 40);
    if (!account.trim()) fail('请填写收款账号', 'Informe a conta de recebimento');
    if (!name.trim()) fail('请填写收款人姓名', 'Informe o nome do titular');
    if (amount < MIN_WITHDRAW) fail(`最低提现 ${MIN_WITHDRAW} 元`, `Saque mínimo: ${reais(MIN_WITHDRAW)}`);
    const key = requestKey(call);
    const fingerprint = `withdraw:${amount}:${account}:${name}`;
    // The payout exists exactly when the money left the balance; a retry answers the same payout.
    const { id, balances } = once(call.app.db, { userId: user.id, key, fingerprint, now: call.now }, () => {
      const balances = move(call.app.db, {
        userId: user.id,
        money: -amount,
        type: 6,
        remark: ['提现', 'Saque'],
        key,
        now: call.now,
      });
      const id = Number(
        call.app.db
          .prepare(
            `INSERT INTO payouts (user_id, amount, account, name, status, stage, stage_at, created_at)
             VALUES (?, ?, ?, ?, 0, 'review', ?, ?)`,
          )
          .run(user.id, amount, account, name, call.now, call.now).lastInsertRowid,
      );
      notify(
        call.app,
        user.id,
        ['提现申请已提交', 'Saque solicitado'],
        [`提现 ${amount} 元正在审核中。`, `Saque de ${reais(amount)} em análise.`],
      );
      return { id, balances };
    });
    advancePayouts(call.app.db, call.now);
    return { ...payoutView(call, payoutRow(call.app.db, id) as PayoutRow), balances };
  },
  '/api/wallet/getPayoutList': (call: Call) => {
    const user = call.user();
    advancePayouts(call.app.db, call.now);
    const rows = call.app.db
      .prepare('SELECT * FROM payouts WHERE user_id = ? ORDER BY id DESC')
      .all(user.id) as unknown as PayoutRow[];
    return paged(
      rows.map((row) => payoutView(call, row)),
      call.params.page(),
    );
  },
} satisfies Partial<PostHandlers>;
