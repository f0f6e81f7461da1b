import type { BoxScore, BoxScoreRow } from '@live/api-contract';
import type { Call } from './http/call.ts';
import type { MatchRow } from './sim/types.ts';
import { playersOf } from './views.ts';

/**
 * A basketball box score (issue #33) counted from the baskets of the match so far, so each team's points add up to
 * its score on the scoreboard at the same instant.
 */
export function boxScore(call: Call, row: MatchRow): BoxScore {
  const world = call.app.world;
  const state = world.state(row, call.now);
  const side = (position: 1 | 2, teamId: number): BoxScoreRow[] => {
    const byName = new Map(world.roster(teamId).map((player) => [player.name_zh, player.id]));
    const lines = new Map<number, BoxScoreRow>(
      playersOf(call, teamId).map((player) => [
        player.id,
        {
          player_id: player.id,
          name: player.name,
          shirt_number: player.shirt_number,
          starter: player.starter,
          points: 0,
          three_made: 0,
          two_made: 0,
          free_throws_made: 0,
        },
      ]),
    );
    for (const event of state.visible) {
      if (event.side !== position || event.points === 0) continue;
      const line = lines.get(byName.get(event.player) ?? 0);
      if (!line) continue;
      line.points += event.points;
      if (event.points === 3) line.three_made++;
      else if (event.points === 2) line.two_made++;
      else line.free_throws_made++;
    }
    return [...lines.values()];
  };
  return { matchid: row.id, home: side(1, row.home_id), away: side(2, row.away_id) };
}
