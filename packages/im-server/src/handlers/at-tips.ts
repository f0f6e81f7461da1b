import { isRecord, type Body } from '../frames.ts';
import { LIMITS } from '../limits.ts';
import { AtTipsRepo, type AtTipRow } from '../repos/at-tips.ts';
import { list, num, str, type Conn, type Service } from '../service.ts';
import type { GroupMsgRow, GroupRow } from '../store.ts';

const AT_ME = 1;
const AT_ALL = 2;
const repos = new WeakMap<Service, AtTipsRepo>();
/** Tips sent on a socket that has not spoken since: a socket may be dead before the service knows it. */
const unconfirmed = new WeakMap<Conn, AtTipRow[]>();
const repoOf = (svc: Service): AtTipsRepo => {
  let repo = repos.get(svc);
  if (!repo) repos.set(svc, (repo = new AtTipsRepo(svc.store.db)));
  return repo;
};

/** The flags of each member a message's `GroupAtInfo` names: at-me (1) for named members, at-all (2) for all. */
export function atTargets(groupAtInfo: unknown[], members: readonly string[], sender: string): Map<string, number> {
  const targets = new Map<string, number>();
  const mark = (user: string, flag: number) => {
    if (user !== sender && members.includes(user)) targets.set(user, (targets.get(user) ?? 0) | flag);
  };
  for (const raw of groupAtInfo) {
    if (!isRecord(raw)) continue;
    if (num(raw, 'GroupAtAllFlag') === 1) for (const m of members) mark(m, AT_ALL);
    else mark(str(raw, 'GroupAt_Account'), AT_ME);
  }
  return targets;
}

/** A message's mention list, cut to the per-request limit (never a refusal: the message is already stored). */
const mentionsOf = (body: Body): unknown[] =>
  Array.isArray(body.GroupAtInfo) ? body.GroupAtInfo.slice(0, LIMITS.accountsPerRequest) : [];

/** A message's well-formed @-mentions, pushed with it so receivers see its atUserList ({} when none). */
export function groupAtInfoOf(body: Body): Body {
  const entries = mentionsOf(body)
    .filter(isRecord)
    .map((raw) =>
      num(raw, 'GroupAtAllFlag') === 1
        ? { GroupAtAllFlag: 1 }
        : { GroupAtAllFlag: 0, GroupAt_Account: str(raw, 'GroupAt_Account') },
    )
    .filter((e) => e.GroupAtAllFlag === 1 || e.GroupAt_Account);
  return entries.length > 0 ? { GroupAtInfo: entries } : {};
}

/**
 * @-mentions of a stored group message (spec §3 group-at info): each mentioned member keeps a tip until they read
 * past it or delete it, and gets it at once as a group tip of event 12 (`AtFlagList`: 1 at me, 2 at all).
 */
export function recordAtTips(svc: Service, g: GroupRow, row: GroupMsgRow, body: Body): void {
  const mentions = mentionsOf(body);
  if (mentions.length === 0) return;
  const { GroupAtInfo } = groupAtInfoOf(body);
  if (GroupAtInfo) repoOf(svc).rememberMentions(g.id, row.seq, JSON.stringify(GroupAtInfo));
  const members = svc.store.members(g.id).map((m) => m.user);
  for (const [user, flags] of atTargets(mentions, members, row.from_acc)) {
    const tip = { group_id: g.id, seq: row.seq, random: row.random, from_acc: row.from_acc, flags };
    repoOf(svc).add(user, tip);
    for (const conn of svc.connsOf(user)) sentOn(conn, tip);
    svc.pushUser(user, 'im_open_push.msg_push', {
      EventArray: [{ Event: 12, GroupTips: [atTipWire(tip, g.type, row.time)] }],
    });
  }
}

function sentOn(conn: Conn, tip: AtTipRow): void {
  const sent = unconfirmed.get(conn) ?? [];
  sent.push(tip);
  unconfirmed.set(conn, sent);
}

/**
 * A frame from an instance: the tips sent to it before count as delivered to its session, so a later sync after a
 * dropped socket repeats only the ones it may have missed.
 */
export function confirmAtTips(svc: Service, conn: Conn): void {
  const sent = unconfirmed.get(conn);
  if (!sent) return;
  unconfirmed.delete(conn);
  for (const t of sent) repoOf(svc).delivered(conn.a2, conn.user ?? '', t.group_id, t.seq);
}

/** A tip's flags as the wire's `AtFlagList`. */
const atFlagsOf = (flags: number): number[] => [AT_ME, AT_ALL].filter((f) => flags & f);

/** A tip as a group tip of event 12 (`AtFlagList`: 1 at me, 2 at all). */
function atTipWire(tip: AtTipRow, groupType: string, time: number): Body {
  const { group_id: id, seq, from_acc: from } = tip;
  return {
    GroupId: id,
    ToGroupId: id,
    GroupInfo: { GroupId: id, GroupType: groupType },
    From_Account: from,
    MsgSeq: seq,
    MsgRandom: tip.random,
    // The official SDK names a tip's ClientSeq as MsgSeq when it deletes the tip.
    ClientSeq: seq,
    MsgTimeStamp: time,
    MsgBody: { GroupId: id, From_Account: from, MsgSeq: seq, AtFlagList: atFlagsOf(tip.flags) },
  };
}

/**
 * The user's unread tips that this instance was not given yet, as its syncs carry them (`openim.getmsg`'s
 * `EventArray`, {} when none): the official SDK learns there of mentions made while it was offline, at its first
 * sync and at the sync after a dropped socket, and would list a tip given twice twice.
 */
export function pendingAtTipsOf(svc: Service, conn: Conn): Body {
  const user = conn.user ?? '';
  const tips = repoOf(svc)
    .undeliveredTipsOf(user, conn.a2)
    .map((t) => {
      const g = svc.store.findGroup(t.group_id);
      // A group the user has left since is no conversation of theirs any more.
      if (!g || !svc.store.member(g.id, user)) return null;
      sentOn(conn, t);
      return atTipWire(t, g.type, svc.store.groupMsg(t.group_id, t.seq)?.time ?? 0);
    })
    .filter((t) => t !== null);
  return tips.length > 0 ? { EventArray: [{ Event: 12, GroupTips: tips }] } : {};
}

/** A member's tips go with the group messages they delete or clear (`fromSeq` to `toSeq`). */
export function dropAtTips(svc: Service, user: string, groupId: string, fromSeq: number, toSeq = fromSeq): void {
  repoOf(svc).remove(user, groupId, fromSeq, toSeq);
}

/** Every member's tips go with a revoked group message. */
export function dropAtTipsOfMessage(svc: Service, groupId: string, seq: number): void {
  repoOf(svc).removeMessage(groupId, seq);
}

/** A stored group message's mentions for its history item ({} when none), so a late reader sees its atUserList. */
export function storedAtInfoOf(svc: Service, groupId: string, seq: number): Body {
  const mentions = repoOf(svc).mentionsAt(groupId, seq);
  return mentions ? { GroupAtInfo: JSON.parse(mentions) as unknown } : {};
}

/**
 * The user's tips in a group that they have not read or deleted, as the group list and the recent-contact list
 * carry them at sync (`AtInfoList`, {} when none), so a user mentioned while offline still sees them.
 */
export function atInfoListOf(svc: Service, user: string, groupId: string): Body {
  const tips = repoOf(svc).tipsOf(user, groupId);
  if (tips.length === 0) return {};
  return {
    AtInfoList: tips.map((t) => ({
      From_Account: t.from_acc,
      AtMsgSeq: t.seq,
      MsgRandom: t.random,
      AtFlagList: atFlagsOf(t.flags),
    })),
  };
}

/**
 * `openim.deletemsg {DelMsgList:[{From_Account, To_Account, MsgSeq, MsgRandom, GroupId}]}`: the caller's tips go,
 * and their group system notices named From_Account `@TIM#SYSTEM` (by MsgRandom), as the official SDK deletes them.
 */
export function registerAtTips(svc: Service): void {
  svc.route('openim.deletemsg', (conn, body) => {
    const user = conn.user ?? '';
    let deleted = 0;
    for (const raw of list(body, 'DelMsgList'))
      if (!isRecord(raw)) continue;
      else if (str(raw, 'From_Account') === '@TIM#SYSTEM')
        deleted += svc.groupNotices.remove(user, num(raw, 'MsgRandom'));
      else deleted += repoOf(svc).remove(user, str(raw, 'GroupId'), num(raw, 'MsgSeq'));
    return { DeletedCount: deleted };
  });
}
