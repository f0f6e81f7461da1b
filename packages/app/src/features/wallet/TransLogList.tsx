import type { ProfitLog } from '@live/api-contract';
import { formatCount, InfiniteScroll, useTimeZone } from '@live/ui-kit';
import { useServices } from '../../app/services';
import { LoadState } from '../../components/data-views/LoadState';
import { formatMoney, formatRecordTime } from '../../domain/money';
import { usePagedList } from '../../hooks/use-paged-list';
import { useWalletT } from './messages';
import { IN_PAGE } from '../../domain/request-presets';

/** A transaction log of one type (0 all), newest first; pages from 2 on are appended (spec §3). */
export function TransLogList({ type }: { type: number }) {
  const { api, root } = useServices();
  const timeZone = useTimeZone();
  const t = useWalletT();
  const language = root.language.lang;
  const list = usePagedList<ProfitLog>(
    (page, signal) => api.user.getProfitList({ type, page, size: 20, ...IN_PAGE }, { signal }),
    `log-${type}`,
  );
  // Money in R$ (pt-BR) or 元; gold and diamonds as counts with their unit (issue #30).
  const figure = (value: number, currency: ProfitLog['currency']) =>
    currency === 'money'
      ? t('yuan', { n: formatMoney(value, language) })
      : `${formatCount(value, language)} ${t(`currency_${currency}`)}`;
  const amount = (log: ProfitLog) => `${log.amount > 0 ? '+' : ''}${figure(log.amount, log.currency)}`;
  return (
    <LoadState state={list} isEmpty={(rows) => rows.length === 0} emptyText={t('noLogs')}>
      {(rows) => (
        <>
          <ul className="plain-list">
            {rows.map((log) => (
              <li key={log.id} className="trans-log__row">
                <span>{log.type_name}</span>
                <span className={`trans-log__amount trans-log__amount--${log.amount >= 0 ? 'in' : 'out'}`}>
                  {amount(log)}
                </span>
                <span className="trans-log__meta">
                  {log.remark} · {formatRecordTime(log.created_at, language, timeZone)}
                </span>
                <span className="trans-log__meta">{t('balanceAfter', { n: figure(log.balance, log.currency) })}</span>
              </li>
            ))}
          </ul>
          <InfiniteScroll loadMore={list.loadMore} hasMore={list.hasMore} />
        </>
      )}
    </LoadState>
  );
}
