import { Empty } from '@live/ui-kit';
import { type OddsMarketKey, oddsLines } from '../../domain/match-centre';
import { useMatchTabsT } from './messages';
import { LoadState } from '../data-views/LoadState';
import { type TabProps, useTabData } from './parts';

/** Basketball names its markets in points: moneyline (no draw), spread, total points. */
const BASKETBALL_MARKETS = { europe: 'moneyline', asia: 'spread', bigsmall: 'totalPoints' } as const satisfies Record<
  OddsMarketKey,
  string
>;

/**
 * 指数: the odds (matchOdd) as one small table per bookmaker: a row per market (1X2 or, in basketball, the
 * moneyline; handicap; over/under), opening and current prices side by side, each price on its own, a current
 * price with an arrow when it moved since the opening.
 */
export function IndexTab({ sport, matchId }: TabProps) {
  const t = useMatchTabsT();
  const state = useTabData({ sport, matchId }, (race) => race.matchOdd);
  return (
    <LoadState state={state} rows={5}>
      {(data) =>
        data.list.length === 0 ? (
          <Empty description={t('noData')} />
        ) : (
          <div data-testid="odds-table">
            {data.list.map((row) => (
              <table key={row.company_id} className="match-tab__table match-tab__odds">
                <caption className="match-tab__odds-company">{row.company}</caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <span className="uk-visually-hidden">{t('market')}</span>
                    </th>
                    <th scope="col">{t('open')}</th>
                    <th scope="col">{t('live')}</th>
                  </tr>
                </thead>
                <tbody>
                  {oddsLines(sport, row).map((line) => (
                    <tr key={line.market}>
                      <th scope="row">{t(sport === 'basketball' ? BASKETBALL_MARKETS[line.market] : line.market)}</th>
                      <td className="match-tab__odds-open">
                        <span className="match-tab__prices">
                          {line.open.map((value, at) => (
                            <span key={at}>{value}</span>
                          ))}
                        </span>
                      </td>
                      <td>
                        <span className="match-tab__prices">
                          {line.live.map((value, at) => (
                            <span key={at} className={`match-tab__price match-tab__price--${line.moves[at] ?? 'same'}`}>
                              {value}
                              {line.moves[at] !== 'same' && (
                                <>
                                  <span aria-hidden="true">{line.moves[at] === 'up' ? '↑' : '↓'}</span>
                                  <span className="uk-visually-hidden">
                                    {t(line.moves[at] === 'up' ? 'priceUp' : 'priceDown')}
                                  </span>
                                </>
                              )}
                            </span>
                          ))}
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ))}
          </div>
        )
      }
    </LoadState>
  );
}
