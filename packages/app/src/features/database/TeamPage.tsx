import type { TeamInfo } from '@live/api-contract';
import { Empty, useTimeZone } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router-dom';
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
import { ResultStrip } from './ResultStrip';
import './database.css';
import { matchDateTime } from '../../domain/match-time';

/** /database/team/:sname/:teamId: the team, its recent results as a strip, its next fixtures and its squad. */
export default observer(function TeamPage() {
  const { api, brand, root } = useServices();
  const t = useDatabaseT();
  const teamId = idParam(useParams().teamId);
  const language = root.language.lang;
  const timeZone = useTimeZone();
  const info = useLoad<TeamInfo | null>(
    (signal) =>
      teamId === null
        ? Promise.resolve(null)
        : api.database.getTeamInfo({ team_id: teamId, hideLoading: true }, { signal }),
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
                  <Squad players={data.players} sportId={data.team.sport_id} />
                </Section>
              </>
            )
          }
        </LoadState>
      )}
    </div>
  );
});
