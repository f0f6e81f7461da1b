import type { Flag, PageQuery, SportFilter, SportId, UnixSeconds } from './common.ts';

export interface News {
  id: number;
  title: string;
  summary: string;
  cover: string;
  sport_id: SportId;
  event_id: number;
  source: string;
  views: number;
  is_headline: Flag;
  created_at: UnixSeconds;
}

/** One piece of an article's body: a paragraph of plain text (never HTML) or a picture. */
export type NewsBlock = { type: 'text'; text: string } | { type: 'image'; src: string; alt: string };

/** An article: its body as structured blocks, shown as text nodes and images (never injected as HTML). */
export interface NewsDetail extends News {
  blocks: NewsBlock[];
}

export interface NewsListBody extends PageQuery {
  sport_id?: SportFilter;
  event_id?: number;
  /** 1 for headlines only. */
  headline?: Flag;
}
