import { Empty } from '@live/ui-kit';
import { useMatchTabsT } from './messages';
import { Loading, Section, type TabProps, useTabData } from './parts';

/** 排名: the league tables of the match's event (getMatchRank). */
export function RankTab({ sport, matchId }: TabProps) {
  const t = useMatchTabsT();
  const state = useTabData({ sport, matchId }, (race) => race.getMatchRank);
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
