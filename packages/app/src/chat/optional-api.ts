/**
 * Calls of the official web SDK (tim-js-sdk 2.27.6 names and shapes) for friends, friend groups, blacklist, user
 * status and conversation marks. The chat client gains them in its own work; a page offers an action only while `supports()` says
 * the client has it, so nothing pretends to work.
 */
import type { ChatClient } from '@live/im-client';

export interface Friend {
  userID: string;
  remark: string;
  groupList: string[];
  profile?: { nick?: string; avatar?: string };
}

export interface FriendGroup {
  name: string;
  userIDList: string[];
  count: number;
}

export interface FriendApplication {
  userID: string;
  nick: string;
  avatar: string;
  time: number;
  wording: string;
  /** Pendency_Type_ComeIn (sent to me) or Pendency_Type_SendOut (sent by me). */
  type: string;
}

export interface UserStatus {
  userID: string;
  /** 1 online, 2 offline, 0 unknown (tim-js-sdk USER_STATUS_*). */
  statusType: number;
}

type Answer<T> = Promise<{ data: T }>;

/** The optional calls with their official shapes. */
export interface OptionalChatApi {
  getFriendList(): Answer<Friend[]>;
  addFriend(options: { to: string; source: string; wording?: string; type?: string }): Answer<unknown>;
  deleteFriend(options: { userIDList: string[]; type?: string }): Answer<unknown>;
  checkFriend(options: { userIDList: string[]; type?: string }): Answer<{
    successUserIDList: { userID: string; relation: string }[];
  }>;
  getFriendGroupList(): Answer<FriendGroup[]>;
  getFriendApplicationList(): Answer<{ friendApplicationList: FriendApplication[]; unreadCount: number }>;
  acceptFriendApplication(options: { userID: string; type?: string }): Answer<unknown>;
  refuseFriendApplication(options: { userID: string }): Answer<unknown>;
  getBlacklist(): Answer<string[]>;
  addToBlacklist(options: { userIDList: string[] }): Answer<unknown>;
  removeFromBlacklist(options: { userIDList: string[] }): Answer<unknown>;
  getUserStatus(options: { userIDList: string[] }): Answer<{ successUserList: UserStatus[] }>;
  markConversation(options: { conversationIDList: string[]; markType: number; enableMark: boolean }): Answer<unknown>;
}

export type OptionalCall = keyof OptionalChatApi;

/** Whether the client has this call (it lands with the chat client's friends, blacklist and status work). */
export function supports<K extends OptionalCall>(
  client: ChatClient,
  name: K,
): client is ChatClient & Pick<OptionalChatApi, K> {
  return typeof (client as unknown as Record<string, unknown>)[name] === 'function';
}

/** The web add-friend source (messaging spec §5: a fixed prefix and at most 8 characters after it). */
export const ADD_SOURCE = 'AddSource_Type_Web';

/** The star mark of a conversation (tim-js-sdk TYPES.CONV_MARK_TYPE_STAR). */
export const CONV_MARK_STAR = 0x1;
