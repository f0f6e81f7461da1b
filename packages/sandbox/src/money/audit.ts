/**
 * The ledger audit (`npm run sandbox -- --audit`): every user's balance of each currency must equal the sum of
 * their wallet_logs rows (money in whole fen), since every change goes through `move()` and seeded balances are
 * ledger rows too. Log rows of users who do not exist count as a mismatch against a zero balance.
 */
import type { Db } from '../db/database.ts';
import { CURRENCIES, type Currency } from './ledger.ts';

export interface Mismatch {
  userId: number;
  currency: Currency;
  balance: number;
  ledger: number;
}

export interface LedgerAudit {
  users: number;
  /** Per currency: the sum of all balances and the sum of all log rows (money in yuan). */
  totals: Record<Currency, { balances: number; ledger: number }>;
  mismatches: Mismatch[];
}

/** Whole units; money in fen, so sums are exact. */
function amounts(db: Db, currency: Currency): { userId: number; balance: number; ledger: number }[] {
  const balance = currency === 'money' ? 'ROUND(u.money * 100)' : `u.${currency}`;
  const amount = currency === 'money' ? 'ROUND(amount * 100)' : 'amount';
  return db
    .prepare(
      `SELECT u.id AS userId, ${balance} AS balance, COALESCE(l.total, 0) AS ledger FROM users u
       LEFT JOIN (SELECT user_id, SUM(${amount}) AS total FROM wallet_logs WHERE currency = ? GROUP BY user_id) l
         ON l.user_id = u.id
       UNION ALL
       SELECT user_id, 0, SUM(${amount}) FROM wallet_logs
       WHERE currency = ? AND user_id NOT IN (SELECT id FROM users) GROUP BY user_id`,
    )
    .all(currency, currency) as { userId: number; balance: number; ledger: number }[];
}

export function auditLedger(db: Db): LedgerAudit {
  const users = (db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;
  const mismatches: Mismatch[] = [];
  const totals = {} as LedgerAudit['totals'];
  for (const currency of CURRENCIES) {
    const unit = currency === 'money' ? 100 : 1;
    let balances = 0;
    let ledger = 0;
    for (const row of amounts(db, currency)) {
      balances += row.balance;
      ledger += row.ledger;
      if (row.balance !== row.ledger)
        mismatches.push({ userId: row.userId, currency, balance: row.balance / unit, ledger: row.ledger / unit });
    }
    totals[currency] = { balances: balances / unit, ledger: ledger / unit };
  }
  return { users, totals, mismatches };
}

const shown = (currency: Currency, value: number) => (currency === 'money' ? value.toFixed(2) : String(value));

/** The audit as the CLI prints it: totals per currency, then each mismatch (the first 50). */
export function auditReport(audit: LedgerAudit): string {
  const lines = [`${audit.users} users`, 'currency   balances         ledger           mismatches'];
  for (const currency of CURRENCIES) {
    const { balances, ledger } = audit.totals[currency];
    const off = audit.mismatches.filter((m) => m.currency === currency).length;
    lines.push(
      `${currency.padEnd(10)} ${shown(currency, balances).padEnd(16)} ${shown(currency, ledger).padEnd(16)} ${off}`,
    );
  }
  for (const m of audit.mismatches.slice(0, 50))
    lines.push(
      `user ${m.userId} ${m.currency}: balance ${shown(m.currency, m.balance)}, ledger ${shown(m.currency, m.ledger)}`,
    );
  if (audit.mismatches.length > 50) lines.push(`... and ${audit.mismatches.length - 50} more`);
  lines.push(
    audit.mismatches.length === 0
      ? 'OK: every balance equals the sum of its ledger rows'
      : `MISMATCH: ${audit.mismatches.length} balances differ from their ledger`,
  );
  return lines.join('\n');
}
