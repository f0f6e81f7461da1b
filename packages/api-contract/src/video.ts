import type { PageQuery, UnixSeconds } from './common.ts';
import type { Anchor } from './live.ts';

type Author = Pick<Anchor, 'id' | 'nick_name' | 'avatar'>;

export interface ShortVideo {
  id: number;
  title: string;
  cover: string;
  /** HLS address. */
  url: string;
  duration: number;
  views: number;
  likes: number;
  comments: number;
  author: Author;
  created_at: UnixSeconds;
}

export interface RecordVideo {
  id: number;
  title: string;
  cover: string;
  url: string;
  duration: number;
  views: number;
  category_id: number;
  collection_id: number;
  author: Author;
  created_at: UnixSeconds;
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
