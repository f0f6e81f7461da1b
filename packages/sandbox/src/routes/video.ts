import type { RecordVideo, ShortVideo } from '@live/api-contract';
import type { Call, PostHandlers } from '../http/call.ts';
import { notFound } from '../http/errors.ts';
import { likePattern, paged, storedSql } from '../views.ts';
import { media } from '../world.ts';

interface VideoRow {
  id: number;
  title: string;
  title_br: string;
  author_id: number;
  duration: number;
  views: number;
  created_at: number;
  nick_name: string;
  nick_name_br: string;
}

interface CollectionRow {
  id: number;
  category_id: number;
  title: string;
  title_br: string;
}

function author(call: Call, row: VideoRow) {
  return {
    id: row.author_id,
    nick_name: call.stored(row.nick_name, row.nick_name_br),
    avatar: media.avatar(row.author_id),
  };
}

function shortView(call: Call, row: VideoRow & { likes: number; comments: number }): ShortVideo {
  return {
    id: row.id,
    title: call.stored(row.title, row.title_br),
    cover: media.cover('short', row.id, call.lang),
    url: media.vod(row.duration),
    duration: row.duration,
    views: row.views,
    likes: row.likes,
    comments: row.comments,
    author: author(call, row),
    created_at: row.created_at,
  };
}

function recordView(call: Call, row: VideoRow & { category_id: number; collection_id: number }): RecordVideo {
  return {
    id: row.id,
    title: call.stored(row.title, row.title_br),
    cover: media.cover('record', row.id, call.lang),
    url: media.vod(row.duration),
    duration: row.duration,
    views: row.views,
    category_id: row.category_id,
    collection_id: row.collection_id,
    author: author(call, row),
    created_at: row.created_at,
  };
}

const SHORT_SELECT = 'SELECT v.*, u.nick_name, u.nick_name_br FROM short_videos v JOIN users u ON u.id = v.author_id';
const RECORD_SELECT = 'SELECT v.*, u.nick_name, u.nick_name_br FROM record_videos v JOIN users u ON u.id = v.author_id';

function categoryView(call: Call, row: { id: number; name_zh: string; name_br: string }) {
  const count = (
    call.app.db.prepare('SELECT COUNT(*) AS n FROM record_videos WHERE category_id = ?').get(row.id) as { n: number }
  ).n;
  return {
    id: row.id,
    name: call.t(row.name_zh, row.name_br),
    cover: media.cover('category', row.id, call.lang),
    video_count: count,
  };
}

function collectionView(call: Call, row: CollectionRow) {
  const count = (
    call.app.db.prepare('SELECT COUNT(*) AS n FROM record_videos WHERE collection_id = ?').get(row.id) as { n: number }
  ).n;
  return {
    id: row.id,
    category_id: row.category_id,
    title: call.stored(row.title, row.title_br),
    cover: media.cover('collection', row.id, call.lang),
    video_count: count,
  };
}

function records(call: Call, where: string, args: number[]) {
  return (
    call.app.db
      .prepare(`${RECORD_SELECT} WHERE ${where} ORDER BY v.created_at DESC`)
      .all(...args) as unknown as (VideoRow & { category_id: number; collection_id: number })[]
  ).map((row) => recordView(call, row));
}

export function videosLike(call: Call, keyword: string) {
  const rows = call.app.db
    .prepare(`${SHORT_SELECT} WHERE ${storedSql(call, 'v.title')} LIKE ? ESCAPE '\\' ORDER BY v.views DESC`)
    .all(likePattern(keyword)) as unknown as (VideoRow & { likes: number; comments: number })[];
  return rows.map((row) => shortView(call, row));
}

export const videoRoutes = {
  '/api/video/getShortVideoList': (call: Call) => {
    const page = call.params.page();
    const rows = call.app.db.prepare(`${SHORT_SELECT} ORDER BY v.created_at DESC`).all() as unknown as (VideoRow & {
      likes: number;
      comments: number;
    })[];
    return paged(
      rows.map((row) => shortView(call, row)),
      page,
    );
  },
  '/api/video/getShortVideoDetail': (call: Call) => {
    const id = call.params.int('id');
    const row = call.app.db.prepare(`${SHORT_SELECT} WHERE v.id = ?`).get(id) as
      (VideoRow & { likes: number; comments: number }) | undefined;
    return row ? shortView(call, row) : notFound(call.t('短视频', 'Vídeo'), id);
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
      .all(id) as unknown as CollectionRow[];
    return {
      category: categoryView(call, row),
      collections: collections.map((c) => collectionView(call, c)),
      list: records(call, 'v.category_id = ?', [id]),
    };
  },
  '/api/video/getCollectionDetail': (call: Call) => {
    const id = call.params.int('id');
    const row = call.app.db.prepare('SELECT * FROM video_collections WHERE id = ?').get(id) as
      CollectionRow | undefined;
    if (!row) notFound(call.t('合集', 'Coleção'), id);
    return { collection: collectionView(call, row), list: records(call, 'v.collection_id = ?', [id]) };
  },
} satisfies Partial<PostHandlers>;
