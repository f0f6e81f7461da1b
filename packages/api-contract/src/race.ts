import type { Flag, ListOf, PageQuery, SportFilter, SportId, UnixSeconds } from './common.ts';
import type { LiveRoom } from './live.ts';

/** Football statuses (spec §4): in play 2-7, finished 8, waiting 1. */
export const FOOTBALL_STATUS = {
  abnormal: 0,
  notStarted: 1,
  firstHalf: 2,
  halftime: 3,
  secondHalf: 4,
  extraTime: 5,
  blank: 6,
  penalties: 7,
  finished: 8,
  postponed: 9,
  interrupted: 10,
  abandoned: 11,
  cancelled: 12,
  pending: 13,
} as const;

/** Basketball statuses (spec §4): in play 2-9, finished 10. */
export const BASKETBALL_STATUS = {
  abnormal: 0,
  notStarted: 1,
  q1: 2,
  q1End: 3,
  q2: 4,
  q2End: 5,
  q3: 6,
  q3End: 7,
  q4: 8,
  overtime: 9,
  finished: 10,
  interrupted: 11,
  cancelled: 12,
  postponed: 13,
  abandoned: 14,
  pending: 15,
} as const;

/** Statuses of each phase per sport (spec §4): football in play 2-7, finished 8; basketball in play 2-9, finished 10. */
export const FOOTBALL_IN_PLAY: ReadonlySet<number> = new Set([2, 3, 4, 5, 6, 7]);
export const FOOTBALL_FINISHED: ReadonlySet<number> = new Set([FOOTBALL_STATUS.finished]);
export const FOOTBALL_WAITING: ReadonlySet<number> = new Set([FOOTBALL_STATUS.notStarted]);
export const BASKETBALL_IN_PLAY: ReadonlySet<number> = new Set([2, 3, 4, 5, 6, 7, 8, 9]);
export const BASKETBALL_FINISHED: ReadonlySet<number> = new Set([BASKETBALL_STATUS.finished]);
export const BASKETBALL_WAITING: ReadonlySet<number> = new Set([BASKETBALL_STATUS.notStarted]);

/** The phase sets of a sport id (1 football, 2 basketball; anything else reads as football, as the app does). */
export function statusPhases(sportId: number): {
  inPlay: ReadonlySet<number>;
  finished: ReadonlySet<number>;
  waiting: ReadonlySet<number>;
} {
  return sportId === 2
    ? { inPlay: BASKETBALL_IN_PLAY, finished: BASKETBALL_FINISHED, waiting: BASKETBALL_WAITING }
    : { inPlay: FOOTBALL_IN_PLAY, finished: FOOTBALL_FINISHED, waiting: FOOTBALL_WAITING };
}

/** Match list filter (spec §4). */
export const MATCH_FILTER = { all: 0, finished: 1, unfinished: 2, waiting: 3, inplay: 4 } as const;
export type MatchFilter = 0 | 1 | 2 | 3 | 4;

export interface Team {
  id: number;
  sport_id: SportId;
  name_zh: string;
  short_name_zh: string;
  name_en: string;
  short_name_en: string;
  logo: string;
  country_logo: string;
}

/** A league or cup ("event"). */
export interface MatchEvent {
  id: number;
  sport_id: SportId;
  /** 1 league, 2 cup. */
  type: 1 | 2;
  name_zh: string;
  short_name_zh: string;
  name_en: string;
  short_name_en: string;
  logo: string;
  country_zh: string;
  country_logo: string;
}

/**
 * A match as every list and detail returns it (spec §3). Clock fields: `time` is the scheduled start;
 * `kickoff_time` is when the current half started (football: minutes since it give the clock, spec §4);
 * `period_remaining_time` is the seconds left in the current basketball period.
 */
export interface Match {
  id: number;
  sport_id: SportId;
  event_id: number;
  status: number;
  time: UnixSeconds;
  kickoff_time: UnixSeconds;
  /** Regular periods: 2 halves in football, 4 quarters in basketball. */
  period_count: number;
  period_remaining_time: number;
  hometeam: Team;
  awayteam: Team;
  matchevent: Pick<MatchEvent, 'id' | 'logo' | 'short_name_zh' | 'name_zh' | 'name_en' | 'short_name_en'>;
  round: string;
  home_score: number;
  away_score: number;
  home_half_score: number;
  away_half_score: number;
  /** Football only (0 in basketball). */
  home_red: number;
  away_red: number;
  home_yellow: number;
  away_yellow: number;
  home_corner: number;
  away_corner: number;
  /** Basketball points per period played so far (quarters then overtime); empty in football. */
  home_period_scores: number[];
  away_period_scores: number[];
  /** 1 when at least one anchor streams it. */
  live: Flag;
  anchor_count: number;
  /** 1 when the caller follows it (0 for visitors). */
  attented: Flag;
  has_lineup: Flag;
}

/**
 * What the match-notification popup announces (host-app spec §2) of a match the user follows: the kick-off, a
 * goal, a red card and the final whistle (football); the tip-off and the final buzzer (basketball, whose scores
 * move every minute).
 */
export const MATCH_EVENT = { kickoff: 'kickoff', goal: 'goal', redCard: 'redCard', final: 'final' } as const;
export type MatchEventKind = (typeof MATCH_EVENT)[keyof typeof MATCH_EVENT];

/** The fields of a match its events are read from. */
export type MatchMoment = Pick<
  Match,
  'id' | 'sport_id' | 'status' | 'home_score' | 'away_score' | 'home_red' | 'away_red' | 'hometeam' | 'awayteam'
>;

/** A team's names, as an event carries them (the popup names the teams without another call). */
export type TeamNames = Pick<Team, 'name_zh' | 'short_name_zh' | 'name_en' | 'short_name_en'>;

/**
 * One match event: the Data of the platform's MatchEvent broadcast in NOTIFY_ROOM (ROOM_ACTION.matchEvent), and
 * what the app reads off two polls of a followed match when chat is away. The score and cards are the match's
 * right after the event.
 */
export interface MatchEventData {
  kind: MatchEventKind;
  matchid: number;
  sport_id: SportId;
  /** The team of a goal or a red card: 1 home, 2 away; 0 for kick-off and final whistle (or both teams at once). */
  side: 0 | 1 | 2;
  status: number;
  home_score: number;
  away_score: number;
  home_red: number;
  away_red: number;
  hometeam: TeamNames;
  awayteam: TeamNames;
}

function teamNames(team: TeamNames): TeamNames {
  return {
    name_zh: team.name_zh,
    short_name_zh: team.short_name_zh,
    name_en: team.name_en,
    short_name_en: team.short_name_en,
  };
}

/** The event of `kind` for `side` at a match's moment (its score and cards right after the event). */
export function matchEvent(moment: MatchMoment, kind: MatchEventKind, side: 0 | 1 | 2 = 0): MatchEventData {
  return {
    kind,
    matchid: moment.id,
    sport_id: moment.sport_id,
    side,
    status: moment.status,
    home_score: moment.home_score,
    away_score: moment.away_score,
    home_red: moment.home_red,
    away_red: moment.away_red,
    hometeam: teamNames(moment.hometeam),
    awayteam: teamNames(moment.awayteam),
  };
}

/** Which side went up between two counts: 1 home, 2 away, 0 both. */
function sideUp(homeBefore: number, awayBefore: number, homeAfter: number, awayAfter: number): 0 | 1 | 2 | null {
  const home = homeAfter > homeBefore;
  const away = awayAfter > awayBefore;
  if (home && away) return 0;
  return home ? 1 : away ? 2 : null;
}

/**
 * The events between two moments of one match, in the order they happen: kick-off (waiting to in play), goal and
 * red card (football: a count went up; several at once make one event with the latest score), final whistle
 * (into finished). A count going down (a correction) is no event. The platform broadcasts these; the app reads
 * the same ones off its polls, so both name an event alike.
 */
export function matchEventsBetween(before: MatchMoment, after: MatchMoment): MatchEventData[] {
  if (before.id !== after.id) return [];
  const phases = statusPhases(after.sport_id);
  const of = (kind: MatchEventKind, side: 0 | 1 | 2) => matchEvent(after, kind, side);
  const events: MatchEventData[] = [];
  if (phases.waiting.has(before.status) && phases.inPlay.has(after.status)) events.push(of(MATCH_EVENT.kickoff, 0));
  if (after.sport_id === 1) {
    const goal = sideUp(before.home_score, before.away_score, after.home_score, after.away_score);
    if (goal !== null) events.push(of(MATCH_EVENT.goal, goal));
    const red = sideUp(before.home_red, before.away_red, after.home_red, after.away_red);
    if (red !== null) events.push(of(MATCH_EVENT.redCard, red));
  }
  if (!phases.finished.has(before.status) && phases.finished.has(after.status)) events.push(of(MATCH_EVENT.final, 0));
  return events;
}

/** Body of /api/race/getDateMatch. */
export interface DateMatchBody extends PageQuery {
  /** YYYY-MM-DD, a day of `tz`; defaults to today. */
  date?: string;
  /**
   * The IANA time zone whose day `date` is (the user's: a São Paulo day runs from 03:00 to 03:00 UTC); without it
   * the platform's own UTC+8 calendar (issue #30).
   */
  tz?: string;
  sport_id?: SportFilter;
  type?: MatchFilter;
  event_id?: number;
}

export interface MatchCounts {
  all: number;
  finished: number;
  unfinished: number;
  waiting: number;
  inplay: number;
}

export interface DateMatchData {
  date: string;
  list: Match[];
  total: number;
  counts: MatchCounts;
}

export interface SportBody {
  sport_id?: SportFilter;
}

export interface MatchIdBody {
  matchid: number;
}

/** Body of /api/{football|basketball}/attentMatch: type 1 follows, 0 unfollows. */
export interface AttentMatchBody extends MatchIdBody {
  type: 0 | 1;
}

export interface AttentResult {
  matchid: number;
  attented: Flag;
}

export interface MatchDetail extends Match {
  venue: string;
  referee: string;
  weather: string;
  /** Live room of the most popular anchor on this match, if any. */
  room: LiveRoom | null;
}

export interface RaceTag {
  id: number;
  name: string;
  sport_id: SportFilter;
  event_id: number;
}

/** The room tabs' keys in spec order (spec §2). */
export const ROOM_TAB_KEYS = ['chat', 'c2c', 'lives', 'quiz', 'status', 'analysis', 'lineup', 'index', 'rank'] as const;
export type RoomTabKey = (typeof ROOM_TAB_KEYS)[number];

/** A room tab of getRaceSubTab; the list comes in ROOM_TAB_KEYS order. */
export interface RoomTab {
  key: RoomTabKey;
  title: string;
  title_br: string;
  show: Flag;
}

export interface RecentMatchCount {
  inplay: number;
  today: number;
  football_inplay: number;
  basketball_inplay: number;
}

/** Body of /api/race/vote_race_team: 1 home, 2 away. */
export interface VoteBody extends MatchIdBody {
  team: 1 | 2;
}

export interface VoteResult {
  matchid: number;
  home_votes: number;
  away_votes: number;
  /** The caller's vote, 0 when none. */
  voted: 0 | 1 | 2;
}

export interface EventByDateBody {
  /** YYYY-MM-DD, a day of `tz` (as DateMatchBody). */
  date?: string;
  tz?: string;
  sport_id?: SportFilter;
}

export interface EventWithCount extends MatchEvent {
  match_count: number;
}

export interface RaceSearchBody {
  keyword: string;
  sport?: SportFilter;
}

export type MatchList = ListOf<Match>;

export interface StatItem {
  /** Stable key, e.g. "possession", "shots", "rebounds". */
  key: string;
  name: string;
  home: number;
  away: number;
}

/** data of /api/{sport}/getMatchData: technical statistics so far. */
export interface MatchStats {
  matchid: number;
  status: number;
  stats: StatItem[];
}

export interface TliveBody extends MatchIdBody {
  /** Return only lines with id greater than this; 0 for all. */
  startid?: number;
}

export interface TliveLine {
  id: number;
  /** Clock text as shown, e.g. "23'" or "Q2 05:12". */
  clock: string;
  text: string;
  /** 0 neutral, 1 home, 2 away. */
  position: 0 | 1 | 2;
  /** goal, yellow, red, sub, corner, text, period, score. */
  kind: string;
}

export interface TliveData {
  matchid: number;
  list: TliveLine[];
  /** Highest id so far: pass it as startid next time. */
  last_id: number;
}

/** Three prices: home/draw/away (europe), home/handicap/away (asia), over/total/under (bigsmall). */
export type OddsTriple = [number, number, number];

export interface OddsMarket {
  open: OddsTriple;
  live: OddsTriple;
}

export interface BookmakerOdds {
  company_id: number;
  company: string;
  europe: OddsMarket;
  asia: OddsMarket;
  bigsmall: OddsMarket;
}

export interface MatchOdds {
  matchid: number;
  list: BookmakerOdds[];
}

export interface MatchBrief {
  id: number;
  time: UnixSeconds;
  event_name: string;
  home_name: string;
  away_name: string;
  home_score: number;
  away_score: number;
  /** From the point of view of the team of the list: W, D or L. */
  result: 'W' | 'D' | 'L' | '';
}

export interface AnalysisData {
  matchid: number;
  history: MatchBrief[];
  home_recent: MatchBrief[];
  away_recent: MatchBrief[];
  home_future: MatchBrief[];
  away_future: MatchBrief[];
}

export interface Player {
  id: number;
  name: string;
  shirt_number: number;
  /** G, D, M, F in football; G, F, C in basketball. */
  position: string;
  starter: Flag;
  captain: Flag;
}

export interface TeamLineup {
  team_id: number;
  formation: string;
  coach: string;
  players: Player[];
}

export interface LineupData {
  matchid: number;
  /** 1 when lineups are confirmed. */
  confirmed: Flag;
  home: TeamLineup;
  away: TeamLineup;
}

export interface RankRow {
  position: number;
  team_id: number;
  team_name: string;
  team_logo: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goals_for: number;
  goals_against: number;
  points: number;
}

export interface RankTable {
  name: string;
  rows: RankRow[];
}

export interface MatchRank {
  matchid: number;
  event_id: number;
  tables: RankTable[];
}

export interface TopPlayer {
  player: string;
  team_id: number;
  /** e.g. "points", "rebounds", "assists" or "goals". */
  key: string;
  name: string;
  value: number;
}

export interface MatchTop3 {
  matchid: number;
  home: TopPlayer[];
  away: TopPlayer[];
}

export interface Incident {
  id: number;
  /** goal, penalty, own_goal, yellow, red, sub, var. */
  type: string;
  /** 1 home, 2 away. */
  position: 1 | 2;
  minute: number;
  player: string;
  /** Player coming on, for subs. */
  assist: string;
  home_score: number;
  away_score: number;
}

export interface IncidentsData {
  matchid: number;
  list: Incident[];
}

/** data of /webapi/{sport}/getMatchCombineData: what the status tab draws in one call. */
export interface MatchCombineData {
  match: Match;
  stats: StatItem[];
  incidents: Incident[];
}

/** One player's line of a basketball box score: points and made shots by kind, from the match's baskets. */
export interface BoxScoreRow {
  player_id: number;
  name: string;
  shirt_number: number;
  starter: Flag;
  points: number;
  three_made: number;
  two_made: number;
  free_throws_made: number;
}

/** data of /webapi/basketball/getBoxScore: each team's players, starters first (issue #33). */
export interface BoxScore {
  matchid: number;
  home: BoxScoreRow[];
  away: BoxScoreRow[];
}
