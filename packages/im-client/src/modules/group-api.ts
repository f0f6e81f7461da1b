import { codeOf, ERROR_CODES, filled, ignore, nonEmpty, nonEmptyList, paramsInvalid, TimError } from '../errors.ts';
import {
  asList,
  asNum,
  asRecord,
  asStr,
  communityOfTopic,
  groupRequest,
  REMIND_TYPES,
  remindType,
} from '../protocol/wire.ts';
import type { Body } from '../transport/frames.ts';
import type { Group, GroupMember, Message } from '../types.ts';
import { type Core, Part } from './core.ts';
import { INTERNAL } from './context.ts';
import type { Recovery } from './recovery.ts';
import type { LiveRooms } from './live-rooms.ts';
import type { Pushes } from './pushes.ts';
import type { ModerationModule } from './moderation/moderation.ts';
import type { Commercial } from './commercial/commercial.ts';
import { ok, type Result } from '../result.ts';
import { decodeGroup, keyValues, mergeFields } from './group/codec.ts';
import type { ProfileModule } from './profile/profile.ts';
import type { MessageApi } from './message-api.ts';
import { TOPIC_REMIND, type TopicRemind } from './topic/topic.ts';

const GROUP_TYPES = ['Public', 'Private', 'ChatRoom', 'AVChatRoom', 'Community'];

/** A member on the wire -> the official SDK's member (its nick and avatar come from the user's profile). */
function decodeMember(raw: unknown): GroupMember {
  const m = asRecord(raw);
  const member: GroupMember = {
    userID: asStr(m.Member_Account),
    avatar: '',
    nick: '',
    role: asStr(m.Role),
    joinTime: asNum(m.JoinTime),
    lastSendMsgTime: '',
    nameCard: asStr(m.NameCard),
    muteUntil: asNum(m.ShutUpUntil),
    memberCustomField: keyValues(m.AppMemberDefinedData),
  };
  if (asNum(m.MsgSeq)) member.sequence = asNum(m.MsgSeq);
  return member;
}

/** A member's key among those met: user IDs and group IDs hold no line break. */
const memberKey = (groupID: string, userID: string) => `${groupID}\n${userID}`;

/** Group calls open to guests too (live rooms): not gated by login. */
export const GROUP_GUEST_METHODS = ['joinGroup', 'quitGroup', 'getGroupOnlineMemberCount'] as const;

/** Peers one one-to-one setMessageRemindType call sets (the official SDK sends the first 30). */
const C2C_REMIND_MAX = 30;

/** What a one-to-one setMessageRemindType answers, as the official SDK's. */
interface C2cRemindResult {
  successUserIDList: { userID: string }[];
  failureUserIDList: { userID: string; code: number }[];
}

/** Group calls the facade gates (login and frequency) before they run. */
export const GROUP_METHODS = [
  'createGroup',
  'getGroupList',
  'getGroupProfile',
  'dismissGroup',
  'changeGroupOwner',
  'getGroupMemberList',
  'addGroupMember',
  'deleteGroupMember',
  'setGroupMemberRole',
  'setGroupMemberMuteTime',
  'updateGroupProfile',
  'setMessageRemindType',
  'getGroupMemberProfile',
  'setGroupMemberNameCard',
  'setGroupMemberCustomField',
  'getGroupApplicationList',
  'handleGroupApplication',
  'getJoinedCommunityList',
] as const;

/** Group calls: create, join (live rooms by polling, anonymous for guests), members, roles, applications. */
export class GroupApi extends Part {
  private readonly recovery: Recovery;
  private readonly liveRooms: LiveRooms;
  private readonly pushes: Pushes;
  /** §5: group name, introduction, notification and name cards are profanity-filtered. */
  private readonly moderation: ModerationModule;

  private readonly commercial: Commercial;
  private readonly profiles: ProfileModule;
  private readonly messages: GroupMessages;
  private readonly intl: boolean;
  /**
   * Members met (lists, lookups) by group and user (`memberKey`), as the official SDK keeps them: a member call
   * answers with its member.
   */
  private readonly members = new Map<string, GroupMember>();

  constructor(
    core: Core,
    recovery: Recovery,
    liveRooms: LiveRooms,
    pushes: Pushes,
    moderation: ModerationModule,
    commercial: Commercial,
    profiles: ProfileModule,
    messages: GroupMessages,
    intl: boolean,
  ) {
    super(core);
    this.messages = messages;
    this.intl = intl;
    this.commercial = commercial;
    this.profiles = profiles;
    this.recovery = recovery;
    this.liveRooms = liveRooms;
    this.pushes = pushes;
    this.moderation = moderation;
    core.internal.on(INTERNAL.RESET, () => this.members.clear());
    // As the official SDK: who left through a tip is no longer a member held here.
    core.internal.on(INTERNAL.MEMBERS_LEFT, (e) => {
      const { groupID, userIDList } = e.data as { groupID: string; userIDList: string[] };
      for (const id of userIDList) this.members.delete(memberKey(groupID, id));
    });
  }

  async createGroup(options: {
    type?: string;
    name: string;
    groupID?: string;
    introduction?: string;
    notification?: string;
    avatar?: string;
    joinOption?: string;
    inviteOption?: string;
    memberList?: { userID: string }[];
    isSupportTopic?: boolean;
  }): Result<{ group: Group; overLimitUserIDList: string[] }> {
    const type = options?.type ?? 'Private';
    if (!GROUP_TYPES.includes(type)) throw new TimError(ERROR_CODES.ILLEGAL_GROUP_TYPE);
    nonEmpty('createGroup', 'name', options.name);
    this.moderation.check('createGroup', 'group_profile', options, ['name', 'introduction', 'notification']);
    if (options.groupID !== undefined) {
      const community = options.groupID.startsWith('@TGS#_');
      if (community !== (type === 'Community')) throw new TimError(ERROR_CODES.ILLEGAL_GROUP_ID);
    }
    // Empty fields stay off the wire (JSON leaves undefined ones out).
    const body: Body = {
      Type: type,
      Name: options.name,
      Owner_Account: this.me,
      WebPushFlag: 1,
      FaceUrl: options.avatar ?? '',
      GroupId: options.groupID || undefined,
      Introduction: options.introduction || undefined,
      Notification: options.notification || undefined,
      ApplyJoinOption: type === 'Public' || type === 'Community' ? options.joinOption || undefined : undefined,
      InviteJoinOption: options.inviteOption || undefined,
    };
    if (type !== 'AVChatRoom' && Array.isArray(options.memberList))
      body.MemberList = options.memberList.map((m) => ({ Member_Account: m.userID }));
    // Topics only where asked for; the channel sends a community's commands to its service (serviceFor).
    if (type === 'Community') body.SupportTopic = options.isSupportTopic ? 1 : 0;
    const res = await this.channel.request('group_open_http_svc.create_group', body);
    const groupID = asStr(res.GroupId);
    let group: Group;
    try {
      group = await this.core.fetchGroup(groupID);
    } catch (err) {
      // As the official SDK: created, but its profile is refused (10010 gone already, 10007 not a member): the
      // call succeeds with the group as asked for.
      const asked = decodeGroup({ ...body, GroupId: groupID, SelfInfo: { Role: 'Owner' } }, this.me);
      if (!asked || (codeOf(err) !== 10010 && codeOf(err) !== 10007)) throw err;
      group = asked;
      this.groups.set(groupID, group);
    }
    // As the official SDK: a new group (not a live room or a community with topics) announces itself in a message
    // its members see, once its profile is known (not awaited).
    if (type !== 'AVChatRoom' && !body.SupportTopic) {
      const payload = { data: 'group_create', extension: `${this.me}${this.intl ? ' created a group' : '创建群组'}` };
      const message = this.messages.createCustomMessage({ to: groupID, conversationType: 'GROUP', payload });
      this.messages.sendMessage(message).catch(ignore);
    }
    // Members who joined too many groups already stay out (the official SDK's overLimitUserIDList); the group keeps
    // the others asked for, as the official SDK's (unless it only fetched it: a live room, a community with topics).
    const overLimitUserIDList = asList(res.OverJoinedGroupLimit_Account).map((id) => asStr(id));
    if (type !== 'AVChatRoom' && !body.SupportTopic && options.memberList)
      group.memberList = options.memberList.filter((m) => !overLimitUserIDList.includes(m.userID));
    if (type === 'AVChatRoom') await this.joinGroup({ groupID });
    return ok({ group, overLimitUserIDList });
  }

  async getGroupList(): Result<{ groupList: Group[] }> {
    await this.recovery.syncGroups();
    return ok({ groupList: [...this.groups.values()] });
  }

  /**
   * The communities with topics, as the official SDK's (its getGroupList({isGroupWithTopicOnly})): fetched into the
   * group list (GROUP_LIST_UPDATED), and answered as held (spec §6: a paid ability).
   */
  async getJoinedCommunityList(): Result<{ groupList: Group[] }> {
    await this.commercial.require('community');
    await this.recovery.syncGroups(true);
    return ok({ groupList: [...this.groups.values()].filter((g) => g.isSupportTopic) });
  }

  async getGroupProfile(options: { groupID: string }): Result<{ group: Group }> {
    nonEmpty('getGroupProfile', 'groupID', options?.groupID);
    return ok({ group: await this.core.fetchGroup(options.groupID) });
  }

  async joinGroup(options: { groupID: string; applyMessage?: string }): Result<{ status: string; group?: Group }> {
    nonEmpty('joinGroup', 'groupID', options?.groupID);
    this.moderation.check('joinGroup', 'group_profile', options, ['applyMessage']);
    const groupID = options.groupID;
    const known = this.groups.get(groupID);
    if (known?.type === 'Private') throw new TimError(ERROR_CODES.CANNOT_JOIN_WORK);
    const anonymous = !this.core.hooks.loggedIn();
    let body: Body;
    try {
      body = anonymous
        ? await this.channel.request(
            'group_open_http_noauth_svc.apply_join_group',
            { GroupId: groupID },
            { bypassGate: true },
          )
        : await this.channel.request('group_open_http_svc.apply_join_group', {
            GroupId: groupID,
            ApplyMsg: options.applyMessage,
            WebPushFlag: 1,
            // As the official SDK: a live room's recent messages come with the join where the app bought them
            // (mask 4: its AVCHATROOM_HISTORY_MSG ability).
            HugeGroupHistoryMsgFlag: (await this.commercial.enabled(4)) ? 1 : undefined,
          });
    } catch (err) {
      if (anonymous && codeOf(err) === 10007) throw new TimError(ERROR_CODES.CANNOT_JOIN_NON_AVCHATROOM_WITHOUT_LOGIN);
      throw err;
    }
    const status = asStr(body.JoinedStatus);
    if (status !== 'JoinedSuccess' && status !== 'WaitAdminApproval')
      throw new TimError(ERROR_CODES.JOIN_GROUP_FAIL, `joinGroup failed: ${status}`);
    if (asNum(body.HugeGroupFlag) === 1) {
      await this.leaveOtherLiveRooms(groupID);
      this.liveRooms.startPolling(
        groupID,
        asStr(body.LongPollingKey),
        asNum(body.StartSeq, 1),
        anonymous,
        asStr(body.AVChatRoomKey),
      );
      const conv = this.core.conversation(`GROUP${groupID}`, 'GROUP', 'AVChatRoom');
      (conv.groupProfile as Group).type = 'AVChatRoom';
      conv.unreadCount = 0;
    }
    // As the official SDK: a joined group, a live room too, comes with its profile.
    if (status === 'JoinedSuccess' && !anonymous) return ok({ status, group: await this.core.fetchGroup(groupID) });
    return ok({ status });
  }

  /** One live room at a time: joining another quits those this user does not own (spec §6). */
  async leaveOtherLiveRooms(groupID: string): Promise<void> {
    for (const other of [...this.live.keys()]) {
      if (other === groupID || this.groups.get(other)?.ownerID === this.me) continue;
      await this.quitGroup(other).catch(ignore);
    }
  }

  /** Open join applications to groups this user owns or administers. */
  async getGroupApplicationList(): Result<{
    applicationList: {
      applicant: string;
      applicantNick: string;
      groupID: string;
      groupName: string;
      authentication: string;
      messageKey: number;
      applicationType: number;
      userID: string;
    }[];
  }> {
    // As the official SDK: every page of the groups' applications, then the communities' (their service; a
    // refusal there leaves the groups' list).
    const groups = await this.recovery.pendencies('group_open_http_svc');
    const communities = await this.recovery.pendencies('million_group_open_http_svc').catch(() => []);
    const applicationList = [...groups, ...communities]
      .filter((a) => asNum(a.Handled) === 0)
      .map((a) => ({
        applicant: asStr(a.From_Account),
        applicantNick: asStr(a.FromUserNickName),
        groupID: asStr(a.GroupId),
        groupName: asStr(a.GroupName),
        authentication: asStr(a.Authentication),
        messageKey: asNum(a.AddTime),
        applicationType: asNum(a.PendencyType),
        userID: asStr(a.To_Account),
      }));
    return ok({ applicationList });
  }

  /** Agrees to or refuses an application, given as a list entry or as its system notice message. */
  async handleGroupApplication(options: {
    handleAction: 'Agree' | 'Reject';
    handleMessage?: string;
    application?: {
      applicant: string;
      groupID: string;
      authentication: string;
      messageKey: number;
      applicationType?: number;
      userID?: string;
    };
    message?: Message;
  }): Result<{ group?: Group }> {
    if (options?.handleAction !== 'Agree' && options?.handleAction !== 'Reject')
      throw paramsInvalid('handleGroupApplication', 'handleAction must be Agree or Reject');
    const p = options.message
      ? (options.message.payload as {
          operatorID?: string;
          groupProfile?: { groupID?: string };
          authentication?: string;
          messageKey?: number;
        })
      : undefined;
    const applicant = options.application?.applicant ?? p?.operatorID ?? '';
    const groupID = options.application?.groupID ?? p?.groupProfile?.groupID ?? '';
    if (!applicant || !groupID) throw paramsInvalid('handleGroupApplication', 'needs an application or its notice');
    // As the official SDK: a member's invitation waiting for a manager (type 2) has its own command, naming the invitee.
    const invitee = options.application?.applicationType === 2 ? options.application.userID : undefined;
    await this.channel.request(
      `group_open_http_svc.${invitee ? 'handle_invite_join_permission_group' : 'handle_apply_join_group'}`,
      {
        GroupId: groupID,
        Applicant_Account: applicant,
        Invited_Account: invitee,
        HandleMsg: options.handleAction,
        ApprovalMsg: options.handleMessage,
        Authentication: options.application?.authentication ?? p?.authentication ?? '',
        MsgKey: invitee ? undefined : (options.application?.messageKey ?? p?.messageKey ?? 0),
      },
    );
    // The handled notice is deleted, as the official SDK does.
    if (options.message) this.core.deleteSystemNotices([options.message]);
    const group = this.groups.get(groupID);
    return ok(group ? { group } : {});
  }

  async quitGroup(groupID: string): Result<{ groupID: string }> {
    nonEmpty('quitGroup', 'groupID', groupID);
    const room = this.live.get(groupID);
    if (room?.anonymous) {
      this.liveRooms.stopPolling(room);
      this.live.delete(groupID);
      return ok({ groupID });
    }
    try {
      await this.channel.request('group_open_http_svc.quit_group', { GroupId: groupID });
    } catch (err) {
      if (codeOf(err) === 10007) throw new TimError(ERROR_CODES.MEMBER_NOT_IN_GROUP);
      throw err;
    }
    // As the official SDK: only a live room's conversation goes; another group's stays listed.
    if (room) {
      this.liveRooms.stopPolling(room);
      this.conversations.delete(`GROUP${groupID}`);
    }
    this.live.delete(groupID);
    this.groups.delete(groupID);
    this.core.groupThrottle.request();
    this.changed();
    return ok({ groupID });
  }

  async dismissGroup(groupID: string): Result<{ groupID: string }> {
    nonEmpty('dismissGroup', 'groupID', groupID);
    if (this.groups.get(groupID)?.type === 'Private') throw new TimError(ERROR_CODES.CANNOT_DISMISS_WORK);
    await this.channel.request('group_open_http_svc.destroy_group', { GroupId: groupID });
    this.pushes.onGroupTip({ GroupId: groupID, MsgBody: { OpType: 5 } });
    return ok({ groupID });
  }

  async changeGroupOwner(options: { groupID: string; newOwnerID: string }): Result<{ group: Group }> {
    const g = this.groups.get(options?.groupID);
    if (g?.type === 'AVChatRoom') throw new TimError(ERROR_CODES.CANNOT_CHANGE_OWNER_IN_AVCHATROOM);
    if (options?.newOwnerID === this.me) throw new TimError(ERROR_CODES.CANNOT_CHANGE_OWNER_TO_SELF);
    await this.channel.request('group_open_http_svc.change_group_owner', {
      GroupId: options.groupID,
      NewOwner_Account: options.newOwnerID,
    });
    // As the official SDK: the group it knows changes in place.
    if (g) g.ownerID = options.newOwnerID;
    this.core.groupThrottle.request();
    // A group this client does not know is answered without it, as the official SDK's map lookup.
    return ok({ group: g as Group });
  }

  async getGroupMemberList(options: {
    groupID: string;
    count?: number;
    offset?: number;
  }): Result<{ memberList: GroupMember[]; offset: number }> {
    nonEmpty('getGroupMemberList', 'groupID', options?.groupID);
    // count: a positive integer, 15 by default, at most 100 (spec §5, §9).
    if (options.count !== undefined && (!Number.isInteger(options.count) || options.count <= 0))
      throw paramsInvalid('getGroupMemberList', 'count must be a positive integer');
    if (options.offset !== undefined && (!Number.isInteger(options.offset) || options.offset < 0))
      throw paramsInvalid('getGroupMemberList', 'offset must be an integer of at least 0');
    const count = Math.min(options.count ?? 15, 100);
    const offset = options.offset ?? 0;
    const body = await this.channel.request('group_open_http_svc.get_group_member_info', {
      GroupId: options.groupID,
      Limit: count,
      Offset: offset,
      MemberInfoFilter: ['Role', 'NameCard', 'ShutUpUntil', 'JoinTime'],
    });
    const memberList = await this.withProfiles(options.groupID, body.MemberList);
    // As the official SDK: the next page starts `count` further, 0 once a page comes back short.
    return ok({ memberList, offset: memberList.length < count ? 0 : offset + count });
  }

  /** Members as the official SDK answers them: with their profiles' nick and avatar; kept as the group's known. */
  private async withProfiles(groupID: string, raw: unknown): Promise<GroupMember[]> {
    const list = asList(raw).map(decodeMember);
    for (const m of list) this.members.set(memberKey(groupID, m.userID), m);
    if (list.length)
      for (const p of await this.profiles.fetchProfiles(list.map((m) => m.userID)))
        Object.assign(list.find((m) => m.userID === p.userID) ?? {}, { nick: p.nick, avatar: p.avatar });
    return list;
  }

  async addGroupMember(options: { groupID: string; userIDList: string[] }): Result<{
    successUserIDList: string[];
    existedUserIDList: string[];
    failureUserIDList: string[];
    overLimitUserIDList: string[];
    group?: Group;
  }> {
    if (this.groups.get(options?.groupID)?.type === 'AVChatRoom')
      throw new TimError(ERROR_CODES.CANNOT_ADD_MEMBER_IN_AVCHATROOM);
    nonEmptyList('addGroupMember', 'userIDList', options?.userIDList);
    const body = await this.channel.request('group_open_http_svc.add_group_member', {
      GroupId: options.groupID,
      MemberList: options.userIDList.map((id) => ({ Member_Account: id })),
    });
    const results = asList(body.MemberList).map(asRecord);
    const pick = (r: number) => results.filter((x) => asNum(x.Result) === r).map((x) => asStr(x.Member_Account));
    const added = pick(1);
    const group = this.groups.get(options.groupID);
    // As the official SDK: the group once someone was added, its member count raised by them (besides the tips').
    if (group && added.length) group.memberCount = +group.memberCount + added.length;
    return ok({
      successUserIDList: added,
      existedUserIDList: pick(2),
      failureUserIDList: pick(0),
      overLimitUserIDList: pick(4),
      group: added.length ? group : undefined,
    });
  }

  /** In a live room this bans the members for `duration` seconds (spec §5: the live-room ban ability). */
  async deleteGroupMember(options: {
    groupID: string;
    userIDList: string[];
    reason?: string;
    duration?: number;
  }): Result<{ group: Group; userIDList: string[] }> {
    const group = this.groups.get(options?.groupID);
    if (!group) throw new TimError(ERROR_CODES.CANNOT_FIND_GROUP);
    if (group.type === 'AVChatRoom') {
      await this.commercial.require('liveRoomBan');
      if (!options.duration) throw new TimError(ERROR_CODES.BAN_DURATION_INVALID);
      await this.channel.request('group_open_http_svc.ban_group_member', {
        GroupId: options.groupID,
        Members_Account: options.userIDList,
        Duration: options.duration,
        Description: options.reason ?? '',
      });
      return ok({ group, userIDList: options.userIDList });
    }
    await this.channel.request('group_open_http_svc.delete_group_member', {
      GroupId: options.groupID,
      MemberToDel_Account: options.userIDList,
    });
    // As the official SDK: one member fewer, however many left.
    group.memberCount = +group.memberCount - 1;
    for (const id of options.userIDList) this.members.delete(memberKey(options.groupID, id));
    return ok({ group, userIDList: options.userIDList });
  }

  async setGroupMemberRole(options: { groupID: string; userID: string; role: string }): Result<MemberChange> {
    const g = this.groups.get(options?.groupID);
    if (!g) throw new TimError(ERROR_CODES.CANNOT_FIND_GROUP);
    if (g.type === 'Private' || g.type === 'AVChatRoom')
      throw new TimError(ERROR_CODES.CANNOT_SET_MEMBER_ROLE_IN_WORK_AND_AVCHATROOM);
    if (g.selfInfo.role !== 'Owner') throw new TimError(ERROR_CODES.NOT_OWNER);
    const roles = g.type === 'Community' ? ['Admin', 'Member', 'Custom'] : ['Admin', 'Member'];
    if (!roles.includes(options.role))
      throw new TimError(
        ERROR_CODES.INVALID_MEMBER_ROLE,
        `setGroupMemberRole: role must be one of ${roles.join(', ')}`,
      );
    if (options.userID === this.me) throw new TimError(ERROR_CODES.CANNOT_SET_SELF_MEMBER_ROLE);
    return this.modifyMember(options.groupID, options.userID, { Role: options.role }, (m) => {
      // As the official SDK: a custom role is set on the service but not on the member it keeps.
      if (options.role !== 'Custom') m.role = options.role;
    });
  }

  async setGroupMemberMuteTime(options: { groupID: string; userID: string; muteTime: number }): Result<MemberChange> {
    if (options?.userID === this.me) throw new TimError(ERROR_CODES.CANNOT_MUTE_SELF);
    if (typeof options?.muteTime !== 'number' || options.muteTime < 0)
      throw paramsInvalid('setGroupMemberMuteTime', 'muteTime must be at least 0');
    return this.modifyMember(options.groupID, options.userID, { ShutUpTime: options.muteTime }, (m) => {
      m.muteUntil = Math.floor(Date.now() / 1000 + options.muteTime);
    });
  }

  async updateGroupProfile(options: {
    groupID: string;
    name?: string;
    introduction?: string;
    notification?: string;
    avatar?: string;
    joinOption?: string;
    inviteOption?: string;
    muteAllMembers?: boolean;
    groupCustomField?: { key: string; value: string }[];
  }): Result<{ group: Group }> {
    this.moderation.check('updateGroupProfile', 'group_profile', options, ['name', 'introduction', 'notification']);
    // Undefined fields stay off the wire (JSON leaves them out).
    const body: Body = {
      GroupId: options?.groupID,
      Name: options.name,
      Introduction: options.introduction,
      Notification: options.notification,
      FaceUrl: options.avatar,
      ApplyJoinOption: options.joinOption,
      InviteJoinOption: options.inviteOption,
      ShutUpAllMember: options.muteAllMembers === undefined ? undefined : options.muteAllMembers ? 'On' : 'Off',
    };
    if (options.groupCustomField !== undefined) {
      if (!Array.isArray(options.groupCustomField))
        throw paramsInvalid('updateGroupProfile', 'groupCustomField must list {key, value} strings');
      // The wire names them as the official SDK does: AppDefinedData [{Key, Value}].
      body.AppDefinedData = options.groupCustomField.map((field) => ({ Key: field.key, Value: field.value }));
    }
    await this.channel.request('group_open_http_svc.modify_group_base_info', body);
    // As the official SDK: the group it knows changes in place, without asking the service again.
    const group = this.groups.get(options.groupID);
    if (group) {
      const { groupCustomField = [], ...changed } = options;
      // Unset fields change nothing (JSON leaves undefined ones out); custom fields merge by key, as the service's.
      Object.assign(group, JSON.parse(JSON.stringify(changed)));
      group.groupCustomField = mergeFields(group.groupCustomField, groupCustomField);
      this.core.groupThrottle.request();
    }
    return ok({ group: group as Group });
  }

  async setMessageRemindType(options: {
    groupID?: string;
    userIDList?: string[];
    messageRemindType: string;
  }): Result<{} | C2cRemindResult> {
    if (!options?.groupID && Array.isArray(options?.userIDList))
      return this.setC2cRemindType(options.userIDList, options.messageRemindType);
    if (typeof options?.groupID !== 'string')
      throw paramsInvalid('setMessageRemindType', 'groupID or userIDList is required');
    await this.channel.request(
      ...groupRequest('modify_group_member_info', options.groupID, {
        Member_Account: this.me,
        MsgFlag: options.messageRemindType,
      }),
    );
    // A topic's remind type lives in the topic's selfInfo (the topic module's).
    const groupID = communityOfTopic(options.groupID);
    if (groupID)
      this.core.internal.emit(TOPIC_REMIND, {
        groupID,
        topicID: options.groupID,
        messageRemindType: options.messageRemindType,
      } satisfies TopicRemind);
    const conv = this.conversations.get(`GROUP${options.groupID}`);
    if (conv) conv.messageRemindType = options.messageRemindType;
    this.changed();
    return ok({});
  }

  /**
   * One-to-one remind types, as the official SDK sets them: the first 30 peers, one request; a peer the service
   * refuses fails on its own.
   */
  private async setC2cRemindType(userIDList: string[], messageRemindType: string): Result<C2cRemindResult> {
    const ids = userIDList.slice(0, C2C_REMIND_MAX);
    const flag = Math.max(0, REMIND_TYPES.indexOf(messageRemindType));
    const body = await this.channel.request('openim.set_c2c_peer_mute_notifications', {
      Peer_Account: ids,
      Mute_Notifications: flag,
    });
    const failureUserIDList = asList(body.ErrorList).map((raw) => {
      const e = asRecord(raw);
      return { userID: asStr(e.UserId), code: asNum(e.ErrorCode) };
    });
    const done = ids.filter((id) => !failureUserIDList.some((f) => f.userID === id));
    for (const id of done) {
      const conv = this.conversations.get(`C2C${id}`);
      if (conv) conv.messageRemindType = remindType(flag);
    }
    this.changed();
    return ok({ successUserIDList: done.map((userID) => ({ userID })), failureUserIDList });
  }

  async getGroupOnlineMemberCount(groupID: string): Result<{ memberCount: number }> {
    const body = await this.channel.request(
      'group_open_http_svc.get_online_member_num',
      { GroupId: groupID },
      { bypassGate: !this.core.hooks.loggedIn() },
    );
    return ok({ memberCount: asNum(body.OnlineMemberNum) });
  }

  async getGroupMemberProfile(options: {
    groupID: string;
    userIDList: string[];
  }): Result<{ memberList: GroupMember[] }> {
    if (typeof options?.groupID !== 'string' || !Array.isArray(options.userIDList))
      throw paramsInvalid('getGroupMemberProfile', 'groupID and userIDList are required');
    // At most 50 members per lookup (spec §5).
    const body = await this.channel.request('group_open_http_svc.get_specified_group_member_info', {
      GroupId: options.groupID,
      Member_List_Account: options.userIDList.slice(0, 50),
      MemberInfoFilter: ['Role', 'JoinTime', 'NameCard', 'ShutUpUntil'],
    });
    return ok({ memberList: await this.withProfiles(options.groupID, body.MemberList) });
  }

  async setGroupMemberNameCard(options: { groupID: string; userID?: string; nameCard: string }): Result<MemberChange> {
    if (typeof options?.nameCard !== 'string')
      throw paramsInvalid('setGroupMemberNameCard', 'nameCard must be a string');
    this.moderation.check('setGroupMemberNameCard', 'group_member_profile', options, ['nameCard']);
    const userID = options.userID ?? this.me;
    const answer = await this.modifyMember(options.groupID, userID, { NameCard: options.nameCard }, (m) => {
      m.nameCard = options.nameCard;
    });
    const group = this.groups.get(options.groupID);
    if (group && userID === this.me) group.selfInfo.nameCard = options.nameCard;
    return answer;
  }

  async setGroupMemberCustomField(options: {
    groupID: string;
    userID?: string;
    memberCustomField: { key: string; value: string }[];
  }): Result<MemberChange> {
    const groupID = nonEmpty('setGroupMemberCustomField', 'groupID', options?.groupID);
    const fields = options.memberCustomField;
    if (
      !Array.isArray(fields) ||
      fields.length === 0 ||
      fields.some((f) => !filled(f?.key) || typeof f.value !== 'string')
    )
      throw paramsInvalid('setGroupMemberCustomField', 'memberCustomField must list {key, value} strings');
    const change = { AppMemberDefinedData: fields.map((f) => ({ Key: f.key, Value: f.value })) };
    return this.modifyMember(groupID, options.userID ?? this.me, change, (m) => {
      m.memberCustomField = mergeFields(m.memberCustomField, fields);
    });
  }

  /**
   * A member's change, answered as the official SDK's: the group and the member, the one it keeps changed in place
   * or, unknown yet, looked up (with its profile).
   */
  private async modifyMember(
    groupID: string,
    userID: string,
    change: Body,
    update: (member: GroupMember) => void,
  ): Result<MemberChange> {
    await this.channel.request('group_open_http_svc.modify_group_member_info', {
      GroupId: groupID,
      Member_Account: userID,
      ...change,
    });
    let member = this.members.get(memberKey(groupID, userID));
    if (member) update(member);
    else member = (await this.getGroupMemberProfile({ groupID, userIDList: [userID] })).data.memberList[0];
    return ok({ group: this.groups.get(groupID) as Group, member: member as GroupMember });
  }
}

/** The messages a group call sends (createGroup's announcement). */
type GroupMessages = Pick<MessageApi, 'createCustomMessage' | 'sendMessage'>;

/** What a member's change answers (`member` undefined when the service does not list it). */
interface MemberChange {
  group: Group;
  member: GroupMember;
}
