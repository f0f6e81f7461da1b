/** Public event names, with the official SDK's values (tim-js-sdk 2.27.6, same order). */
export const EVENT = {
  SDK_READY: 'sdkStateReady',
  SDK_NOT_READY: 'sdkStateNotReady',
  SDK_DESTROY: 'sdkDestroy',
  MESSAGE_RECEIVED: 'onMessageReceived',
  MESSAGE_MODIFIED: 'onMessageModified',
  MESSAGE_REVOKED: 'onMessageRevoked',
  MESSAGE_READ_BY_PEER: 'onMessageReadByPeer',
  MESSAGE_READ_RECEIPT_RECEIVED: 'onMessageReadReceiptReceived',
  MESSAGE_EXTENSIONS_UPDATED: 'onMessageExtensionsUpdated',
  MESSAGE_EXTENSIONS_DELETED: 'onMessageExtensionsDeleted',
  CONVERSATION_LIST_UPDATED: 'onConversationListUpdated',
  TOTAL_UNREAD_MESSAGE_COUNT_UPDATED: 'onTotalUnreadMessageCountUpdated',
  CONVERSATION_GROUP_LIST_UPDATED: 'onConversationGroupListUpdated',
  CONVERSATION_IN_GROUP_UPDATED: 'onConversationInGroupUpdated',
  GROUP_LIST_UPDATED: 'onGroupListUpdated',
  GROUP_SYSTEM_NOTICE_RECEIVED: 'receiveGroupSystemNotice',
  GROUP_ATTRIBUTES_UPDATED: 'groupAttributesUpdated',
  GROUP_COUNTER_UPDATED: 'onGroupCounterUpdated',
  TOPIC_CREATED: 'onTopicCreated',
  TOPIC_DELETED: 'onTopicDeleted',
  TOPIC_UPDATED: 'onTopicUpdated',
  PROFILE_UPDATED: 'onProfileUpdated',
  USER_STATUS_UPDATED: 'onUserStatusUpdated',
  BLACKLIST_UPDATED: 'blacklistUpdated',
  FRIEND_LIST_UPDATED: 'onFriendListUpdated',
  FRIEND_GROUP_LIST_UPDATED: 'onFriendGroupListUpdated',
  FRIEND_APPLICATION_LIST_UPDATED: 'onFriendApplicationListUpdated',
  KICKED_OUT: 'kickedOut',
  ERROR: 'error',
  NET_STATE_CHANGE: 'netStateChange',
  SDK_RELOAD: 'sdkReload',
} as const;

/** Public constants, with the official SDK's values (same order). */
export const TYPES = {
  MSG_TEXT: 'TIMTextElem',
  MSG_IMAGE: 'TIMImageElem',
  MSG_SOUND: 'TIMSoundElem',
  MSG_AUDIO: 'TIMSoundElem',
  MSG_FILE: 'TIMFileElem',
  MSG_FACE: 'TIMFaceElem',
  MSG_VIDEO: 'TIMVideoFileElem',
  MSG_GEO: 'TIMLocationElem',
  MSG_LOCATION: 'TIMLocationElem',
  MSG_GRP_TIP: 'TIMGroupTipElem',
  MSG_GRP_SYS_NOTICE: 'TIMGroupSystemNoticeElem',
  MSG_CUSTOM: 'TIMCustomElem',
  MSG_MERGER: 'TIMRelayElem',
  MSG_PRIORITY_HIGH: 'High',
  MSG_PRIORITY_NORMAL: 'Normal',
  MSG_PRIORITY_LOW: 'Low',
  MSG_PRIORITY_LOWEST: 'Lowest',
  CONV_C2C: 'C2C',
  CONV_GROUP: 'GROUP',
  CONV_TOPIC: 'TOPIC',
  CONV_SYSTEM: '@TIM#SYSTEM',
  CONV_AT_ME: 1,
  CONV_AT_ALL: 2,
  CONV_AT_ALL_AT_ME: 3,
  CONV_MARK_TYPE_STAR: 1,
  CONV_MARK_TYPE_UNREAD: 2,
  CONV_MARK_TYPE_FOLD: 4,
  CONV_MARK_TYPE_HIDE: 8,
  GRP_PRIVATE: 'Private',
  GRP_WORK: 'Private',
  GRP_PUBLIC: 'Public',
  GRP_CHATROOM: 'ChatRoom',
  GRP_MEETING: 'ChatRoom',
  GRP_AVCHATROOM: 'AVChatRoom',
  GRP_COMMUNITY: 'Community',
  GRP_MBR_ROLE_OWNER: 'Owner',
  GRP_MBR_ROLE_ADMIN: 'Admin',
  GRP_MBR_ROLE_MEMBER: 'Member',
  GRP_MBR_ROLE_CUSTOM: 'Custom',
  GRP_TIP_MBR_JOIN: 1,
  GRP_TIP_MBR_QUIT: 2,
  GRP_TIP_MBR_KICKED_OUT: 3,
  GRP_TIP_MBR_SET_ADMIN: 4,
  GRP_TIP_MBR_CANCELED_ADMIN: 5,
  GRP_TIP_GRP_PROFILE_UPDATED: 6,
  GRP_TIP_MBR_PROFILE_UPDATED: 7,
  GRP_TIP_BAN_AVCHATROOM_MEMBER: 10,
  GRP_TIP_UNBAN_AVCHATROOM_MEMBER: 11,
  MSG_REMIND_ACPT_AND_NOTE: 'AcceptAndNotify',
  MSG_REMIND_ACPT_NOT_NOTE: 'AcceptNotNotify',
  MSG_REMIND_DISCARD: 'Discard',
  GENDER_UNKNOWN: 'Gender_Type_Unknown',
  GENDER_FEMALE: 'Gender_Type_Female',
  GENDER_MALE: 'Gender_Type_Male',
  KICKED_OUT_MULT_ACCOUNT: 'multipleAccount',
  KICKED_OUT_MULT_DEVICE: 'multipleDevice',
  KICKED_OUT_USERSIG_EXPIRED: 'userSigExpired',
  KICKED_OUT_REST_API: 'REST_API_Kick',
  ALLOW_TYPE_ALLOW_ANY: 'AllowType_Type_AllowAny',
  ALLOW_TYPE_NEED_CONFIRM: 'AllowType_Type_NeedConfirm',
  ALLOW_TYPE_DENY_ANY: 'AllowType_Type_DenyAny',
  FORBID_TYPE_NONE: 'AdminForbid_Type_None',
  FORBID_TYPE_SEND_OUT: 'AdminForbid_Type_SendOut',
  JOIN_OPTIONS_FREE_ACCESS: 'FreeAccess',
  JOIN_OPTIONS_NEED_PERMISSION: 'NeedPermission',
  JOIN_OPTIONS_DISABLE_APPLY: 'DisableApply',
  JOIN_STATUS_SUCCESS: 'JoinedSuccess',
  JOIN_STATUS_ALREADY_IN_GROUP: 'AlreadyInGroup',
  JOIN_STATUS_WAIT_APPROVAL: 'WaitAdminApproval',
  INVITE_OPTIONS_DISABLE_INVITE: 'DisableInvite',
  INVITE_OPTIONS_NEED_PERMISSION: 'NeedPermission',
  INVITE_OPTIONS_FREE_ACCESS: 'FreeAccess',
  GRP_PROFILE_OWNER_ID: 'ownerID',
  GRP_PROFILE_CREATE_TIME: 'createTime',
  GRP_PROFILE_LAST_INFO_TIME: 'lastInfoTime',
  GRP_PROFILE_MEMBER_NUM: 'memberNum',
  GRP_PROFILE_MAX_MEMBER_NUM: 'maxMemberNum',
  GRP_PROFILE_JOIN_OPTION: 'joinOption',
  GRP_PROFILE_INVITE_OPTION: 'inviteOption',
  GRP_PROFILE_INTRODUCTION: 'introduction',
  GRP_PROFILE_NOTIFICATION: 'notification',
  GRP_PROFILE_MUTE_ALL_MBRS: 'muteAllMembers',
  SNS_ADD_TYPE_SINGLE: 'Add_Type_Single',
  SNS_ADD_TYPE_BOTH: 'Add_Type_Both',
  SNS_DELETE_TYPE_SINGLE: 'Delete_Type_Single',
  SNS_DELETE_TYPE_BOTH: 'Delete_Type_Both',
  SNS_APPLICATION_TYPE_BOTH: 'Pendency_Type_Both',
  SNS_APPLICATION_SENT_TO_ME: 'Pendency_Type_ComeIn',
  SNS_APPLICATION_SENT_BY_ME: 'Pendency_Type_SendOut',
  SNS_APPLICATION_AGREE: 'Response_Action_Agree',
  SNS_APPLICATION_AGREE_AND_ADD: 'Response_Action_AgreeAndAdd',
  SNS_CHECK_TYPE_BOTH: 'CheckResult_Type_Both',
  SNS_CHECK_TYPE_SINGLE: 'CheckResult_Type_Single',
  SNS_TYPE_NO_RELATION: 'CheckResult_Type_NoRelation',
  SNS_TYPE_A_WITH_B: 'CheckResult_Type_AWithB',
  SNS_TYPE_B_WITH_A: 'CheckResult_Type_BWithA',
  SNS_TYPE_BOTH_WAY: 'CheckResult_Type_BothWay',
  NET_STATE_CONNECTED: 'connected',
  NET_STATE_CONNECTING: 'connecting',
  NET_STATE_DISCONNECTED: 'disconnected',
  MSG_AT_ALL: '__kImSDK_MesssageAtALL__',
  READ_ALL_C2C_MSG: 'readAllC2CMessage',
  READ_ALL_GROUP_MSG: 'readAllGroupMessage',
  READ_ALL_MSG: 'readAllMessage',
  USER_STATUS_UNKNOWN: 0,
  USER_STATUS_ONLINE: 1,
  USER_STATUS_OFFLINE: 2,
  USER_STATUS_UNLOGINED: 3,
} as const;

export type ConversationType = 'C2C' | 'GROUP' | 'TOPIC' | '@TIM#SYSTEM';
export type MessageStatus = 'unSend' | 'success' | 'fail';

export interface MessageElement {
  type: string;
  content: Record<string, unknown>;
}

/** A message, with the official SDK's public fields. */
export interface Message {
  ID: string;
  conversationID: string;
  conversationType: ConversationType;
  from: string;
  to: string;
  time: number;
  sequence: number;
  random: number;
  clientSequence: number;
  clientTime: number;
  priority: string;
  flow: 'in' | 'out';
  type: string;
  payload: Record<string, unknown>;
  cloudCustomData: string;
  nick: string;
  avatar: string;
  status: MessageStatus;
  isRevoked: boolean;
  isDeleted: boolean;
  isRead: boolean;
  isPeerRead: boolean;
  isModified: boolean;
  /** Sent online-only (not stored; private like the official SDK's `_onlineOnlyFlag`). */
  _onlineOnly: boolean;
  /** Sent excluded from unread counts or from the last message (private, as the official SDK's). */
  _control: { excludedFromUnreadCount: boolean; excludedFromLastMessage: boolean };
  /** A group message for these members only (private, as the official SDK's `_receiverList`). */
  _receivers?: string[];
  /** Raised by each modification; a modification applies only when its version is greater (spec §8). */
  version: number;
  /** The sender asked for read receipts. */
  needReadReceipt: boolean;
  /** The message takes extensions (key-value pairs set by the parties). */
  isSupportExtension: boolean;
  /** Receipts of an own message that asked: one-to-one `isPeerRead`, group read and unread counts. */
  readReceiptInfo: ReadReceiptInfo;
  /** Group messages: who was @-mentioned (TYPES.MSG_AT_ALL for everyone); empty otherwise. */
  atUserList: string[];
  /** The official SDK's constant fields and those it reads off the wire (IsPlaceMsg, IsSystemMsg, RevokerInfo). */
  isBroadcastMessage: boolean;
  isPlaceMessage: number;
  isResend: boolean;
  isSystemMessage: boolean;
  /** The sender's name card in a group ('' elsewhere). */
  nameCard: string;
  protocol: string;
  /** Who revoked the message, when the service says (null otherwise). */
  revoker: string | null;
  senderTinyID: string;
}

export interface ReadReceiptInfo {
  readCount?: number;
  unreadCount?: number;
  isPeerRead?: boolean;
}

/** A conversation's last message, with the official SDK's fields (nick, nameCard, version... of the message). */
export interface LastMessage {
  lastTime: number;
  lastSequence: number;
  fromAccount: string;
  messageForShow: string;
  type: string | null;
  payload: Record<string, unknown> | null;
  isRevoked: boolean;
  cloudCustomData: string;
  onlineOnlyFlag: boolean;
  nick: string;
  nameCard: string;
  /** Left out of a group conversation's last message as the service lists it, as the official SDK does. */
  version?: number;
  isPeerRead?: boolean;
  revoker?: string | null;
}

/** A conversation, field for field as the official SDK's (its `subType` is read from the group's type). */
export interface Conversation {
  conversationID: string;
  type: ConversationType;
  readonly subType: string;
  unreadCount: number;
  lastMessage: LastMessage;
  peerReadTime: number;
  isPinned: boolean;
  messageRemindType: string;
  /** A one-to-one conversation's friend remark, '' otherwise (follows the friend list). */
  remark: string;
  /** Folders, marks and custom data (conversation/folders.ts). */
  conversationGroupList: string[];
  markList: number[];
  customData: string;
  /** The peer's profile (one-to-one) or the group itself, the same object the group list holds (group). */
  userProfile?: Profile;
  groupProfile?: Group;
  /** @-mentions of me not yet read (group conversations). */
  groupAtInfoList: GroupAtInfo[];
}

/** An @-mention of this user in a group message (spec §3 group-at info). */
export interface GroupAtInfo {
  from: string;
  groupID: string;
  messageSequence: number;
  /** TYPES.CONV_AT_ME, CONV_AT_ALL or CONV_AT_ALL_AT_ME. */
  atTypeArray: number[];
}

export interface Group {
  groupID: string;
  type: string;
  name: string;
  avatar: string;
  introduction: string;
  notification: string;
  ownerID: string;
  /** Numbers the service has not told yet are '', as the official SDK's (the joined list tells few). */
  createTime: number | '';
  /** Raised by each change of the group's profile. */
  infoSequence: number | '';
  lastInfoTime: number | '';
  memberCount: number | '';
  /** The official SDK's public name (its `maxMemberNum` is an accessor, not a field). */
  maxMemberCount: number | '';
  joinOption: string;
  /** Who may add members: FreeAccess, NeedPermission or DisableInvite (TYPES.INVITE_OPTIONS_*). */
  inviteOption: string;
  muteAllMembers: boolean;
  /** A community whose messages go to its topics (wire SupportTopic 1); the group itself takes none (spec §5). */
  isSupportTopic: boolean;
  nextMessageSeq: number;
  groupCustomField: { key: string; value: string }[];
  /** Its conversation's last message; '' fields while it has none. */
  lastMessage: LastMessage | { lastTime: ''; lastSequence: ''; fromAccount: ''; messageForShow: '' };
  /** The user's remind type, once the joined list told it. */
  messageRemindType?: string;
  /** The user's own member info, once the group's profile was fetched. */
  memberInfo?: { role: string; joinTime: number | ''; messageRemindType: string; nameCard: string; sequence: number };
  /** The members the user named when creating it (as the official SDK keeps them). */
  memberList?: { userID: string }[];
  selfInfo: {
    userID: string;
    role: string;
    joinTime: number | '';
    messageRemindType: string;
    readedSequence: number;
    nameCard: string;
    sequence?: number;
  };
}

/** A group member as the official SDK builds it: nick and avatar from the user's profile, unset values empty. */
export interface GroupMember {
  userID: string;
  avatar: string;
  nick: string;
  role: string;
  joinTime: number;
  lastSendMsgTime: number | '';
  nameCard: string;
  muteUntil: number;
  memberCustomField: { key: string; value: string }[];
  /** The member's read sequence, left out while 0 (as the official SDK). */
  sequence?: number;
}

export interface Profile {
  userID: string;
  nick: string;
  avatar: string;
  gender: string;
  selfSignature: string;
  allowType: string;
  birthday: number;
  location: string;
  language: number;
  messageSettings: number;
  adminForbidType: string;
  level: number;
  role: number;
  profileCustomField: { key: string; value: string }[];
  lastUpdatedTime: number;
}
