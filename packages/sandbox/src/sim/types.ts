import type { Incident, Match, StatItem } from '@live/api-contract';

export type Lang = 'zh' | 'pt';

/** Text in both languages the sandbox speaks (`lang=pt-br` picks Portuguese). */
export interface Text2 {
  zh: string;
  pt: string;
}

export interface MatchRow {
  id: number;
  sport_id: 1 | 2;
  event_id: number;
  home_id: number;
  away_id: number;
  time: number;
  round: string;
  special_status: number | null;
  venue: string;
  referee: string;
}

export interface TeamInfo {
  id: number;
  name_zh: string;
  name_en: string;
  /** Portuguese; '' in a database seeded before it was stored. */
  name_br: string;
  country_code: string;
}

/** A team's name in Portuguese (its English one where the database has none). */
export function portugueseName(team: TeamInfo): string {
  return team.name_br || team.name_en;
}

export interface RosterPlayer {
  id: number;
  name_zh: string;
  name_en: string;
  shirt_number: number;
  position: string;
}

/** Something that happens at `at` seconds after the scheduled start. */
export interface ScriptEvent {
  at: number;
  kind: 'goal' | 'penalty' | 'own_goal' | 'yellow' | 'red' | 'sub' | 'corner' | 'score' | 'period' | 'text';
  side: 0 | 1 | 2;
  /** Points for basketball baskets, 1 for football goals. */
  points: number;
  player: string;
  player_en: string;
  /** The assist, or in a substitution the player coming on. */
  assist: string;
  assist_en: string;
  /** Football match minute or basketball period. */
  minute: number;
  clock: string;
  text: Text2;
}

/** A line without side, player or points: a period marker or commentary. */
export function neutralEvent(
  at: number,
  kind: 'period' | 'text',
  minute: number,
  clock: string,
  text: Text2,
): ScriptEvent {
  return { at, kind, side: 0, points: 0, player: '', player_en: '', assist: '', assist_en: '', minute, clock, text };
}

export interface MatchScript {
  events: ScriptEvent[];
  /** Seconds after `time` when the match ends. */
  end: number;
  homeStrength: number;
}

type LiveFields =
  | 'status'
  | 'kickoff_time'
  | 'period_remaining_time'
  | 'home_score'
  | 'away_score'
  | 'home_half_score'
  | 'away_half_score'
  | 'home_red'
  | 'away_red'
  | 'home_yellow'
  | 'away_yellow'
  | 'home_corner'
  | 'away_corner'
  | 'home_period_scores'
  | 'away_period_scores';

/** The live state of a match at some instant: the Match fields the clock moves plus what detail tabs draw. */
export interface MatchState extends Pick<Match, LiveFields> {
  /** Script events that have happened. */
  visible: ScriptEvent[];
  /** Share of the regular match played, 0 to 1. */
  progress: number;
  incidents(lang: Lang): Incident[];
  stats(lang: Lang): StatItem[];
}
