import { ERROR_CODES, TimError } from '../../errors.ts';
import type { Body } from '../../transport/frames.ts';
import type { Group } from '../../types.ts';
import { asList, asNum, asRecord, asStr } from '../../protocol/wire.ts';

/** The group codec: group profiles on the wire -> public groups. */

/**
 * A page (50) of `get_joined_group_list`, on either service, as the official SDK asks it: without the response
 * filter the cloud answers the group IDs alone.
 */
export const joinedPage = (me: string, offset: number, topics: 0 | 1) => ({
  Member_Account: me,
  Limit: 50,
  Offset: offset,
  ResponseFilter: {
    GroupBaseInfoFilter: ['Type', 'Name', 'FaceUrl', 'NextMsgSeq', 'LastMsgTime', 'AtInfoList', 'LastRecallTime'],
    SelfInfoFilter: ['Role', 'JoinTime', 'MsgFlag', 'MsgSeq'],
  },
  SupportTopic: topics,
});

/** What `get_group_self_member_info` asks for, as the official SDK asks it. */
export const GROUP_PROFILE_FILTER = {
  GroupBaseInfoFilter: [
    'Type',
    'Name',
    'Introduction',
    'Notification',
    'FaceUrl',
    'Owner_Account',
    'CreateTime',
    'InfoSeq',
    'LastInfoTime',
    'LastMsgTime',
    'MemberNum',
    'MaxMemberNum',
    'ApplyJoinOption',
    'NextMsgSeq',
    'ShutUpAllMember',
    'InviteJoinOption',
  ],
  MemberInfoFilter: ['Role', 'JoinTime', 'MsgSeq', 'MsgFlag', 'NameCard'],
};

/** Custom fields on the wire ([{Key, Value}]) -> public ones. */
export const keyValues = (raw: unknown): { key: string; value: string }[] =>
  asList(raw).map((item) => {
    const field = asRecord(item);
    return { key: asStr(field.Key), value: asStr(field.Value) };
  });

/** The last message of a group without one, as the official SDK's. */
export const NO_LAST_MESSAGE = { lastTime: '', lastSequence: '', fromAccount: '', messageForShow: '' } as const;

/**
 * A group profile from `get_group_self_member_info`, the joined list or the public info -> public group; `me` is
 * the user signed in. As the official SDK: a number the service left out is '', the self member info is also
 * `memberInfo` (with its `sequence`), the joined list's remind type (MsgFlag) also a field of the group.
 */
export function decodeGroup(raw: unknown, me: string): Group | null {
  const g = asRecord(raw);
  const groupID = asStr(g.GroupId);
  if (!groupID) return null;
  const self = asRecord(g.SelfInfo ?? g.MemberInfo);
  const member = {
    role: asStr(self.Role),
    joinTime: asNum(self.JoinTime, '' as const),
    // Named on the wire, as the cloud does; '' where left out (the official SDK keeps it as it comes).
    messageRemindType: asStr(self.MsgFlag),
    nameCard: asStr(self.NameCard),
  };
  const group: Group = {
    groupID,
    type: asStr(g.Type),
    name: asStr(g.Name),
    avatar: asStr(g.FaceUrl),
    introduction: asStr(g.Introduction),
    notification: asStr(g.Notification),
    ownerID: asStr(g.Owner_Account),
    createTime: asNum(g.CreateTime, ''),
    infoSequence: asNum(g.InfoSeq, ''),
    lastInfoTime: asNum(g.LastInfoTime, ''),
    memberCount: asNum(g.MemberNum, ''),
    maxMemberCount: asNum(g.MaxMemberNum, ''),
    joinOption: asStr(g.ApplyJoinOption),
    inviteOption: asStr(g.InviteJoinOption),
    muteAllMembers: asStr(g.ShutUpAllMember) === 'On',
    isSupportTopic: asNum(g.SupportTopic) === 1,
    nextMessageSeq: asNum(g.NextMsgSeq),
    groupCustomField: keyValues(g.AppDefinedData),
    lastMessage: NO_LAST_MESSAGE,
    // The official SDK names the user in the selfInfo of a group they are in.
    selfInfo: { ...member, userID: (g.SelfInfo ?? g.MemberInfo) ? me : '', readedSequence: asNum(self.MsgSeq) },
  };
  if (g.MsgFlag !== undefined) group.messageRemindType = asStr(g.MsgFlag);
  if (g.MemberInfo) group.selfInfo.sequence = (group.memberInfo = { ...member, sequence: asNum(self.MsgSeq) }).sequence;
  return group;
}

/** The one group a profile answer (`GroupInfo`, self member or public info) carries, or its error. */
export function answeredGroup(body: Body, me: string): Group {
  const raw = asRecord(asList(body.GroupInfo)[0]);
  const code = asNum(raw.ErrorCode);
  if (code !== 0) throw new TimError(code, asStr(raw.ErrorInfo));
  const group = decodeGroup(raw, me);
  if (!group) throw new TimError(ERROR_CODES.CANNOT_FIND_GROUP);
  return group;
}

/**
 * A newer answer about a group merged into the group known (in place, as the official SDK's): what the answer
 * left out ('') keeps its known value. A group first known has no messageRemindType: the official Group copies
 * only its own fields when made, and every field of a later answer.
 */
export const mergeGroup = (known: Group | undefined, g: Group): Group => {
  if (known) return Object.assign(known, Object.fromEntries(Object.entries(g).filter(([, v]) => v !== '')));
  delete g.messageRemindType;
  return g;
};

/** Custom fields changed by key (the others kept), as the service's and the official SDK's. */
export const mergeFields = <F extends { key: string }>(known: F[], changed: F[]): F[] => [
  ...known.filter((f) => !changed.some((n) => n.key === f.key)),
  ...changed,
];
