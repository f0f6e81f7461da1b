import type { Payout } from '@live/api-contract';
import { InfiniteScroll, useTimeZone } from '@live/ui-kit';
import { useState } from 'react';
import { useServices } from '../../app/services';
import { LoadState } from '../../components/data-views/LoadState';
import { payoutStageLabel } from '../../domain/labels';
import { formatMoney, formatRecordTime, payoutSteps } from '../../domain/money';
import { usePagedList } from '../../hooks/use-paged-list';
import { useVisiblePolling } from '../../hooks/use-visible-polling';
import { useWalletT } from './messages';
import { IN_PAGE, QUIET } from '../../domain/request-presets';

const TONE = { review: 'wait', dispatching: 'wait', dispatched: 'good', cancelled: 'bad' } as const;

/** One payout with its progress: review -> dispatching -> dispatched, or cancelled (spec §4 labels). */
export function PayoutRow({ payout }: { payout: Payout }) {
  const { root } = useServices();
  const timeZone = useTimeZone();
  const t = useWalletT();
  const language = root.language.lang;
  return (
    <li className="payout__row" data-stage={payout.stage}>
      <div className="payout__head">
        <span>{t('payoutRow', { amount: formatMoney(payout.amount, language), account: payout.account })}</span>
        <span className={`account-status account-status--${TONE[payout.stage]}`}>{payout.status_text}</span>
      </div>
      <div className="account-hint">{formatRecordTime(payout.created_at, language, timeZone)}</div>
      <ol className="payout__steps" aria-label={payout.status_text}>
        {payoutSteps(payout.stage).map((step) => (
          <li key={step.stage} className={`payout__step${step.reached ? ' payout__step--reached' : ''}`}>
            {payoutStageLabel(step.stage, language)}
          </li>
        ))}
      </ol>
    </li>
  );
}

/** The caller's payouts, newest first, paged; refreshed while one is still moving. */
export function PayoutList({ version }: { version: number }) {
  const { api } = useServices();
  const t = useWalletT();
  const list = usePagedList<Payout>(
    (page, signal) => api.wallet.getPayoutList({ page, size: 20, ...IN_PAGE }, { signal }),
    `payouts-${version}`,
  );
  // Rows still moving are re-read quietly (no skeleton): the newest page answers their current stage.
  const [fresh, setFresh] = useState<ReadonlyMap<number, Payout>>(new Map());
  const shown = (list.data ?? []).map((payout) => fresh.get(payout.id) ?? payout);
  const moving = shown.some((payout) => payout.stage === 'review' || payout.stage === 'dispatching');
  useVisiblePolling(
    async () => {
      const answer = await api.wallet.getPayoutList({ page: 1, size: 20, ...QUIET });
      setFresh(new Map(answer.list.map((payout) => [payout.id, payout])));
    },
    3000,
    moving,
  );
  return (
    <section className="account-card" aria-label={t('payouts')}>
      <h2 className="account-card__title">{t('payouts')}</h2>
      <LoadState state={list} rows={3} isEmpty={(rows) => rows.length === 0} emptyText={t('noPayouts')}>
        {(rows) => (
          <>
            <ul className="plain-list">
              {rows.map((payout) => (
                <PayoutRow key={payout.id} payout={fresh.get(payout.id) ?? payout} />
              ))}
            </ul>
            <InfiniteScroll loadMore={list.loadMore} hasMore={list.hasMore} />
          </>
        )}
      </LoadState>
    </section>
  );
}
