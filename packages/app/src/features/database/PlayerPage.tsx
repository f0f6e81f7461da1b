import type { PlayerInfo } from '@live/api-contract';
import { useTimeZone } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useServices } from '../../app/services';
import { LoadState } from '../../components/data-views/LoadState';
import { PageBar } from '../../components/page-bar/PageBar';
import { matchDate } from '../../domain/match-time';
import { displayName, matchDetailPath, sportName } from '../../domain/names';
import { useLoad } from '../../hooks/use-load';
import { paths } from '../../routes/paths';
import { usePageMeta } from '../../shell/usePageMeta';
import { type DatabaseText, useDatabaseT } from './messages';
import { EntityHeader, Section } from './parts';
import { IN_PAGE } from '../../domain/request-presets';
import './database.css';

const ROLES: Record<number, Record<string, DatabaseText>> = {
  1: { G: 'roleFootballG', D: 'roleFootballD', M: 'roleFootballM', F: 'roleFootballF' },
  2: { G: 'roleBasketballG', F: 'roleBasketballF', C: 'roleBasketballC' },
};

/** A position letter (G, D, M, F in football; G, F, C in basketball) as the text naming it, or null if unknown. */
export function roleText(position: string, sportId: number): DatabaseText | null {
  return ROLES[sportId]?.[position] ?? null;
}

/**
 * A player (/database/team/:sname/:teamId?player=<id>, from squads and lineups): team, position, shirt, age and
 * height, the season's figures and the recent matches with what the player did in each (getPlayerInfo).
 */
export const PlayerPage = observer(function PlayerPage({ playerId, teamId }: { playerId: number; teamId: number }) {
  const { api, brand, root } = useServices();
  const t = useDatabaseT();
  const language = root.language.lang;
  const timeZone = useTimeZone();
  const info = useLoad<PlayerInfo>(
    (signal) => api.database.getPlayerInfo({ player_id: playerId, ...IN_PAGE }, { signal }),
    String(playerId),
  );
  const title = info.data?.player.name ?? t('player');
  usePageMeta(brand, 'default', title);
  const sport = info.data?.team.sport_id ?? 1;
  return (
    <div className="database-page">
      <PageBar title={title} fallback={paths.databaseTeam({ sname: sportName(sport), teamId })} />
      <LoadState state={info} rows={5}>
        {(data) => {
          const role = roleText(data.player.position, data.team.sport_id);
          const football = data.team.sport_id !== 2;
          return (
            <>
              <EntityHeader
                logo={data.team.logo}
                name={data.player.name}
                facts={
                  <>
                    <Link
                      to={paths.databaseTeam({ sname: sportName(data.team.sport_id), teamId: data.team.id })}
                      className="database-header__link"
                    >
                      {displayName(data.team, language)}
                    </Link>
                    {` · ${role ? t(role) : data.player.position} · ${t('shirt', { n: data.player.shirt_number })}`}
                    <br />
                    {`${t('age', { n: data.age })} · ${t('height', { n: data.height })}`}
                    {data.player.captain === 1 && ` · ${t('captain')}`}
                  </>
                }
              />
              <Section title={t('seasonStats')}>
                <dl className="database-tiles" data-testid="player-stats">
                  {data.stats.map((stat) => (
                    <div key={stat.key}>
                      <dt>{stat.name}</dt>
                      <dd>{stat.value}</dd>
                    </div>
                  ))}
                </dl>
              </Section>
              <Section title={t('playerMatches')}>
                {data.matches.length === 0 ? (
                  <p className="database-note">{t('noRecent')}</p>
                ) : (
                  <ul className="database-fixtures">
                    {data.matches.map((match) => (
                      <li key={match.id}>
                        <Link
                          to={matchDetailPath({ id: match.id, sport_id: data.team.sport_id })}
                          className="database-fixtures__link"
                        >
                          <span className="database-fixtures__date">
                            {matchDate(match.time, language, timeZone)} · {match.event_name}
                          </span>
                          <span className="database-fixtures__teams">
                            {match.home_name} {match.home_score}-{match.away_score} {match.away_name}
                          </span>
                          <span className={`database-player-line is-${match.result}`}>
                            {match.contribution > 0
                              ? t(football ? 'goalsIn' : 'pointsIn', { n: match.contribution })
                              : t(`result${match.result || 'D'}` as DatabaseText)}
                          </span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </Section>
            </>
          );
        }}
      </LoadState>
    </div>
  );
});
