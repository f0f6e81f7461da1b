import type { PageQuery, SportFilter } from './common.ts';
import type { Anchor, LiveRoom } from './live.ts';
import type { News } from './news.ts';
import type { Match, MatchEvent, Team } from './race.ts';
import type { ShortVideo } from './video.ts';

export interface KeywordBody {
  keyword: string;
  sport_id?: SportFilter;
}

export interface RaceHomeSearch {
  events: MatchEvent[];
  teams: Team[];
  matches: Match[];
}

export interface SearchBody extends PageQuery {
  keyword: string;
}

export interface MultipleSearch {
  anchors: Anchor[];
  lives: LiveRoom[];
  videos: ShortVideo[];
  news: News[];
}
