import { requireAccount } from '../checks.ts';
import type { Body } from '../frames.ts';
import { groupTipPush } from '../group-messages.ts';
import { LIMIT_ERRORS, LIMITS, utf8Bytes } from '../limits.ts';
import { ImError, type Service } from '../service.ts';
import type { GroupRow } from '../store.ts';

/** What the group handlers (groups, members, messages, live rooms) share: lookups, roles and tips. */

export function groupOr404(svc: Service, id: string): GroupRow {
  const g = svc.store.findGroup(id);
  if (!g) throw new ImError(10010, `group ${id} does not exist or was dismissed`);
  return g;
}

export function roleOf(svc: Service, g: GroupRow, user: string): string | null {
  return svc.store.member(g.id, user)?.role ?? null;
}

export function isAdmin(role: string | null | undefined): boolean {
  return role === 'Owner' || role === 'Admin';
}

/**
 * Group tips (event 4, spec §4): 1 join, 2 quit, 3 kicked, 4/5 admin set/cancelled, 6 profile modified
 * (`MsgGroupNewInfo`), 7 member info modified (`MsgMemberInfo`), to every member; live rooms send none.
 */
export function pushTipBody(svc: Service, g: GroupRow, operator: string, msgBody: Body): void {
  if (g.type === 'AVChatRoom') return;
  const tip = groupTipPush(svc, g, 4, operator, { Operator_Account: operator, ...msgBody });
  for (const m of svc.store.members(g.id)) svc.pushUser(m.user, 'im_open_push.msg_push', tip);
}

/** A membership tip naming the users it is about (none: no tip). */
export function pushTip(svc: Service, g: GroupRow, opType: number, operator: string, users: string[]): void {
  if (users.length === 0) return;
  pushTipBody(svc, g, operator, { OpType: opType, List_Account: users, MemberNum: svc.store.memberCount(g.id) });
}

/** System notice (event 5) of operation `opType` to one user (spec §4). */
export function pushNotice(
  svc: Service,
  g: GroupRow,
  user: string,
  opType: number,
  operator: string,
  extra: Body = {},
): void {
  const notice = groupTipPush(svc, g, 5, operator, { OpType: opType, Operator_Account: operator, ...extra });
  svc.pushUser(user, 'im_open_push.msg_push', notice);
}

/** The accounts of a MemberList (`[{Member_Account}]`), each a valid UserID (10004 otherwise). */
export function memberAccounts(entries: unknown[]): string[] {
  return entries.map((raw) =>
    requireAccount(
      typeof raw === 'object' && raw !== null ? (raw as Body).Member_Account : undefined,
      'Member_Account',
      LIMIT_ERRORS.groupInvalid,
    ),
  );
}

/** The custom fields of a request (`[{Key, Value}]`; an empty value removes a field), each within its limits. */
export function customFields(
  raw: unknown,
  name: string,
  most: number,
  valueBytes: number,
): { Key: string; Value: string }[] {
  if (!Array.isArray(raw) || raw.length > most)
    throw new ImError(LIMIT_ERRORS.groupInvalid, `${name} lists at most ${most} fields`);
  return raw.map((f) => {
    const { Key, Value } = (typeof f === 'object' && f !== null ? f : {}) as Body;
    if (
      typeof Key !== 'string' ||
      Key === '' ||
      utf8Bytes(Key) > LIMITS.groupAttributeKeyBytes ||
      typeof Value !== 'string'
    )
      throw new ImError(LIMIT_ERRORS.groupInvalid, `each field of ${name} needs a Key and a string Value`);
    if (utf8Bytes(Value) > valueBytes)
      throw new ImError(LIMIT_ERRORS.groupInvalid, `${name} ${Key} is longer than ${valueBytes} bytes`);
    return { Key, Value };
  });
}

/** The group custom field of slow mode: seconds a member waits between two messages (managers never wait). */
export const SLOW_MODE_FIELD = 'slow_mode';

/** Seconds `user` still waits under the group's slow mode (0: may send). */
export function slowModeWait(svc: Service, groupId: string, user: string): number {
  const field = svc.groupExtras.groupFields(groupId).find((f) => f.key === SLOW_MODE_FIELD);
  const interval = Number(field?.value ?? 0);
  if (!(interval > 0)) return 0;
  const last = svc.store.lastGroupMsgTimeFrom(groupId, user);
  return Math.max(0, last + interval - svc.nowSeconds());
}
