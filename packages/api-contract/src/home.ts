import type { UnixSeconds } from './common.ts';
import type { Anchor, LiveRoom } from './live.ts';
import type { Match } from './race.ts';

export interface Announcement {
  id: number;
  title: string;
  content: string;
  link: string;
  time: UnixSeconds;
}

export interface Banner {
  id: number;
  title: string;
  image: string;
  /** In-app path (e.g. /live-detail/12) or absolute URL. */
  link: string;
}

/** data of /api/home/getHomeData (spec §3). */
export interface HomeData {
  /** Rooms of anchors streaming a match. */
  anchorm_lives: LiveRoom[];
  hot: LiveRoom[];
  lives: LiveRoom[];
  rec_anchors: Anchor[];
  rec_matchs: Match[];
  /** Super-recommended rooms for the carousel. */
  srec_lives: LiveRoom[];
  announcement: Announcement[];
}

export interface IdBody {
  id: number;
}
