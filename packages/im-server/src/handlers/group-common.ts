import { requireAccount } from '../checks.ts';
import type { Body } from '../frames.ts';
import { groupTipPush } from '../group-messages.ts';
import { GROUP_FULL, GROUP_MEMBER_CAPS, LIMIT_ERRORS, LIMITS, utf8Bytes } from '../limits.ts';
import { ImError, list, num, type Conn, type Service } from '../service.ts';
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

/** Refuses `joining` new members who would take the group past its type's cap (10014); live rooms have none. */
export function requireMemberRoom(svc: Service, g: Pick<GroupRow, 'id' | 'type'>, joining: number): void {
  const cap = GROUP_MEMBER_CAPS[g.type];
  if (cap === undefined || joining === 0) return;
  const count = svc.store.memberCount(g.id);
  if (count + joining > cap)
    throw new ImError(
      GROUP_FULL,
      `the group is full: a ${g.type} group holds at most ${cap} members (${count} now, ${joining} joining)`,
    );
}

/**
 * Pushes to every member online (but the `except` socket). Only online users get a push, so the smaller side is
 * walked: the users online, looked up as members, or the members, looked up as online; a large group then costs
 * a message no more than the people who can receive it.
 */
export function pushToMembers(svc: Service, groupId: string, body: Body, except?: Conn): void {
  const users = svc.store.hasMoreMembersThan(groupId, svc.online.size)
    ? [...svc.online.keys()].filter((user) => svc.store.member(groupId, user))
    : svc.store.memberUsers(groupId);
  for (const user of users) svc.pushUser(user, 'im_open_push.msg_push', body, except);
}

/**
 * Group tips (event 4, spec §4): 1 join, 2 quit, 3 kicked, 4/5 admin set/cancelled, 6 profile modified
 * (`MsgGroupNewInfo`), 7 member info modified (`MsgMemberInfo`), to every member; live rooms send none.
 */
export function pushTipBody(svc: Service, g: GroupRow, operator: string, msgBody: Body): void {
  if (g.type === 'AVChatRoom') return;
  pushToMembers(svc, g.id, groupTipPush(svc, g, 4, operator, { Operator_Account: operator, ...msgBody }));
}

/** A membership tip naming the users it is about (none: no tip). */
export function pushTip(svc: Service, g: GroupRow, opType: number, operator: string, users: string[]): void {
  if (users.length === 0) return;
  pushTipBody(svc, g, operator, { OpType: opType, List_Account: users, MemberNum: svc.store.memberCount(g.id) });
}

/** Notices kept for their user until deleted, as the cloud keeps them: 1, a join request to a manager. */
const KEPT_NOTICES = [1];

/**
 * System notice (event 5) of operation `opType` to one user (spec §4). One the user keeps (`KEPT_NOTICES`) is also
 * stored, so it reaches them at their next sync when they were offline (`keptNoticesOf`).
 */
export function pushNotice(
  svc: Service,
  g: GroupRow,
  user: string,
  opType: number,
  operator: string,
  extra: Body = {},
): void {
  const notice = groupTipPush(svc, g, 5, operator, { OpType: opType, Operator_Account: operator, ...extra });
  if (KEPT_NOTICES.includes(opType)) {
    const item = list(list(notice, 'EventArray')[0] as Body, 'GroupTips')[0] as Body;
    svc.groupNotices.add(user, g.id, opType, operator, num(item, 'MsgRandom'), JSON.stringify(item));
  }
  svc.pushUser(user, 'im_open_push.msg_push', notice);
}

/**
 * The notices a user keeps, as a sync (`openim.getmsg`) carries them in its `EventArray`: one event 5 of them all,
 * as pushed (none: no event). The official SDK shows them in its system conversation, read.
 */
export function keptNoticesOf(svc: Service, user: string): Body[] {
  const tips = svc.groupNotices.itemsOf(user).map((item) => JSON.parse(item) as Body);
  return tips.length > 0 ? [{ Event: 5, GroupTips: tips }] : [];
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
