import { Empty } from '@live/ui-kit';
import { goalDifference, standingColumns } from '../../domain/match-centre';
import { useMatchTabsT } from './messages';
import { LoadState } from '../data-views/LoadState';
import { Section, type TabProps, useTabData } from './parts';

/** 排名: the league tables of the match's event (getMatchRank), with goal difference; basketball has no draws. */
export function RankTab({ sport, matchId }: TabProps) {
  const t = useMatchTabsT();
  const state = useTabData({ sport, matchId }, (race) => race.getMatchRank);
  const columns = standingColumns(sport);
  return (
    <LoadState state={state} rows={5}>
      {(data) =>
        data.tables.length === 0 ? (
          <Empty description={t('noData')} />
        ) : (
          data.tables.map((table) => (
            <Section key={table.name} title={table.name}>
              <table className="match-tab__table" data-testid="rank-table">
                <thead>
                  <tr>
                    <th scope="col">{t('rankPosition')}</th>
                    <th scope="col" className="match-tab__team">
                      {t('rankTeam')}
                    </th>
                    {columns.map((column) => (
                      <th scope="col" key={column}>
                        {t(
                          column === 'difference' && sport === 'basketball' ? 'rankPointDifference' : `rank_${column}`,
                        )}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {table.rows.map((row) => (
                    <tr key={row.team_id}>
                      <td>{row.position}</td>
                      <th scope="row" className="match-tab__team">
                        {row.team_name}
                      </th>
                      {columns.map((column) => (
                        <td key={column} className="match-tab__num">
                          {column === 'difference' ? goalDifference(row) : row[column]}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </Section>
          ))
        )
      }
    </LoadState>
  );
}
