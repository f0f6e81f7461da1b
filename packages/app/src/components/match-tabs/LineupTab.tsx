import type { Incident, Player, TeamLineup } from '@live/api-contract';
import { LineupPitch, type PitchPlayer, type PitchTeam } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useServices } from '../../app/services';
import { playerPath } from '../../domain/names';
import { useLoad } from '../../hooks/use-load';
import { useMatchTabsT } from './messages';
import { LoadState } from '../data-views/LoadState';
import { Section, type TabProps, useTabData } from './parts';
import { QUIET } from '../../domain/request-presets';

const ROLE_TEXTS = { G: 'roleG', D: 'roleD', M: 'roleM', F: 'roleF' } as const;

/** Who came off and who came on at which minute, by name (a substitution's player goes off, its assist comes on). */
export function substitutionMinutes(incidents: readonly Incident[], side: 1 | 2): Map<string, number> {
  const minutes = new Map<string, number>();
  for (const incident of incidents) {
    if (incident.type !== 'sub' || incident.position !== side) continue;
    minutes.set(incident.player, incident.minute);
    if (incident.assist) minutes.set(incident.assist, incident.minute);
  }
  return minutes;
}

/** 阵容 (football only): both lineups on a pitch by formation, benches and coaches, names opening the players. */
export const LineupTab = observer(function LineupTab({ sport, matchId }: TabProps) {
  const { api } = useServices();
  const t = useMatchTabsT();
  const state = useTabData({ sport, matchId }, (race) => race.getLineupData);
  const incidents = useLoad(
    (signal) => api.race.getIncidentsData({ matchid: matchId, ...QUIET }, { signal }).catch(() => ({ list: [] })),
    String(matchId),
  );
  const pitchTeam = (name: string, lineup: TeamLineup, side: 1 | 2): PitchTeam => {
    const subs = substitutionMinutes(incidents.data?.list ?? [], side);
    const player = (p: Player): PitchPlayer => ({
      id: p.id,
      number: p.shirt_number,
      name: p.name,
      role: p.position in ROLE_TEXTS ? t(ROLE_TEXTS[p.position as keyof typeof ROLE_TEXTS]) : p.position,
      captain: p.captain === 1,
      subMinute: subs.get(p.name),
    });
    return {
      name,
      formation: lineup.formation,
      starters: lineup.players.filter((p) => p.starter === 1).map(player),
      substitutes: lineup.players.filter((p) => p.starter !== 1).map(player),
    };
  };
  return (
    <LoadState state={state} rows={5}>
      {(data) => (
        <>
          {data.confirmed !== 1 && <p className="match-tab__note">{t('unconfirmed')}</p>}
          <LineupPitch
            home={pitchTeam(t('home'), data.home, 1)}
            away={pitchTeam(t('away'), data.away, 2)}
            labels={{ substitutes: t('substitutes'), captain: t('captain'), off: t('cameOff'), on: t('cameOn') }}
            link={(player, inner) => (
              <Link
                to={playerPath(1, teamOf(data.home, data.away, player.id), Number(player.id))}
                className={inner.className}
              >
                {inner.children}
              </Link>
            )}
          />
          <Section title={t('coach')}>
            <p className="match-tab__note">
              {t('home')}: {data.home.coach} · {t('away')}: {data.away.coach}
            </p>
          </Section>
        </>
      )}
    </LoadState>
  );
});

/** The team whose lineup lists the player (its page lives under that team's address). */
function teamOf(home: TeamLineup, away: TeamLineup, playerId: number | string): number {
  return home.players.some((p) => p.id === playerId) ? home.team_id : away.team_id;
}
