import { Empty } from '@live/ui-kit';
import { useServices } from '../../app/services';
import { useMatchTabsT } from './messages';
import { Loading, quiet, Section, type TabProps } from './parts';
import { useMatchData } from './use-match-data';

/** 排名: the league tables of the match's event (getMatchRank). */
export function RankTab({ sport, matchId }: TabProps) {
  const { api } = useServices();
  const t = useMatchTabsT();
  const state = useMatchData(
    (signal) => api.race.getMatchRank(sport, { matchid: matchId, ...quiet }, { signal }),
    `${sport}-${matchId}`,
  );
  const head = t('rankHeader').split(' ');
  return (
    <Loading state={state}>
      {(data) =>
        data.tables.length === 0 ? (
          <Empty description={t('noData')} />
        ) : (
          data.tables.map((table) => (
            <Section key={table.name} title={table.name}>
              <table className="match-tab__table" data-testid="rank-table">
                <thead>
                  <tr>
                    {head.map((name) => (
                      <th scope="col" key={name}>
                        {name}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {table.rows.map((row) => (
                    <tr key={row.team_id}>
                      <td>{row.position}</td>
                      <th scope="row">{row.team_name}</th>
                      <td>{row.played}</td>
                      <td>{row.won}</td>
                      <td>{row.drawn}</td>
                      <td>{row.lost}</td>
                      <td>{row.points}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Section>
          ))
        )
      }
    </Loading>
  );
}
