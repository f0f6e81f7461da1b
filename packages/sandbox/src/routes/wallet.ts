import type { Payout } from '@live/api-contract';
import { transaction } from '../db/database.ts';
import type { Call, PostHandlers } from '../http/call.ts';
import { fail, notFound } from '../http/errors.ts';
import { findUser, notify, type UserRow, walletLog } from '../users.ts';
import { paged } from '../views.ts';

export const MIN_WITHDRAW = 10;

function payoutView(
  call: Call,
  row: { id: number; amount: number; account: string; status: 0 | 1 | 2; created_at: number },
): Payout {
  const dispatching = row.status === 0 && row.created_at < call.now - 3600;
  const text: Record<number, [string, string]> = {
    0: ['审核中', 'Em análise'],
    1: ['已派发', 'Pago'],
    2: ['取消', 'Cancelado'],
  };
  const [zh, pt] = dispatching ? ['派发中', 'Em pagamento'] : (text[row.status] ?? ['', '']);
  return {
    id: row.id,
    amount: row.amount,
    account: row.account,
    status: row.status,
    status_text: call.t(zh, pt),
    created_at: row.created_at,
  };
}

export const walletRoutes = {
  '/api/wallet/getWallet': (call: Call) => {
    const user = call.user();
    return { gold: user.gold, diamond: user.diamond, money: user.money };
  },
  '/api/wallet/getRechargeOptions': (call: Call) => ({
    list: call.app.db.prepare('SELECT id, gold, bonus, price FROM recharge_options ORDER BY id').all() as {
      id: number;
      gold: number;
      bonus: number;
      price: number;
    }[],
  }),
  '/api/wallet/recharge': (call: Call) => {
    const user = call.user();
    const id = call.params.int('option_id');
    const option = call.app.db.prepare('SELECT * FROM recharge_options WHERE id = ?').get(id) as
      { gold: number; bonus: number; price: number } | undefined;
    if (!option) notFound(call.t('充值档位', 'Pacote'), id);
    const amount = option.gold + option.bonus;
    call.app.db.prepare('UPDATE users SET gold = gold + ? WHERE id = ?').run(amount, user.id);
    walletLog(call.app, user.id, 1, 'gold', amount, call.t(`充值 ¥${option.price}`, `Recarga R$${option.price}`));
    const after = findUser(call.app, user.id) as UserRow;
    const order = (
      call.app.db.prepare('SELECT MAX(id) AS id FROM wallet_logs WHERE user_id = ?').get(user.id) as { id: number }
    ).id;
    return { order_id: order, gold: after.gold, diamond: after.diamond, money: after.money };
  },
  '/api/wallet/withdraw': (call: Call) => {
    const user = call.user();
    const amount = call.params.money('amount');
    const account = call.params.str('account', 40);
    const name = call.params.str('name', 40);
    if (amount < MIN_WITHDRAW) fail(`最低提现 ${MIN_WITHDRAW} 元`, `Saque mínimo: ${MIN_WITHDRAW}`);
    // One transaction, balance kept in whole fen: the payout exists exactly when the money left the balance.
    const id = transaction(call.app.db, () => {
      const taken = call.app.db
        .prepare('UPDATE users SET money = ROUND(money - ?, 2) WHERE id = ? AND money >= ?')
        .run(amount, user.id, amount);
      if (taken.changes === 0) fail('可提现余额不足', 'Saldo insuficiente para saque');
      walletLog(call.app, user.id, 6, 'money', -amount, call.t('提现', 'Saque'));
      notify(
        call.app,
        user.id,
        ['提现申请已提交', 'Saque solicitado'],
        [`提现 ${amount} 元正在审核中。`, `Saque de ${amount} em análise.`],
      );
      return Number(
        call.app.db
          .prepare('INSERT INTO payouts (user_id, amount, account, name, status, created_at) VALUES (?, ?, ?, ?, 0, ?)')
          .run(user.id, amount, account, name, call.now).lastInsertRowid,
      );
    });
    return payoutView(call, { id, amount, account, status: 0, created_at: call.now });
  },
  '/api/wallet/getPayoutList': (call: Call) => {
    const user = call.user();
    const rows = call.app.db.prepare('SELECT * FROM payouts WHERE user_id = ? ORDER BY id DESC').all(user.id) as {
      id: number;
      amount: number;
      account: string;
      status: 0 | 1 | 2;
      created_at: number;
    }[];
    return paged(
      rows.map((row) => payoutView(call, row)),
      call.params.page(),
    );
  },
} satisfies Partial<PostHandlers>;
