import type { PlayerInfo, PlayerMatch, TeamStat } from '@live/api-contract';
import type { Call } from './http/call.ts';
import { notFound } from './http/errors.ts';
import { rngFor } from './seed/prng.ts';
import type { MatchRow } from './sim/types.ts';
import { finished } from './world.ts';
import { brief } from './routes/race.ts';
import { playersOf } from './views.ts';

/** How many of the team's last finished matches a player page counts. */
const COUNTED_MATCHES = 10;

/**
 * A player page (issue #33): the player of a squad (ids are team id * 100 + place in the roster) and figures
 * counted from the events of the team's finished matches, so they agree with those matches' timelines.
 */
export function playerInfo(call: Call): PlayerInfo {
  const id = call.params.int('player_id');
  const world = call.app.world;
  const teamId = Math.floor(id / 100);
  const team = world.teams.get(teamId);
  const roster = team ? world.roster(teamId) : [];
  const index = roster.findIndex((player) => player.id === id);
  const rosterPlayer = roster[index];
  const player = rosterPlayer && playersOf(call, teamId)[index];
  if (!team || !rosterPlayer || !player) return notFound(call.t('球员', 'Jogador'), id);
  world.ensureWindow(call.now);
  const rows = world.db
    .prepare('SELECT * FROM matches WHERE (home_id = ? OR away_id = ?) AND time < ? ORDER BY time DESC LIMIT 20')
    .all(teamId, teamId, call.now) as unknown as MatchRow[];
  const football = team.sport_id === 1;
  let appearances = 0;
  let scored = 0;
  let assists = 0;
  let yellow = 0;
  let red = 0;
  const matches: PlayerMatch[] = [];
  for (const row of rows) {
    const state = world.state(row, call.now);
    if (!finished(row.sport_id, state.status) || matches.length === COUNTED_MATCHES) continue;
    const side = row.home_id === teamId ? 1 : 2;
    const own = state.visible.filter((event) => event.side === side);
    const named = (name: string) => name === rosterPlayer.name_zh;
    const cameOn = own.some((event) => event.kind === 'sub' && named(event.assist));
    const played = player.starter === 1 || cameOn || own.some((event) => named(event.player));
    let contribution = 0;
    for (const event of own) {
      if (named(event.player) && event.kind !== 'own_goal') contribution += event.points;
      if (named(event.assist) && event.kind !== 'sub') assists++;
      if (named(event.player) && event.kind === 'yellow') yellow++;
      if (named(event.player) && event.kind === 'red') red++;
    }
    if (played) appearances++;
    scored += contribution;
    matches.push({ ...brief(call, row, teamId), contribution });
  }
  const stat = (key: string, zh: string, pt: string, value: number): TeamStat => ({
    key,
    name: call.t(zh, pt),
    value,
  });
  const rng = rngFor(world.seed, 'player', id);
  return {
    player,
    team: world.teamView(teamId, call.lang),
    event: world.eventView(team.event_id, call.lang),
    age: rng.int(19, 35),
    height: football ? rng.int(170, 195) : rng.int(185, 220),
    stats: football
      ? [
          stat('appearances', '出场', 'Jogos', appearances),
          stat('goals', '进球', 'Gols', scored),
          stat('assists', '助攻', 'Assistências', assists),
          stat('yellow', '黄牌', 'Amarelos', yellow),
          stat('red', '红牌', 'Vermelhos', red),
        ]
      : [
          stat('appearances', '出场', 'Jogos', appearances),
          stat('points', '得分', 'Pontos', scored),
          stat(
            'average',
            '场均得分',
            'Média de pontos',
            appearances ? Math.round((scored / appearances) * 10) / 10 : 0,
          ),
        ],
    matches,
  };
}
