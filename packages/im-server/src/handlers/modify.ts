import { checkMessage } from '../checks.ts';
import type { Body } from '../frames.ts';
import { type Conn, ImError, num, requireStr, str, type Service } from '../service.ts';
import type { TopicRow } from '../repos/topics.ts';
import type { C2cRow, GroupMsgRow, GroupRow } from '../store.ts';
import { c2cKey, groupKey } from '../repos/versions.ts';
import { c2cItem, parseBody } from '../wire.ts';
import { pushToMembers } from './group-common.ts';
import { requireC2cSpeaker, requireGroupSpeaker, requireOwnPlatformMessage, spokeInGroup } from './gates.ts';

/** The cloud's answer to a modification of a version that is no longer the message's current one (spec §8). */
export const MODIFY_CONFLICT = 20027;
const NOT_FOUND = 20022;
const NOT_MEMBER = 10007;
const LIVE_ROOM_REFUSED = 10007;
/** An edit that changes the message's elements or their kinds: the cloud's invalid-parameter code of a send. */
const EDIT_INVALID = 10004;

/** A one-to-one message the connection's user is a party of, by its sender, receiver, sequence and random. */
export function c2cTarget(svc: Service, user: string, body: Body): { row: C2cRow; key: string; peer: string } {
  const from = requireStr(body, 'From_Account');
  const to = requireStr(body, 'To_Account');
  if (user !== from && user !== to) throw new ImError(NOT_MEMBER, 'only the sender and the receiver reach a message');
  // A message key is `seq_random_time`; anything unreadable names no message.
  const [seq, random] = str(body, 'MsgKey')
    ? str(body, 'MsgKey')
        .split('_')
        .map((part) => (/^\d{1,15}$/.test(part) ? Number(part) : -1))
    : [num(body, 'MsgSeq'), num(body, 'MsgRandom')];
  const row = svc.store.findC2c(from, to, seq ?? -1, random ?? -1);
  if (!row) throw new ImError(NOT_FOUND, 'message not found');
  return { row, key: c2cKey(from, to, row.seq, row.random), peer: user === from ? to : from };
}

/** A group's (or a topic's, `TopicId`) message the connection's user may reach as a member, by sequence. */
export function groupTarget(
  svc: Service,
  user: string,
  body: Body,
  seqKey = 'MsgSeq',
): { row: GroupMsgRow; key: string; group: GroupRow; topic?: TopicRow } {
  // The official SDK names a topic message's receipts by the topic ID alone, in GroupId.
  const given = requireStr(body, 'GroupId');
  const topic = str(body, 'TopicId') || (svc.topics.topic(given) ? given : '');
  const group = svc.store.findGroup(topic ? (svc.topics.topic(topic)?.group_id ?? given) : given);
  if (!group) throw new ImError(10010, 'group does not exist');
  if (!svc.store.member(group.id, user)) throw new ImError(NOT_MEMBER, 'not a member of the group');
  const conversationId = topic || group.id;
  const topicRow = conversationId !== group.id ? svc.topics.topic(conversationId) : undefined;
  if (conversationId !== group.id && topicRow?.group_id !== group.id)
    throw new ImError(10010, 'the topic is not in this group');
  const row = svc.store.groupMsg(conversationId, num(body, seqKey));
  if (!row) throw new ImError(NOT_FOUND, 'message not found');
  return { row, key: groupKey(conversationId, row.seq), group, ...(topicRow ? { topic: topicRow } : {}) };
}

/** The sender's tiny ID: the official SDK names a message `${tinyID}-${clientTime}-${random}`. */
export function tinyIdOf(svc: Service, user: string): string {
  return String(svc.store.ensureUser(user).tiny_id);
}

/** A one-to-one message item with its sender's tiny ID, options and version. */
export function c2cWire(svc: Service, row: C2cRow): Body {
  const key = c2cKey(row.from_acc, row.to_acc, row.seq, row.random);
  const peerRead = svc.receipts.hasRead(key, row.to_acc) ? { IsPeerRead: 1 } : {};
  return { ...c2cItem(row), TinyId: tinyIdOf(svc, row.from_acc), ...svc.versions.wire(key), ...peerRead };
}

/** A group or topic message item with its sender's tiny ID, options and version. */
export function groupWire(svc: Service, item: Body, row: GroupMsgRow): Body {
  return { ...item, TinyId: tinyIdOf(svc, row.from_acc), ...svc.versions.wire(groupKey(row.group_id, row.seq)) };
}

/** The item a group message's change is pushed with: who, where, which. */
export function groupChangeItem(svc: Service, row: GroupMsgRow, group: GroupRow): Body {
  return {
    GroupId: group.id,
    ...(row.group_id !== group.id ? { TopicId: row.group_id } : {}),
    From_Account: row.from_acc,
    MsgSeq: row.seq,
    MsgRandom: row.random,
    MsgTime: row.time,
    TinyId: tinyIdOf(svc, row.from_acc),
  };
}

/** Pushes `event` to every member of the group (but the acting socket). */
export function pushToGroup(svc: Service, group: GroupRow, event: Body, except?: Conn): void {
  pushToMembers(svc, group.id, { EventArray: [event] }, except);
}

/** The version, content and custom data a message has now: a modification's answer, and a conflict's. */
function current(version: number, body: string, cloud: string): Body {
  return { MsgVersion: version, MsgBody: parseBody(body), CloudCustomData: cloud };
}

/** Kinds whose content an edit may change, as the cloud allows; the others change their CloudCustomData only. */
const EDITABLE_KINDS: ReadonlySet<unknown> = new Set([
  'TIMTextElem',
  'TIMCustomElem',
  'TIMLocationElem',
  'TIMFaceElem',
]);

/**
 * The content after an edit, checked as a send checks it. An edit keeps the message's elements and their kinds (a
 * text never becomes a gift, 10004); a kind that cannot be edited keeps its content. Without MsgBody (the official
 * SDK's edit of an image, a file, ...) only CloudCustomData changes.
 */
function editedContent(row: C2cRow | GroupMsgRow, body: Body): { elems: Body[]; cloud: string } {
  if (row.revoked) throw new ImError(20023, 'the message was revoked');
  const before = parseBody(row.body) as Body[];
  const { elems, cloud } = checkMessage({ MsgBody: body.MsgBody ?? before, CloudCustomData: body.CloudCustomData });
  if (elems.length !== before.length || elems.some((e, i) => e.MsgType !== before[i]?.MsgType))
    throw new ImError(
      EDIT_INVALID,
      `an edit keeps the message's elements and their kinds (${before.map((e) => String(e.MsgType)).join(', ')})`,
    );
  return { elems: elems.map((e, i) => (EDITABLE_KINDS.has(e.MsgType) ? e : before[i]!)), cloud };
}

/**
 * Message modification (spec §7): the caller names the version it changed; a stale version is refused with 20027
 * carrying the current one, else the content is replaced, the version raised and the change pushed to both sides
 * (every member for a group). An edit passes the gates of a send (gates.ts) and counts for slow mode; the platform's
 * messages are edited by the platform only. Live rooms keep no history to modify.
 */
export function registerModify(svc: Service): void {
  const requireCurrentVersion = (key: string, row: C2cRow | GroupMsgRow, body: Body): void => {
    const { version } = svc.versions.meta(key);
    if (num(body, 'MsgVersion') !== version)
      throw new ImError(MODIFY_CONFLICT, 'the message was modified since', current(version, row.body, row.cloud));
  };
  svc.route('openim.modify_c2c_msg', (conn, body) => {
    const user = conn.user ?? '';
    const { row, key, peer } = c2cTarget(svc, user, body);
    requireOwnPlatformMessage(user, row.from_acc);
    const { elems, cloud } = editedContent(row, body);
    requireC2cSpeaker(svc, user, peer);
    requireCurrentVersion(key, row, body);
    const version = svc.versions.modifyC2c(row, JSON.stringify(elems), cloud);
    const item = {
      From_Account: row.from_acc,
      To_Account: row.to_acc,
      MsgSeq: row.seq,
      MsgRandom: row.random,
      MsgTime: row.time,
      TinyId: tinyIdOf(svc, row.from_acc),
      ...current(version, JSON.stringify(elems), cloud),
    };
    const push = { EventArray: [{ Event: 10, C2cMsgModNotifys: [item] }] };
    svc.pushUser(peer, 'im_open_push.msg_push', push);
    if (peer !== user) svc.pushUser(user, 'im_open_push.msg_push', push, conn);
    return current(version, JSON.stringify(elems), cloud);
  });

  svc.route('openim.modify_group_msg', (conn, body) => {
    const user = conn.user ?? '';
    const { row, key, group, topic } = groupTarget(svc, user, body);
    if (group.type === 'AVChatRoom') throw new ImError(LIVE_ROOM_REFUSED, 'live-room messages cannot be modified');
    requireOwnPlatformMessage(user, row.from_acc);
    const { elems, cloud } = editedContent(row, body);
    requireGroupSpeaker(svc, group, user, { topic, elems });
    requireCurrentVersion(key, row, body);
    const version = svc.versions.modifyGroup(row, JSON.stringify(elems), cloud);
    const item = { ...groupChangeItem(svc, row, group), ...current(version, JSON.stringify(elems), cloud) };
    pushToGroup(svc, group, { Event: 11, GroupMsgModNotifys: [item] }, conn);
    spokeInGroup(svc, group, user);
    return current(version, JSON.stringify(elems), cloud);
  });
}
