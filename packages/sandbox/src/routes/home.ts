import type { Call, GetHandlers, PostHandlers } from '../http/call.ts';
import { ANCHOR_SELECT, type AnchorRow, anchorView, followedUsers, liveRooms, roomView } from '../views.ts';
import { media } from '../world.ts';

export const HOME_ANNOUNCEMENTS = 3;

export const homeRoutes = {
  '/api/home/getHomeData': (call: Call) => {
    const world = call.app.world;
    world.ensureWindow(call.now);
    const followed = call.followedMatches();
    const following = followedUsers(call);
    const live = liveRooms(call, 'r.is_live = 1', []);
    const rooms = live.map((row) => roomView(call, row, followed));
    const matchRooms = rooms.filter((room) => room.matchid > 0);
    const anchors = call.app.db
      .prepare(`${ANCHOR_SELECT} ORDER BY r.is_live DESC, u.fans_base DESC LIMIT 10`)
      .all() as unknown as AnchorRow[];
    const recMatchIds = [...new Set(matchRooms.map((room) => room.matchid))];
    const notices = call.app.db
      .prepare('SELECT * FROM announcements ORDER BY time DESC LIMIT ?')
      .all(HOME_ANNOUNCEMENTS) as {
      id: number;
      title_zh: string;
      title_br: string;
      content_zh: string;
      content_br: string;
      link: string;
      time: number;
    }[];
    return {
      anchorm_lives: matchRooms,
      hot: rooms.slice(0, 8),
      lives: rooms,
      rec_anchors: anchors.map((row) => anchorView(call, row, following)),
      rec_matchs: recMatchIds.flatMap((id) => {
        const row = world.matchRow(id);
        return row ? [world.matchView(row, call.now, call.lang, followed)] : [];
      }),
      srec_lives: rooms.filter((_, index) => live[index]?.recommended === 1),
      announcement: notices.map((row) => ({
        id: row.id,
        title: call.t(row.title_zh, row.title_br),
        content: call.t(row.content_zh, row.content_br),
        link: row.link,
        time: row.time,
      })),
    };
  },
  '/api/anchor/getRecAnchors': (call: Call) => {
    const sport = call.params.oneOf('sport_id', [0, 1, 2] as const, 0);
    const rows = call.app.db
      .prepare(`${ANCHOR_SELECT} AND (? = 0 OR u.sport_id = ?) ORDER BY r.is_live DESC, u.fans_base DESC LIMIT 12`)
      .all(sport, sport) as unknown as AnchorRow[];
    const following = followedUsers(call);
    return { list: rows.map((row) => anchorView(call, row, following)) };
  },
} satisfies Partial<PostHandlers>;

export const homeGetRoutes = {
  '/api/home/getHomeScroll': (call: Call) => {
    const rows = call.app.db.prepare('SELECT * FROM banners ORDER BY sort').all() as {
      id: number;
      title_zh: string;
      title_br: string;
      link: string;
    }[];
    return {
      list: rows.map((row) => ({
        id: row.id,
        title: call.t(row.title_zh, row.title_br),
        image: media.cover('banner', row.id, call.lang),
        link: row.link,
      })),
    };
  },
} satisfies Partial<GetHandlers>;
