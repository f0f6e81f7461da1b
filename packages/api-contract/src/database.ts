import type { Flag, PageQuery, SportFilter, SportId } from './common.ts';
import type { Match, MatchBrief, MatchEvent, Player, RankRow, Team } from './race.ts';

export interface DictionaryItem {
  code: number;
  name: string;
}

export interface Dictionary {
  name: string;
  data: DictionaryItem[];
}

/** data of GET /api/SportDatabase/getBaseDictionary (spec §3). */
export interface BaseDictionary {
  basket_ball_type: Dictionary;
  foot_ball_type: Dictionary;
  integral_type: Dictionary;
  sports_type: Dictionary;
}

export interface DatabaseArea {
  id: number;
  name: string;
  events: MatchEvent[];
}

export interface DatabaseHome {
  sport_id: SportId;
  hot: MatchEvent[];
  areas: DatabaseArea[];
}

export interface SportIdBody {
  sport_id?: SportFilter;
}

export interface EventBody {
  event_id: number;
  season?: string;
}

export interface EventInfo {
  event: MatchEvent;
  season: string;
  seasons: string[];
  team_count: number;
  rounds: string[];
}

export interface EventView {
  event_id: number;
  champions: { season: string; team: Team }[];
  total_matches: number;
  finished_matches: number;
  average_goals: number;
}

export interface EventRankBody extends EventBody {
  /** A code of the sport's dictionary (foot_ball_type / basket_ball_type). */
  type?: number;
}

export interface PlayerRankRow {
  rank: number;
  player: string;
  team: Pick<Team, 'id' | 'name_zh' | 'name_en' | 'logo'>;
  value: number;
}

export interface EventRank {
  event_id: number;
  type: number;
  list: PlayerRankRow[];
}

/** A standings row with the team's form: its last results in the event, oldest first (at most 5). */
export interface IntegralRow extends RankRow {
  form: MatchBrief['result'][];
}

export interface IntegralTable {
  name: string;
  rows: IntegralRow[];
}

export interface EventIntegral {
  event_id: number;
  /** integral_type code. */
  type: number;
  tables: IntegralTable[];
}

export interface EventMatchBody extends EventBody {
  round?: string;
}

export interface EventMatches {
  event_id: number;
  round: string;
  rounds: string[];
  list: Match[];
}

export interface EventListBody extends PageQuery {
  sport_id?: SportFilter;
  area_id?: number;
}

export interface TeamBody {
  team_id: number;
}

/** data of /api/SportDatabase/getTeamInfo (the /database/team/:sname/:teamId page). */
export interface TeamInfo {
  team: Team;
  event: MatchEvent;
  coach: string;
  venue: string;
  founded: number;
  players: Player[];
  recent: MatchBrief[];
  future: MatchBrief[];
  /** 1 when the caller follows the team: its matches are then followed matches (alerts, /score/collected). */
  attented: Flag;
}

/** body of /api/SportDatabase/attentTeam: follow (1) or unfollow (0) a team; the user is the token's. */
export interface AttentTeamBody {
  team_id: number;
  type: 0 | 1;
}

export interface AttentTeamResult {
  team_id: number;
  attented: Flag;
}

export interface PlayerBody {
  player_id: number;
}

/** One finished match of the player's team and what the player did in it (goals, or points in basketball). */
export interface PlayerMatch extends MatchBrief {
  contribution: number;
}

/** data of /api/SportDatabase/getPlayerInfo (the player page, /database/team/:sname/:teamId?player=<id>). */
export interface PlayerInfo {
  player: Player;
  team: Team;
  event: MatchEvent;
  age: number;
  /** Centimetres. */
  height: number;
  /** Season figures counted from the team's finished matches, with their labels (e.g. appearances, goals). */
  stats: TeamStat[];
  matches: PlayerMatch[];
}

/** e.g. played, won, goals_for, with its label. */
export interface TeamStat {
  key: string;
  name: string;
  value: number;
}

export interface Honour {
  title: string;
  count: number;
  years: number[];
}

/** data of /api/SportDatabase/getFifaTeam (the /fifa-team/:id and /mobile/fifa-team/honor|stats|lineup pages). */
export interface FifaTeam {
  team: Team;
  rank: number;
  points: number;
  coach: string;
  honours: Honour[];
  stats: TeamStat[];
  players: Player[];
}

export interface TeamRankRow {
  rank: number;
  team: Pick<Team, 'id' | 'name_zh' | 'name_en' | 'logo' | 'country_logo'>;
  points: number;
  /** Places gained (positive) or lost since the previous ranking. */
  change: number;
}

export interface TeamRankList {
  updated: string;
  list: TeamRankRow[];
}
