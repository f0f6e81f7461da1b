import type { Flag, UnixSeconds } from './common.ts';

/** What a report on /c2c-feedback is about: a user (target is their id) or a group (target is its group id). */
export const CHAT_REPORT_TYPES = ['user', 'group'] as const;
export type ChatReportType = (typeof CHAT_REPORT_TYPES)[number];

/** Report reasons the page offers. */
export const CHAT_REPORT_REASONS = ['spam', 'abuse', 'porn', 'fraud', 'other'] as const;
export type ChatReportReason = (typeof CHAT_REPORT_REASONS)[number];

/** Body of /api/chat/report: the reporter is the token's user. */
export interface ChatReportBody {
  type: ChatReportType;
  target: string;
  reason: ChatReportReason;
  /** Optional details, at most 500 characters. */
  content?: string;
}

/** data of /api/chat/report: the stored report. */
export interface ChatReport {
  id: number;
  type: ChatReportType;
  target: string;
  reason: ChatReportReason;
  created_at: UnixSeconds;
}

/** Body of /api/chat/searchUsers: a user id or part of a nick name. */
export interface ChatUserSearchBody {
  keyword: string;
}

/** A user found by /api/chat/searchUsers (their chat id is their id). */
export interface ChatUserHit {
  id: number;
  nick_name: string;
  avatar: string;
  is_anchor: Flag;
  vip_level: number;
}

const FAN_GROUP_PREFIX = 'fans_';

/** The chat group of an anchor's fans (the /chat-group/anchor/:id pages); the platform creates one per anchor. */
export function anchorFanGroupId(anchorId: number | string): string {
  return `${FAN_GROUP_PREFIX}${anchorId}`;
}

export function isAnchorFanGroup(groupID: string): boolean {
  return groupID.startsWith(FAN_GROUP_PREFIX);
}

/** Body of /api/chat/searchGroups: part of a group's name. */
export interface ChatGroupSearchBody {
  keyword: string;
}

/** A Public group found by name by /api/chat/searchGroups (the platform searches the chat service's groups). */
export interface ChatGroupHit {
  group_id: string;
  name: string;
  avatar: string;
  member_count: number;
  /** Who may join by applying: FreeAccess, NeedPermission or DisableApply (a fan group: its anchor's followers). */
  join_option: string;
  /** The token's user is a member. */
  joined: boolean;
}

/** Body of /api/chat/fanGroup and /api/chat/joinFanGroup. */
export interface FanGroupBody {
  anchorid: number;
}

/**
 * An anchor's fan group as the token's user sees it: its members, whether they are in it, and whether they may
 * join (its anchor's followers join through /api/chat/joinFanGroup; the group takes no applications).
 */
export interface FanGroupInfo {
  group_id: string;
  member_count: number;
  joined: boolean;
  following: boolean;
}

/** The platform's open group every user may join (the lobby of the group chat list). */
export const CHAT_LOBBY_GROUP = 'lobby';

/**
 * The chat profile field with the user's VIP state, JSON {@link ChatVipField}. The platform writes it when VIP
 * is bought (users cannot: the chat service refuses it in their own profile updates), so a badge in chat is
 * never the sender's own claim, and it follows the user into every message and member list without a field
 * in each message.
 */
export const CHAT_VIP_PROFILE_TAG = 'Tag_Profile_Custom_vip';

export interface ChatVipField {
  vip_level: number;
  vip_date: UnixSeconds;
  /** Until when the user's avatar frame shows (a used shop card, issue #32); absent or 0 for none. */
  avatar_frame?: UnixSeconds;
  /** Until when the user's room chat lines show highlighted (a used shop card); absent or 0 for none. */
  chat_effect?: UnixSeconds;
}
