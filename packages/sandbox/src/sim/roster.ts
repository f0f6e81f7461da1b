import { FIRST_NAMES, GIVEN_CN, LAST_NAMES, SURNAMES_CN, split } from '../seed/names.ts';
import { rngFor } from '../seed/prng.ts';
import type { RosterPlayer, TeamInfo } from './types.ts';

const FOOTBALL_POSITIONS = ['G', 'D', 'D', 'D', 'D', 'M', 'M', 'M', 'F', 'F', 'F', 'G', 'D', 'D', 'M', 'M', 'F', 'F'];
const BASKETBALL_POSITIONS = ['G', 'G', 'F', 'F', 'C', 'G', 'G', 'F', 'F', 'C', 'F', 'G'];

const cache = new Map<string, RosterPlayer[]>();

/** A team's squad, the same on every call: starters first (11 in football, 5 in basketball). */
export function rosterOf(seed: number, team: TeamInfo, sport: 1 | 2): RosterPlayer[] {
  const key = `${seed}:${team.id}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const rng = rngFor(seed, 'roster', team.id);
  const local = team.country_code === 'cn' || team.country_code === 'jp';
  const numbers = rng.shuffle(Array.from({ length: 40 }, (_, i) => i + 2));
  const positions = sport === 1 ? FOOTBALL_POSITIONS : BASKETBALL_POSITIONS;
  const used = new Set<string>();
  const players = positions.map((position, index) => {
    let zh = '';
    let en = '';
    do {
      const [aZh, aEn] = split(rng.pick(local ? SURNAMES_CN : FIRST_NAMES));
      const [bZh, bEn] = split(rng.pick(local ? GIVEN_CN : LAST_NAMES));
      zh = local ? `${aZh}${bZh}` : `${aZh}·${bZh}`;
      en = local ? `${bEn} ${aEn}` : `${aEn} ${bEn}`;
    } while (used.has(zh));
    used.add(zh);
    const shirt = position === 'G' && sport === 1 && index === 0 ? 1 : (numbers[index] ?? index + 1);
    return { id: team.id * 100 + index + 1, name_zh: zh, name_en: en, shirt_number: shirt, position };
  });
  cache.set(key, players);
  return players;
}
