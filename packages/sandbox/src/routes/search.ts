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
  storedSql,
} from '../views.ts';
import { searchableNames } from '../world.ts';
import { newsLike } from './news.ts';
import { searchMatches } from './race.ts';
import { videosLike } from './video.ts';

function keywordOf(call: Call): string {
  return call.params.str('keyword', 50);
}

function anchorsLike(call: Call, keyword: string) {
  const rows = call.app.db
    .prepare(`${ANCHOR_SELECT} AND ${storedSql(call, 'u.nick_name')} LIKE ? ESCAPE '\\' ORDER BY u.fans_base DESC`)
    .all(likePattern(keyword)) as unknown as AnchorRow[];
  const following = followedUsers(call);
  return rows.map((row) => anchorView(call, row, following));
}

function livesLike(call: Call, keyword: string) {
  const title = storedSql(call, 'r.title');
  const nick = storedSql(call, 'u.nick_name');
  return liveRooms(call, `r.is_live = 1 AND (${title} LIKE ? ESCAPE '\\' OR ${nick} LIKE ? ESCAPE '\\')`, [
    likePattern(keyword),
    likePattern(keyword),
  ]).map((row) => roomView(call, row));
}

function eventsLike(call: Call, keyword: string) {
  const matches = searchableNames(keyword, call.lang);
  return [...call.app.world.events.values()].filter(matches).map((e) => call.app.world.eventView(e.id, call.lang));
}

function teamsLike(call: Call, keyword: string) {
  const matches = searchableNames(keyword, call.lang);
  return [...call.app.world.teams.values()]
    .filter(matches)
    .slice(0, 50)
    .map((t) => call.app.world.teamView(t.id, call.lang));
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
