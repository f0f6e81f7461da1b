import { ERROR_CODES, ignore, nonEmpty, paramsInvalid, TimError } from '../../errors.ts';
import { asList, asNum, asRecord, asStr, asStrings, communityOfTopic, TOPIC_MARK } from '../../protocol/wire.ts';
import { ok, type Result } from '../../result.ts';
import type { Body } from '../../transport/frames.ts';
import { EVENT, type LastMessage, type Message } from '../../types.ts';
import { lastMessageOf } from '../conversations.ts';
import type { Commercial } from '../commercial/commercial.ts';
import { INTERNAL, type ModuleContext } from '../context.ts';
import type { TextCheck } from '../moderation/moderation.ts';

export const TOPIC_METHODS = [
  'createTopicInCommunity',
  'deleteTopicFromCommunity',
  'updateTopicProfile',
  'getTopicList',
] as const;

/** Spec §6: a community's topic list is trusted for 300 s. */
export const TOPIC_CACHE_MS = 300_000;
const COMMUNITY_PREFIX = '@TGS#_';

/** A topic's last message, the official SDK's fields. */
export type TopicLastMessage = Pick<
  LastMessage,
  | 'lastTime'
  | 'lastSequence'
  | 'fromAccount'
  | 'payload'
  | 'type'
  | 'messageForShow'
  | 'nick'
  | 'version'
  | 'cloudCustomData'
  | 'isRevoked'
  | 'revoker'
>;

/** A topic, field for field as the official SDK's. */
export interface Topic {
  topicID: string;
  topicName: string;
  avatar: string;
  introduction: string;
  notification: string;
  customData: string;
  muteAllMembers: boolean;
  nextMessageSeq: number;
  unreadCount: number;
  groupAtInfoList: unknown[];
  lastMessage: TopicLastMessage;
  /** The user's own state in the topic. */
  selfInfo: {
    messageRemindType: string;
    readedSequence: number;
    muteTime: number;
    excludedUnreadSequenceList: number[];
  };
}

/** The official SDK's last message of a topic with none yet. */
const NO_LAST_MESSAGE: TopicLastMessage = {
  lastTime: 0,
  lastSequence: 0,
  fromAccount: '',
  payload: null,
  type: '',
  messageForShow: '',
  nick: '',
  version: 0,
  cloudCustomData: '',
  isRevoked: false,
  revoker: null,
};

/** Spec §6: topic unread = next seq - read seq - 1 - excluded, never below 0. */
export function topicUnread(nextSeq: number, readSeq: number, excluded: number): number {
  return Math.max(0, nextSeq - readSeq - 1 - excluded);
}

/** A topic id belongs to its community: `<communityID>@TOPIC#_<suffix>`. */
export function isTopicOf(topicID: unknown, communityID: string): boolean {
  return (
    typeof topicID === 'string' &&
    topicID.startsWith(`${communityID}${TOPIC_MARK}`) &&
    topicID.length > communityID.length + TOPIC_MARK.length
  );
}

/** The internal-bus name of the topic notices the push path hands this module. */
export const TOPIC_NOTICE = 'topic:notice';
/** The internal-bus name of a community's freshly loaded topics: `Topic[]`. */
export const TOPIC_LIST = 'topic:list';
/** The internal-bus name of this user's remind type of a topic, set on this instance: `TopicRemind`. */
export const TOPIC_REMIND = 'topic:remind';

/** On `INTERNAL.TOPIC_MESSAGE`: a topic's new message and its conversation's unread count after it. */
export interface TopicMessage {
  message: Message;
  unreadCount: number;
}

export interface TopicRemind {
  groupID: string;
  topicID: string;
  messageRemindType: string;
}

/** Spec §4 topic notices: in a community with topics, 17 created, 18 deleted, 20 remind type, tip 8 profile. */
export function isTopicNotice(tip: Record<string, unknown>): boolean {
  const info = asRecord(tip.GroupInfo);
  const body = asRecord(tip.MsgBody);
  return (
    asNum(info.MillionGroupFlag) === 2 &&
    (asStr(info.TopicId) !== '' || asList(body.TopicIdArray).length > 0) &&
    [8, 17, 18, 20].includes(asNum(body.OpType))
  );
}

export function decodeTopic(raw: unknown): Topic | null {
  const item = asRecord(raw);
  const t = asRecord(item.TopicInfo);
  const self = asRecord(item.SelfInfo);
  const topicID = asStr(t.TopicId);
  if (!topicID || asNum(item.ErrorCode) !== 0) return null;
  const nextMessageSeq = asNum(t.NextMsgSeq);
  const readedSequence = asNum(self.MsgSeq);
  const excluded = asList(self.NoUnreadSeqList).map(asNum);
  return {
    topicID,
    topicName: asStr(t.TopicName),
    avatar: asStr(t.FaceUrl),
    introduction: asStr(t.Introduction),
    notification: asStr(t.Notification),
    customData: asStr(t.CustomString),
    muteAllMembers: asStr(t.ShutUpAllFlag ?? t.ShutUpAllMember) === 'On' || asNum(t.ShutUpAllFlag) === 1,
    nextMessageSeq,
    unreadCount: topicUnread(nextMessageSeq, readedSequence, excluded.length),
    groupAtInfoList: [],
    lastMessage: { ...NO_LAST_MESSAGE },
    selfInfo: {
      messageRemindType: asStr(self.MsgFlag) || 'AcceptAndNotify',
      readedSequence,
      muteTime: asNum(self.ShutUpTime),
      excludedUnreadSequenceList: excluded,
    },
  };
}

/** Communities and their topics: the joined communities, and each community's topics cached 300 s. */
export class TopicModule {
  private readonly ctx: ModuleContext;
  private readonly commercial: Commercial;
  private topics = new Map<string, { at: number; list: Map<string, Topic> }>();
  /** §5: a topic's name, introduction and notification are profanity-filtered as group profiles are. */
  private readonly checkText: TextCheck;

  constructor(ctx: ModuleContext, commercial: Commercial, checkText: TextCheck) {
    this.ctx = ctx;
    this.commercial = commercial;
    this.checkText = checkText;
    ctx.internal.on(INTERNAL.RESET, () => {
      this.topics = new Map();
    });
    ctx.internal.on(TOPIC_NOTICE, (e) => void this.onNotice(asRecord(e.data)).catch(ignore));
    ctx.internal.on(TOPIC_REMIND, (e) => void this.onRemind(e.data as TopicRemind).catch(ignore));
    ctx.internal.on(INTERNAL.TOPIC_MESSAGE, (e) => this.onMessage(e.data as TopicMessage));
  }

  /**
   * A message came into a topic held here: as the official SDK, TOPIC_UPDATED once for its new last message (and
   * next sequence), once more when its unread count changed.
   */
  private onMessage({ message: m, unreadCount }: TopicMessage): void {
    const groupID = communityOfTopic(m.to);
    const topic = this.topics.get(groupID)?.list.get(m.to);
    if (!topic) return;
    if (m.sequence >= topic.nextMessageSeq) {
      topic.nextMessageSeq = m.sequence + 1;
      const { onlineOnlyFlag, nameCard, isPeerRead, ...last } = lastMessageOf(m);
      topic.lastMessage = last;
      this.ctx.emit(EVENT.TOPIC_UPDATED, { groupID, topic });
    }
    if (topic.unreadCount === unreadCount) return;
    topic.unreadCount = unreadCount;
    this.ctx.emit(EVENT.TOPIC_UPDATED, { groupID, topic });
  }

  /** The user's remind type of a topic changed (here, or notice 20 from another instance): TOPIC_UPDATED. */
  private async onRemind({ groupID, topicID, messageRemindType }: TopicRemind): Promise<void> {
    const topic = (await this.load(groupID)).get(topicID);
    if (!topic || topic.selfInfo.messageRemindType === messageRemindType) return;
    topic.selfInfo.messageRemindType = messageRemindType;
    this.ctx.emit(EVENT.TOPIC_UPDATED, { groupID, topic });
  }

  /**
   * Another member created (17), deleted (18) or updated (tip 8) topics: the cache is marked stale and the event raised.
   * 20: this user's remind type of a topic, set on another instance.
   */
  private async onNotice(tip: Record<string, unknown>): Promise<void> {
    const body = asRecord(tip.MsgBody);
    const info = asRecord(tip.GroupInfo);
    const groupID = asStr(info.GroupId) || asStr(tip.GroupId);
    const topicID = asStr(info.TopicId);
    const opType = asNum(body.OpType);
    if (opType === 20) return this.onRemind({ groupID, topicID, messageRemindType: asStr(body.MsgFlag) });
    this.stale(groupID);
    if (opType === 17) this.ctx.emit(EVENT.TOPIC_CREATED, { groupID, topicID });
    else if (opType === 18) this.ctx.emit(EVENT.TOPIC_DELETED, { groupID, topicIDList: asStrings(body.TopicIdArray) });
    else if (opType === 8) {
      const topic = (await this.load(groupID)).get(topicID);
      if (topic) this.ctx.emit(EVENT.TOPIC_UPDATED, { groupID, topic });
    }
  }

  private async open(api: string, groupID: unknown): Promise<string> {
    await this.commercial.require('community');
    if (typeof groupID !== 'string' || !groupID.startsWith(COMMUNITY_PREFIX))
      throw paramsInvalid(api, `groupID must be a community ID (${COMMUNITY_PREFIX}...)`);
    return groupID;
  }

  private topicID(groupID: string, topicID: unknown): string {
    if (!isTopicOf(topicID, groupID)) throw new TimError(ERROR_CODES.ILLEGAL_TOPIC_ID);
    return topicID as string;
  }

  async createTopicInCommunity(options: {
    groupID: string;
    topicName: string;
    topicID?: string;
    avatar?: string;
    notification?: string;
    introduction?: string;
    customData?: string;
  }): Result<{ topicID: string }> {
    const groupID = await this.open('createTopicInCommunity', options?.groupID);
    nonEmpty('createTopicInCommunity', 'topicName', options.topicName);
    this.checkText('createTopicInCommunity', 'group_profile', options, ['topicName', 'introduction', 'notification']);
    // Undefined fields stay off the wire (JSON leaves them out).
    const body: Body = {
      GroupId: groupID,
      TopicName: options.topicName,
      TopicId: options.topicID === undefined ? undefined : this.topicID(groupID, options.topicID),
      FaceUrl: options.avatar,
      Notification: options.notification,
      Introduction: options.introduction,
      CustomString: options.customData,
    };
    const answer = await this.ctx.request('million_group_open_http_svc.create_topic', body);
    const topicID = asStr(answer.TopicId) || asStr(options.topicID);
    this.stale(groupID);
    this.ctx.emit(EVENT.TOPIC_CREATED, { groupID, topicID });
    return ok({ topicID });
  }

  async deleteTopicFromCommunity(options: { groupID: string; topicIDList?: string[] }): Result<{
    successTopicList: { topicID: string }[];
    failureTopicList: { topicID: string; code: number; message: string }[];
  }> {
    const groupID = await this.open('deleteTopicFromCommunity', options?.groupID);
    const ids = options.topicIDList ?? [];
    for (const id of ids) this.topicID(groupID, id);
    const answer = await this.ctx.request('million_group_open_http_svc.destroy_topic', {
      GroupId: groupID,
      TopicIdList: ids,
    });
    const results = asList(answer.DestroyResultItem).map((raw) => {
      const r = asRecord(raw);
      return { topicID: asStr(r.TopicId), code: asNum(r.ErrorCode), message: asStr(r.ErrorInfo) };
    });
    this.stale(groupID);
    const deleted = results.filter((r) => r.code === 0).map((r) => r.topicID);
    if (deleted.length > 0) this.ctx.emit(EVENT.TOPIC_DELETED, { groupID, topicIDList: deleted });
    return ok({
      successTopicList: deleted.map((topicID) => ({ topicID })),
      failureTopicList: results.filter((r) => r.code !== 0),
    });
  }

  async updateTopicProfile(options: {
    groupID: string;
    topicID: string;
    topicName?: string;
    avatar?: string;
    notification?: string;
    introduction?: string;
    customData?: string;
    muteAllMembers?: boolean;
  }): Result<{ topic: Topic }> {
    const groupID = await this.open('updateTopicProfile', options?.groupID);
    const topicID = this.topicID(groupID, options.topicID);
    this.checkText('updateTopicProfile', 'group_profile', options, ['topicName', 'introduction', 'notification']);
    const body: Body = {
      GroupId: groupID,
      TopicId: topicID,
      TopicName: options.topicName,
      FaceUrl: options.avatar,
      Notification: options.notification,
      Introduction: options.introduction,
      CustomString: options.customData,
      ShutUpAllMember: options.muteAllMembers === undefined ? undefined : options.muteAllMembers ? 'On' : 'Off',
    };
    await this.ctx.request('million_group_open_http_svc.modify_topic', body);
    this.stale(groupID);
    const topic = (await this.load(groupID)).get(topicID);
    if (!topic) throw new TimError(ERROR_CODES.ILLEGAL_TOPIC_ID);
    this.ctx.emit(EVENT.TOPIC_UPDATED, { groupID, topic });
    return ok({ topic });
  }

  /** As the official SDK: the topics stay held (a message still updates them), only their list is fetched again. */
  private stale(groupID: string): void {
    const held = this.topics.get(groupID);
    if (held) held.at = 0;
  }

  private async load(groupID: string): Promise<Map<string, Topic>> {
    const held = this.topics.get(groupID);
    if (held && Date.now() - held.at < TOPIC_CACHE_MS) return held.list;
    const answer = await this.ctx.request('million_group_open_http_svc.get_topic', {
      GroupId: groupID,
      TopicIdList: [],
      MemberInfoFilter: ['NoUnreadSeqList'],
    });
    const list = new Map<string, Topic>();
    for (const raw of asList(answer.TopicAndSelfInfo)) {
      const topic = decodeTopic(raw);
      if (!topic) continue;
      // As the official SDK: a topic fetched again keeps the last message and @-mentions held here.
      const before = held?.list.get(topic.topicID);
      if (before) Object.assign(topic, { lastMessage: before.lastMessage, groupAtInfoList: before.groupAtInfoList });
      list.set(topic.topicID, topic);
    }
    this.topics.set(groupID, { at: Date.now(), list });
    this.ctx.internal.emit(TOPIC_LIST, [...list.values()]);
    return list;
  }

  async getTopicList(options: { groupID: string; topicIDList?: string[] }): Result<{
    successTopicList: Topic[];
    failureTopicList: { topicID: string; code: number; message: string }[];
  }> {
    const groupID = await this.open('getTopicList', options?.groupID);
    const all = await this.load(groupID);
    const ids = options.topicIDList ?? [];
    if (ids.length === 0) return ok({ successTopicList: [...all.values()], failureTopicList: [] });
    return ok({
      successTopicList: ids.map((id) => all.get(id)).filter((t): t is Topic => t !== undefined),
      failureTopicList: ids
        .filter((id) => !all.has(id))
        .map((topicID) => ({ topicID, code: ERROR_CODES.ILLEGAL_TOPIC_ID, message: `${topicID} not found` })),
    });
  }
}
