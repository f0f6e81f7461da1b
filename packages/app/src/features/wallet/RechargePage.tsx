import type { RechargeOption, RechargeOrderResult } from '@live/api-contract';
import { Amount, Button, Empty, formatCount, Spinner, Toast } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AccountPage } from '../../components/account-page/AccountPage';
import { LoadState } from '../../components/data-views/LoadState';
import { useServices } from '../../app/services';
import { useRequireLogin } from '../../app/require-login';
import { useLoad } from '../../hooks/use-load';
import { useRequestKey } from '../../hooks/use-request-key';
import { useVisiblePolling } from '../../hooks/use-visible-polling';
import { BASENAME, paths } from '../../routes/paths';
import { formatMoney } from '../../domain/money';
import { useWalletT } from './messages';
import './wallet.css';
import { useAction } from '../../hooks/use-action';
import { IN_PAGE } from '../../domain/request-presets';

/** Only the platform's own payment pages (the sandbox cashier) or an https provider are opened. */
function payAddress(payUrl: string, returnPath: string, language: string): string | null {
  if (payUrl.startsWith('/sandbox/'))
    return `${payUrl}&return=${encodeURIComponent(returnPath)}${language.startsWith('pt') ? '&lang=pt-br' : ''}`;
  return /^https:\/\//.test(payUrl) ? payUrl : null;
}

/**
 * /recharge and /mobile/recharge: the gold options; paying opens the payment page (in the sandbox its cashier,
 * which completes or fails the payment), which returns here with ?order= and the page follows the order until it
 * is paid (the gold arrives) or failed (nothing charged).
 */
export function RechargeView({ mobile }: { mobile: boolean }) {
  const t = useWalletT();
  return (
    <AccountPage title={t('rechargeTitle')} needsLogin={false} bare={mobile} fallback={paths.userWallet()}>
      <RechargeBody returnPath={BASENAME + (mobile ? paths.mobileRecharge() : paths.recharge())} />
    </AccountPage>
  );
}

export default function RechargePage() {
  return <RechargeView mobile={false} />;
}

const RechargeBody = observer(function RechargeBody({ returnPath }: { returnPath: string }) {
  const { api, root } = useServices();
  const language = root.language.lang;
  const t = useWalletT();
  const requireLogin = useRequireLogin();
  const request = useRequestKey();
  const [params] = useSearchParams();
  const orderId = Number(params.get('order') ?? 0);
  const [chosen, setChosen] = useState<number | null>(null);
  const { busy: paying, run } = useAction();
  const options = useLoad<RechargeOption[]>(
    (signal) => api.wallet.getRechargeOptions(IN_PAGE, { signal }).then((answer) => answer.list),
    'options',
  );
  const selected = options.data?.find((option) => option.id === chosen) ?? options.data?.[0];

  const pay = async () => {
    if (!selected || !requireLogin()) return;
    await run(async () => {
      const order = await api.wallet.recharge({ option_id: selected.id, request_id: request.key() });
      request.settled();
      const address = payAddress(order.pay_url, returnPath, root.language.lang);
      if (address) window.location.assign(address);
    });
  };

  return (
    <>
      {orderId > 0 && root.user.isLoggedIn && <OrderState orderId={orderId} returnPath={returnPath} />}
      <section className="account-card">
        <dl className="account-figures">
          <div>
            <dt>{t('currentGold')}</dt>
            <dd>{root.user.isLoggedIn ? <Amount value={root.user.info?.gold ?? 0} /> : '—'}</dd>
          </div>
        </dl>
      </section>
      <section className="account-card">
        <h2 className="account-card__title">{t('chooseOption')}</h2>
        <LoadState state={options} rows={3} isEmpty={(list) => list.length === 0} emptyText={t('noOptions')}>
          {(list) => (
            <>
              <ul className="recharge__options">
                {list.map((option) => (
                  <li key={option.id}>
                    <button
                      type="button"
                      className="recharge__option"
                      aria-pressed={option.id === selected?.id}
                      onClick={() => setChosen(option.id)}
                    >
                      <span className="recharge__gold">{formatCount(option.gold, language)}</span>
                      <span className="recharge__unit">{t('gold')}</span>
                      {option.bonus > 0 && (
                        <span className="recharge__bonus">
                          {t('bonus', { n: formatCount(option.bonus, language) })}
                        </span>
                      )}
                      <span className="recharge__price">{t('price', { n: formatMoney(option.price, language) })}</span>
                    </button>
                  </li>
                ))}
              </ul>
              <Button
                className="recharge__pay"
                variant="primary"
                block
                round
                loading={paying}
                disabled={!selected}
                onClick={() => void pay()}
              >
                {t('payNow', { n: formatMoney(selected?.price ?? 0, language) })}
              </Button>
            </>
          )}
        </LoadState>
        <p className="account-hint">{t('rechargeNote')}</p>
      </section>
    </>
  );
});

/** The order the payment page returned with: followed until it is paid or failed. */
const OrderState = observer(function OrderState({ orderId, returnPath }: { orderId: number; returnPath: string }) {
  const { api, root } = useServices();
  const language = root.language.lang;
  const t = useWalletT();
  const [order, setOrder] = useState<RechargeOrderResult | null>(null);
  const [failed, setFailed] = useState(false);
  const check = async () => {
    try {
      const answer = await api.wallet.getRechargeOrder({ order_id: orderId, ...IN_PAGE });
      setOrder(answer);
      if (answer.state !== 'pending') root.user.update({ gold: answer.wallet.gold });
    } catch {
      setFailed(true);
    }
  };
  useEffect(() => {
    setOrder(null);
    setFailed(false);
    void check();
  }, [orderId]);
  useVisiblePolling(check, 3000, order?.state === 'pending');
  useEffect(() => {
    if (order?.state === 'paid') Toast.success(t('orderPaid', { n: formatCount(order.gold, language) }));
  }, [order?.state]);

  if (failed) return <Empty description={t('loadFailed')} />;
  if (!order)
    return (
      <section className="account-card" aria-busy="true">
        <Spinner label={t('checking')} showLabel />
      </section>
    );
  const address = order.state === 'pending' ? payAddress(order.pay_url, returnPath, root.language.lang) : null;
  return (
    <section className="account-card" role="status" data-testid="recharge-order">
      {order.state === 'paid' && (
        <p className="account-status account-status--good">
          {t('orderPaid', { n: formatCount(order.gold, language) })}
        </p>
      )}
      {order.state === 'failed' && (
        <p className="account-status account-status--bad">{t('orderFailed', { id: order.id })}</p>
      )}
      {order.state === 'pending' && (
        <>
          <p className="account-status account-status--wait">{t('orderPending', { id: order.id })}</p>
          {address && (
            <div className="account-actions">
              <a className="uk-button uk-button--primary uk-button--small uk-button--round" href={address}>
                <span className="uk-button__text">{t('continuePay')}</span>
              </a>
            </div>
          )}
        </>
      )}
    </section>
  );
});
