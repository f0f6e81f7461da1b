import { isRecord, type Body } from '../frames.ts';
import { LIMITS } from '../limits.ts';
import { AtTipsRepo } from '../repos/at-tips.ts';
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
  const members = svc.store.members(g.id).map((m) => m.user);
  for (const [user, flags] of atTargets(mentions, members, row.from_acc)) {
    repoOf(svc).add(user, { group_id: g.id, seq: row.seq, random: row.random, from_acc: row.from_acc, flags });
    const atFlags = [AT_ME, AT_ALL].filter((f) => flags & f);
    svc.pushUser(user, 'im_open_push.msg_push', {
      EventArray: [
        {
          Event: 12,
          GroupTips: [
            {
              GroupId: g.id,
              ToGroupId: g.id,
              GroupInfo: { GroupId: g.id, GroupType: g.type },
              From_Account: row.from_acc,
              MsgSeq: row.seq,
              MsgRandom: row.random,
              MsgTimeStamp: row.time,
              MsgBody: { GroupId: g.id, From_Account: row.from_acc, MsgSeq: row.seq, AtFlagList: atFlags },
            },
          ],
        },
      ],
    });
  }
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
