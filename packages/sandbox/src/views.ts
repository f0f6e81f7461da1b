import type { Anchor, Flag, LiveRoom, PageOf, Player } from '@live/api-contract';
import type { App } from './app.ts';
import { coachName } from './sim/roster.ts';
import type { Lang } from './sim/types.ts';
import type { Call } from './http/call.ts';
import { notFound } from './http/errors.ts';
import { media, type TeamRow } from './world.ts';
import { roomBadgeIds } from './profile/labels.ts';

export interface RoomRow {
  id: number;
  anchor_id: number;
  title: string;
  title_br: string;
  category_id: number;
  sport_id: 1 | 2;
  hot: number;
  is_live: number;
  match_room: number;
  source: string;
  recommended: number;
  notice: string;
  notice_br: string;
  nick_name: string;
  nick_name_br: string;
  anchor_level: number;
}

export interface AnchorRow {
  id: number;
  nick_name: string;
  nick_name_br: string;
  signature: string;
  signature_br: string;
  anchor_level: number;
  fans_base: number;
  sport_id: 1 | 2;
  room_id: number | null;
  is_live: number | null;
}

export const ROOM_SELECT = `SELECT r.*, u.nick_name, u.nick_name_br, u.anchor_level FROM live_rooms r JOIN users u ON u.id = r.anchor_id`;
export const ANCHOR_SELECT = `SELECT u.id, u.nick_name, u.nick_name_br, u.signature, u.signature_br, u.anchor_level, u.fans_base, u.sport_id,
  r.id AS room_id, r.is_live
  FROM users u LEFT JOIN live_rooms r ON r.anchor_id = u.id WHERE u.is_anchor = 1`;

/** Stream addresses as the platform gives them: flv pull URLs the app rewrites to HLS (spec §4). */
export function pullOf(roomId: number, source: string) {
  if (source === 'xcdn') {
    return {
      url: `/sandbox/media/xcdn/pull/live-${roomId}.flv`,
      livestream_source: 'xcdn',
      hls: `/sandbox/media/xcdn/hls/live-${roomId}.m3u8`,
    };
  }
  return {
    url: `/sandbox/media/live/live-${roomId}.flv`,
    livestream_source: source,
    hls: `/sandbox/media/live/live-${roomId}.m3u8`,
  };
}

/** Seeded heat per viewer: a room's seeded `hot` over this is its usual audience. */
export const HEAT_PER_VIEWER = 37;

/**
 * A live room's audience now: its usual size, swaying by up to 10 % over about half an hour. The one viewer
 * figure of a room: room cards (hot), the room's page (online) and the anchor's running broadcast agree.
 */
export function roomAudience(row: Pick<RoomRow, 'id' | 'hot' | 'is_live'>, now: number): number {
  if (!row.is_live) return 0;
  const sway = 1 + Math.sin(now / 300 + row.id) * 0.1;
  return Math.max(1, Math.round((row.hot * sway) / HEAT_PER_VIEWER));
}

/** The most a room's audience reaches (its sway's top): the peak of the anchor's running broadcast. */
export function roomPeakAudience(row: Pick<RoomRow, 'hot'>): number {
  return Math.max(1, Math.ceil((row.hot * 1.1) / HEAT_PER_VIEWER));
}

/** Online within this many seconds of a user's last request. */
export const ONLINE_WINDOW_S = 300;

/**
 * How a user shows to others (follow lists, profiles, chat): an anchor whose room is live is live and online;
 * anyone else is online while they used the platform in the last ONLINE_WINDOW_S.
 */
export function presenceOf(
  app: App,
  user: { id: number; last_online: number },
  now: number,
): { online_status: Flag; is_live: Flag; liveid: number } {
  const room = app.db.prepare('SELECT id FROM live_rooms WHERE anchor_id = ? AND is_live = 1').get(user.id) as
    { id: number } | undefined;
  const online = room !== undefined || user.last_online > now - ONLINE_WINDOW_S;
  return { online_status: online ? 1 : 0, is_live: room ? 1 : 0, liveid: room?.id ?? 0 };
}

/** A user's fans: the seeded base plus the users who follow them; every page shows this one figure. */
export function fansOf(app: App, user: { id: number; fans_base: number }): number {
  const follows = app.db.prepare('SELECT COUNT(*) AS n FROM user_follows WHERE target_id = ?').get(user.id) as {
    n: number;
  };
  return user.fans_base + follows.n;
}

export function roomView(call: Call, row: RoomRow, followed: ReadonlySet<number> = new Set()): LiveRoom {
  const world = call.app.world;
  const matchId = row.is_live && row.match_room ? (world.roomAssignments(call.now).byRoom.get(row.id) ?? 0) : 0;
  const matchRow = matchId ? world.matchRow(matchId) : undefined;
  const audience = roomAudience(row, call.now);
  return {
    id: row.id,
    anchorid: row.anchor_id,
    title: call.stored(row.title, row.title_br),
    cover: media.cover('live', row.id, call.lang),
    poster: media.poster,
    category_id: row.category_id,
    sport_id: row.sport_id,
    matchid: matchRow ? matchRow.id : 0,
    hot: audience,
    online: audience,
    status: row.is_live ? 1 : 0,
    badge_ids: roomBadgeIds(row),
    start_time: matchRow ? matchRow.time - 600 : Math.floor(call.now / 3600) * 3600 - (row.id % 7) * 1800,
    // Match rooms carry Chinese and English commentary feeds (spec §3 quality codes).
    quality: row.match_room ? ['SD', 'HD', 'CNSD', 'CNHD', 'ENSD', 'ENHD'] : ['SD', 'HD'],
    pull: pullOf(row.id, row.source),
    anchor: {
      id: row.anchor_id,
      nick_name: call.stored(row.nick_name, row.nick_name_br),
      avatar: media.avatar(row.anchor_id),
      anchor_level: row.anchor_level,
    },
    match: matchRow ? world.matchView(matchRow, call.now, call.lang, followed) : null,
  };
}

export function followedUsers(call: Call): Set<number> {
  const viewer = call.viewer();
  if (!viewer) return new Set();
  const rows = call.app.db.prepare('SELECT target_id FROM user_follows WHERE user_id = ?').all(viewer.id) as {
    target_id: number;
  }[];
  return new Set(rows.map((row) => row.target_id));
}

export function anchorView(call: Call, row: AnchorRow, following: ReadonlySet<number>): Anchor {
  return {
    id: row.id,
    nick_name: call.stored(row.nick_name, row.nick_name_br),
    avatar: media.avatar(row.id),
    signature: call.stored(row.signature, row.signature_br),
    anchor_level: row.anchor_level,
    fans_count: fansOf(call.app, row),
    is_live: row.is_live ? 1 : 0,
    liveid: row.is_live && row.room_id ? row.room_id : 0,
    sport_id: row.sport_id,
    attented: following.has(row.id) ? 1 : 0,
  };
}

export function liveRooms(call: Call, where: string, args: (string | number)[], order = 'r.hot DESC'): RoomRow[] {
  return call.app.db.prepare(`${ROOM_SELECT} WHERE ${where} ORDER BY ${order}`).all(...args) as unknown as RoomRow[];
}

export function roomById(call: Call, id: number): RoomRow {
  const row = call.app.db.prepare(`${ROOM_SELECT} WHERE r.id = ?`).get(id) as RoomRow | undefined;
  return row ?? notFound(call.t('直播间', 'Sala'), id);
}

export function paged<T>(list: T[], page: { page: number; size: number; offset: number }): PageOf<T> {
  return {
    list: list.slice(page.offset, page.offset + page.size),
    total: list.length,
    page: page.page,
    size: page.size,
  };
}

/** A team's squad as lineups and team pages show it: starters first, the captain marked. */
export function playersOf(call: Call, teamId: number): Player[] {
  const football = call.app.world.team(teamId).sport_id === 1;
  const starters = football ? 11 : 5;
  return call.app.world.roster(teamId).map((player, index) => ({
    id: player.id,
    name: call.lang === 'pt' ? player.name_en : player.name_zh,
    shirt_number: player.shirt_number,
    position: player.position,
    starter: index < starters ? 1 : 0,
    captain: index === (football ? 5 : 0) ? 1 : 0,
  }));
}

/** A team's home ground: its city's stadium (football) or arena (basketball); a national team's national stadium. */
export function groundOf(team: TeamRow, lang: Lang): string {
  const football = team.sport_id === 1;
  if (lang === 'zh') return `${team.short_name_zh}${football ? '体育场' : '体育馆'}`;
  const place = team.short_name_br || team.short_name_en;
  if (team.national) return `Estádio Nacional (${place})`;
  return `${football ? 'Estádio' : 'Ginásio'} de ${place}`;
}

export function coachOf(call: Call, teamId: number): string {
  const [zh, pt] = coachName(call.app.world.seed, call.app.world.team(teamId));
  return call.t(zh, pt);
}

/** SQL for a stored text of the request's language (as Call.stored picks it), e.g. to search what a page shows. */
export function storedSql(call: Call, column: string): string {
  return call.lang === 'pt' ? `COALESCE(NULLIF(${column}_br, ''), ${column})` : column;
}

/** A LIKE pattern with the user's % and _ taken literally. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
