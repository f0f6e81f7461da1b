import {
  anchorFanGroupId,
  CHAT_LOBBY_GROUP,
  CHAT_VIP_PROFILE_TAG,
  type ChatVipField,
  liveGroupId,
  MATCH_EVENT,
  type MatchEventData,
  matchEvent,
  matchEventsBetween,
  type MatchMoment,
  NOTIFY_ROOM,
  type RaceStartData,
  ROOM_ACTION,
  type RoomCustomMessage,
} from '@live/api-contract';
import type { ImAdmin } from '@live/im-server';
import type { App } from '../app.ts';
import type { MatchRow } from '../sim/types.ts';
import { inPlay, media } from '../world.ts';

/**
 * How often match events (kick-offs, goals, red cards, final whistles) are looked for: a broadcast is at most
 * this late, well inside the 3 s in which a followed match's popup shows (issue #28).
 */
export const MATCH_EVENT_CHECK_MS = 1000;

/** Matches that kicked off up to this long ago may still be playing (extra time, penalties, overtime). */
const PLAYING_WINDOW_S = 4 * 3600;

/** The lobby's name, as the app names it in each language (the chat service keeps the Chinese one). */
export const LOBBY_NAME = { zh: '球迷大厅', pt: 'Salão dos torcedores' } as const;

/** Posts a RaceStart `{Action, Data}` to NOTIFY_ROOM as the platform's chat account. */
export async function broadcastRaceStart(admin: ImAdmin, data: RaceStartData): Promise<void> {
  const message: RoomCustomMessage<typeof ROOM_ACTION.raceStart, RaceStartData> = {
    Action: ROOM_ACTION.raceStart,
    Data: data,
  };
  await admin.sendCustomMessage({ groupID: NOTIFY_ROOM, data: JSON.stringify(message) });
}

/** Posts a MatchEvent `{Action, Data}` to NOTIFY_ROOM as the platform's chat account. */
export async function broadcastMatchEvent(admin: ImAdmin, data: MatchEventData): Promise<void> {
  const message: RoomCustomMessage<typeof ROOM_ACTION.matchEvent, MatchEventData> = {
    Action: ROOM_ACTION.matchEvent,
    Data: data,
  };
  await admin.sendCustomMessage({ groupID: NOTIFY_ROOM, data: JSON.stringify(message) });
}

function momentOf(app: App, row: MatchRow, now: number): MatchMoment {
  const state = app.world.state(row, now);
  return {
    id: row.id,
    sport_id: row.sport_id,
    status: state.status,
    home_score: state.home_score,
    away_score: state.away_score,
    home_red: state.home_red,
    away_red: state.away_red,
    // Reaches every brand: Chinese names in the zh fields, Portuguese in the others.
    hometeam: app.world.teamView(row.home_id, 'zh'),
    awayteam: app.world.teamView(row.away_id, 'zh'),
  };
}

/**
 * The platform's match feed: each call looks at the matches that may be playing (and the pinned ones) and
 * returns the events since the last call, each once (matchEventsBetween of the two moments). A match first seen
 * whose kick-off time passed since the last call (a start, a test's clock jump) counts as kicking off if it plays.
 */
export function matchEventFeed(app: App): () => MatchEventData[] {
  const moments = new Map<number, MatchMoment>();
  let checkedUpTo = app.now();
  return () => {
    const now = app.now();
    const rows = new Map(app.world.matchesBetween(now - PLAYING_WINDOW_S, now + 61).map((row) => [row.id, row]));
    for (const id of app.world.pinnedMatchIds()) {
      const row = app.world.matchRow(id);
      if (row) rows.set(id, row);
    }
    const events: MatchEventData[] = [];
    for (const row of rows.values()) {
      const after = momentOf(app, row, now);
      const before = moments.get(row.id);
      moments.set(row.id, after);
      if (before) events.push(...matchEventsBetween(before, after));
      else if (row.time > checkedUpTo && row.time <= now && inPlay(row.sport_id, after.status))
        events.push(matchEvent(after, MATCH_EVENT.kickoff));
    }
    for (const id of moments.keys()) if (!rows.has(id)) moments.delete(id);
    checkedUpTo = now;
    return events;
  };
}

/** What the platform writes of a user for chat: VIP state, and the ends of used avatar frame and chat effect cards. */
export type ChatMarksSource = {
  vip_level: number;
  vip_date: number;
  avatar_frame_until?: number;
  chat_effect_until?: number;
};

/**
 * Writes a user's VIP state and shop-item marks into their chat profile, where chat pages read them for the badge,
 * the avatar frame and the highlighted room lines.
 */
export async function publishVip(admin: ImAdmin, userId: number, vip: ChatMarksSource): Promise<void> {
  await admin.setProfileFields(String(userId), vipFields(vip));
}

function vipFields(vip: ChatMarksSource): Record<string, string> {
  const field: ChatVipField = {
    vip_level: vip.vip_level,
    vip_date: vip.vip_date,
    avatar_frame: vip.avatar_frame_until ?? 0,
    chat_effect: vip.chat_effect_until ?? 0,
  };
  return { [CHAT_VIP_PROFILE_TAG]: JSON.stringify(field) };
}

/** What a chat profile shows of a platform user: nickname and avatar (the generated one when none was set). */
export type ChatProfileSource = { id: number; nick_name: string; avatar: string };

/** Writes a user's platform nickname and avatar into their chat profile, so chats never show a bare id. */
export async function publishChatProfile(admin: ImAdmin, user: ChatProfileSource): Promise<void> {
  await admin.setProfileFields(String(user.id), profileFields(user));
}

function profileFields(user: ChatProfileSource): Record<string, string> {
  return { Tag_Profile_IM_Nick: user.nick_name, Tag_Profile_IM_Image: user.avatar || media.avatar(user.id) };
}

/**
 * A fan group is for the anchor's followers: one who unfollows leaves it, removed by the platform as the app
 * administrator. The unfollow stands even while chat is away (logged).
 */
export async function leaveFanGroup(app: App, userId: number, anchorId: number): Promise<void> {
  const chat = app.platformChat;
  if (!chat) return;
  await chat
    .removeGroupMembers(anchorFanGroupId(anchorId), [String(userId)])
    .catch((error: Error) => app.log(`fan group leave: ${error.message}`));
}

/** The chat profile follows a registration or a profile edit; the change stands even while chat is away. */
export function announceChatProfile(app: App, user: ChatProfileSource): void {
  const chat = app.platformChat;
  if (chat) void publishChatProfile(chat, user).catch((error: Error) => app.log(`profile to chat: ${error.message}`));
}

/**
 * The platform's side of chat, which production does through the cloud's server API: a live-room group
 * (AVChatRoom) per room, NOTIFY_ROOM, the lobby (a Public group anyone joins) and a fan group per anchor (Public, its
 * followers join through the platform), and in
 * NOTIFY_ROOM a MatchEvent for every kick-off, goal, red card and final whistle, plus the race-start broadcast
 * of each kick-off (the live room's banner).
 * NOTIFY_ROOM is a ChatRoom (meeting) group: a client is in one AVChatRoom at a time, its live room.
 */
export async function startPlatformChat(app: App, admin: ImAdmin, checkMs = MATCH_EVENT_CHECK_MS): Promise<() => void> {
  await admin.ensureGroup({ groupID: NOTIFY_ROOM, type: 'ChatRoom', name: NOTIFY_ROOM });
  const rooms = app.db.prepare('SELECT id, title FROM live_rooms ORDER BY id').all() as { id: number; title: string }[];
  for (const room of rooms)
    await admin.ensureGroup({ groupID: liveGroupId(room.id), type: 'AVChatRoom', name: room.title });
  // Open groups users chat in: the lobby, and each anchor's fan group (the /chat-group/anchor/ pages).
  await admin.ensureGroup({
    groupID: CHAT_LOBBY_GROUP,
    type: 'Public',
    name: LOBBY_NAME.zh,
    readOnly: false,
    joinOption: 'FreeAccess',
  });
  const anchors = app.db
    .prepare('SELECT DISTINCT u.id, u.nick_name FROM live_rooms r JOIN users u ON u.id = r.anchor_id ORDER BY u.id')
    .all() as { id: number; nick_name: string }[];
  for (const anchor of anchors)
    await admin.ensureGroup({
      groupID: anchorFanGroupId(anchor.id),
      type: 'Public',
      // Named after its anchor: the app says what it is (主播粉丝群 / Grupo de fãs) in the page's language.
      name: anchor.nick_name,
      readOnly: false,
      // Its anchor's followers join through the platform (/api/chat/joinFanGroup); nobody applies.
      joinOption: 'DisableApply',
    });

  // Users from before this start (the seed, an earlier run, a database older than this code) get their chat
  // profile; it is idempotent, so every start does it.
  // In one transaction: with the seeded viewers that is hundreds of accounts at every start.
  const users = app.db.prepare('SELECT id, nick_name, avatar FROM users ORDER BY id').all() as ChatProfileSource[];
  await admin.setProfilesFields(users.map((user) => ({ userID: String(user.id), fields: profileFields(user) })));
  // VIP states and item marks from before this start (the seed, an earlier run) reach the chat profiles too.
  const vips = app.db
    .prepare(
      `SELECT id, vip_level, vip_date, avatar_frame_until, chat_effect_until FROM users
       WHERE (vip_level > 0 AND vip_date > ?1) OR avatar_frame_until > ?1 OR chat_effect_until > ?1`,
    )
    .all(app.now()) as ({ id: number } & ChatMarksSource)[];
  await admin.setProfilesFields(vips.map((vip) => ({ userID: String(vip.id), fields: vipFields(vip) })));

  const feed = matchEventFeed(app);
  const broadcastEvents = async () => {
    for (const event of feed()) {
      const [home, away] = [event.hometeam, event.awayteam];
      const sent =
        event.kind === MATCH_EVENT.kickoff
          ? broadcastRaceStart(admin, {
              desc: `${home.short_name_zh} vs ${away.short_name_zh} 比赛开始`,
              desc_br: `${home.short_name_en} x ${away.short_name_en}: a partida começou`,
              matchid: event.matchid,
              sport_id: event.sport_id,
            }).then(() => broadcastMatchEvent(admin, event))
          : broadcastMatchEvent(admin, event);
      await sent.catch((error: Error) => {
        app.log(`${event.kind} broadcast for ${event.matchid} failed: ${error.message}`);
      });
    }
  };
  const timer = setInterval(() => void broadcastEvents(), checkMs);
  timer.unref();
  return () => clearInterval(timer);
}
