import { randomBytes } from 'node:crypto';
import { checkMessage, groupText } from '../checks.ts';
import type { Body } from '../frames.ts';
import { LIMIT_ERRORS, LIMITS, utf8Bytes } from '../limits.ts';
import type { TopicFields, TopicRow } from '../repos/topics.ts';
import { ImError, list, num, requireStr, str, type Conn, type Handler, type Service } from '../service.ts';
import { groupMessagePush, newGroupMessage } from '../group-messages.ts';
import { groupKey } from '../repos/versions.ts';
import { groupWire } from './modify.ts';
import type { GroupMsgRow, GroupRow } from '../store.ts';
import { groupItem, MSG_FLAGS, msgFlagName } from '../wire.ts';
import { memberGroup } from './attributes.ts';
import { pushToMembers } from './group-common.ts';
import { registerServiceNames } from './service-names.ts';
import { requireGroupSpeaker, requireOwnPlatformMessage, spokeInGroup } from './gates.ts';

const TOPIC_MARK = '@TOPIC#_';
/** The cloud's answers: an illegal topic ID, a topic that does not exist, communities not enabled for the app. */
export const TOPIC_CODES = { illegalTopicId: 10015, missing: 10010, communityUnavailable: 11000 } as const;
const INVALID = LIMIT_ERRORS.groupInvalid;
const ROAM_MAX = 21;
/** `GroupInfo.MillionGroupFlag` of a community with topics: the SDK files a message with it and a TopicId under the topic. */
const COMMUNITY_WITH_TOPICS = 2;

/** The community commands the official SDK sends: every group command of a community goes to this service. */
const COMMUNITY_SERVICE = 'million_group_open_http_svc';

/**
 * Communities and their topics. The official SDK sends every group command about a community (`@TGS#_…`) to
 * million_group_open_http_svc, so each group command answers there too; a message, history request or read report
 * naming a TopicId is the topic's (its own sequence, read per member).
 */
export function registerTopics(svc: Service): void {
  const topics = svc.topics;

  for (const [servcmd, handler] of [...svc.routes]) {
    const [service, cmd] = servcmd.split('.');
    if ((service === 'group_open_http_svc' || service === 'group_open_attr_http_svc') && cmd)
      if (!svc.routes.has(`${COMMUNITY_SERVICE}.${cmd}`)) svc.route(`${COMMUNITY_SERVICE}.${cmd}`, handler);
  }

  /** A community with topics of which the caller is a member. */
  const community = (conn: Conn, body: Body): GroupRow => {
    const g = memberGroup(svc, conn, body);
    if (g.type !== 'Community' || !topics.supportsTopics(g.id))
      throw new ImError(INVALID, 'the group is no community with topics');
    return g;
  };
  const requireManager = (conn: Conn, g: GroupRow): void => {
    const role = svc.store.member(g.id, conn.user ?? '')?.role;
    if (role !== 'Owner' && role !== 'Admin') throw new ImError(10007, 'only the owner or an admin manages topics');
  };
  const topicOf = (g: GroupRow, id: string): TopicRow => {
    const t = topics.topic(id);
    if (!t || t.group_id !== g.id) throw new ImError(TOPIC_CODES.missing, `topic ${id.slice(0, 80)} does not exist`);
    return t;
  };
  const fields = (body: Body): TopicFields => {
    const name = groupText(body, 'TopicName', LIMITS.groupNameBytes);
    if (name === '') throw new ImError(INVALID, 'TopicName must not be empty');
    const custom = body.CustomString;
    if (custom !== undefined && (typeof custom !== 'string' || utf8Bytes(custom) > LIMITS.topicCustomDataBytes))
      throw new ImError(INVALID, `CustomString is a string of at most ${LIMITS.topicCustomDataBytes} bytes`);
    const mute = body.ShutUpAllMember;
    return {
      name,
      face_url: groupText(body, 'FaceUrl', LIMITS.groupFaceUrlBytes),
      introduction: groupText(body, 'Introduction', LIMITS.groupIntroductionBytes),
      notification: groupText(body, 'Notification', LIMITS.groupNotificationBytes),
      custom: custom as string | undefined,
      mute_all: mute === 'On' ? 1 : mute === 'Off' ? 0 : undefined,
    };
  };
  const topicInfo = (t: TopicRow, user: string): Body => {
    const last = svc.store.lastGroupMsg(t.id);
    return {
      TopicInfo: {
        GroupID: t.group_id,
        TopicId: t.id,
        TopicName: t.name,
        FaceUrl: t.face_url,
        Introduction: t.introduction,
        Notification: t.notification,
        CustomString: t.custom,
        ShutUpAllFlag: t.mute_all,
        CreateTime: t.create_time,
        NextMsgSeq: t.next_seq,
        LastMsgTime: last?.time ?? 0,
      },
      SelfInfo: {
        MsgSeq: topics.readSeq(t.id, user),
        ShutUpTime: 0,
        MsgFlag: msgFlagName(topics.remindType(t.id, user)),
        NoUnreadSeqList: [],
      },
      ErrorCode: 0,
      ErrorInfo: '',
    };
  };
  const topicItem = (row: GroupMsgRow, g: GroupRow, t: TopicRow): Body => ({
    ...groupWire(svc, groupItem(row, g), row),
    TopicId: t.id,
    GroupInfo: { GroupId: g.id, GroupType: g.type, MillionGroupFlag: COMMUNITY_WITH_TOPICS, TopicId: t.id },
  });

  /**
   * A topic notice (spec §4): system notices (event 5) 17 created, 18 deleted (`TopicIdArray`) and 20 remind type
   * updated, tip 8 (event 4) topic profile updated (`MsgTopicNewInfo`).
   */
  const topicNotice = (conn: Conn, g: GroupRow, event: number, topicID: string, msgBody: Body): Body => {
    const operator = conn.user ?? '';
    const now = svc.nowSeconds();
    const info: Body = { GroupId: g.id, GroupType: g.type, MillionGroupFlag: COMMUNITY_WITH_TOPICS };
    if (topicID) info.TopicId = topicID;
    const tip = { GroupId: g.id, GroupInfo: info, From_Account: operator, MsgRandom: randomBytes(4).readUInt32BE(0) };
    return {
      EventArray: [
        {
          Event: event,
          GroupTips: [
            {
              ...tip,
              ...(topicID ? { TopicId: topicID } : {}),
              MsgTimeStamp: now,
              MsgBody: { Operator_Account: operator, ...msgBody },
            },
          ],
        },
      ],
    };
  };
  /** Tells the community's members; the calling socket already knows. */
  const tellMembers = (conn: Conn, g: GroupRow, event: number, topicID: string, msgBody: Body): void => {
    const push = topicNotice(conn, g, event, topicID, msgBody);
    pushToMembers(svc, g.id, push, conn);
  };

  svc.route(`${COMMUNITY_SERVICE}.create_topic`, (conn, body) => {
    const g = community(conn, body);
    requireManager(conn, g);
    const given = str(body, 'TopicId');
    if (given && (!given.startsWith(`${g.id}${TOPIC_MARK}`) || utf8Bytes(given) > 2 * LIMITS.groupIdBytes))
      throw new ImError(TOPIC_CODES.illegalTopicId, `a topic ID is ${g.id}${TOPIC_MARK} and a suffix`);
    if (given && topics.topic(given)) throw new ImError(10021, 'the topic ID is already in use');
    if (topics.topics(g.id).length >= LIMITS.topics) throw new ImError(INVALID, `at most ${LIMITS.topics} topics`);
    const f = fields(body);
    if (!f.name) throw new ImError(INVALID, 'TopicName is required');
    const id = given || `${g.id}${TOPIC_MARK}${randomBytes(6).toString('hex')}`;
    topics.insert({
      id,
      group_id: g.id,
      name: f.name,
      face_url: f.face_url ?? '',
      introduction: f.introduction ?? '',
      notification: f.notification ?? '',
      custom: f.custom ?? '',
      mute_all: f.mute_all ?? 0,
      next_seq: 1,
      create_time: svc.nowSeconds(),
    });
    tellMembers(conn, g, 5, id, { OpType: 17 });
    return { TopicId: id };
  });

  svc.route(`${COMMUNITY_SERVICE}.destroy_topic`, (conn, body) => {
    const g = community(conn, body);
    requireManager(conn, g);
    const ids = list(body, 'TopicIdList').filter((x): x is string => typeof x === 'string');
    const results = ids.map((id) => {
      const t = topics.topic(id);
      if (!t || t.group_id !== g.id) return { TopicId: id, ErrorCode: TOPIC_CODES.missing, ErrorInfo: 'no such topic' };
      topics.delete(id);
      return { TopicId: id, ErrorCode: 0, ErrorInfo: '' };
    });
    const deleted = results.filter((r) => r.ErrorCode === 0).map((r) => r.TopicId);
    if (deleted.length > 0) tellMembers(conn, g, 5, '', { OpType: 18, TopicIdArray: deleted });
    return { DestroyResultItem: results };
  });

  svc.route(`${COMMUNITY_SERVICE}.modify_topic`, (conn, body) => {
    const g = community(conn, body);
    requireManager(conn, g);
    const t = topicOf(g, requireStr(body, 'TopicId'));
    const changed = fields(body);
    topics.update(t.id, changed);
    const names: Record<string, string> = {
      name: 'TopicName',
      face_url: 'TopicFaceUrl',
      introduction: 'TopicIntroduction',
      notification: 'TopicNotification',
      custom: 'CustomString',
      mute_all: 'ShutupAll',
    };
    const info: Body = {};
    for (const [key, value] of Object.entries(changed)) if (value !== undefined && names[key]) info[names[key]] = value;
    tellMembers(conn, g, 4, t.id, { OpType: 8, MsgTopicNewInfo: info });
    return {};
  });

  svc.route(`${COMMUNITY_SERVICE}.get_topic`, (conn, body) => {
    const g = community(conn, body);
    const user = conn.user ?? '';
    const ids = list(body, 'TopicIdList').filter((x): x is string => typeof x === 'string');
    const all = topics.topics(g.id);
    return {
      TopicAndSelfInfo:
        ids.length === 0
          ? all.map((t) => topicInfo(t, user))
          : ids.map((id) => {
              const t = all.find((x) => x.id === id);
              return t
                ? topicInfo(t, user)
                : { TopicInfo: { TopicId: id }, ErrorCode: TOPIC_CODES.missing, ErrorInfo: 'no such topic' };
            }),
    };
  });

  /** Wraps a community command: a TopicId in the body makes it the topic's. */
  const forTopic = (cmd: string, topicHandler: (conn: Conn, g: GroupRow, t: TopicRow, body: Body) => Body): void => {
    const servcmd = `${COMMUNITY_SERVICE}.${cmd}`;
    const groupHandler: Handler | undefined = svc.routes.get(servcmd);
    svc.route(servcmd, (conn, body, head) => {
      if (typeof body.TopicId !== 'string' || body.TopicId === '') {
        if (!groupHandler) throw new ImError(60020, `unknown command ${servcmd}`);
        return groupHandler(conn, body, head);
      }
      const g = community(conn, body);
      return topicHandler(conn, g, topicOf(g, body.TopicId), body);
    });
  };

  forTopic('send_group_msg', (conn, g, t, body) => {
    const from = conn.user ?? '';
    const { elems, cloud } = checkMessage(body);
    const random = num(body, 'Random');
    const clientSeq = num(body, 'ClientSeq');
    const resent =
      random !== 0 || clientSeq !== 0 ? svc.store.findGroupResend(t.id, from, random, clientSeq) : undefined;
    if (resent) return { MsgTime: resent.time, MsgSeq: resent.seq };
    // The community's gates hold in its topics: its mute-all as the topic's, its slow mode across all topics.
    requireGroupSpeaker(svc, g, from, { topic: t, elems });
    const row = { ...newGroupMessage(svc, t.id, from, body, { elems, cloud }), seq: topics.nextSeq(t.id) };
    svc.store.insertGroupMsg(row);
    svc.versions.remember(groupKey(t.id, row.seq), body, num(body, 'MsgClientTime'));
    topics.setReadSeq(t.id, from, row.seq);
    const push = groupMessagePush([topicItem(row, g, t)]);
    pushToMembers(svc, g.id, push, conn);
    spokeInGroup(svc, g, from);
    return { MsgTime: row.time, MsgSeq: row.seq };
  });

  forTopic('group_msg_get', (_conn, g, t, body) => {
    const upto = num(body, 'ReqMsgSeq', t.next_seq - 1) || t.next_seq - 1;
    const count = Math.min(Math.max(1, num(body, 'ReqMsgNumber', 15)), ROAM_MAX);
    const rows = svc.store.groupHistory(t.id, upto, count + 1);
    return {
      GroupId: g.id,
      TopicId: t.id,
      IsFinished: rows.length <= count ? 1 : 0,
      RspMsgList: rows.slice(0, count).map((r) => topicItem(r, g, t)),
    };
  });

  // A topic message is revoked by its sender or a community admin; members are told as for groups (event 5),
  // each withdrawn item naming its topic, so the SDKs update the topic's conversation.
  forTopic('group_msg_recall', (conn, g, t, body) => {
    const user = conn.user ?? '';
    const role = svc.store.member(g.id, user)?.role;
    const revoked: Body[] = [];
    for (const raw of list(body, 'MsgSeqList')) {
      const seq = typeof raw === 'object' && raw !== null ? num(raw as Body, 'MsgSeq') : Number(raw);
      const m = svc.store.groupMsg(t.id, seq);
      if (!m) continue;
      if (m.from_acc !== user && role !== 'Owner' && role !== 'Admin')
        throw new ImError(10007, 'only the sender or an admin can revoke');
      requireOwnPlatformMessage(user, m.from_acc);
      if (svc.store.revokeGroupMsg(t.id, seq))
        revoked.push({
          MsgSeq: seq,
          MsgRandom: m.random,
          MsgTimeStamp: m.time,
          From_Account: m.from_acc,
          GroupId: g.id,
          TopicId: t.id,
          RevokerInfo: { Revoker_Account: user },
        });
    }
    const info = { GroupId: g.id, GroupType: g.type, MillionGroupFlag: COMMUNITY_WITH_TOPICS, TopicId: t.id };
    const notice = {
      EventArray: [
        {
          Event: 5,
          GroupTips: [{ GroupId: g.id, TopicId: t.id, GroupInfo: info, MsgBody: { GroupWithdrawInfoArray: revoked } }],
        },
      ],
    };
    if (revoked.length > 0) pushToMembers(svc, g.id, notice, conn);
    return { RecallRetList: revoked.map((r) => ({ MsgSeq: r.MsgSeq, RetCode: 0 })) };
  });

  // A member's own remind type of a topic (setMessageRemindType with a topic ID). System notice 20 naming the
  // topic tells the user's other instances (spec §4), which update the topic's selfInfo.
  forTopic('modify_group_member_info', (conn, g, t, body) => {
    const me = conn.user ?? '';
    if (requireStr(body, 'Member_Account') !== me) throw new ImError(10007, "only one's own topic remind type is set");
    const flag = str(body, 'MsgFlag');
    if (!Object.hasOwn(MSG_FLAGS, flag))
      throw new ImError(10004, `MsgFlag must be one of ${Object.keys(MSG_FLAGS).join(', ')}`);
    topics.setRemindType(t.id, me, MSG_FLAGS[flag]!);
    svc.pushUser(me, 'im_open_push.msg_push', topicNotice(conn, g, 5, t.id, { OpType: 20, MsgFlag: flag }), conn);
    return {};
  });

  forTopic('msg_read_report', (conn, _g, t, body) => {
    topics.setReadSeq(t.id, conn.user ?? '', Math.min(num(body, 'MsgReadedSeq'), t.next_seq - 1));
    return {};
  });

  // Communities are a commercial ability: without it the joined-community list answers 11000 (the SDK then
  // treats the list as empty).
  const joined = svc.routes.get(`${COMMUNITY_SERVICE}.get_joined_group_list`);
  if (joined)
    svc.route(`${COMMUNITY_SERVICE}.get_joined_group_list`, (conn, body, head) => {
      if (!svc.canUse('community'))
        throw new ImError(TOPIC_CODES.communityUnavailable, 'communities are not enabled for this app');
      return joined(conn, body, head);
    });

  // Last: each group command then answers on the one service the cloud serves it on.
  registerServiceNames(svc);
}
