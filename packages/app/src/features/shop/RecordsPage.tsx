import type { BagItem, Order } from '@live/api-contract';
import { Button, formatCount, Image, InfiniteScroll, Tabs, Toast, useTimeZone } from '@live/ui-kit';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useServices } from '../../app/services';
import { AccountPage } from '../../components/account-page/AccountPage';
import { LoadState } from '../../components/data-views/LoadState';
import { couponStatusLabel } from '../../domain/labels';
import { bagItemStatus, formatRecordTime } from '../../domain/money';
import { shopCardOn } from '../../domain/user';
import { useLoad } from '../../hooks/use-load';
import { usePagedList } from '../../hooks/use-paged-list';
import { useRequestKey } from '../../hooks/use-request-key';
import { paths } from '../../routes/paths';
import { useShopT } from './messages';
import { RenameDialog } from './RenameDialog';
import './shop.css';
import { useAction } from '../../hooks/use-action';
import { IN_PAGE, QUIET } from '../../domain/request-presets';

const TONE: Record<number, string> = { 0: 'wait', 1: '', 2: 'good', 3: 'bad' };

/** /newshop/records: the orders (physical ones with their address) and the bag with the statuses of spec §4. */
export default function RecordsPage() {
  const t = useShopT();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'bag' ? 'bag' : 'orders';
  return (
    <AccountPage title={t('records')} fallback={paths.newshop()}>
      <Tabs
        sticky
        label={t('records')}
        items={[
          { key: 'orders', title: t('orders') },
          { key: 'bag', title: t('bag') },
        ]}
        activeKey={tab}
        onChange={(key) => setParams(key === 'bag' ? { tab: 'bag' } : {}, { replace: true })}
      >
        {tab === 'orders' ? <Orders /> : <Bag />}
      </Tabs>
    </AccountPage>
  );
}

function Orders() {
  const { api, root } = useServices();
  const timeZone = useTimeZone();
  const t = useShopT();
  const list = usePagedList<Order>(
    (page, signal) => api.shop.getOrderList({ page, size: 20, ...IN_PAGE }, { signal }),
    'orders',
  );
  return (
    <LoadState state={list} isEmpty={(rows) => rows.length === 0} emptyText={t('noOrders')}>
      {(rows) => (
        <>
          <ul className="shop__list">
            {rows.map((order) => (
              <li key={order.id} className="shop__record" data-testid="order">
                <Image src={order.image} alt="" width={48} height={48} />
                <div>
                  <div className="shop__record-head">
                    <Link to={paths.newshop({}, { goods: order.goods_id })} className="shop__record-name">
                      {order.goods_name}
                    </Link>
                    <span className={`account-status account-status--${order.status === 3 ? 'good' : 'wait'}`}>
                      {t(`order_${order.status === 1 || order.status === 2 ? order.status : 3}`)}
                    </span>
                  </div>
                  <div className="account-hint">
                    {t('orderLine', { q: order.quantity, n: formatCount(order.gold, root.language.lang) })} ·{' '}
                    {formatRecordTime(order.created_at, root.language.lang, timeZone)}
                  </div>
                  {order.address && (
                    <div className="account-hint" data-ugc>
                      {order.address}
                    </div>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <InfiniteScroll loadMore={list.loadMore} hasMore={list.hasMore} />
        </>
      )}
    </LoadState>
  );
}

function Bag() {
  const { api, root } = useServices();
  const timeZone = useTimeZone();
  const t = useShopT();
  const request = useRequestKey();
  const [version, setVersion] = useState(0);
  const { running: using, run } = useAction<number>();
  const [renaming, setRenaming] = useState<BagItem | null>(null);
  const bag = useLoad<BagItem[]>(
    (signal) => api.shop.getBagList(IN_PAGE, { signal }).then((answer) => answer.list),
    `bag-${version}`,
  );
  const language = root.language.lang;
  // A used frame or chat effect card runs until the end the platform set in the user's info.
  const activeUntil = (item: BagItem): number => {
    const info = root.user.info;
    const until =
      item.effect === 'avatar_frame'
        ? info?.avatar_frame_until
        : item.effect === 'chat_effect'
          ? info?.chat_effect_until
          : 0;
    return until && shopCardOn(until, Date.now()) ? until : 0;
  };
  const use = async (item: BagItem) => {
    if (item.effect === 'rename') {
      setRenaming(item);
      return;
    }
    await run(async () => {
      await api.shop.useBagItem({ id: item.id, request_id: request.key() });
      if (item.effect !== 'none') {
        // The server granted VIP, the no-ads flags, a frame or a chat effect: the user's info follows (the badge,
        // is_no_qrad / is_no_popad, avatar_frame_until, chat_effect_until).
        const info = await api.user.getUserInfo(QUIET).catch(() => null);
        if (info) root.user.setUser({ ...info, token: root.user.token });
        Toast.success(t(`done_${item.effect}`));
      } else Toast.success(t('used'));
      setVersion((n) => n + 1);
    }, item.id);
    request.settled();
  };
  return (
    <LoadState state={bag} isEmpty={(rows) => rows.length === 0} emptyText={t('noBag')}>
      {(rows) => (
        <>
          {renaming && (
            <RenameDialog
              item={renaming}
              onClose={() => setRenaming(null)}
              onUsed={() => {
                setRenaming(null);
                setVersion((n) => n + 1);
              }}
            />
          )}
          <ul className="shop__list">
            {rows.map((item) => {
              const status = bagItemStatus(item, Date.now());
              return (
                <li key={item.id} className="shop__record" data-testid="bag-item">
                  <Image src={item.image} alt="" width={48} height={48} />
                  <div>
                    <div className="shop__record-head">
                      <Link to={paths.newshop({}, { goods: item.goods_id })} className="shop__record-name">
                        {item.name}
                      </Link>
                      <span className={`account-status account-status--${TONE[status] ?? ''}`}>
                        {couponStatusLabel(status, language)}
                      </span>
                    </div>
                    {item.effect !== 'none' && <div className="account-hint">{t(`effect_${item.effect}`)}</div>}
                    {status !== 1 && (
                      <div className="account-hint">
                        {t('expires', { date: formatRecordTime(item.expire_time, language, timeZone) })}
                      </div>
                    )}
                    {status === 1 && activeUntil(item) > 0 && (
                      <div className="account-hint">
                        {t('activeUntil', { date: formatRecordTime(activeUntil(item), language, timeZone) })}
                      </div>
                    )}
                    {status === 2 && (
                      <Button size="small" round loading={using === item.id} onClick={() => void use(item)}>
                        {t('use')}
                      </Button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </LoadState>
  );
}
