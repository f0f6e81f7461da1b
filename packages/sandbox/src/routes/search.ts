import type { Call, PostHandlers } from '../http/call.ts';
import {
  ANCHOR_SELECT,
  type AnchorRow,
  anchorView,
  followedUsers,
  likePattern,
  liveRooms,
  paged,
  roomView,
} from '../views.ts';
import { newsLike } from './news.ts';
import { searchMatches } from './race.ts';
import { videosLike } from './video.ts';

function keywordOf(call: Call): string {
  return call.params.str('keyword', 50);
}

function anchorsLike(call: Call, keyword: string) {
  const rows = call.app.db
    .prepare(`${ANCHOR_SELECT} AND u.nick_name LIKE ? ESCAPE '\\' ORDER BY u.fans_base DESC`)
    .all(likePattern(keyword)) as unknown as AnchorRow[];
  const following = followedUsers(call);
  return rows.map((row) => anchorView(call, row, following));
}

function livesLike(call: Call, keyword: string) {
  return liveRooms(call, "r.is_live = 1 AND (r.title LIKE ? ESCAPE '\\' OR u.nick_name LIKE ? ESCAPE '\\')", [
    likePattern(keyword),
    likePattern(keyword),
  ]).map((row) => roomView(call, row));
}

function eventsLike(call: Call, keyword: string) {
  const needle = keyword.toLowerCase();
  return [...call.app.world.events.values()]
    .filter((e) =>
      [e.name_zh, e.short_name_zh, e.name_en.toLowerCase(), e.short_name_en.toLowerCase()].some((n) =>
        n.includes(needle),
      ),
    )
    .map((e) => call.app.world.eventView(e.id));
}

function teamsLike(call: Call, keyword: string) {
  const needle = keyword.toLowerCase();
  return [...call.app.world.teams.values()]
    .filter((t) => [t.name_zh, t.name_en.toLowerCase()].some((n) => n.includes(needle)))
    .slice(0, 50)
    .map((t) => call.app.world.teamView(t.id));
}

export const searchRoutes = {
  '/api/search/events': (call: Call) => ({ list: eventsLike(call, keywordOf(call)) }),
  '/api/search/teams': (call: Call) => ({ list: teamsLike(call, keywordOf(call)) }),
  '/api/search/matches': (call: Call) => ({
    list: searchMatches(call, keywordOf(call), call.params.oneOf('sport_id', [0, 1, 2] as const, 0), 50),
  }),
  '/api/search/raceHome': (call: Call) => {
    const keyword = keywordOf(call);
    return {
      events: eventsLike(call, keyword),
      teams: teamsLike(call, keyword),
      matches: searchMatches(call, keyword, 0, 20),
    };
  },
  '/webapi/search/multiple': (call: Call) => {
    const keyword = keywordOf(call);
    return {
      anchors: anchorsLike(call, keyword).slice(0, 5),
      lives: livesLike(call, keyword).slice(0, 5),
      videos: videosLike(call, keyword).slice(0, 5),
      news: newsLike(call, keyword).slice(0, 5),
    };
  },
  '/webapi/search/anchor': (call: Call) => paged(anchorsLike(call, keywordOf(call)), call.params.page()),
  '/webapi/search/live': (call: Call) => paged(livesLike(call, keywordOf(call)), call.params.page()),
  '/webapi/search/video': (call: Call) => paged(videosLike(call, keywordOf(call)), call.params.page()),
  '/webapi/search/news': (call: Call) => paged(newsLike(call, keywordOf(call)), call.params.page()),
} satisfies Partial<PostHandlers>;
