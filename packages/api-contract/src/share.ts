import type { Flag, SportName } from './common.ts';
import type { TaskKey } from './task.ts';

/** What can be shared: each kind is the share page of spec §2 that opens it (/share/<kind>/...). */
export const SHARE_KINDS = ['live', 'video', 'dynamic', 'match', 'shortvideo', 'recordvideo'] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];

/**
 * The daily task a share counts for: an article (资讯) shareInfo, a live room (直播, to friends) shareToFriend, a
 * match or a video (a message about what the user watches) shareMessage.
 */
export const SHARE_TASK: Record<ShareKind, TaskKey> = {
  dynamic: 'shareInfo',
  live: 'shareToFriend',
  match: 'shareMessage',
  video: 'shareMessage',
  shortvideo: 'shareMessage',
  recordvideo: 'shareMessage',
};

/**
 * Body of /api/share/create, sent by the app's share button: the content shared. `id` is the anchor's for a live
 * room (as /live-detail/:id), the match's with its `sport` for a match, else the article's or video's.
 */
export interface ShareBody {
  kind: ShareKind;
  id: number;
  sport?: SportName;
}

/**
 * data of /api/share/create: the address of the content's share page (common config site_h5_share_url +
 * /share/...), with the sharer's invite_code and channel when present (spec §9). A logged-in user's first share of
 * this content today advances `task` (counted 1); later ones, and a visitor's, count nothing (counted 0).
 */
export interface ShareResult {
  url: string;
  task: TaskKey;
  counted: Flag;
}
