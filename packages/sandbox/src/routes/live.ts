import { liveGroupId } from '@live/api-contract';
import { CHAT_ROWS_READ, recentRoomChat } from '../chat/room-history.ts';
import type { Call, GetHandlers, PostHandlers } from '../http/call.ts';
import { fail, notFound } from '../http/errors.ts';
import { recordHeartbeat } from '../tasks/heartbeats.ts';
import {
  ANCHOR_SELECT,
  type AnchorRow,
  anchorView,
  followedUsers,
  liveRooms,
  paged,
  roomById,
  roomView,
} from '../views.ts';

export const liveGetRoutes = {
  '/webapi/live/getCategory': (call: Call) => {
    const rows = call.app.db
      .prepare(
        `SELECT c.id, c.name_zh, c.name_br, c.sport_id,
           (SELECT COUNT(*) FROM live_rooms r WHERE r.is_live = 1 AND (c.id = 1 OR r.category_id = c.id)) AS live_count
         FROM live_categories c ORDER BY c.sort`,
      )
      .all() as { id: number; name_zh: string; name_br: string; sport_id: 0 | 1 | 2; live_count: number }[];
    return {
      list: rows.map((row) => ({
        id: row.id,
        name: call.t(row.name_zh, row.name_br),
        icon: `/sandbox/media/icon/category/${row.id}.svg`,
        sport_id: row.sport_id,
        live_count: row.live_count,
      })),
    };
  },
} satisfies Partial<GetHandlers>;

/** Category 1 is "hot": every live room by heat. */
function roomsOf(call: Call, matchOnly: boolean | null) {
  const category = call.params.optInt('category_id', 0);
  const sport = call.params.oneOf('sport_id', [0, 1, 2] as const, 0);
  const where = ['r.is_live = 1'];
  const args: number[] = [];
  if (category > 1) {
    where.push('r.category_id = ?');
    args.push(category);
  }
  if (sport) {
    where.push('r.sport_id = ?');
    args.push(sport);
  }
  if (matchOnly === false) where.push('r.match_room = 0');
  return liveRooms(call, where.join(' AND '), args);
}

export const liveRoutes = {
  '/api/live/getRealLives': (call: Call) => {
    const page = call.params.page();
    const followed = call.followedMatches();
    return paged(
      roomsOf(call, null).map((row) => roomView(call, row, followed)),
      page,
    );
  },
  '/api/live/getNoMatchLiveList': (call: Call) => {
    const page = call.params.page();
    return paged(
      roomsOf(call, false).map((row) => roomView(call, row)),
      page,
    );
  },
  '/webapi/live/getLivePageData': (call: Call) => {
    const anchorId = call.params.int('anchorid');
    const anchor = call.app.db.prepare(`${ANCHOR_SELECT} AND u.id = ?`).get(anchorId) as AnchorRow | undefined;
    if (!anchor) notFound(call.t('主播', 'Apresentador'), anchorId);
    const viewer = call.viewer();
    const room = anchor.room_id ? roomById(call, anchor.room_id) : null;
    if (viewer && room) {
      call.app.db
        .prepare(
          'INSERT INTO live_log (user_id, live_id, watched_at) VALUES (?, ?, ?) ON CONFLICT(user_id, live_id) DO UPDATE SET watched_at = excluded.watched_at',
        )
        .run(viewer.id, room.id, call.now);
    }
    return {
      anchor: anchorView(call, anchor, followedUsers(call)),
      live: room && room.is_live ? roomView(call, room, call.followedMatches()) : null,
      notice: room ? call.stored(room.notice, room.notice_br) : '',
      group_id: liveGroupId(room?.id ?? anchorId),
    };
  },
  '/api/live/getLiveChat': async (call: Call) => {
    const room = roomById(call, call.params.int('liveid'));
    const groupId = liveGroupId(room.id);
    const stored = call.app.platformChat ? await call.app.platformChat.groupHistory(groupId, CHAT_ROWS_READ) : [];
    return {
      liveid: room.id,
      group_id: groupId,
      announcement: call.stored(room.notice, room.notice_br),
      slow_mode: 0,
      messages: recentRoomChat(stored, call.lang),
    };
  },
  '/api/live/playHeartbeat': (call: Call) => {
    const user = call.user();
    const room = roomById(call, call.params.int('liveid'));
    if (!room.is_live) fail('直播已结束', 'A transmissão já terminou');
    return recordHeartbeat(call.app, user.id, 'watch', call.now);
  },
  '/api/live/addOperateFriend': (call: Call) => {
    const user = call.user();
    const operate = call.params.int('operate_uid');
    roomById(call, call.params.int('liveid'));
    const staff = call.app.db.prepare('SELECT id FROM users WHERE id = ? AND is_operate = 1').get(operate);
    if (!staff) notFound(call.t('运营人员', 'Atendente'), operate);
    call.app.db.prepare('INSERT OR IGNORE INTO user_follows (user_id, target_id) VALUES (?, ?)').run(user.id, operate);
    return { operate_uid: operate, im_id: String(operate) };
  },
} satisfies Partial<PostHandlers>;
