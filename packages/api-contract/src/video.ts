import type { PageQuery, UnixSeconds } from './common.ts';
import type { Anchor } from './live.ts';

type Author = Pick<Anchor, 'id' | 'nick_name' | 'avatar'>;

/** What short and recorded videos share; `url` is an HLS address. */
interface VideoBase {
  id: number;
  title: string;
  cover: string;
  url: string;
  duration: number;
  views: number;
  author: Author;
  created_at: UnixSeconds;
}

export interface ShortVideo extends VideoBase {
  likes: number;
  comments: number;
}

export interface RecordVideo extends VideoBase {
  category_id: number;
  collection_id: number;
}

export interface VideoCategory {
  id: number;
  name: string;
  cover: string;
  video_count: number;
}

export interface VideoCollection {
  id: number;
  category_id: number;
  title: string;
  cover: string;
  video_count: number;
}

export interface VideoListBody extends PageQuery {
  category_id?: number;
  collection_id?: number;
}

export interface CategoryDetail {
  category: VideoCategory;
  collections: VideoCollection[];
  list: RecordVideo[];
}

export interface CollectionDetail {
  collection: VideoCollection;
  list: RecordVideo[];
}
