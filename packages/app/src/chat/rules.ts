/**
 * The chat pages' rules (host-app spec §2, §4, §6, §9; messaging spec §3-§6) as pure functions. Nothing here
 * imports the chat client, so pages and the menu may use them without loading it.
 */
import { CHAT_VIP_PROFILE_TAG, type ChatVipField, isAnchorFanGroup, NOTIFY_ROOM } from '@live/api-contract';
import { isVipActive, shopCardOn, type UserFlags } from '../domain/user';

/** Chat list tabs (host spec §4): private, group, friends. */
export const CHAT_TABS = ['private', 'group', 'friends'] as const;
export type ChatTab = (typeof CHAT_TABS)[number];

export function chatTabOf(value: string | null | undefined): ChatTab {
  return CHAT_TABS.find((tab) => tab === value) ?? 'private';
}

/** Mute durations in seconds (spec §9): 3 days, 1 day, 1 hour, 10 minutes, none. */
export const MUTE_DURATIONS = [259200, 86400, 3600, 600, 0] as const;
/** Slow-mode intervals in seconds (spec §9): 5, 10, 30, 60, none. */
export const SLOW_MODES = [5, 10, 30, 60, 0] as const;
/** The group custom field that holds slow mode; the chat service enforces it too (error 10023). */
export const SLOW_MODE_FIELD = 'slow_mode';

/** Group pages come in two variants: an ordinary group and an anchor's fan group (spec §2 /anchor/ routes). */
export type GroupVariant = 'normal' | 'anchor';

/** An anchor's fan group opens on the /anchor/ pages, any other group on the plain ones. */
export function groupVariantOf(groupID: string): GroupVariant {
  return isAnchorFanGroup(groupID) ? 'anchor' : 'normal';
}

/** Storage prefixes of the two group variants (spec §9). */
export const GROUP_STORAGE_PREFIX: Record<GroupVariant, string> = {
  normal: 'CHATGROUP_NORMAL_',
  anchor: 'CHATGROUP_ANCHORFANS_',
};

/** The local-storage key of a group's own settings on this device. */
export function groupStorageKey(variant: GroupVariant, groupID: string): string {
  return `${GROUP_STORAGE_PREFIX[variant]}${groupID}`;
}

/** What a conversation list row needs (the chat client's Conversation). */
export interface ConversationLike {
  conversationID: string;
  type: string;
  subType: string;
  unreadCount: number;
  isPinned: boolean;
  messageRemindType: string;
  lastMessage: { lastTime: number } | null;
}

/**
 * Which conversations a list tab shows: one-to-one ones on "private", groups on "group". Live rooms and
 * NOTIFY_ROOM are not conversations a user keeps (a live room always has unread 0, messaging spec §4).
 */
const NOTIFY_CONVERSATION = `GROUP${NOTIFY_ROOM}`;

export function conversationsOfTab<T extends ConversationLike>(list: readonly T[], tab: ChatTab): T[] {
  if (tab === 'friends') return [];
  return sortConversations(list).filter((conv) => {
    if (tab === 'private') return conv.type === 'C2C';
    return conv.type === 'GROUP' && conv.subType !== 'AVChatRoom' && conv.conversationID !== NOTIFY_CONVERSATION;
  });
}

/** List order (messaging spec §4): pinned first, then unpinned, each by last message time, newest first. */
export function sortConversations<T extends ConversationLike>(list: readonly T[]): T[] {
  const time = (conv: T) => conv.lastMessage?.lastTime ?? 0;
  return [...list].sort((a, b) => Number(b.isPinned) - Number(a.isPinned) || time(b) - time(a));
}

/**
 * Unread that counts towards a total (messaging spec §4): every conversation but the system one whose remind
 * type is unset or accept-and-notify; live rooms never count, nor NOTIFY_ROOM (the platform's broadcasts, not a
 * conversation of the list), so the menu's total is the sum of what the list shows.
 */
export function unreadTotal(list: readonly ConversationLike[]): number {
  return list.reduce((sum, conv) => {
    if (conv.type === '@TIM#SYSTEM' || conv.subType === 'AVChatRoom') return sum;
    if (conv.conversationID === NOTIFY_CONVERSATION) return sum;
    if (conv.messageRemindType && conv.messageRemindType !== 'AcceptAndNotify') return sum;
    return sum + Math.max(0, conv.unreadCount);
  }, 0);
}

/** A member is muted while their mute end (epoch seconds) is in the future (messaging spec §3 muteUntil). */
export function isMuted(muteUntil: number, nowMs: number): boolean {
  return muteUntil * 1000 > nowMs;
}

export type GroupRole = 'Owner' | 'Admin' | 'Member' | string;

/** Owners and admins mute members and handle join applications; nobody mutes themselves (spec §5, §6). */
export function canMute(myRole: GroupRole, targetRole: GroupRole, isSelf: boolean): boolean {
  if (isSelf || targetRole === 'Owner') return false;
  if (myRole === 'Owner') return true;
  return myRole === 'Admin' && targetRole === 'Member';
}

/** Only the owner sets member roles, never their own (messaging spec §5 setGroupMemberRole, §6). */
export function canSetRole(myRole: GroupRole, isSelf: boolean): boolean {
  return myRole === 'Owner' && !isSelf;
}

export function isManager(role: GroupRole): boolean {
  return role === 'Owner' || role === 'Admin';
}

/**
 * Slow mode: seconds a member still waits before the next message (0 when they may send). Owners and admins
 * are not slowed down.
 */
export function slowModeWait(role: GroupRole, intervalSeconds: number, lastSentMs: number, nowMs: number): number {
  if (isManager(role) || intervalSeconds <= 0 || lastSentMs <= 0) return 0;
  return Math.max(0, Math.ceil((lastSentMs + intervalSeconds * 1000 - nowMs) / 1000));
}

/** Why a message was refused, when the user can act on it. */
export type SendRefusal = 'muted' | 'slowMode' | 'profanity';

/**
 * Why the chat service refused a message, when the user can act on it: 10017 muted, 10023 slow mode, and 3123
 * when the chat client's profanity filter blocked the text before sending (messaging §5).
 */
export function sendRefusalOf(error: unknown): SendRefusal | null {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 10017 ? 'muted' : code === 10023 ? 'slowMode' : code === 3123 ? 'profanity' : null;
}

/** Why a chat call failed, as a user is told it (issue #29): never the client's raw code or English text. */
export type ChatErrorKind =
  | 'away'
  | 'elsewhere'
  | 'signedOut'
  | 'network'
  | 'busy'
  | 'blocked'
  | 'notInGroup'
  | 'noPermission'
  | 'tooLong'
  | 'file'
  | 'other';

/** The session's refusal while it is not ready: `chatStatus` names its state ('kicked' after another tab took over). */
export interface ChatAwayLike {
  chatStatus: string;
}

const ERROR_KINDS: [ChatErrorKind, readonly number[]][] = [
  // Not ready, not logged in, logged out, login failed (the chat client's catalogue, messaging spec §8).
  ['away', [2999, 2024, 3001, 3005]],
  // Kicked out by the same account in another tab or on another device.
  ['elsewhere', [3002, 3003]],
  // The session ended: signature expired, kicked by the platform, a2 key expired.
  ['signedOut', [3004, 3006, 70001]],
  ['network', [2800, 2801, 2805]],
  // Frequency limits of the client (2996) and the service (10016, 60022 overloaded).
  ['busy', [2996, 10016, 60022]],
  // The peer has blacklisted the user (20007), or the user the peer.
  ['blocked', [20007, 20009]],
  // The group is gone or the user is not (any longer) a member.
  ['notInGroup', [10010, 10015, 2623, 2101]],
  ['noPermission', [10007, 10004, 2681, 2684, 2685]],
  ['tooLong', [80002, 80001]],
  ['file', [2040, 2041, 2250, 2252, 2253, 2300, 2301, 2350, 2351, 2352, 2400, 2402]],
];

/** The kind of a failed chat call's error, for the text the user sees; 'other' for any code not listed. */
export function chatErrorOf(error: unknown): ChatErrorKind {
  const status = (error as Partial<ChatAwayLike> | null)?.chatStatus;
  if (typeof status === 'string') return status === 'kicked' ? 'elsewhere' : 'away';
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'number') return 'other';
  return ERROR_KINDS.find(([, codes]) => codes.includes(code))?.[0] ?? 'other';
}

/** A slow-mode value from a group's custom field: one of SLOW_MODES, anything else is off. */
export function slowModeOf(value: string | undefined): number {
  const seconds = Number(value);
  return (SLOW_MODES as readonly number[]).includes(seconds) ? seconds : 0;
}

/** Online status (host spec §4): online, offline, not logged in. */
export type OnlineState = 'online' | 'offline' | 'notLoggedIn';

/** The platform's online_status: 1 online; a user who never logged in has no last-online time. */
export function onlineStateOf(onlineStatus: number, lastOnline: number): OnlineState {
  if (onlineStatus === 1) return 'online';
  return lastOnline > 0 ? 'offline' : 'notLoggedIn';
}

/** The chat service's user status (tim-js-sdk USER_STATUS_*: 1 online, 2 offline, 3 not logged in), or null. */
export function chatStatusState(statusType: number): OnlineState | null {
  if (statusType === 1) return 'online';
  if (statusType === 2) return 'offline';
  return statusType === 3 ? 'notLoggedIn' : null;
}

/** The peer of a one-to-one conversation id (C2C + user id) or the group of a group one (GROUP + group id). */
export const c2cConversationID = (userID: string) => `C2C${userID}`;
export const groupConversationID = (groupID: string) => `GROUP${groupID}`;

/** The report kinds of /c2c-feedback/:type/:gid? : a user (gid is their id) or a group. */
export const FEEDBACK_TYPES = ['user', 'group'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export function feedbackTypeOf(value: string | undefined): FeedbackType | null {
  return FEEDBACK_TYPES.find((type) => type === value) ?? null;
}

/** A message can be revoked by its sender within 2 minutes of sending, as the cloud's default allows. */
export const REVOKE_WINDOW_SECONDS = 120;

export function canRevoke(
  message: { flow: string; status: string; isRevoked: boolean; time: number },
  nowMs: number,
): boolean {
  return (
    message.flow === 'out' &&
    message.status === 'success' &&
    !message.isRevoked &&
    nowMs / 1000 - message.time <= REVOKE_WINDOW_SECONDS
  );
}

/** Read state of an outgoing one-to-one message (messaging spec §4): peer-read once the peer's read time covers it. */
export function isReadByPeer(message: { flow: string; time: number; isPeerRead: boolean }, peerReadTime: number) {
  return message.flow === 'out' && (message.isPeerRead || (peerReadTime > 0 && message.time <= peerReadTime));
}

/** The VIP field of a chat profile (the platform writes it, with the shop cards' ends), or null when absent or unreadable. */
export function chatVipOf(fields: readonly { key: string; value: string }[]): ChatVipField | null {
  const raw = fields.find((field) => field.key === CHAT_VIP_PROFILE_TAG)?.value;
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<ChatVipField> | null;
    const level = Number(parsed?.vip_level);
    const date = Number(parsed?.vip_date);
    // The shop cards' ends (issue #32): 0 when absent or unreadable.
    const [avatar_frame, chat_effect] = [parsed?.avatar_frame, parsed?.chat_effect].map((end) => Number(end) || 0);
    return Number.isFinite(level) && Number.isFinite(date)
      ? { vip_level: level, vip_date: date, avatar_frame, chat_effect }
      : null;
  } catch {
    return null;
  }
}

/** Whether a chat user's avatar wears a frame: their chat profile's avatar frame card still runs (issue #32). */
export function avatarFramed(vip: ChatVipField | null | undefined, nowMs: number): boolean {
  return shopCardOn(vip?.avatar_frame, nowMs);
}

/** The level a VIP badge shows, 0 for none: the §4 rule, vip_level > 0 and vip_date in the future. */
export function vipBadgeLevel(vip: UserFlags | null | undefined, nowMs: number): number {
  return isVipActive(vip, nowMs) ? Math.floor(Number(vip?.vip_level)) : 0;
}

/** What naming a conversation reads of it (the chat client's Conversation). */
export interface NamedConversation {
  conversationID: string;
  type: string;
  userProfile?: { nick?: string } | null;
  groupProfile?: { name?: string } | null;
}

/**
 * The name a conversation shows: a one-to-one peer's nick (the conversation's, else the fetched profile's, else
 * the user id); a group's name (the conversation's, else the fetched profile's), '' while unknown. A group learnt
 * from a push carries no name until its profile is read; its raw id (@TGS#...) is never a name.
 */
export function conversationNameOf(conv: NamedConversation, fetched: { nick?: string; groupName?: string }): string {
  if (conv.type === 'C2C') return conv.userProfile?.nick || fetched.nick || conv.conversationID.slice(3);
  return conv.groupProfile?.name || fetched.groupName || '';
}

/** The groups of a conversation list whose name is missing and not asked for yet: their profiles are fetched. */
export function groupsWithoutName(list: readonly NamedConversation[], asked: ReadonlySet<string>): string[] {
  return list
    .filter((conv) => conv.type === 'GROUP' && !conv.groupProfile?.name)
    .map((conv) => conv.conversationID.slice(5))
    .filter((groupID) => groupID !== '' && !asked.has(groupID));
}

/** What a group tip message reads of it (the chat client's Message). */
export interface TipLike {
  type: string;
  to: string;
  payload?: { operationType?: unknown } | null;
}

/**
 * Whether a message is the tip "group profile modified" (messaging spec group tips, operation 6) of this group:
 * name, notice, mute-all or custom fields such as slow mode changed, so an open group page reads them again.
 */
export function isGroupProfileTip(message: TipLike, groupID: string): boolean {
  return message.type === 'TIMGroupTipElem' && message.to === groupID && message.payload?.operationType === 6;
}

/**
 * The base URL of the chat socket (issue #29): a proxy the brand names, `/im`-like paths on the page's own origin
 * (the local chat service behind brandgen), or undefined: the chat client then connects to the cloud's hosts for
 * the app id, as the official SDK does.
 */
export function chatSocketBase(
  proxyServer: string | undefined,
  location: { protocol: string; host: string },
): string | undefined {
  if (!proxyServer) return undefined;
  if (!proxyServer.startsWith('/')) return proxyServer;
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${proxyServer}`;
}

/** Pauses before a failed chat login or room join is tried again (issue #29): 2 s, 5 s, 15 s, then every 30 s. */
export const RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000] as const;

/** The pause before the next try after `failures` failed ones in a row. */
export function retryDelay(failures: number): number {
  return RETRY_DELAYS_MS[Math.min(Math.max(failures, 0), RETRY_DELAYS_MS.length - 1)]!;
}
