import type { Db } from '../db/database.ts';
import { EVENTS, type EventSeed } from './names.ts';
import { refereeName } from '../sim/roster.ts';
import { rngFor } from './prng.ts';

/** The calendar is cut in days of UTC+8, the users' time zone. */
export const TZ_OFFSET = 8 * 3600;
export const DAY = 86400;

/** How long before its match's kick-off a data model is published: two days, so the next day's are always out. */
export const MODEL_LEAD = 2 * DAY;

export function dayOf(unix: number): number {
  return Math.floor((unix + TZ_OFFSET) / DAY);
}

export function dayStart(day: number): number {
  return day * DAY - TZ_OFFSET;
}

export function formatDay(day: number): string {
  return new Date(day * DAY * 1000).toISOString().slice(0, 10);
}

/** Parses YYYY-MM-DD into a day number, or null when malformed. */
export function parseDay(text: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const ms = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(ms) ? null : Math.floor(ms / 1000 / DAY);
}

/**
 * Statuses a few matches a day carry whatever the clock says (spec §4). Football's 6 is a retired code (the feed's
 * old extra time): no match carries it (a match of tonight showed as in extra time, issue #28).
 */
export const FOOTBALL_SPECIAL = [0, 9, 10, 11, 12, 13];
export const BASKETBALL_SPECIAL = [0, 11, 12, 13, 14, 15];

/**
 * When a competition plays, in its own local time. A slot list reads "d hh:mm*n": n kick-offs on day d at hh:mm,
 * d the ISO weekday of the round's week (1 Monday ... 7 Sunday, 8 the Monday after), or for rounds that last
 * `span` days the day of the round (0 first).
 */
export interface Schedule {
  /** Local time's offset from UTC in hours (standard time). */
  tz: number;
  /** Rounds follow each other every `span` days (basketball's nightly leagues) instead of once a week. */
  span?: number;
  weekend?: string;
  midweek?: string;
  /** Weeks with a midweek round: every week, or even (0) or odd (1) weeks, so league midweeks and cups alternate. */
  midweekWeeks?: 'all' | 0 | 1;
}

export const SCHEDULES: Record<number, Schedule> = {
  // Big five: Friday to Sunday and, every other week, Tuesday and Wednesday; cup weeks in between.
  1: {
    tz: 0,
    weekend: '5 20:00|6 12:30|6 15:00*3|6 17:30|7 14:00*2|7 16:30|7 19:00',
    midweek: '2 19:30*2|2 20:00*3|3 19:30*2|3 20:00*3',
    midweekWeeks: 1,
  },
  2: {
    tz: 1,
    weekend: '5 21:00|6 14:00|6 16:15|6 18:30|6 21:00|7 12:00|7 14:00|7 16:15|7 18:30|7 21:00',
    midweek: '2 19:00*2|2 21:30*3|3 19:00*2|3 21:30*3',
    midweekWeeks: 1,
  },
  3: {
    tz: 1,
    weekend: '5 20:45|6 15:00*2|6 18:00|6 20:45|7 12:30|7 15:00*2|7 18:00|7 20:45',
    midweek: '2 18:30|2 20:45*4|3 18:30|3 20:45*4',
    midweekWeeks: 1,
  },
  4: {
    tz: 1,
    weekend: '5 20:30|6 15:30*5|6 18:30|7 15:30|7 17:30',
    midweek: '2 18:30*2|2 20:30*2|3 18:30*2|3 20:30*3',
    midweekWeeks: 1,
  },
  5: {
    tz: 1,
    weekend: '5 20:45|6 17:00|6 19:00|6 21:05|7 15:00*3|7 17:15|7 20:45',
    midweek: '2 19:00*2|2 21:00*2|3 19:00*2|3 21:00*3',
    midweekWeeks: 1,
  },
  6: {
    tz: 8,
    weekend: '5 19:35|6 15:30*2|6 19:35|7 15:30|7 17:00|7 19:35|7 20:00',
    midweek: '2 15:30|2 19:35*3|3 15:30|3 19:35*3',
    midweekWeeks: 1,
  },
  7: {
    tz: 9,
    weekend: '6 13:00|6 14:00*2|6 15:00|6 18:00|6 19:00|7 13:00|7 14:00|7 15:00|7 16:00',
    midweek: '3 14:00|3 19:00*4|4 14:00|4 19:00*4',
    midweekWeeks: 1,
  },
  // The Americas play every week, their midweek rounds too.
  8: {
    tz: -3,
    weekend: '6 16:00|6 18:30|6 19:30|6 21:00|7 11:00|7 16:00*2|7 18:30|7 19:00|7 20:30',
    midweek: '2 19:00|2 21:30|3 19:00|3 19:30|3 21:30*2|4 19:00|4 20:00|4 21:30*2',
    midweekWeeks: 'all',
  },
  9: {
    tz: -5,
    weekend: '6 14:00|6 19:30*6|6 20:30*2|6 22:30*3|7 17:00|7 19:00|7 21:00',
    midweek: '3 19:30*6|3 20:30*3|3 22:30*6',
    midweekWeeks: 'all',
  },
  // Mexico and the Gulf play the hours Europe, Asia and South America leave (UTC+8 09:00-13:00, 22:00-04:00), two
  // rounds a week (two days' rest between them); Qatar on the Sunday and Wednesday between.
  13: {
    tz: -6,
    weekend: '5 19:00|5 21:00|6 17:00|6 19:00|6 21:00|7 12:00|7 17:00|7 19:00|7 21:00',
    midweek: '2 19:00*2|2 21:00*2|3 19:00*2|3 21:00*3',
    midweekWeeks: 'all',
  },
  14: {
    tz: 3,
    weekend: '4 18:00|4 20:00|4 21:00|5 17:00|5 19:00|5 21:00|6 17:00|6 19:00|6 21:00',
    midweek: '1 18:00|1 19:00|1 20:00|1 21:00|2 17:00|2 18:00|2 19:00|2 20:00|2 21:00',
    midweekWeeks: 'all',
  },
  15: { tz: 3, weekend: '3 16:30|3 18:45|3 21:00|7 16:30|7 18:45|7 21:00' },
  // Iran in the Asian evening (UTC+8 19:30-01:15), on Saudi Arabia's days.
  16: {
    tz: 3.5,
    weekend: '4 15:00|4 17:00|4 19:00|5 15:00|5 17:00|6 15:00|6 17:00|6 19:00',
    midweek: '1 15:00|1 17:00|1 19:00|1 19:30|2 15:00|2 17:00|2 19:00|2 19:30',
    midweekWeeks: 'all',
  },
  // Cups: the league phase, then the knockout rounds, on the weeks the leagues rest midweek.
  10: { tz: 1, midweek: '2 18:45*2|2 21:00*3|3 18:45*2|3 21:00*3', midweekWeeks: 0 },
  11: { tz: 8, midweek: '2 19:00*2|3 19:00*2', midweekWeeks: 0 },
  // Basketball: the NBA and the CBA every night, a round every two nights; the others weekly.
  101: {
    tz: -5,
    span: 2,
    weekend: '0 19:00*2|0 19:30*2|0 20:00|0 22:00|0 22:30|1 19:00*2|1 19:30*2|1 20:00*2|1 21:00|1 22:00',
  },
  102: { tz: 8, span: 2, weekend: '0 19:35*4|0 20:00|1 15:00|1 19:35*4' },
  103: {
    tz: 1,
    weekend: '4 19:00|4 20:00*2|4 20:30|5 18:00|5 19:00|5 20:00|5 20:30*2',
    midweek: '2 19:00|2 20:00*2|2 20:30|3 18:00|3 19:00|3 20:00|3 20:30*2',
    midweekWeeks: 0,
  },
  104: { tz: 1, weekend: '6 18:00|6 20:00|7 12:30|7 17:00*2|7 18:00|7 19:00*2|7 20:30' },
  105: { tz: 9, weekend: '6 14:05*4|6 18:05*2|7 14:05*4|7 15:05*2', midweek: '3 19:05*12', midweekWeeks: 1 },
  106: { tz: 11, weekend: '4 19:30|5 19:30|6 17:30|6 19:30|7 16:00' },
};

/** Cup stages after the league phase, with how many teams each starts with. */
const KNOCKOUTS: [string, number][] = [
  ['R16', 16],
  ['QF', 8],
  ['SF', 4],
  ['F', 2],
];
/** International friendlies fill the hours no competition plays, so a match is in play at any hour. */
const FRIENDLY = 12;
/** A football match is in play this long after kick-off (stoppage time and half-time included). */
const IN_PLAY = 105 * 60;

export interface Fixture {
  event_id: number;
  sport_id: 1 | 2;
  home_id: number;
  away_id: number;
  time: number;
  round: string;
}

interface Slot {
  day: number;
  minutes: number;
}

const parsedSlots = new Map<string, Slot[]>();

function parseSlots(text: string | undefined): Slot[] {
  if (!text) return [];
  const known = parsedSlots.get(text);
  if (known) return known;
  const slots = text.split('|').flatMap((part) => {
    const match = /^(\d) (\d\d):(\d\d)(?:\*(\d+))?$/.exec(part);
    if (!match) throw new Error(`bad slot ${part}`);
    const slot = { day: Number(match[1]), minutes: Number(match[2]) * 60 + Number(match[3]) };
    return Array.from({ length: Number(match[4] ?? 1) }, () => slot);
  });
  parsedSlots.set(text, slots);
  return slots;
}

/** Week of a local day, Monday first (day 0, 1970-01-01, was a Thursday). */
const weekOf = (localDay: number) => Math.floor((localDay + 3) / 7);

function midweeksBefore(schedule: Schedule, week: number): number {
  if (schedule.midweekWeeks === 'all') return week;
  if (schedule.midweekWeeks === 0) return Math.floor((week + 1) / 2);
  if (schedule.midweekWeeks === 1) return Math.floor(week / 2);
  return 0;
}

function hasMidweek(schedule: Schedule, week: number): boolean {
  return schedule.midweekWeeks === 'all' || (schedule.midweek !== undefined && week % 2 === schedule.midweekWeeks);
}

/** The pairs of round `r` (0 to n-2) of a single round robin over `teams` (circle method; odd counts get a bye). */
export function roundRobin(teams: readonly number[], r: number): [number, number][] {
  const list: (number | null)[] = teams.length % 2 === 0 ? [...teams] : [...teams, null];
  const n = list.length;
  if (n < 2) return [];
  const rest = list.slice(1);
  const order = [list[0] ?? null, ...rest.map((_, j) => rest[(j + r) % (n - 1)] ?? null)];
  const pairs: [number, number][] = [];
  for (let i = 0; i < n / 2; i++) {
    const a = order[i];
    const b = order[n - 1 - i];
    if (a === null || a === undefined || b === null || b === undefined) continue;
    // Alternate home and away so no team is always at home.
    pairs.push((r + i) % 2 === 0 ? [a, b] : [b, a]);
  }
  return pairs;
}

/** Round `counter` of a league (double round robin, a new draw every season) or a cup (league phase, knockouts). */
function roundPairs(seed: number, eventId: number, teams: number[], counter: number, cup: boolean) {
  if (teams.length < 2) return { label: '', pairs: [] as [number, number][] };
  const single = teams.length % 2 === 0 ? teams.length - 1 : teams.length;
  const cycle = seasonLength(teams.length, cup);
  if (!cup) {
    const draw = rngFor(seed, 'season', eventId, Math.floor(counter / cycle)).shuffle(teams);
    const r = counter % cycle;
    const pairs = roundRobin(draw, r % single);
    return {
      label: `R${r + 1}`,
      pairs: r < single ? pairs : pairs.map(([home, away]): [number, number] => [away, home]),
    };
  }
  const stages = KNOCKOUTS.filter(([, size]) => size <= teams.length);
  const group = cycle - stages.length;
  const season = Math.floor(counter / cycle);
  const draw = rngFor(seed, 'season', eventId, season).shuffle(teams);
  const r = counter % cycle;
  if (r < group) return { label: 'GROUP', pairs: roundRobin(draw, r) };
  const [label, size] = stages[r - group] as [string, number];
  const through = rngFor(seed, 'knockout', eventId, season, r).shuffle(draw).slice(0, size);
  const pairs: [number, number][] = [];
  for (let i = 0; i + 1 < through.length; i += 2) pairs.push([through[i] as number, through[i + 1] as number]);
  return { label, pairs };
}

interface Round {
  counter: number;
  start: number;
  slots: Slot[];
  offset: number;
}

/** A competition's rounds that start between the weeks (or spans) of two UTC+8 days, in order. */
function roundsBetween(schedule: Schedule, cup: boolean, fromDay: number, toDay: number): Round[] {
  const rounds: Round[] = [];
  if (schedule.span) {
    const span = schedule.span;
    for (let c = Math.floor(fromDay / span); c <= Math.floor(toDay / span); c++)
      rounds.push({ counter: c, start: c * span, slots: parseSlots(schedule.weekend), offset: 0 });
    return rounds;
  }
  for (let week = weekOf(fromDay); week <= weekOf(toDay); week++) {
    const monday = week * 7 - 3;
    const before = midweeksBefore(schedule, week);
    const mid = hasMidweek(schedule, week);
    if (mid)
      rounds.push({
        counter: cup ? before : week + before,
        start: monday,
        slots: parseSlots(schedule.midweek),
        offset: 1,
      });
    if (schedule.weekend)
      rounds.push({
        counter: week + before + (mid ? 1 : 0),
        start: monday,
        slots: parseSlots(schedule.weekend),
        offset: 1,
      });
  }
  return rounds;
}

/** A competition's placed round (memoised: a round spans days, and each day of it reads the same placement). */
function placedRound(seed: number, event: EventSeed, teams: number[], round: Round, memo: CalendarMemo): Fixture[] {
  const schedule = SCHEDULES[event.id] as Schedule;
  const key = `${event.id}:${round.start}:${round.counter}`;
  const placed = memo.rounds.get(key) ?? placeRound(seed, event, schedule, teams, round);
  memo.rounds.set(key, placed);
  return placed;
}

/** The fixtures of a competition whose UTC+8 day is `day`: its rounds around that day, placed in their slots. */
function competitionFixtures(
  seed: number,
  event: EventSeed,
  teams: number[],
  day: number,
  memo: CalendarMemo,
): Fixture[] {
  const schedule = SCHEDULES[event.id];
  if (!schedule) return [];
  return roundsBetween(schedule, event.type === 2, day - 2, day + 1).flatMap((round) =>
    placedRound(seed, event, teams, round, memo).filter((fixture) => dayOf(fixture.time) === day),
  );
}

/** Rounds in a season: a double round robin for a league, the league phase and knockouts for a cup. */
function seasonLength(teams: number, cup: boolean): number {
  const single = teams % 2 === 0 ? teams - 1 : teams;
  if (!cup) return 2 * single;
  const group = Math.min(single, teams >= 16 ? 8 : 6);
  return group + KNOCKOUTS.filter(([, size]) => size <= teams).length;
}

/**
 * The fixtures of the season in play at `now` (the season of the latest round all kicked off), every round of it up
 * to the week after, oldest first: what a league table counts. A pure function of (seed, competition, day).
 */
export function seasonFixtures(
  seed: number,
  event: EventSeed,
  teams: number[],
  now: number,
  memo = newCalendarMemo(),
): Fixture[] {
  const schedule = SCHEDULES[event.id];
  if (!schedule || teams.length < 2) return [];
  const day = dayOf(now);
  const cycle = seasonLength(teams.length, event.type === 2);
  // A season lasts at most a week (or a span) a round: its first round starts after this.
  const longest = cycle * (schedule.span ?? 7);
  const rounds = roundsBetween(schedule, event.type === 2, day - longest, day + 7).map((round) => ({
    round,
    fixtures: placedRound(seed, event, teams, round, memo),
  }));
  // A new season's table starts once its first round has all kicked off; until then the last one stands.
  const current = rounds
    .filter(({ fixtures }) => fixtures.length > 0 && fixtures.every((fixture) => fixture.time <= now))
    .at(-1);
  if (!current) return [];
  const season = Math.floor(current.round.counter / cycle);
  return rounds
    .filter(({ round }) => Math.floor(round.counter / cycle) === season)
    .flatMap(({ fixtures }) => fixtures)
    .sort((a, b) => a.time - b.time || a.home_id - b.home_id);
}

/** A round's matches in its slots (a round spans days: each day of it reads the same placement). */
function placeRound(seed: number, event: EventSeed, schedule: Schedule, teams: number[], round: Round): Fixture[] {
  const { label, pairs } = roundPairs(seed, event.id, teams, round.counter, event.type === 2);
  if (pairs.length === 0 || round.slots.length === 0) return [];
  const rng = rngFor(seed, 'round', event.id, round.counter, label);
  const order = rng.shuffle(pairs);
  const slots =
    round.slots.length > order.length
      ? rng
          .shuffle(round.slots)
          .slice(0, order.length)
          .sort((a, b) => a.day - b.day || a.minutes - b.minutes)
      : round.slots;
  return order.map(([home, away], index) => {
    const slot = slots[index % slots.length] as Slot;
    const time = (round.start + slot.day - round.offset) * DAY + slot.minutes * 60 - schedule.tz * 3600;
    return { event_id: event.id, sport_id: event.sport_id, home_id: home, away_id: away, time, round: label };
  });
}

/** Teams by competition: leagues their clubs, cups the top four of each league they draw from. */
export function participants(db: Db): Map<number, number[]> {
  const teams = db.prepare('SELECT id, event_id FROM teams ORDER BY id').all() as unknown as {
    id: number;
    event_id: number;
  }[];
  const byEvent = new Map<number, number[]>();
  for (const team of teams) byEvent.set(team.event_id, [...(byEvent.get(team.event_id) ?? []), team.id]);
  for (const event of EVENTS) {
    if (event.from)
      byEvent.set(
        event.id,
        event.from.flatMap((league) => (byEvent.get(league) ?? []).slice(0, 4)),
      );
  }
  return byEvent;
}

/** The competitions' fixtures of a day with the few that carry a special status, before friendlies fill gaps. */
function scheduledDay(seed: number, teams: Map<number, number[]>, day: number, sport: 1 | 2, memo: CalendarMemo) {
  const fixtures = EVENTS.filter((event) => event.sport_id === sport)
    .flatMap((event) => competitionFixtures(seed, event, teams.get(event.id) ?? [], day, memo))
    .sort((a, b) => a.time - b.time || a.event_id - b.event_id || a.home_id - b.home_id);
  const rng = rngFor(seed, 'special', day, sport);
  const special = new Map<Fixture, number>();
  // The day's last four kick-offs are always played: tests pin them in play and finished (e2e score.spec).
  const free = fixtures.slice(0, -4);
  // At most a seventh of a day's football matches (a quarter of basketball's): on a quiet weekday the league matches
  // are mostly played, and the leagues with two rounds a week (Mexico, the Gulf) do not pile up games in hand.
  const statuses = (sport === 1 ? FOOTBALL_SPECIAL : BASKETBALL_SPECIAL).slice(
    0,
    Math.floor(fixtures.length / (sport === 1 ? 7 : 4)),
  );
  // The quiet competitions' matches first, one per competition before a second: the tables fans follow (the hot
  // leagues') rarely have a game in hand.
  const hot = new Set(EVENTS.filter((event) => event.hot).map((event) => event.id));
  for (const status of statuses) {
    const taken = new Set([...special.keys()].map((fixture) => fixture.event_id));
    const rank = (fixture: Fixture) => (hot.has(fixture.event_id) ? 2 : 0) + (taken.has(fixture.event_id) ? 1 : 0);
    const best = Math.min(...free.map(rank));
    const pool = free.filter((fixture) => rank(fixture) === best);
    if (pool.length === 0) break;
    const fixture = pool[rng.int(0, pool.length - 1)] as Fixture;
    free.splice(free.indexOf(fixture), 1);
    special.set(fixture, status);
  }
  return { fixtures, special };
}

/**
 * Friendlies for the hours of the day when no football match would be in play. Half the nations play before noon,
 * the other half after, so a nation never plays twice within half a day (nor late one day and early the next).
 */
function friendlies(seed: number, teams: Map<number, number[]>, day: number, played: Fixture[]): Fixture[] {
  const nations = teams.get(FRIENDLY) ?? [];
  const half = Math.ceil(nations.length / 2);
  const pools = [nations.slice(0, half), nations.slice(half)].map((pool, i) =>
    rngFor(seed, 'friendlies', day, i).shuffle(pool),
  );
  const kickoffs = played.map((fixture) => fixture.time);
  const noon = dayStart(day) + DAY / 2;
  const out: Fixture[] = [];
  for (let t = dayStart(day); t < dayStart(day + 1); t += 300) {
    if (kickoffs.some((time) => time <= t && t < time + IN_PLAY)) continue;
    const pool = pools[t < noon ? 0 : 1] as number[];
    const home = pool.pop();
    const away = pool.pop();
    if (home === undefined || away === undefined) continue;
    out.push({ event_id: FRIENDLY, sport_id: 1, home_id: home, away_id: away, time: t, round: 'FRIENDLY' });
    kickoffs.push(t);
  }
  return out;
}

type Scheduled = ReturnType<typeof scheduledDay>;

/** What one run of the calendar has placed already: rounds span days, and each day's friendlies read the day before. */
export interface CalendarMemo {
  rounds: Map<string, Fixture[]>;
  days: Map<string, Scheduled>;
}

export const newCalendarMemo = (): CalendarMemo => ({ rounds: new Map(), days: new Map() });

/** Every match of a UTC+8 day, a pure function of (seed, day) and the catalogue. */
export function dayFixtures(seed: number, teams: Map<number, number[]>, day: number, memo = newCalendarMemo()) {
  const scheduled = (d: number, sport: 1 | 2) => {
    const key = `${d}:${sport}`;
    const known = memo.days.get(key) ?? scheduledDay(seed, teams, d, sport, memo);
    memo.days.set(key, known);
    return known;
  };
  const out: { fixture: Fixture; special: number | null }[] = [];
  for (const sport of [1, 2] as const) {
    const { fixtures, special } = scheduled(day, sport);
    let all = fixtures;
    if (sport === 1) {
      const before = scheduled(day - 1, 1);
      const regular = [...before.fixtures, ...fixtures].filter(
        (fixture) => !special.has(fixture) && !before.special.has(fixture),
      );
      all = [...fixtures, ...friendlies(seed, teams, day, regular)].sort(
        (a, b) => a.time - b.time || a.event_id - b.event_id || a.home_id - b.home_id,
      );
    }
    for (const fixture of all) out.push({ fixture, special: special.get(fixture) ?? null });
  }
  return out;
}

/**
 * Makes sure the matches of the given days exist. Each day is a pure function of (seed, day), so days
 * added later (the window moves with real time) fit the ones seeded before.
 */
export function ensureMatchDays(db: Db, seed: number, fromDay: number, toDay: number): number {
  const known = db.prepare('SELECT 1 FROM match_days WHERE day = ?');
  const missing: number[] = [];
  for (let day = fromDay; day <= toDay; day++) if (!known.get(day)) missing.push(day);
  if (missing.length === 0) return 0;
  const teams = participants(db);
  const catalogue = new Map(
    (
      db.prepare('SELECT id, short_name_zh, country_code FROM teams').all() as unknown as {
        id: number;
        short_name_zh: string;
        country_code: string;
      }[]
    ).map((team) => [team.id, team]),
  );
  const insertMatch = db.prepare(
    `INSERT OR IGNORE INTO matches (id, sport_id, event_id, home_id, away_id, time, round, special_status, venue, referee)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const markDay = db.prepare('INSERT INTO match_days (day) VALUES (?)');
  const insertModel = db.prepare(
    'INSERT OR IGNORE INTO models (id, type, match_id, price, pin, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  let added = 0;
  const memo = newCalendarMemo();
  for (const day of missing) {
    const rng = rngFor(seed, 'day', day);
    const index = { 1: 0, 2: 0 };
    const regular: { id: number; time: number; friendly: boolean }[] = [];
    for (const { fixture, special } of dayFixtures(seed, teams, day, memo)) {
      // Ids are day, sport and rank in the day: at most 100 matches of a sport a day.
      if (index[fixture.sport_id] >= 100) continue;
      const id = day * 1000 + fixture.sport_id * 100 + index[fixture.sport_id]++;
      insertMatch.run(
        id,
        fixture.sport_id,
        fixture.event_id,
        fixture.home_id,
        fixture.away_id,
        fixture.time,
        fixture.round,
        special,
        `${catalogue.get(fixture.home_id)?.short_name_zh ?? ''}${fixture.sport_id === 1 ? '体育场' : '体育馆'}`,
        refereeName(
          seed,
          id,
          catalogue.get(fixture.home_id)?.country_code ?? '',
          catalogue.get(fixture.away_id)?.country_code ?? '',
        )[0],
      );
      added++;
      if (fixture.sport_id === 1 && special === null)
        regular.push({ id, time: fixture.time, friendly: fixture.event_id === FRIENDLY });
    }
    // Data models (spec §4 types 1-4) on eight of the day's matches (league and cup ones first), one pinned, published
    // MODEL_LEAD before kick-off. Each type's first model of a day has a price, so a fan can buy one of every type at
    // any hour (issue #32): from any moment the lead covers the whole next day.
    const shuffled = rng.shuffle(regular);
    [...shuffled.filter((match) => !match.friendly), ...shuffled.filter((match) => match.friendly)]
      .slice(0, 8)
      .forEach((match, index) => {
        const type = (index % 4) + 1;
        insertModel.run(
          match.id * 10 + type,
          type,
          match.id,
          rng.pick(index < 4 ? [18, 28, 38] : [0, 18, 28, 38]),
          index === 0 ? 1 : 0,
          match.time - MODEL_LEAD,
        );
      });
    markDay.run(day);
  }
  return added;
}
