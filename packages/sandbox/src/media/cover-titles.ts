import type { App } from '../app.ts';
import type { Lang } from '../sim/types.ts';

/** The cover kinds served under /sandbox/media/cover/<kind>/<id>.svg. */
export type CoverKind =
  'live' | 'short' | 'record' | 'category' | 'collection' | 'news' | 'photo' | 'banner' | 'activity' | 'ad';

/** Each kind's table and its Chinese / Portuguese title columns (photos carry no title: a picture in an article). */
const SOURCES: Record<Exclude<CoverKind, 'ad' | 'photo'>, [table: string, zh: string, pt: string]> = {
  live: ['live_rooms', 'title', 'title_br'],
  short: ['short_videos', 'title', 'title_br'],
  record: ['record_videos', 'title', 'title_br'],
  category: ['video_categories', 'name_zh', 'name_br'],
  collection: ['video_collections', 'title', 'title_br'],
  news: ['news', 'title_zh', 'title_br'],
  banner: ['banners', 'title_zh', 'title_br'],
  activity: ['activities', 'title_zh', 'title_br'],
};

/** The ads of getAppConfig (config.ts) by id: what each advertises. */
const ADS: Record<number, [string, string]> = {
  1: ['开通会员 高清直播无广告', 'VIP: jogos em HD, sem anúncios'],
  2: ['精彩活动 好礼天天送', 'Promoções com prêmios todo dia'],
  3: ['充值金币 首充有礼', 'Recarregue e ganhe bônus'],
};

export function isCoverKind(kind: string): kind is CoverKind {
  return kind === 'ad' || kind === 'photo' || kind in SOURCES;
}

/**
 * The title a cover shows, in the caller's language (a stored row without Portuguese shows its Chinese);
 * '' for a photo; null when there is no such item, so the picture is missing as on a real CDN.
 */
export function coverTitle(app: App, kind: CoverKind, id: number, lang: Lang): string | null {
  if (kind === 'ad') {
    const ad = ADS[id];
    return ad ? ad[lang === 'pt' ? 1 : 0] : null;
  }
  const [table, zh, pt] = kind === 'photo' ? SOURCES.news : SOURCES[kind];
  const row = app.db.prepare(`SELECT ${zh} AS zh, ${pt} AS pt FROM ${table} WHERE id = ?`).get(id) as
    { zh: string; pt: string } | undefined;
  if (!row) return null;
  if (kind === 'photo') return '';
  return lang === 'pt' && row.pt ? row.pt : row.zh;
}
