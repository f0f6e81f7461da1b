import { isRecord, type Body } from '../frames.ts';
import { LIMITS } from '../limits.ts';
import { AtTipsRepo, type AtTipRow } from '../repos/at-tips.ts';
import { list, num, str, type Service } from '../service.ts';
import type { GroupMsgRow, GroupRow } from '../store.ts';

const AT_ME = 1;
const AT_ALL = 2;
const repos = new WeakMap<Service, AtTipsRepo>();
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
    svc.pushUser(user, 'im_open_push.msg_push', {
      EventArray: [{ Event: 12, GroupTips: [atTipWire(tip, g.type, row.time)] }],
    });
  }
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
 * The user's unread tips as the first sync of an instance carries them (`openim.getmsg`'s `EventArray`, {} when
 * none): the official SDK learns there of mentions made while it was offline.
 */
export function pendingAtTipsOf(svc: Service, user: string): Body {
  const tips = repoOf(svc)
    .allTipsOf(user)
    .map((t) => {
      const g = svc.store.findGroup(t.group_id);
      const time = svc.store.groupMsg(t.group_id, t.seq)?.time ?? 0;
      // A group the user has left since is no conversation of theirs any more.
      return g && svc.store.member(g.id, user) ? atTipWire(t, g.type, time) : null;
    })
    .filter((t) => t !== null);
  return tips.length > 0 ? { EventArray: [{ Event: 12, GroupTips: tips }] } : {};
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

/** `openim.deletemsg {DelMsgList:[{From_Account, To_Account, MsgSeq, MsgRandom, GroupId}]}`: the caller's tips go. */
export function registerAtTips(svc: Service): void {
  svc.route('openim.deletemsg', (conn, body) => {
    const user = conn.user ?? '';
    let deleted = 0;
    for (const raw of list(body, 'DelMsgList'))
      if (isRecord(raw)) deleted += repoOf(svc).remove(user, str(raw, 'GroupId'), num(raw, 'MsgSeq'));
    return { DeletedCount: deleted };
  });
}
