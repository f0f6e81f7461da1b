import type { EventInfo, EventIntegral, EventMatches, EventRank, EventView } from '@live/api-contract';
import { Empty, Image, Tabs } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useServices } from '../../app/services';
import { FormStrip } from '../../components/data-views/FormStrip';
import { LoadState } from '../../components/data-views/LoadState';
import { PageBar } from '../../components/page-bar/PageBar';
import { dictionaryLabel, statDictionaryOf, visitedLeagueOf } from '../../domain/database';
import { goalDifference } from '../../domain/match-centre';
import { isChinese } from '../../domain/language';
import { displayName, sportName } from '../../domain/names';
import { useLoad } from '../../hooks/use-load';
import { paths } from '../../routes/paths';
import { usePageMeta } from '../../shell/usePageMeta';
import { useDatabaseT } from './messages';
import { BadAddress, EntityHeader, idParam, MatchLine, TableHead } from './parts';
import { useDictionaries } from './use-dictionaries';
import { IN_PAGE } from '../../domain/request-presets';
import './database.css';

/** Tabs of a base dictionary's codes, labelled by the dictionary; none while it is missing. */
function useCodeTabs(name: 'integral_type' | 'foot_ball_type' | 'basket_ball_type') {
  const dictionaries = useDictionaries();
  const dictionary = dictionaries?.[name];
  return {
    label: dictionary?.name ?? '',
    items: (dictionary?.data ?? []).map((item) => ({ key: String(item.code), title: item.name })),
    nameOf: (code: number) => dictionaryLabel(dictionary, code),
  };
}

/** The dictionary's tabs around `children`; the children alone while the dictionary is missing. */
function CodeTabs({
  tabs,
  active,
  onChange,
  children,
}: {
  tabs: ReturnType<typeof useCodeTabs>;
  active: number;
  onChange: (code: number) => void;
  children: ReactNode;
}) {
  if (tabs.items.length === 0) return <>{children}</>;
  return (
    <Tabs items={tabs.items} activeKey={String(active)} onChange={(key) => onChange(Number(key))} label={tabs.label}>
      {children}
    </Tabs>
  );
}

/** Standings (getEventIntegral) by integral_type, each row with its goal difference and its form as W/D/L chips. */
const Standings = observer(function Standings({ eventId, sportId }: { eventId: number; sportId: number }) {
  const { api } = useServices();
  const t = useDatabaseT();
  const tabs = useCodeTabs('integral_type');
  const [type, setType] = useState(1);
  const integral = useLoad<EventIntegral>(
    (signal) => api.database.getEventIntegral({ event_id: eventId, type, ...IN_PAGE }, { signal }),
    `${eventId}-${type}`,
  );
  const football = sportId === 1;
  const table = (
    <LoadState state={integral} isEmpty={(data) => data.tables.every((table) => table.rows.length === 0)}>
      {(data) =>
        data.tables.map((table) => (
          <section key={table.name} className="database-section">
            <h2 className="database-section__title is-table">{table.name}</h2>
            <table className="database-table" data-testid="standings">
              <TableHead
                columns={[
                  t('headRank'),
                  { team: t('headTeam') },
                  t('headPlayed'),
                  t(football ? 'headRecord' : 'headRecordBasket'),
                  t(football ? 'headGoalDifference' : 'headPointDifference'),
                  ...(football ? [t('headPoints')] : []),
                  t('headForm'),
                ]}
              />
              <tbody>
                {table.rows.map((row) => (
                  <tr key={row.team_id}>
                    <td>
                      <span className={`database-table__rank${row.position <= 4 ? ' is-top' : ''}`}>
                        {row.position}
                      </span>
                    </td>
                    <th scope="row" className="is-team">
                      <Link to={paths.databaseTeam({ sname: sportName(sportId), teamId: row.team_id })}>
                        <Image src={row.team_logo} alt="" width={18} height={18} />
                        <span>{row.team_name}</span>
                      </Link>
                    </th>
                    <td>{row.played}</td>
                    <td className="is-nowrap">
                      {football ? `${row.won}/${row.drawn}/${row.lost}` : `${row.won}/${row.lost}`}
                    </td>
                    <td className="is-nowrap">{goalDifference(row)}</td>
                    {football && (
                      <td>
                        <strong>{row.points}</strong>
                      </td>
                    )}
                    <td>
                      <FormStrip form={row.form} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))
      }
    </LoadState>
  );
  return (
    <CodeTabs tabs={tabs} active={type} onChange={setType}>
      {table}
    </CodeTabs>
  );
});

/** The schedule by round (getEventMatch): the current round first, any other round from the picker. */
function Schedule({ eventId }: { eventId: number }) {
  const { api } = useServices();
  const t = useDatabaseT();
  const [round, setRound] = useState<string | undefined>(undefined);
  const matches = useLoad<EventMatches>(
    (signal) => api.database.getEventMatch({ event_id: eventId, round, ...IN_PAGE }, { signal }),
    `${eventId}-${round ?? ''}`,
  );
  return (
    <LoadState state={matches} isEmpty={(data) => data.rounds.length === 0}>
      {(data) => (
        <>
          <label className="database-round">
            <span>{t('round')}</span>
            <select value={data.round} onChange={(event) => setRound(event.target.value)}>
              {data.rounds.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          {data.list.length === 0 ? (
            <Empty description={t('noData')} />
          ) : (
            <ul className="database-matches">
              {data.list.map((match) => (
                <MatchLine key={match.id} match={match} />
              ))}
            </ul>
          )}
        </>
      )}
    </LoadState>
  );
}

/** Player leaders (getEventRank) by the sport's statistic dictionary (foot_ball_type or basket_ball_type). */
const PlayerStats = observer(function PlayerStats({ eventId, sportId }: { eventId: number; sportId: number }) {
  const { api, root } = useServices();
  const t = useDatabaseT();
  const tabs = useCodeTabs(statDictionaryOf(sportId));
  const [type, setType] = useState(1);
  const zh = isChinese(root.language.lang);
  const rank = useLoad<EventRank>(
    (signal) => api.database.getEventRank({ event_id: eventId, type, ...IN_PAGE }, { signal }),
    `${eventId}-${type}`,
  );
  const table = (
    <LoadState state={rank} isEmpty={(data) => data.list.length === 0}>
      {(data) => (
        <table className="database-table" data-testid="player-rank">
          <TableHead
            columns={[
              t('headRank'),
              { team: t('headPlayer') },
              { team: t('headTeam') },
              tabs.items.length ? tabs.nameOf(type) : t('headValue'),
            ]}
          />
          <tbody>
            {data.list.map((row) => (
              <tr key={`${row.rank}-${row.player}`}>
                <td>{row.rank}</td>
                <th scope="row" className="is-team">
                  {row.player}
                </th>
                <td className="is-team">
                  <Link to={paths.databaseTeam({ sname: sportName(sportId), teamId: row.team.id })}>
                    <Image src={row.team.logo} alt="" width={18} height={18} />
                    <span>{zh ? row.team.name_zh : row.team.name_en}</span>
                  </Link>
                </td>
                <td>
                  <strong>{row.value}</strong>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </LoadState>
  );
  return (
    <CodeTabs tabs={tabs} active={type} onChange={setType}>
      {table}
    </CodeTabs>
  );
});

/** The event's summary (getEventView): matches played, scoring, and the last champions. */
const Overview = observer(function Overview({ eventId, sportId }: { eventId: number; sportId: number }) {
  const { api, root } = useServices();
  const t = useDatabaseT();
  const view = useLoad<EventView>(
    (signal) => api.database.getEventView({ event_id: eventId, ...IN_PAGE }, { signal }),
    String(eventId),
  );
  return (
    <LoadState state={view}>
      {(data) => (
        <>
          <dl className="database-tiles">
            <div>
              <dt>{t('totalMatches')}</dt>
              <dd>{data.total_matches}</dd>
            </div>
            <div>
              <dt>{t('finishedMatches')}</dt>
              <dd>{data.finished_matches}</dd>
            </div>
            <div>
              <dt>{t(sportId === 1 ? 'averageGoals' : 'averagePoints')}</dt>
              <dd>{data.average_goals}</dd>
            </div>
          </dl>
          <h2 className="database-section__title is-table">{t('champions')}</h2>
          {data.champions.length === 0 ? (
            <Empty description={t('noData')} />
          ) : (
            <ul className="database-champions">
              {data.champions.map((champion) => (
                <li key={champion.season}>
                  <span className="database-champions__season">{champion.season}</span>
                  <Link to={paths.databaseTeam({ sname: sportName(sportId), teamId: champion.team.id })}>
                    <Image src={champion.team.logo} alt="" width={24} height={24} />
                    <span>{displayName(champion.team, root.language.lang)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </LoadState>
  );
});

type LeagueTab = 'standings' | 'schedule' | 'players' | 'overview';

/** /database/league/:sname/:cid: an event's header and its standings, schedule, player stats and summary. */
export default observer(function LeaguePage() {
  const { api, brand, root } = useServices();
  const t = useDatabaseT();
  const eventId = idParam(useParams().cid);
  const [tab, setTab] = useState<LeagueTab>('standings');
  const info = useLoad<EventInfo | null>(
    (signal) =>
      eventId === null
        ? Promise.resolve(null)
        : api.database.getEventInfo({ event_id: eventId, ...IN_PAGE }, { signal }),
    String(eventId),
  );
  const language = root.language.lang;
  const event = info.data?.event;
  usePageMeta(brand, 'default', event ? displayName(event, language) : t('database'));
  // Opening a league records it among the visited leagues (spec §4).
  useEffect(() => {
    if (event) root.history.visitLeague(visitedLeagueOf(event, language));
  }, [event, language, root]);
  const tabs = (['standings', 'schedule', 'players', 'overview'] as const).map((key) => ({ key, title: t(key) }));
  return (
    <div className="database-page">
      <PageBar title={event ? displayName(event, language) : t('database')} fallback={paths.database()} />
      {eventId === null ? (
        <BadAddress />
      ) : (
        <LoadState state={info} rows={3}>
          {(data) =>
            data && (
              <>
                <EntityHeader
                  logo={data.event.logo}
                  name={isChinese(language) ? data.event.name_zh : data.event.name_en}
                  facts={`${t('season', { s: data.season })} · ${t('teamCount', { n: data.team_count })}`}
                />
                <Tabs
                  sticky
                  items={tabs}
                  activeKey={tab}
                  onChange={(key) => setTab(key as LeagueTab)}
                  label={displayName(data.event, language)}
                >
                  {tab === 'standings' && <Standings eventId={data.event.id} sportId={data.event.sport_id} />}
                  {tab === 'schedule' && <Schedule eventId={data.event.id} />}
                  {tab === 'players' && <PlayerStats eventId={data.event.id} sportId={data.event.sport_id} />}
                  {tab === 'overview' && <Overview eventId={data.event.id} sportId={data.event.sport_id} />}
                </Tabs>
              </>
            )
          }
        </LoadState>
      )}
    </div>
  );
});
