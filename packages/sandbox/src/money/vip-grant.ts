import type { VipState } from '@live/api-contract';
import type { App } from '../app.ts';
import { publishVip } from '../chat/platform-chat.ts';
import type { Db } from '../db/database.ts';
import { findUser, type UserRow } from '../users.ts';

/**
 * Grants VIP for `days` at `level` (a bought plan, a VIP card): an active VIP keeps the higher level and runs on
 * from its end. Call it inside the ledger's `once` with the rest of the operation.
 */
export function extendVip(db: Db, grant: { userId: number; level: number; days: number; now: number }): VipState {
  const current = db.prepare('SELECT vip_level, vip_date, gold FROM users WHERE id = ?').get(grant.userId) as {
    vip_level: number;
    vip_date: number;
    gold: number;
  };
  const active = current.vip_date > grant.now;
  const level = active ? Math.max(current.vip_level, grant.level) : grant.level;
  const until = Math.max(grant.now, current.vip_date) + grant.days * 86400;
  db.prepare('UPDATE users SET vip_level = ?, vip_date = ? WHERE id = ?').run(level, until, grant.userId);
  return { vip_level: level, vip_date: until, gold: current.gold };
}

/**
 * The badge in chat follows the account's stored VIP state, never an answer: a replay of an earlier key answers
 * that operation's state but must not set chat back to it. VIP stands even while chat is away.
 */
export function publishStoredVip(app: App, userId: number): void {
  const chat = app.platformChat;
  const stored = findUser(app, userId) as UserRow;
  if (chat) void publishVip(chat, userId, stored).catch((error: Error) => app.log(`VIP to chat: ${error.message}`));
}
