/** Public event names, with the official SDK's values. */
export const EVENT = {
  SDK_READY: 'sdkStateReady',
  SDK_NOT_READY: 'sdkStateNotReady',
  SDK_DESTROY: 'sdkDestroy',
  MESSAGE_RECEIVED: 'onMessageReceived',
  MESSAGE_MODIFIED: 'onMessageModified',
  MESSAGE_REVOKED: 'onMessageRevoked',
  MESSAGE_READ_BY_PEER: 'onMessageReadByPeer',
  CONVERSATION_LIST_UPDATED: 'onConversationListUpdated',
  TOTAL_UNREAD_MESSAGE_COUNT_UPDATED: 'onTotalUnreadMessageCountUpdated',
  GROUP_LIST_UPDATED: 'onGroupListUpdated',
  GROUP_SYSTEM_NOTICE_RECEIVED: 'receiveGroupSystemNotice',
  PROFILE_UPDATED: 'onProfileUpdated',
  BLACKLIST_UPDATED: 'blacklistUpdated',
  KICKED_OUT: 'kickedOut',
  ERROR: 'error',
  NET_STATE_CHANGE: 'netStateChange',
  SDK_RELOAD: 'sdkReload',
} as const;

/** Public constants, with the official SDK's values. */
export const TYPES = {
  MSG_TEXT: 'TIMTextElem',
  MSG_IMAGE: 'TIMImageElem',
  MSG_SOUND: 'TIMSoundElem',
  MSG_AUDIO: 'TIMSoundElem',
  MSG_FILE: 'TIMFileElem',
  MSG_FACE: 'TIMFaceElem',
  MSG_VIDEO: 'TIMVideoFileElem',
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
  MSG_REMIND_ACPT_AND_NOTE: 'AcceptAndNotify',
  MSG_REMIND_ACPT_NOT_NOTE: 'AcceptNotNotify',
  MSG_REMIND_DISCARD: 'Discard',
  KICKED_OUT_MULT_ACCOUNT: 'multipleAccount',
  KICKED_OUT_MULT_DEVICE: 'multipleDevice',
  KICKED_OUT_USERSIG_EXPIRED: 'userSigExpired',
  KICKED_OUT_REST_API: 'REST_API_Kick',
  JOIN_OPTIONS_FREE_ACCESS: 'FreeAccess',
  JOIN_OPTIONS_NEED_PERMISSION: 'NeedPermission',
  JOIN_OPTIONS_DISABLE_APPLY: 'DisableApply',
  JOIN_STATUS_SUCCESS: 'JoinedSuccess',
  JOIN_STATUS_ALREADY_IN_GROUP: 'AlreadyInGroup',
  JOIN_STATUS_WAIT_APPROVAL: 'WaitAdminApproval',
  NET_STATE_CONNECTED: 'connected',
  NET_STATE_CONNECTING: 'connecting',
  NET_STATE_DISCONNECTED: 'disconnected',
  GENDER_UNKNOWN: 'Gender_Type_Unknown',
  GENDER_FEMALE: 'Gender_Type_Female',
  GENDER_MALE: 'Gender_Type_Male',
  ALLOW_TYPE_ALLOW_ANY: 'AllowType_Type_AllowAny',
  ALLOW_TYPE_NEED_CONFIRM: 'AllowType_Type_NeedConfirm',
  ALLOW_TYPE_DENY_ANY: 'AllowType_Type_DenyAny',
  FORBID_TYPE_NONE: 'AdminForbid_Type_None',
  FORBID_TYPE_SEND_OUT: 'AdminForbid_Type_SendOut',
} as const;

export type ConversationType = 'C2C' | 'GROUP' | '@TIM#SYSTEM';
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
  onlineUserOnly: boolean;
  messageControlInfo: { excludedFromUnreadCount: boolean; excludedFromLastMessage: boolean };
}

export interface LastMessage {
  lastTime: number;
  lastSequence: number;
  fromAccount: string;
  messageForShow: string;
  type: string | null;
  payload: Record<string, unknown> | null;
  isRevoked: boolean;
  cloudCustomData: string;
}

export interface Conversation {
  conversationID: string;
  type: ConversationType;
  subType: string;
  unreadCount: number;
  lastMessage: LastMessage;
  peerReadTime: number;
  isPinned: boolean;
  messageRemindType: string;
  userProfile?: { userID: string; nick: string; avatar: string };
  groupProfile?: { groupID: string; name: string; avatar: string; type: string };
}

export interface Group {
  groupID: string;
  type: string;
  name: string;
  avatar: string;
  introduction: string;
  notification: string;
  ownerID: string;
  createTime: number;
  memberCount: number;
  maxMemberNum: number;
  joinOption: string;
  muteAllMembers: boolean;
  nextMessageSeq: number;
  selfInfo: { role: string; joinTime: number; messageRemindType: string; readedSequence: number; nameCard: string };
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
