import type { RankRow, RankTable } from '@live/api-contract';
import { rngFor } from '../seed/prng.ts';
import type { Lang } from './types.ts';
import { media, nameIn, type World } from '../world.ts';

/** A league table (or cup groups of four) consistent with itself: points = 3W + D, goals add up. */
export function standings(world: World, eventId: number, lang: Lang): RankTable[] {
  const event = world.event(eventId);
  if (event.id === 12) return [];
  const teams = [...world.teams.values()].filter((team) => team.event_id === eventId);
  const participants = teams.length > 0 ? teams : cupTeams(world, eventId);
  const rng = rngFor(world.seed, 'standings', eventId);
  const football = event.sport_id === 1;
  const rows: RankRow[] = participants.map((team) => {
    const played = event.type === 2 ? 6 : rng.int(18, 22);
    const strength = rng.next();
    const won = Math.round(played * (0.2 + strength * 0.5));
    const drawn = football ? Math.min(played - won, rng.int(0, Math.round(played * 0.3))) : 0;
    const lost = played - won - drawn;
    const goalsFor = football ? won * 2 + drawn + rng.int(0, 8) : won * 110 + lost * 98 + rng.int(0, 200);
    const goalsAgainst = football ? lost * 2 + drawn + rng.int(0, 8) : lost * 110 + won * 98 + rng.int(0, 200);
    return {
      position: 0,
      team_id: team.id,
      team_name: nameIn(team, lang),
      team_logo: media.teamLogo(team.id),
      played,
      won,
      drawn,
      lost,
      goals_for: goalsFor,
      goals_against: goalsAgainst,
      points: football ? won * 3 + drawn : won,
    };
  });
  const sort = (list: RankRow[]) =>
    list
      .sort(
        (a, b) =>
          b.points - a.points ||
          b.goals_for - b.goals_against - (a.goals_for - a.goals_against) ||
          a.team_id - b.team_id,
      )
      .map((row, index) => ({ ...row, position: index + 1 }));
  if (event.type === 1) return [{ name: lang === 'pt' ? 'Classificação' : '积分榜', rows: sort(rows) }];
  const groups: RankTable[] = [];
  for (let i = 0; i < rows.length; i += 4) {
    const letter = String.fromCharCode(65 + i / 4);
    groups.push({ name: lang === 'pt' ? `Grupo ${letter}` : `${letter}组`, rows: sort(rows.slice(i, i + 4)) });
  }
  return groups;
}

function cupTeams(world: World, eventId: number) {
  const ids = new Set(
    (
      world.db
        .prepare(
          'SELECT DISTINCT home_id AS id FROM matches WHERE event_id = ? UNION SELECT DISTINCT away_id FROM matches WHERE event_id = ?',
        )
        .all(eventId, eventId) as { id: number }[]
    ).map((row) => row.id),
  );
  return [...world.teams.values()].filter((team) => ids.has(team.id)).slice(0, 16);
}
