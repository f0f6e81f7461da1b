import type { News, NewsDetail, RecordVideo, ShortVideo } from '@live/api-contract';
import type { Call, PostHandlers } from '../http/call.ts';
import { notFound } from '../http/errors.ts';
import { media } from '../world.ts';
import { searchMatches } from './race.ts';
import {
  ANCHOR_SELECT,
  type AnchorRow,
  anchorView,
  followedUsers,
  likePattern,
  liveRooms,
  paged,
  roomView,
} from './views.ts';

interface VideoRow {
  id: number;
  title: string;
  author_id: number;
  duration: number;
  views: number;
  created_at: number;
  nick_name: string;
}

function author(row: VideoRow) {
  return { id: row.author_id, nick_name: row.nick_name, avatar: media.avatar(row.author_id) };
}

function shortView(row: VideoRow & { likes: number; comments: number }): ShortVideo {
  return {
    id: row.id,
    title: row.title,
    cover: media.cover('short', row.id),
    url: media.vod,
    duration: row.duration,
    views: row.views,
    likes: row.likes,
    comments: row.comments,
    author: author(row),
    created_at: row.created_at,
  };
}

function recordView(row: VideoRow & { category_id: number; collection_id: number }): RecordVideo {
  return {
    id: row.id,
    title: row.title,
    cover: media.cover('record', row.id),
    url: media.vod,
    duration: row.duration,
    views: row.views,
    category_id: row.category_id,
    collection_id: row.collection_id,
    author: author(row),
    created_at: row.created_at,
  };
}

const SHORT_SELECT = 'SELECT v.*, u.nick_name FROM short_videos v JOIN users u ON u.id = v.author_id';
const RECORD_SELECT = 'SELECT v.*, u.nick_name FROM record_videos v JOIN users u ON u.id = v.author_id';

interface NewsRow {
  id: number;
  title_zh: string;
  title_br: string;
  summary_zh: string;
  summary_br: string;
  paragraphs_zh: string;
  paragraphs_br: string;
  sport_id: 1 | 2;
  event_id: number;
  source: string;
  views: number;
  is_headline: 0 | 1;
  created_at: number;
}

function newsView(call: Call, row: NewsRow): News {
  return {
    id: row.id,
    title: call.t(row.title_zh, row.title_br),
    summary: call.t(row.summary_zh, row.summary_br),
    cover: media.cover('news', row.id),
    sport_id: row.sport_id,
    event_id: row.event_id,
    source: row.source,
    views: row.views,
    is_headline: row.is_headline,
    created_at: row.created_at,
  };
}

function newsDetail(call: Call, row: NewsRow): NewsDetail {
  return { ...newsView(call, row), paragraphs: JSON.parse(call.t(row.paragraphs_zh, row.paragraphs_br)) as string[] };
}

function categoryView(call: Call, row: { id: number; name_zh: string; name_br: string }) {
  const count = (
    call.app.db.prepare('SELECT COUNT(*) AS n FROM record_videos WHERE category_id = ?').get(row.id) as { n: number }
  ).n;
  return {
    id: row.id,
    name: call.t(row.name_zh, row.name_br),
    cover: media.cover('category', row.id),
    video_count: count,
  };
}

function collectionView(call: Call, row: { id: number; category_id: number; title: string }) {
  const count = (
    call.app.db.prepare('SELECT COUNT(*) AS n FROM record_videos WHERE collection_id = ?').get(row.id) as { n: number }
  ).n;
  return {
    id: row.id,
    category_id: row.category_id,
    title: row.title,
    cover: media.cover('collection', row.id),
    video_count: count,
  };
}

function records(call: Call, where: string, args: number[]) {
  return (
    call.app.db
      .prepare(`${RECORD_SELECT} WHERE ${where} ORDER BY v.created_at DESC`)
      .all(...args) as unknown as (VideoRow & { category_id: number; collection_id: number })[]
  ).map(recordView);
}

function newsRows(call: Call, where: string, args: (string | number)[]): NewsRow[] {
  return call.app.db
    .prepare(`SELECT * FROM news WHERE ${where} ORDER BY created_at DESC`)
    .all(...args) as unknown as NewsRow[];
}

export const contentRoutes = {
  '/api/video/getShortVideoList': (call: Call) => {
    const page = call.params.page();
    const rows = call.app.db.prepare(`${SHORT_SELECT} ORDER BY v.created_at DESC`).all() as unknown as (VideoRow & {
      likes: number;
      comments: number;
    })[];
    return paged(rows.map(shortView), page);
  },
  '/api/video/getShortVideoDetail': (call: Call) => {
    const id = call.params.int('id');
    const row = call.app.db.prepare(`${SHORT_SELECT} WHERE v.id = ?`).get(id) as
      (VideoRow & { likes: number; comments: number }) | undefined;
    return row ? shortView(row) : notFound(call.t('短视频', 'Vídeo'), id);
  },
  '/api/video/getRecordVideoList': (call: Call) => {
    const page = call.params.page();
    const category = call.params.optInt('category_id', 0);
    const collection = call.params.optInt('collection_id', 0);
    return paged(
      records(call, '(? = 0 OR v.category_id = ?) AND (? = 0 OR v.collection_id = ?)', [
        category,
        category,
        collection,
        collection,
      ]),
      page,
    );
  },
  '/api/video/getRecordVideoDetail': (call: Call) => {
    const id = call.params.int('id');
    return records(call, 'v.id = ?', [id])[0] ?? notFound(call.t('录像', 'Vídeo'), id);
  },
  '/api/video/getRecCategories': (call: Call) => {
    const rows = call.app.db.prepare('SELECT * FROM video_categories ORDER BY id').all() as {
      id: number;
      name_zh: string;
      name_br: string;
    }[];
    return { list: rows.map((row) => categoryView(call, row)) };
  },
  '/api/video/getCategoryDetail': (call: Call) => {
    const id = call.params.int('id');
    const row = call.app.db.prepare('SELECT * FROM video_categories WHERE id = ?').get(id) as
      { id: number; name_zh: string; name_br: string } | undefined;
    if (!row) notFound(call.t('分类', 'Categoria'), id);
    const collections = call.app.db
      .prepare('SELECT * FROM video_collections WHERE category_id = ? ORDER BY id')
      .all(id) as { id: number; category_id: number; title: string }[];
    return {
      category: categoryView(call, row),
      collections: collections.map((c) => collectionView(call, c)),
      list: records(call, 'v.category_id = ?', [id]),
    };
  },
  '/api/video/getCollectionDetail': (call: Call) => {
    const id = call.params.int('id');
    const row = call.app.db.prepare('SELECT * FROM video_collections WHERE id = ?').get(id) as
      { id: number; category_id: number; title: string } | undefined;
    if (!row) notFound(call.t('合集', 'Coleção'), id);
    return { collection: collectionView(call, row), list: records(call, 'v.collection_id = ?', [id]) };
  },
  '/api/news/getNewsList': (call: Call) => {
    const page = call.params.page();
    const sport = call.params.oneOf('sport_id', [0, 1, 2] as const, 0);
    const event = call.params.optInt('event_id', 0);
    const headline = call.params.oneOf('headline', [0, 1] as const, 0);
    const rows = newsRows(call, '(? = 0 OR sport_id = ?) AND (? = 0 OR event_id = ?) AND (? = 0 OR is_headline = 1)', [
      sport,
      sport,
      event,
      event,
      headline,
    ]);
    return paged(
      rows.map((row) => newsView(call, row)),
      page,
    );
  },
  '/api/news/getNewsDetail': (call: Call) => {
    const id = call.params.int('id');
    const row = newsRows(call, 'id = ?', [id])[0];
    if (!row) notFound(call.t('资讯', 'Notícia'), id);
    call.app.db.prepare('UPDATE news SET views = views + 1 WHERE id = ?').run(id);
    return newsDetail(call, { ...row, views: row.views + 1 });
  },
  '/api/news/getHeadlines': (call: Call) => ({
    list: newsRows(call, 'is_headline = 1', []).map((row) => newsView(call, row)),
  }),
} satisfies Partial<PostHandlers>;

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

function videosLike(call: Call, keyword: string) {
  const rows = call.app.db
    .prepare(`${SHORT_SELECT} WHERE v.title LIKE ? ESCAPE '\\' ORDER BY v.views DESC`)
    .all(likePattern(keyword)) as unknown as (VideoRow & { likes: number; comments: number })[];
  return rows.map(shortView);
}

function newsLike(call: Call, keyword: string) {
  return newsRows(call, "title_zh LIKE ? ESCAPE '\\' OR title_br LIKE ? ESCAPE '\\'", [
    likePattern(keyword),
    likePattern(keyword),
  ]).map((row) => newsView(call, row));
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
