import type { Db } from '../db/database.ts';
import { EVENTS, GIVEN_CN, SURNAMES_CN, split } from './names.ts';
import { rngFor } from './prng.ts';

/** The calendar is cut in days of UTC+8, the users' time zone. */
export const TZ_OFFSET = 8 * 3600;
export const DAY = 86400;

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

/** Kick-offs every 20 minutes in football and every 45 in basketball, round the clock. */
const SLOTS = { 1: { every: 20 * 60, count: 72 }, 2: { every: 45 * 60, count: 32 } } as const;

export const FOOTBALL_SPECIAL = [0, 6, 9, 10, 11, 12, 13];
/**
 * Football's 6 is a retired code (spec §4 "blank", the feed's old extra time): the feed no longer sends it, so no
 * match carries it (a match scheduled for tonight showed as in extra time, issue #28). Its slot is still drawn, so
 * every other day of the calendar stays as it was.
 */
const RETIRED = 6;
export const BASKETBALL_SPECIAL = [0, 11, 12, 13, 14, 15];

const CUP_ROUNDS = ['GROUP', 'R16', 'QF', 'SF', 'F'];

interface TeamRow {
  id: number;
  event_id: number;
  short_name_zh: string;
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
  const teams = db.prepare('SELECT id, event_id, short_name_zh FROM teams ORDER BY id').all() as unknown as TeamRow[];
  const byEvent = new Map<number, number[]>();
  const shortName = new Map(teams.map((team) => [team.id, team.short_name_zh]));
  for (const team of teams) byEvent.set(team.event_id, [...(byEvent.get(team.event_id) ?? []), team.id]);
  for (const event of EVENTS) {
    if (!event.from) continue;
    byEvent.set(
      event.id,
      event.from.flatMap((league) => (byEvent.get(league) ?? []).slice(0, 4)),
    );
  }
  const insertMatch = db.prepare(
    `INSERT OR IGNORE INTO matches (id, sport_id, event_id, home_id, away_id, time, round, special_status, venue, referee)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const markDay = db.prepare('INSERT INTO match_days (day) VALUES (?)');
  const insertModel = db.prepare(
    'INSERT OR IGNORE INTO models (id, type, match_id, price, pin, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  let added = 0;
  for (const day of missing) {
    for (const sport of [1, 2] as const) {
      const rng = rngFor(seed, 'day', day, sport);
      const events = EVENTS.filter((event) => event.sport_id === sport);
      const weighted = events.flatMap((event) => (event.hot ? [event, event] : [event]));
      const pools = new Map<number, number[]>();
      const { every, count } = SLOTS[sport];
      const special = sport === 1 ? FOOTBALL_SPECIAL : BASKETBALL_SPECIAL;
      const specialSlots = new Map<number, number>();
      for (const status of special) {
        let slot = rng.int(0, count - 1);
        while (specialSlots.has(slot)) slot = (slot + 1) % count;
        specialSlots.set(slot, status);
      }
      if (sport === 1) for (const [slot, status] of specialSlots) if (status === RETIRED) specialSlots.delete(slot);
      const regular: { id: number; time: number }[] = [];
      for (let slot = 0; slot < count; slot++) {
        const event = rng.pick(weighted);
        let pool = pools.get(event.id) ?? [];
        if (pool.length < 2) pool = rng.shuffle(byEvent.get(event.id) ?? []);
        const home = pool.pop();
        const away = pool.pop();
        pools.set(event.id, pool);
        if (home === undefined || away === undefined) continue;
        const round = event.type === 2 ? (event.id === 12 ? 'FRIENDLY' : rng.pick(CUP_ROUNDS)) : `R${(day % 34) + 1}`;
        const id = day * 1000 + sport * 100 + slot;
        const venue = `${shortName.get(home) ?? ''}${sport === 1 ? '体育场' : '体育馆'}`;
        const [surname] = split(rng.pick(SURNAMES_CN));
        const [given] = split(rng.pick(GIVEN_CN));
        insertMatch.run(
          id,
          sport,
          event.id,
          home,
          away,
          dayStart(day) + slot * every,
          round,
          specialSlots.get(slot) ?? null,
          venue,
          `${surname}${given}`,
        );
        added++;
        if (!specialSlots.has(slot)) regular.push({ id, time: dayStart(day) + slot * every });
      }
      if (sport === 1) {
        // Data models (spec §4 types 1-4) on eight of the day's football matches, one of them pinned, published
        // 30 hours before kick-off: a day ahead, so every type has models still to buy at any hour (issue #32).
        rng
          .shuffle(regular)
          .slice(0, 8)
          .forEach((match, index) => {
            const type = (index % 4) + 1;
            insertModel.run(
              match.id * 10 + type,
              type,
              match.id,
              rng.pick([0, 18, 28, 38]),
              index === 0 ? 1 : 0,
              match.time - 30 * 3600,
            );
          });
      }
    }
    markDay.run(day);
  }
  return added;
}
