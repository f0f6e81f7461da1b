import { NATION_CODES, namedCountry, personName } from '../seed/people.ts';
import { type Rng, rngFor } from '../seed/prng.ts';
import type { RosterPlayer, TeamInfo } from './types.ts';

/** The systems a coach may play; a team keeps its own all season, and its squad is built for it. */
export const FORMATIONS = ['4-4-2', '4-3-3', '3-5-2', '4-2-3-1', '5-3-2', '4-1-4-1', '3-4-3'] as const;
/** The bench: a goalkeeper and two of each outfield line. */
const FOOTBALL_BENCH = ['G', 'D', 'D', 'M', 'M', 'F', 'F'];

/** A football team's formation, the same on every call. */
export function formationOf(seed: number, teamId: number): string {
  return rngFor(seed, 'formation', teamId).pick(FORMATIONS);
}

/** The starters' positions of a formation, goalkeeper first, then the back line, midfield and attack. */
export function formationPositions(formation: string): string[] {
  const lines = formation.split('-').map(Number);
  const defenders = lines[0] ?? 4;
  const forwards = lines.length > 1 ? (lines.at(-1) ?? 2) : 2;
  const line = (position: string, count: number) => Array.from({ length: count }, () => position);
  return ['G', ...line('D', defenders), ...line('M', 10 - defenders - forwards), ...line('F', forwards)];
}
const BASKETBALL_POSITIONS = ['G', 'G', 'F', 'F', 'C', 'G', 'G', 'F', 'F', 'C', 'F', 'G'];

const cache = new Map<string, RosterPlayer[]>();

/**
 * A team's squad, the same on every call: starters first (11 in football, 5 in basketball), football's in the
 * positions of the team's formation.
 */
export function rosterOf(seed: number, team: Squad, sport: 1 | 2): RosterPlayer[] {
  const key = `${seed}:${team.id}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const rng = rngFor(seed, 'roster', team.id);
  const numbers = rng.shuffle(Array.from({ length: 40 }, (_, i) => i + 2));
  const positions =
    sport === 1 ? [...formationPositions(formationOf(seed, team.id)), ...FOOTBALL_BENCH] : BASKETBALL_POSITIONS;
  // A national team is its country's; a club signs a few foreigners (Chinese clubs fewer).
  const foreign = team.national ? 0 : team.country_code === 'cn' ? 0.15 : 0.3;
  const used = new Set<string>();
  const players = positions.map((position, index) => {
    let zh = '';
    let en = '';
    do {
      [zh, en] = personName(rng, countryOf(rng, team.country_code, foreign));
    } while (used.has(zh));
    used.add(zh);
    const shirt = position === 'G' && sport === 1 && index === 0 ? 1 : (numbers[index] ?? index + 1);
    return { id: team.id * 100 + index + 1, name_zh: zh, name_en: en, shirt_number: shirt, position };
  });
  cache.set(key, players);
  return players;
}

/** A team as its people are drawn: a national team's are all of its country. */
export type Squad = TeamInfo & { national?: number };

/** Where a person of a team comes from: its country, or with chance `foreign` (always, for a multinational league) another. */
function countryOf(rng: Rng, home: string, foreign: number): string {
  return namedCountry(home) && !rng.chance(foreign) ? home : rng.pick(NATION_CODES.filter((code) => code !== home));
}

/** A team's head coach, [Chinese, Latin-script]: mostly of the team's country, the same on every call. */
export function coachName(seed: number, team: Squad): [string, string] {
  const rng = rngFor(seed, 'coach', team.id);
  return personName(rng, countryOf(rng, team.country_code, team.national ? 0.2 : 0.35));
}

/** A match's referee, [Chinese, Latin-script]: a league's from its country, a neutral one between two countries. */
export function refereeName(seed: number, matchId: number, home: string, away: string): [string, string] {
  const rng = rngFor(seed, 'referee', matchId);
  if (home === away && namedCountry(home)) return personName(rng, home);
  return personName(rng, rng.pick(NATION_CODES.filter((code) => code !== home && code !== away)));
}
