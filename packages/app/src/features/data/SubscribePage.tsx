import type { ModelDetail, Wallet } from '@live/api-contract';
import { Button, Skeleton, Toast } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRequireLogin } from '../../app/require-login';
import { useServices } from '../../app/services';
import { PageBar } from '../../components/page-bar/PageBar';
import { modelDetailPath, modelTypeKey, subscribeState } from '../../domain/data-models';
import { randomRequestId } from '../../domain/gifts';
import { useLoad } from '../../hooks/use-load';
import { LinkButton } from '../../routes/links';
import { paths } from '../../routes/paths';
import { usePageMeta } from '../../shell/usePageMeta';
import { useDataT } from './messages';
import { ModelCard } from './ModelCard';
import { ModelLoad } from './ModelDetailView';
import { IN_PAGE } from '../../domain/request-presets';
import './data.css';

/** The offer for one model: open it, log in, pay with gold, or top up first. */
const Offer = observer(function Offer({ model, wallet }: { model: ModelDetail; wallet: Wallet | null }) {
  const { api, root } = useServices();
  const t = useDataT();
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const [busy, setBusy] = useState(false);
  // One key per payment attempt: a retry after a lost answer reuses it, so the platform charges once.
  const [requestId] = useState(randomRequestId);
  const item = model.item;
  const key = modelTypeKey(item.type);
  const detailPath = key ? modelDetailPath(key, item.id) : paths.data();
  const gold = wallet?.gold ?? 0;
  const state = subscribeState(item, { loggedIn: root.user.isLoggedIn, gold });

  function pay() {
    if (!requireLogin()) return;
    setBusy(true);
    api.model
      .subscribe({ id: item.id, request_id: requestId })
      .then((result) => {
        root.user.update(result.balances);
        Toast.success(t('subscribeDone'));
        navigate(detailPath, { replace: true });
      })
      .catch(() => setBusy(false));
  }

  if (state === 'closed') {
    return (
      <div className="model-offer">
        <p role="status">{t('closed')}</p>
        <LinkButton to={detailPath} variant="primary" round block>
          {t('viewModel')}
        </LinkButton>
      </div>
    );
  }
  if (state === 'subscribed' || state === 'free') {
    return (
      <div className="model-offer">
        <p>{t(state === 'free' ? 'freeModel' : 'alreadySubscribed')}</p>
        <LinkButton to={detailPath} variant="primary" round block>
          {t('viewModel')}
        </LinkButton>
      </div>
    );
  }
  return (
    <div className="model-offer">
      <p className="model-offer__price">{t('price', { n: item.price })}</p>
      {state !== 'login' && <p className="data-page__note">{t('balance', { n: gold })}</p>}
      {state === 'short' ? (
        <>
          <p className="model-offer__warn" role="alert">
            {t('short', { n: item.price - gold })}
          </p>
          <LinkButton to={paths.recharge()} variant="primary" round block>
            {t('recharge')}
          </LinkButton>
        </>
      ) : (
        <Button variant="primary" round block loading={busy} disabled={busy} onClick={pay}>
          {state === 'login' ? t('loginFirst') : t('confirmPay', { n: item.price })}
        </Button>
      )}
    </div>
  );
});

/** /data/model/subscribe/:id: what the model is, what it costs, the gold balance, and paying for it. */
export default observer(function SubscribePage() {
  const { api, brand, root } = useServices();
  const t = useDataT();
  usePageMeta(brand, 'default', t('subscribe'));
  const loggedIn = root.user.isLoggedIn;
  const wallet = useLoad<Wallet | null>(
    (signal) => (loggedIn ? api.wallet.getWallet(IN_PAGE, { signal }) : Promise.resolve(null)),
    String(root.user.uid),
  );
  return (
    <div className="data-page">
      <PageBar title={t('subscribe')} fallback={paths.data()} />
      <ModelLoad>
        {(data) => (
          <>
            <ul className="model-list">
              <ModelCard item={data.item} />
            </ul>
            {wallet.loading ? <Skeleton rows={2} /> : <Offer model={data} wallet={wallet.data} />}
          </>
        )}
      </ModelLoad>
    </div>
  );
});
