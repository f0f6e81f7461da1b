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

/** Body paragraphs are plain text, never HTML. */
export interface NewsDetail extends News {
  paragraphs: string[];
}

export interface NewsListBody extends PageQuery {
  sport_id?: SportFilter;
  event_id?: number;
  /** 1 for headlines only. */
  headline?: Flag;
}
