import type { News, NewsBlock, NewsDetail } from '@live/api-contract';
import { transaction } from '../db/database.ts';
import type { Call, PostHandlers } from '../http/call.ts';
import { notFound } from '../http/errors.ts';
import { dayOf } from '../seed/calendar.ts';
import { progressTask } from '../tasks/progress.ts';
import { likePattern, paged } from '../views.ts';
import { media } from '../world.ts';

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

/** The seeded sources by their Portuguese names. */
const SOURCES_BR: Record<string, string> = {
  体育周报: 'Semanário Esportivo',
  足球之夜: 'Noite do Futebol',
  篮球先锋: 'Pioneiro do Basquete',
  本站原创: 'Redação',
};

function newsView(call: Call, row: NewsRow): News {
  return {
    id: row.id,
    title: call.t(row.title_zh, row.title_br),
    summary: call.t(row.summary_zh, row.summary_br),
    cover: media.cover('news', row.id, call.lang),
    sport_id: row.sport_id,
    event_id: row.event_id,
    source: call.t(row.source, SOURCES_BR[row.source] ?? row.source),
    views: row.views,
    is_headline: row.is_headline,
    created_at: row.created_at,
  };
}

/** The article's body: its paragraphs as text blocks, with its picture after the lead paragraph. */
function newsDetail(call: Call, row: NewsRow): NewsDetail {
  const paragraphs = JSON.parse(call.t(row.paragraphs_zh, row.paragraphs_br)) as string[];
  const text = paragraphs.map((paragraph): NewsBlock => ({ type: 'text', text: paragraph }));
  const picture: NewsBlock = {
    type: 'image',
    src: media.cover('photo', row.id, call.lang),
    alt: call.t(row.title_zh, row.title_br),
  };
  return { ...newsView(call, row), blocks: [...text.slice(0, 1), picture, ...text.slice(1)] };
}

/**
 * A logged-in reader's read of an article (readInfo): the first read of each article a day counts, a second read of
 * the same one does not.
 */
function recordRead(call: Call, newsId: number): void {
  const reader = call.viewer();
  if (!reader) return;
  transaction(call.app.db, () => {
    const read = call.app.db
      .prepare('INSERT OR IGNORE INTO news_reads (user_id, news_id, day) VALUES (?, ?, ?)')
      .run(reader.id, newsId, dayOf(call.now));
    if (read.changes === 1) progressTask(call, reader.id, 'readInfo');
  });
}

function newsRows(call: Call, where: string, args: (string | number)[]): NewsRow[] {
  return call.app.db
    .prepare(`SELECT * FROM news WHERE ${where} ORDER BY created_at DESC`)
    .all(...args) as unknown as NewsRow[];
}

export function newsLike(call: Call, keyword: string) {
  return newsRows(call, "title_zh LIKE ? ESCAPE '\\' OR title_br LIKE ? ESCAPE '\\'", [
    likePattern(keyword),
    likePattern(keyword),
  ]).map((row) => newsView(call, row));
}

export const newsRoutes = {
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
    recordRead(call, id);
    return newsDetail(call, { ...row, views: row.views + 1 });
  },
  '/api/news/getHeadlines': (call: Call) => ({
    list: newsRows(call, 'is_headline = 1', []).map((row) => newsView(call, row)),
  }),
} satisfies Partial<PostHandlers>;
