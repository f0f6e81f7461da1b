import type { BookmakerOdds, OddsMarket } from '@live/api-contract';
import { Empty } from '@live/ui-kit';
import { useMatchTabsT } from './messages';
import { Loading, type TabProps, useTabData } from './parts';

function triple(market: OddsMarket['open']) {
  return market.map((value) => value.toFixed(2)).join(' / ');
}

/** 指数: the odds of every bookmaker (matchOdd): 1X2, handicap and over/under, opening and current. */
export function IndexTab({ sport, matchId }: TabProps) {
  const t = useMatchTabsT();
  const state = useTabData({ sport, matchId }, (race) => race.matchOdd);
  const markets: ('europe' | 'asia' | 'bigsmall')[] = ['europe', 'asia', 'bigsmall'];
  return (
    <Loading state={state}>
      {(data) =>
        data.list.length === 0 ? (
          <Empty description={t('noData')} />
        ) : (
          <table className="match-tab__table" data-testid="odds-table">
            <thead>
              <tr>
                <th scope="col">{t('company')}</th>
                {markets.map((market) => (
                  <th scope="col" key={market}>
                    {t(market)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.list.map((row: BookmakerOdds) => (
                <tr key={row.company_id}>
                  <th scope="row">{row.company}</th>
                  {markets.map((market) => (
                    <td key={market}>
                      <span className="match-tab__odds-open">
                        {t('open')} {triple(row[market].open)}
                      </span>
                      <span>
                        {t('live')} {triple(row[market].live)}
                      </span>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )
      }
    </Loading>
  );
}
