import { type Match, type MatchEvent, statusPhases, type Team } from '@live/api-contract';
import { type Db, transaction } from './db/database.ts';
import { dayOf, ensureMatchDays } from './seed/calendar.ts';
import { basketballScript, basketballState } from './sim/basketball.ts';
import { footballScript, footballState } from './sim/football.ts';
import type { CoverKind } from './media/cover-titles.ts';
import { rosterOf } from './sim/roster.ts';
import type { Lang, MatchRow, MatchScript, MatchState, RosterPlayer, TeamInfo } from './sim/types.ts';

export interface TeamRow extends TeamInfo {
  sport_id: 1 | 2;
  event_id: number;
  short_name_zh: string;
  short_name_en: string;
  short_name_br: string;
  national: number;
}

export interface EventRow {
  id: number;
  sport_id: 1 | 2;
  type: 1 | 2;
  area_id: number;
  name_zh: string;
  short_name_zh: string;
  name_en: string;
  short_name_en: string;
  name_br: string;
  short_name_br: string;
  country_zh: string;
  country_br: string;
  country_code: string;
  hot: number;
}

/** The four name fields of a team or league in the request's language (under pt-BR every one is Portuguese). */
export interface Names {
  name_zh: string;
  short_name_zh: string;
  name_en: string;
  short_name_en: string;
}

/**
 * A team's or league's names as the contract carries them. The zh fields hold the request's language; the en fields
 * the Latin-script name the pt-BR brand shows (the app reads them for every language but Chinese), so a broadcast
 * that reaches every brand at once names teams right in both. That name is Portuguese, or English where a database
 * seeded before the Portuguese was stored has none; the English names stay for search.
 */
export function namesIn(row: Names & { name_br: string; short_name_br: string }, lang: Lang): Names {
  const name = row.name_br || row.name_en;
  const short = row.short_name_br || row.short_name_en;
  return lang === 'zh'
    ? { name_zh: row.name_zh, short_name_zh: row.short_name_zh, name_en: name, short_name_en: short }
    : { name_zh: name, short_name_zh: short, name_en: name, short_name_en: short };
}

/** Lower case without accents, so "sao paulo" finds São Paulo. */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * A keyword search over teams or leagues: a row matches when one of the names the request's language shows (the
 * English ones too) contains the keyword, in any case and with or without accents.
 */
export function searchableNames(
  keyword: string,
  lang: Lang,
): (row: Names & { name_br: string; short_name_br: string }) => boolean {
  const needle = folded(keyword);
  return (row) => {
    const names = lang === 'zh' ? [row.name_zh, row.short_name_zh] : [row.name_br, row.short_name_br];
    return [...names, row.name_en, row.short_name_en].some((name) => name !== '' && folded(name).includes(needle));
  };
}

/** A team's (or league's) name in the request's language, short or full. */
export function nameIn(row: Names & { name_br: string; short_name_br: string }, lang: Lang, short = false): string {
  const names = namesIn(row, lang);
  return short ? names.short_name_zh || names.name_zh : names.name_zh;
}

export interface MatchOverride {
  status: number | null;
  elapsed: number | null;
}

export const media = {
  teamLogo: (id: number) => `/sandbox/media/logo/team/${id}.svg`,
  eventLogo: (id: number) => `/sandbox/media/logo/event/${id}.svg`,
  flag: (code: string) => `/sandbox/media/flag/${code}.svg`,
  avatar: (id: number) => `/sandbox/media/avatar/${id}.svg`,
  /** A cover with its item's title in the caller's language (media/cover-titles). */
  cover: (kind: CoverKind, id: number, lang: Lang) =>
    `/sandbox/media/cover/${kind}/${id}.svg${lang === 'pt' ? '?lang=pt-br' : ''}`,
  icon: (kind: string, id: number | string) => `/sandbox/media/icon/${kind}/${id}.svg`,
  poster: '/sandbox/media/demo/poster.jpg',
  /** A recorded video of `seconds`: the demo stream looped to that length (media/hls vodPlaylist). */
  vod: (seconds: number) => `/sandbox/media/vod/${seconds}.m3u8`,
};

/** Past and future days kept in the calendar around today. */
export const WINDOW_PAST = 8;
export const WINDOW_FUTURE = 7;
/** Days a user may browse away from today; further ones are never generated (a season's older matches are drawn). */
export const REACHABLE_DAYS = 31;

const ROOM_REFRESH = 10;

/** Cup rounds a draw cannot end: extra time, then penalties (a league's 16th round, also "R16", can end level). */
const KNOCKOUT_ROUNDS = new Set(['R16', 'QF', 'SF', 'F']);

/**
 * The sports world over the database: catalogue lookups, the calendar window that follows real time,
 * and match states computed by the clock-driven simulator.
 */
export class World {
  readonly db: Db;
  readonly seed: number;
  readonly teams = new Map<number, TeamRow>();
  readonly events = new Map<number, EventRow>();
  readonly #scripts = new Map<number, MatchScript>();
  readonly #overrides = new Map<number, MatchOverride>();
  #windowDay = -1;
  #rooms: { at: number; byRoom: Map<number, number>; byMatch: Map<number, number[]> } | null = null;

  constructor(db: Db, seed: number) {
    this.db = db;
    this.seed = seed;
    for (const row of db.prepare('SELECT * FROM teams').all() as unknown as TeamRow[]) this.teams.set(row.id, row);
    for (const row of db.prepare('SELECT * FROM events').all() as unknown as EventRow[]) this.events.set(row.id, row);
    for (const row of db.prepare('SELECT * FROM match_overrides').all() as unknown as (MatchOverride & {
      match_id: number;
    })[]) {
      this.#overrides.set(row.match_id, { status: row.status, elapsed: row.elapsed });
    }
  }

  /**
   * Pins a match for operators and tests: `elapsed` freezes its clock that many seconds after the start (the
   * simulator decides status and score), `status` forces the status shown; both null unpins it.
   */
  setOverride(matchId: number, override: MatchOverride): void {
    if (override.status === null && override.elapsed === null) {
      this.db.prepare('DELETE FROM match_overrides WHERE match_id = ?').run(matchId);
      this.#overrides.delete(matchId);
    } else {
      this.db
        .prepare(
          'INSERT INTO match_overrides (match_id, status, elapsed) VALUES (?, ?, ?) ON CONFLICT(match_id) DO UPDATE SET status = excluded.status, elapsed = excluded.elapsed',
        )
        .run(matchId, override.status, override.elapsed);
      this.#overrides.set(matchId, override);
    }
    this.#rooms = null;
  }

  /** The matches operators or tests pinned (their clocks move only when pinned again). */
  pinnedMatchIds(): number[] {
    return [...this.#overrides.keys()];
  }

  /** Seeds the days that entered the window since the last call (the window moves at midnight UTC+8). */
  ensureWindow(now: number): void {
    const today = dayOf(now);
    if (today === this.#windowDay) return;
    transaction(this.db, () => ensureMatchDays(this.db, this.seed, today - WINDOW_PAST, today + WINDOW_FUTURE));
    this.#windowDay = today;
  }

  /** Days asked for outside the window (up to a month away) are generated on demand, like the window's. */
  ensureDay(day: number, now: number): void {
    this.ensureDays(day, day, now);
  }

  /** Generates the days of a range that a user may browse (REACHABLE_DAYS around today). */
  ensureDays(from: number, to: number, now: number): void {
    const today = dayOf(now);
    const first = Math.max(from, today - REACHABLE_DAYS);
    const last = Math.min(to, today + REACHABLE_DAYS);
    if (first > last) return;
    transaction(this.db, () => ensureMatchDays(this.db, this.seed, first, last));
  }

  matchRow(id: number): MatchRow | undefined {
    return this.db.prepare('SELECT * FROM matches WHERE id = ?').get(id) as MatchRow | undefined;
  }

  matchesBetween(from: number, to: number): MatchRow[] {
    return this.db
      .prepare('SELECT * FROM matches WHERE time >= ? AND time < ? ORDER BY time, id')
      .all(from, to) as unknown as MatchRow[];
  }

  team(id: number): TeamRow {
    const team = this.teams.get(id);
    if (!team) throw new Error(`team ${id} missing from the catalogue`);
    return team;
  }

  event(id: number): EventRow {
    const event = this.events.get(id);
    if (!event) throw new Error(`event ${id} missing from the catalogue`);
    return event;
  }

  roster(teamId: number): RosterPlayer[] {
    const team = this.team(teamId);
    return rosterOf(this.seed, team, team.sport_id);
  }

  script(match: MatchRow): MatchScript {
    const cached = this.#scripts.get(match.id);
    if (cached) return cached;
    const sides = {
      home: this.team(match.home_id),
      away: this.team(match.away_id),
      homeRoster: this.roster(match.home_id),
      awayRoster: this.roster(match.away_id),
    };
    const script =
      match.sport_id === 1
        ? footballScript(
            this.seed,
            match,
            this.event(match.event_id).type === 2 && KNOCKOUT_ROUNDS.has(match.round),
            sides,
          )
        : basketballScript(this.seed, match, sides);
    if (this.#scripts.size > 5000) this.#scripts.clear();
    this.#scripts.set(match.id, script);
    return script;
  }

  state(match: MatchRow, now: number): MatchState {
    const script = this.script(match);
    const override = this.#overrides.get(match.id);
    // A match pinned to a status it never played in (postponed, cancelled, not started) stays as at kick-off:
    // 0-0 and no events, not the scripted goals its time would have brought.
    const neverPlayed =
      override?.status != null &&
      override.elapsed == null &&
      !inPlay(match.sport_id, override.status) &&
      !statusPhases(match.sport_id).finished.has(override.status);
    const at =
      override?.elapsed != null ? match.time + override.elapsed : neverPlayed ? Math.min(now, match.time - 1) : now;
    const state = match.sport_id === 1 ? footballState(match, script, at) : basketballState(match, script, at);
    return override?.status != null ? { ...state, status: override.status } : state;
  }

  teamView(id: number, lang: Lang): Team {
    const team = this.team(id);
    return {
      id: team.id,
      sport_id: team.sport_id,
      ...namesIn(team, lang),
      logo: media.teamLogo(team.id),
      country_logo: media.flag(team.country_code),
    };
  }

  eventView(id: number, lang: Lang): MatchEvent {
    const event = this.event(id);
    return {
      id: event.id,
      sport_id: event.sport_id,
      type: event.type,
      ...namesIn(event, lang),
      logo: media.eventLogo(event.id),
      country_zh: lang === 'zh' ? event.country_zh : event.country_br,
      country_logo: media.flag(event.country_code),
    };
  }

  /**
   * Which live match each match room shows right now: the rooms of a sport take that sport's matches in
   * play or starting within 30 minutes, hot leagues first.
   */
  roomAssignments(now: number): { byRoom: Map<number, number>; byMatch: Map<number, number[]> } {
    if (this.#rooms && Math.abs(now - this.#rooms.at) < ROOM_REFRESH) return this.#rooms;
    const rooms = this.db
      .prepare('SELECT id, sport_id FROM live_rooms WHERE is_live = 1 AND match_room = 1 ORDER BY id')
      .all() as { id: number; sport_id: number }[];
    const candidates = this.matchesBetween(now - 3 * 3600, now + 30 * 60)
      .map((row) => ({ row, status: this.state(row, now).status }))
      .filter(({ row, status }) => inPlay(row.sport_id, status) || (status === 1 && row.time - now <= 30 * 60))
      .sort(
        (a, b) =>
          this.event(b.row.event_id).hot - this.event(a.row.event_id).hot ||
          a.row.time - b.row.time ||
          a.row.id - b.row.id,
      );
    const byRoom = new Map<number, number>();
    const byMatch = new Map<number, number[]>();
    for (const sport of [1, 2]) {
      const pool = candidates.filter(({ row }) => row.sport_id === sport);
      rooms
        .filter((room) => room.sport_id === sport)
        .forEach((room, index) => {
          const match = pool[index % Math.max(1, pool.length)];
          if (!match) return;
          byRoom.set(room.id, match.row.id);
          byMatch.set(match.row.id, [...(byMatch.get(match.row.id) ?? []), room.id]);
        });
    }
    this.#rooms = { at: now, byRoom, byMatch };
    return this.#rooms;
  }

  /** The contract's Match: catalogue + clock state + the viewer's follow flag. */
  matchView(row: MatchRow, now: number, lang: Lang, followed: ReadonlySet<number> = new Set()): Match {
    const state = this.state(row, now);
    const event = this.event(row.event_id);
    const anchors = this.roomAssignments(now).byMatch.get(row.id)?.length ?? 0;
    return {
      id: row.id,
      sport_id: row.sport_id,
      event_id: row.event_id,
      status: state.status,
      time: row.time,
      kickoff_time: state.kickoff_time,
      period_count: row.sport_id === 1 ? 2 : 4,
      period_remaining_time: state.period_remaining_time,
      hometeam: this.teamView(row.home_id, lang),
      awayteam: this.teamView(row.away_id, lang),
      matchevent: { id: event.id, logo: media.eventLogo(event.id), ...namesIn(event, lang) },
      round: this.roundLabel(row.round, lang),
      home_score: state.home_score,
      away_score: state.away_score,
      home_half_score: state.home_half_score,
      away_half_score: state.away_half_score,
      home_red: state.home_red,
      away_red: state.away_red,
      home_yellow: state.home_yellow,
      away_yellow: state.away_yellow,
      home_corner: state.home_corner,
      away_corner: state.away_corner,
      home_period_scores: state.home_period_scores,
      away_period_scores: state.away_period_scores,
      live: anchors > 0 ? 1 : 0,
      anchor_count: anchors,
      attented: followed.has(row.id) ? 1 : 0,
      has_lineup: row.sport_id === 1 ? 1 : 0,
    };
  }

  roundLabel(round: string, lang: Lang): string {
    const number = /^R(\d+)$/.exec(round)?.[1];
    if (number) return lang === 'pt' ? `Rodada ${number}` : `第${number}轮`;
    const labels: Record<string, [string, string]> = {
      GROUP: ['小组赛', 'Fase de grupos'],
      R16: ['1/8决赛', 'Oitavas de final'],
      QF: ['1/4决赛', 'Quartas de final'],
      SF: ['半决赛', 'Semifinal'],
      F: ['决赛', 'Final'],
      FRIENDLY: ['友谊赛', 'Amistoso'],
    };
    const label = labels[round];
    return label ? (lang === 'pt' ? label[1] : label[0]) : round;
  }
}

/** In play: football 2-7, basketball 2-9 (spec §4). */
export function inPlay(sport: number, status: number): boolean {
  return statusPhases(sport).inPlay.has(status);
}

export function finished(sport: number, status: number): boolean {
  return statusPhases(sport).finished.has(status);
}
