import { randomBytes } from 'node:crypto';
import type { Body } from './frames.ts';
import { list, num, type Service } from './service.ts';
import type { GroupMsgRow, GroupRow } from './store.ts';

/**
 * A new message of a group or topic (`conversationId`), its sequence not yet allocated. Who sent it is told by the
 * stored profile, never by the frame.
 */
export function newGroupMessage(
  svc: Service,
  conversationId: string,
  from: string,
  body: Body,
  content: { elems: Body[]; cloud: string },
): GroupMsgRow {
  const sender = svc.store.ensureUser(from);
  const control = list(body, 'SendMsgControl');
  return {
    group_id: conversationId,
    seq: 0,
    from_acc: from,
    random: num(body, 'Random'),
    time: svc.nowSeconds(),
    body: JSON.stringify(content.elems),
    cloud: content.cloud,
    client_seq: num(body, 'ClientSeq'),
    revoked: 0,
    nick: sender.nick,
    avatar: sender.face_url,
    no_unread: control.includes('NoUnread') ? 1 : 0,
    no_last: control.includes('NoLastMsg') ? 1 : 0,
  };
}

/** A push of group (or topic) messages: event 3. */
export function groupMessagePush(items: Body[]): Body {
  return { EventArray: [{ Event: 3, GroupMsgArray: items }] };
}

/** A push of one group tip: event 4 membership, 5 system notices, 6 profile (attributes, counters). */
export function groupTipPush(svc: Service, g: GroupRow, event: number, operator: string, msgBody: Body): Body {
  return {
    EventArray: [
      {
        Event: event,
        GroupTips: [
          {
            GroupId: g.id,
            ToGroupId: g.id,
            GroupInfo: { GroupId: g.id, GroupType: g.type },
            From_Account: operator,
            MsgSeq: 0,
            MsgRandom: randomBytes(4).readUInt32BE(0),
            MsgTimeStamp: svc.nowSeconds(),
            MsgBody: msgBody,
          },
        ],
      },
    ],
  };
}
