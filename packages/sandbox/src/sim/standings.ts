import type { IntegralTable, MatchBrief, RankRow, RankTable } from '@live/api-contract';
import { dayOf, dayStart, type Fixture, participants, seasonFixtures } from '../seed/calendar.ts';
import { EVENTS } from '../seed/names.ts';
import { rngFor } from '../seed/prng.ts';
import type { Lang, MatchRow } from './types.ts';
import { finished, media, nameIn, REACHABLE_DAYS, type World } from '../world.ts';

/** A finished match of a season, as a table counts it. */
export interface SeasonResult {
  home_id: number;
  away_id: number;
  time: number;
  home_score: number;
  away_score: number;
}

/** Which of a team's matches a table counts: all (1), home ones (2) or away ones (3), the integral_type codes. */
export type TableType = 1 | 2 | 3;

const FORM_SIZE = 5;

const teamsCache = new WeakMap<World, Map<number, number[]>>();

/**
 * The finished matches of the season in play (a cup's league phase), oldest first. Matches a user may browse are
 * read from the calendar and the simulator, so the table agrees with the score list; older ones are drawn from
 * the teams' strengths, the same on every call.
 */
export function seasonResults(world: World, eventId: number, now: number): SeasonResult[] {
  const event = EVENTS.find((item) => item.id === eventId);
  if (!event) return [];
  const teams = teamsCache.get(world) ?? participants(world.db);
  teamsCache.set(world, teams);
  const today = dayOf(now);
  const firstBrowsable = dayStart(today - REACHABLE_DAYS);
  const fixtures = seasonFixtures(world.seed, event, teams.get(eventId) ?? [], now).filter(
    (fixture) => event.type === 1 || fixture.round === 'GROUP',
  );
  if (fixtures.some((fixture) => fixture.time >= firstBrowsable && fixture.time <= now))
    world.ensureDays(today - REACHABLE_DAYS, today, now);
  const rows = world.db
    .prepare('SELECT * FROM matches WHERE event_id = ? AND time >= ? AND time <= ?')
    .all(eventId, firstBrowsable - 7 * 86400, now) as unknown as MatchRow[];
  const stored = new Map<string, MatchRow[]>();
  for (const row of rows) {
    const key = `${row.home_id}:${row.away_id}:${row.round}`;
    stored.set(key, [...(stored.get(key) ?? []), row]);
  }
  const settled = settledCache.get(world) ?? new Map<string, SeasonResult | null>();
  settledCache.set(world, settled);
  const out: SeasonResult[] = [];
  for (const fixture of fixtures) {
    if (fixture.time < firstBrowsable) {
      out.push(drawnResult(world.seed, fixture));
      continue;
    }
    const key = `${fixture.event_id}:${fixture.home_id}:${fixture.away_id}:${fixture.round}:${fixture.time}`;
    const known = settled.get(key);
    const result = known !== undefined ? known : storedResult(world, stored, fixture, now);
    // A match played more than a day ago stays as it ended (pins are for today's matches).
    if (known === undefined && fixture.time < now - 86400) settled.set(key, result);
    if (result) out.push(result);
  }
  return out.sort((a, b) => a.time - b.time || a.home_id - b.home_id);
}

/** Results of matches over for a day, per world: a table reads a month of them on every call. */
const settledCache = new WeakMap<World, Map<string, SeasonResult | null>>();

/** The simulator's result of a fixture's stored match, or null while it is not finished (or was never played). */
function storedResult(
  world: World,
  stored: Map<string, MatchRow[]>,
  fixture: Fixture,
  now: number,
): SeasonResult | null {
  // The stored match of the fixture, where an operator may have moved its kick-off (within a week).
  const row = stored
    .get(`${fixture.home_id}:${fixture.away_id}:${fixture.round}`)
    ?.find((candidate) => Math.abs(candidate.time - fixture.time) < 7 * 86400);
  if (!row) return null;
  const state = world.state(row, now);
  if (!finished(row.sport_id, state.status)) return null;
  return { ...fixture, time: row.time, home_score: state.home_score, away_score: state.away_score };
}

/** How good a team is this season, 0 to 1: tables spread as real ones do. */
const strengthOf = (seed: number, teamId: number) => rngFor(seed, 'strength', teamId).next();

/** The score of a match older than the browsable days, from the teams' strengths. */
function drawnResult(seed: number, fixture: Fixture): SeasonResult {
  const rng = rngFor(seed, 'past-result', fixture.event_id, fixture.home_id, fixture.away_id, fixture.time);
  const edge = strengthOf(seed, fixture.home_id) - strengthOf(seed, fixture.away_id);
  let home: number;
  let away: number;
  if (fixture.sport_id === 1) {
    home = rng.poisson(Math.max(0.3, 1.45 + edge));
    away = rng.poisson(Math.max(0.3, 1.15 - edge));
  } else {
    home = rng.int(96, 118) + Math.round(edge * 12);
    away = rng.int(94, 116) - Math.round(edge * 12);
    // No draws in basketball: overtime settles it.
    if (home === away) home += rng.int(3, 9);
  }
  return { ...fixture, home_score: home, away_score: away };
}

/** A team's result in a match: W, D or L. */
function resultFor(result: SeasonResult, teamId: number): MatchBrief['result'] {
  const mine = result.home_id === teamId ? result.home_score : result.away_score;
  const theirs = result.home_id === teamId ? result.away_score : result.home_score;
  return mine > theirs ? 'W' : mine < theirs ? 'L' : 'D';
}

/**
 * A competition's table at `now` with each team's form (its last 5 results counted, oldest first), counted from
 * the season's finished matches: played = W + D + L, points 3W + D (basketball: wins), goals add up.
 */
export function integralTables(
  world: World,
  eventId: number,
  lang: Lang,
  now: number,
  type: TableType = 1,
): IntegralTable[] {
  const event = world.event(eventId);
  const teams = (teamsCache.get(world) ?? participants(world.db)).get(eventId) ?? [];
  if (event.id === 12 || teams.length === 0) return [];
  const football = event.sport_id === 1;
  const results = seasonResults(world, eventId, now);
  const rows = teams.map((teamId) => {
    const counted = results.filter((result) =>
      type === 2 ? result.home_id === teamId : type === 3 ? result.away_id === teamId : true,
    );
    const own = counted.filter((result) => result.home_id === teamId || result.away_id === teamId);
    const form = own.map((result) => resultFor(result, teamId));
    const count = (letter: MatchBrief['result']) => form.filter((item) => item === letter).length;
    const [won, drawn, lost] = [count('W'), count('D'), count('L')];
    const goals = (mine: boolean) =>
      own.reduce(
        (sum, result) => sum + ((result.home_id === teamId) === mine ? result.home_score : result.away_score),
        0,
      );
    return {
      position: 0,
      team_id: teamId,
      team_name: nameIn(world.team(teamId), lang),
      team_logo: media.teamLogo(teamId),
      played: own.length,
      won,
      drawn,
      lost,
      goals_for: goals(true),
      goals_against: goals(false),
      points: football ? won * 3 + drawn : won,
      form: form.slice(-FORM_SIZE),
    };
  });
  const sorted = rows
    .sort(
      (a, b) =>
        b.points - a.points ||
        b.goals_for - b.goals_against - (a.goals_for - a.goals_against) ||
        b.goals_for - a.goals_for ||
        a.team_id - b.team_id,
    )
    .map((row, index) => ({ ...row, position: index + 1 }));
  const name = event.type === 1 ? ['积分榜', 'Classificação'] : ['联赛阶段积分榜', 'Fase de liga'];
  return [{ name: lang === 'pt' ? (name[1] as string) : (name[0] as string), rows: sorted }];
}

/** The table without the forms (the match page's rank tab). */
export function standings(world: World, eventId: number, lang: Lang, now: number): RankTable[] {
  return integralTables(world, eventId, lang, now).map((table) => ({
    name: table.name,
    rows: table.rows.map(({ form: _form, ...row }): RankRow => row),
  }));
}
