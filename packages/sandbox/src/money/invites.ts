/**
 * The gold a registration brings, through the ledger: the new user's welcome bonus at once, and the inviter's
 * reward only once the invitee has come back. The registration itself is SMS-verified, so it proves a number,
 * not a person: a script with numbers could register a thousand invitees in seconds. The invitee's first verified
 * action is therefore their first daily check-in on a later day than the one they registered (a person who
 * returns; a burst of registrations earns nothing that day), and an inviter is paid for at most INVITES_PER_DAY
 * invitees a day (the rest wait for their next check-in). Each invitee pays their inviter once (invites is keyed
 * by the invitee), and the inviteFriend task advances at that same moment.
 */
import type { Call } from '../http/call.ts';
import { dayOf, dayStart } from '../seed/calendar.ts';
import { progressTask } from '../tasks/progress.ts';
import { notify } from '../users.ts';
import { move } from './ledger.ts';

export const NEW_USER_GOLD = 500;
export const INVITE_GOLD = 100;
export const INVITES_PER_DAY = 20;

/** The new user's welcome bonus (ledger type 8). Runs inside the registration's transaction. */
export function payWelcomeBonus(call: Call, userId: number): void {
  move(call.app.db, {
    userId,
    gold: NEW_USER_GOLD,
    type: 8,
    remark: ['注册奖励', 'Bônus de cadastro'],
    key: `welcome-${userId}`,
    now: call.now,
  });
}

/** Remembers who invited the new user; nothing is paid yet. */
export function recordInvite(call: Call, inviterId: number, inviteeId: number): void {
  call.app.db
    .prepare('INSERT OR IGNORE INTO invites (invitee_id, inviter_id, created_at) VALUES (?, ?, ?)')
    .run(inviteeId, inviterId, call.now);
}

/**
 * Called at the invitee's check-in (inside its transaction): pays the inviter INVITE_GOLD (ledger type 7) when
 * the check-in falls on a later day than the registration, the invite is unpaid, and the inviter has been paid
 * for fewer than INVITES_PER_DAY invitees today.
 */
export function rewardInvite(call: Call, inviteeId: number): void {
  const db = call.app.db;
  const invite = db
    .prepare('SELECT inviter_id, created_at FROM invites WHERE invitee_id = ? AND rewarded_at = 0')
    .get(inviteeId) as { inviter_id: number; created_at: number } | undefined;
  if (!invite || dayOf(call.now) <= dayOf(invite.created_at)) return;
  const paidToday = (
    db
      .prepare('SELECT COUNT(*) AS n FROM invites WHERE inviter_id = ? AND rewarded_at >= ?')
      .get(invite.inviter_id, dayStart(dayOf(call.now))) as { n: number }
  ).n;
  if (paidToday >= INVITES_PER_DAY) return;
  const claimed = db
    .prepare('UPDATE invites SET rewarded_at = ? WHERE invitee_id = ? AND rewarded_at = 0')
    .run(call.now, inviteeId);
  if (claimed.changes === 0) return;
  move(db, {
    userId: invite.inviter_id,
    gold: INVITE_GOLD,
    type: 7,
    remark: [`邀请用户 ${inviteeId}`, `Usuário convidado ${inviteeId}`],
    key: `invite-${inviteeId}`,
    now: call.now,
  });
  progressTask(call, invite.inviter_id, 'inviteFriend');
  notify(
    call.app,
    invite.inviter_id,
    ['邀请奖励到账', 'Prêmio de convite'],
    [
      `你邀请的用户 ${inviteeId} 已完成首次签到，${INVITE_GOLD} 金币已到账。`,
      `O usuário ${inviteeId} que você convidou fez o primeiro check-in: você ganhou ${INVITE_GOLD} moedas.`,
    ],
  );
}
