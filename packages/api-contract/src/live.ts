import type { Flag, PageQuery, SportFilter, SportId, UnixSeconds } from './common.ts';
import type { Match } from './race.ts';

/** Pull stream input (spec §3): the app rewrites flv to m3u8 per source (spec §4). */
export interface PullStream {
  url: string;
  /** e.g. "xcdn", "huawei", "tencent". */
  livestream_source: string;
  /** The HLS address the rewrite rules produce, given for players that skip the rules. */
  hls: string;
}

export interface Anchor {
  id: number;
  nick_name: string;
  avatar: string;
  signature: string;
  anchor_level: number;
  fans_count: number;
  /** 1 while streaming. */
  is_live: Flag;
  /** The room being streamed, 0 when offline. */
  liveid: number;
  sport_id: SportId;
  attented: Flag;
}

export interface LiveRoom {
  id: number;
  anchorid: number;
  title: string;
  cover: string;
  /** Still frame the player shows before the stream starts. */
  poster: string;
  category_id: number;
  sport_id: SportId;
  /** 0 when the room is not about a match. */
  matchid: number;
  hot: number;
  online: number;
  /** 1 live, 0 ended. */
  status: Flag;
  /** The badges the platform gave the room: ids of the common config's live_badge (spec §3). */
  badge_ids: number[];
  start_time: UnixSeconds;
  quality: string[];
  pull: PullStream;
  anchor: Pick<Anchor, 'id' | 'nick_name' | 'avatar' | 'anchor_level'>;
  match: Match | null;
}

export interface Category {
  id: number;
  name: string;
  icon: string;
  sport_id: SportFilter;
  live_count: number;
}

export interface RealLivesBody extends PageQuery {
  category_id?: number;
  sport_id?: SportFilter;
}

export interface LivePageBody {
  anchorid: number;
}

export interface LivePageData {
  anchor: Anchor;
  live: LiveRoom | null;
  notice: string;
  /** Chat group id of the room in the chat service. */
  group_id: string;
}

export interface LiveIdBody {
  liveid: number;
}

export interface LiveChat {
  liveid: number;
  group_id: string;
  announcement: string;
  /** Seconds between messages, 0 for none. */
  slow_mode: number;
  /** The room's recent chat, oldest first: at most LIVE_CHAT_HISTORY texts and the platform's gift notices. */
  messages: LiveChatMessage[];
}

/**
 * A room line written for one language's brands carries it in CloudCustomData (`{"lang":"pt-BR"}`): the sandbox's
 * simulated viewers mark theirs, one sandbox standing in for each language's own chat app. A brand of another
 * language does not show such a line; unmarked lines (every real user's) show everywhere.
 */
export function roomLineMark(language: 'zh-CN' | 'pt-BR'): string {
  return JSON.stringify({ lang: language });
}

/** The language a room line is marked for (roomLineMark), or null when it names none. */
export function roomLineLanguage(cloudCustomData: unknown): string | null {
  if (typeof cloudCustomData !== 'string' || !cloudCustomData.startsWith('{')) return null;
  try {
    const lang = (JSON.parse(cloudCustomData) as { lang?: unknown }).lang;
    return typeof lang === 'string' && lang ? lang : null;
  } catch {
    return null;
  }
}

/** How many recent messages /api/live/getLiveChat answers (the chat's larger history page, messaging spec). */
export const LIVE_CHAT_HISTORY = 20;

/**
 * A message of a room's recent chat. `id` is the chat message's ID as the chat SDK names it (groupMessageId), so
 * a client merges history with the messages it receives live without showing one twice.
 */
export interface LiveChatMessage {
  id: string;
  kind: 'text' | 'gift';
  /** The sender's chat id; for a gift, the paying user's id (the platform posts the notice). */
  from: string;
  nick: string;
  /** A text message's words ('' for a gift). */
  text: string;
  /** A gift's name and count ('' and 0 for a text). */
  gift_name: string;
  amount: number;
  time: UnixSeconds;
}

/**
 * The ID the chat SDK gives a message (as tim-js-sdk): its sender's tiny ID, client time (s) and random, joined by
 * '-'; a message stored without a client time uses its time.
 */
export function groupMessageId(tinyId: string, clientTime: number, random: number): string {
  return `${tinyId}-${clientTime}-${random}`;
}

/**
 * Seconds between heartbeats: the room's player sends /api/live/playHeartbeat and the app /api/user/heartbeat this
 * often while playing (or open) and visible. The platform counts at most this much per heartbeat and ignores one
 * that comes sooner (HEARTBEAT_MIN_GAP_SEC allows for timer jitter), so a client cannot count time faster than it
 * passes.
 */
export const HEARTBEAT_SEC = 60;
export const HEARTBEAT_MIN_GAP_SEC = 55;

/** Body of /api/live/playHeartbeat: the room being watched. */
export type PlayHeartbeatBody = LiveIdBody;

/** data of a heartbeat: whether this one counted, and the seconds counted today so far. */
export interface HeartbeatResult {
  counted: Flag;
  seconds: number;
}

export interface AddOperateFriendBody {
  operate_uid: number;
  liveid: number;
}

export interface AddOperateFriendResult {
  operate_uid: number;
  /** The chat id to open a private chat with. */
  im_id: string;
}

export interface RecAnchorsBody {
  sport_id?: SportFilter;
}

/**
 * Room chat on the wire (messaging spec; host-app spec §3 race start). Every live room has the chat group
 * `live_<roomId>`; every client also joins NOTIFY_ROOM, where the platform broadcasts race starts. Gifts, entries
 * and broadcasts travel as custom messages whose data is JSON `{Action, Data}`.
 */
export const NOTIFY_ROOM = 'NOTIFY_ROOM';

/**
 * The chat account the platform speaks as (the cloud's app administrator): race starts and gifts come only from
 * it, posted after the platform recorded the kick-off or the payment, so a client trusts them by this sender.
 */
export const PLATFORM_CHAT_ACCOUNT = 'administrator';

/**
 * The Action of a room custom message. RoomGift, RaceStart and MatchEvent (NOTIFY_ROOM's match events, Data
 * MatchEventData) are sent only by the platform's account.
 */
export const ROOM_ACTION = {
  gift: 'RoomGift',
  enter: 'RoomEnter',
  raceStart: 'RaceStart',
  matchEvent: 'MatchEvent',
} as const;
export type RoomAction = (typeof ROOM_ACTION)[keyof typeof ROOM_ACTION];

/** The data of a room custom message: `{Action, Data}` as JSON. */
export interface RoomCustomMessage<A extends RoomAction = RoomAction, D = unknown> {
  Action: A;
  Data: D;
}

/** Data of the RaceStart broadcast in NOTIFY_ROOM. */
export interface RaceStartData {
  /** The line shown, in Chinese and in Portuguese: one broadcast reaches viewers of every language. */
  desc: string;
  desc_br: string;
  matchid: number;
  sport_id: SportId;
}

/** The chat group of a live room. */
export function liveGroupId(roomId: number | string): string {
  return `live_${roomId}`;
}
