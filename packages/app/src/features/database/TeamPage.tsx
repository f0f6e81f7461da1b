import type { TeamInfo } from '@live/api-contract';
import { Button, Empty, Toast, useTimeZone } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useRequireLogin } from '../../app/require-login';
import { useServices } from '../../app/services';
import { LoadState } from '../../components/data-views/LoadState';
import { PageBar } from '../../components/page-bar/PageBar';
import { isChinese } from '../../domain/language';
import { displayName, matchDetailPath, sportName } from '../../domain/names';
import { useLoad } from '../../hooks/use-load';
import { paths } from '../../routes/paths';
import { usePageMeta } from '../../shell/usePageMeta';
import { useDatabaseT } from './messages';
import { BadAddress, EntityHeader, idParam, Section, Squad } from './parts';
import { PlayerPage } from './PlayerPage';
import { ResultStrip } from './ResultStrip';
import './database.css';
import { matchDateTime } from '../../domain/match-time';
import { IN_PAGE } from '../../domain/request-presets';

/**
 * Follows or unfollows the team (/api/SportDatabase/attentTeam); the platform then counts the team's matches as
 * followed (match alerts, 我的收藏). Shows what the platform answered, starting from getTeamInfo's attented.
 */
function FollowTeam({ teamId, attented }: { teamId: number; attented: boolean }) {
  const { api } = useServices();
  const t = useDatabaseT();
  const requireLogin = useRequireLogin();
  const [following, setFollowing] = useState(attented);
  const toggle = () => {
    if (!requireLogin()) return;
    api.database.attentTeam({ team_id: teamId, type: following ? 0 : 1, ...IN_PAGE }).then(
      (result) => {
        setFollowing(result.attented === 1);
        Toast.success(t(result.attented === 1 ? 'followedOn' : 'followedOff'));
      },
      () => undefined,
    );
  };
  return (
    <Button size="small" variant={following ? 'default' : 'primary'} aria-pressed={following} onClick={toggle}>
      {t(following ? 'following' : 'follow')}
    </Button>
  );
}

/**
 * /database/team/:sname/:teamId: the team with its follow button, its recent results as a strip, its next fixtures
 * and its squad; with ?player=<id> the page of one of its players.
 */
export default observer(function TeamPage() {
  const playerId = idParam(useSearchParams()[0].get('player') ?? undefined);
  const teamId = idParam(useParams().teamId);
  return playerId !== null && teamId !== null ? <PlayerPage playerId={playerId} teamId={teamId} /> : <TeamView />;
});

const TeamView = observer(function TeamView() {
  const { api, brand, root } = useServices();
  const t = useDatabaseT();
  const teamId = idParam(useParams().teamId);
  const language = root.language.lang;
  const timeZone = useTimeZone();
  const info = useLoad<TeamInfo | null>(
    (signal) =>
      teamId === null ? Promise.resolve(null) : api.database.getTeamInfo({ team_id: teamId, ...IN_PAGE }, { signal }),
    String(teamId),
  );
  const team = info.data?.team;
  const title = team ? displayName(team, language) : t('teams');
  usePageMeta(brand, 'default', title);
  return (
    <div className="database-page">
      <PageBar title={title} fallback={paths.database()} />
      {teamId === null ? (
        <BadAddress />
      ) : (
        <LoadState state={info} rows={4}>
          {(data) =>
            data && (
              <>
                <EntityHeader
                  action={<FollowTeam key={data.team.id} teamId={data.team.id} attented={data.attented === 1} />}
                  logo={data.team.logo}
                  name={isChinese(language) ? data.team.name_zh : data.team.name_en}
                  facts={
                    <>
                      <Link
                        to={paths.databaseLeague({ sname: sportName(data.event.sport_id), cid: data.event.id })}
                        className="database-header__link"
                      >
                        {displayName(data.event, language)}
                      </Link>
                      {` · ${t('coach')} ${data.coach} · ${t('founded', { y: data.founded })}`}
                    </>
                  }
                />
                <p className="database-note">
                  {t('venue')}: {data.venue}
                </p>
                <Section title={t('recent')}>
                  <ResultStrip results={data.recent} />
                </Section>
                <Section title={t('fixtures')}>
                  {data.future.length === 0 ? (
                    <Empty description={t('noFixtures')} />
                  ) : (
                    <ul className="database-fixtures">
                      {data.future.map((match) => (
                        <li key={match.id}>
                          <Link
                            to={matchDetailPath({ id: match.id, sport_id: data.team.sport_id })}
                            className="database-fixtures__link"
                          >
                            <span className="database-fixtures__date">
                              {matchDateTime(match.time, language, timeZone)}
                            </span>
                            <span className="database-fixtures__event">{match.event_name}</span>
                            <span className="database-fixtures__teams">
                              {match.home_name} VS {match.away_name}
                            </span>
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </Section>
                <Section title={t('squad')}>
                  <Squad players={data.players} sportId={data.team.sport_id} teamId={data.team.id} />
                </Section>
              </>
            )
          }
        </LoadState>
      )}
    </div>
  );
});
