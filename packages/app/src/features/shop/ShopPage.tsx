import type { Address, Goods } from '@live/api-contract';
import { Button, Image, InfiniteScroll, Popup, Tabs, Toast } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useRequireLogin } from '../../app/require-login';
import { useServices } from '../../app/services';
import { AccountPage } from '../../components/account-page/AccountPage';
import { LoadState } from '../../components/data-views/LoadState';
import { usePagedList } from '../../hooks/use-paged-list';
import { useRequestKey } from '../../hooks/use-request-key';
import { LinkButton } from '../../routes/links';
import { paths } from '../../routes/paths';
import { useShopT } from './messages';
import './shop.css';

const KINDS = ['0', '1', '2'] as const;

/** /newshop: goods by kind with their total, paged (pages from 2 on appended), exchanged for gold. */
export default function ShopPage() {
  const t = useShopT();
  const [kind, setKind] = useState<string>('0');
  const titles = { '0': t('all'), '1': t('virtual'), '2': t('physical') };
  return (
    <AccountPage
      title={t('shop')}
      needsLogin={false}
      right={
        <LinkButton size="small" to={paths.newshopRecords()}>
          {t('recordsLink')}
        </LinkButton>
      }
    >
      <Tabs
        sticky
        label={t('shop')}
        items={KINDS.map((key) => ({ key, title: titles[key] }))}
        activeKey={kind}
        onChange={setKind}
      >
        <GoodsGrid key={kind} kind={Number(kind) as 0 | 1 | 2} />
      </Tabs>
    </AccountPage>
  );
}

function GoodsGrid({ kind }: { kind: 0 | 1 | 2 }) {
  const { api } = useServices();
  const t = useShopT();
  const requireLogin = useRequireLogin();
  const [buying, setBuying] = useState<Goods | null>(null);
  const [total, setTotal] = useState(0);
  const list = usePagedList<Goods>(
    (page, signal) =>
      api.shop
        .getGoodsList({ ...(kind ? { kind } : {}), page, size: 10, hideLoading: true }, { signal })
        .then((answer) => {
          setTotal(answer.total);
          return answer;
        }),
    `goods-${kind}`,
  );
  return (
    <LoadState state={list} isEmpty={(rows) => rows.length === 0} emptyText={t('noGoods')}>
      {(rows) => (
        <>
          <p className="shop__total">{t('total', { n: total })}</p>
          <ul className="shop__grid">
            {rows.map((goods) => (
              <li key={goods.id} className="shop__goods">
                <Image src={goods.image} alt="" width={72} height={72} />
                <h2 className="shop__name">{goods.name}</h2>
                <p className="shop__desc">{goods.description}</p>
                <p className="shop__price">{t('priceGold', { n: goods.price })}</p>
                <Button
                  size="small"
                  variant="primary"
                  round
                  disabled={goods.stock < 1}
                  onClick={() => requireLogin() && setBuying(goods)}
                >
                  {goods.stock < 1 ? t('soldOut') : t('exchange')}
                </Button>
              </li>
            ))}
          </ul>
          <InfiniteScroll loadMore={list.loadMore} hasMore={list.hasMore} />
          {buying && <BuySheet goods={buying} onClose={() => setBuying(null)} />}
        </>
      )}
    </LoadState>
  );
}

/** The exchange sheet: quantity, the address for physical goods, the cost against the caller's gold. */
const BuySheet = observer(function BuySheet({ goods, onClose }: { goods: Goods; onClose: () => void }) {
  const { api, root } = useServices();
  const t = useShopT();
  const request = useRequestKey();
  const [quantity, setQuantity] = useState(1);
  const [addresses, setAddresses] = useState<Address[] | null>(null);
  const [addressId, setAddressId] = useState(0);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const physical = goods.kind === 2;
  const gold = root.user.info?.gold ?? 0;
  const cost = goods.price * quantity;
  const max = Math.max(1, Math.min(10, goods.stock));

  useEffect(() => {
    if (!physical) return;
    api.shop
      .getAddressList({ hideLoading: true })
      .then((answer) => {
        setAddresses(answer.list);
        setAddressId((answer.list.find((row) => row.is_default) ?? answer.list[0])?.id ?? 0);
      })
      .catch(() => setAddresses([]));
  }, [goods.id]);

  const change = (next: number) => {
    setQuantity(Math.min(max, Math.max(1, next)));
    request.settled();
  };

  const exchange = async () => {
    setSending(true);
    try {
      await api.shop.buyGoods({
        goods_id: goods.id,
        quantity,
        ...(physical ? { address_id: addressId } : {}),
        request_id: request.key(),
      });
      request.settled();
      root.user.update({ gold: gold - cost });
      Toast.success(physical ? t('exchanged') : t('toBag'));
      setDone(true);
    } catch {
      // The client showed why (金币不足, 库存不足 ...).
    } finally {
      setSending(false);
    }
  };

  return (
    <Popup open onClose={onClose} label={goods.name} showClose>
      <div className="shop__sheet">
        <h2 className="account-card__title">{goods.name}</h2>
        {done ? (
          <div className="account-actions">
            <LinkButton variant="primary" round to={paths.newshopRecords({}, physical ? {} : { tab: 'bag' })}>
              {t('viewRecords')}
            </LinkButton>
          </div>
        ) : (
          <>
            <div className="shop__quantity" role="group" aria-label={t('quantity')}>
              <span>{t('quantity')}</span>
              <Button size="small" aria-label={t('less')} disabled={quantity <= 1} onClick={() => change(quantity - 1)}>
                −
              </Button>
              <output aria-live="polite">{quantity}</output>
              <Button
                size="small"
                aria-label={t('more')}
                disabled={quantity >= max}
                onClick={() => change(quantity + 1)}
              >
                +
              </Button>
            </div>
            {physical && (
              <fieldset className="shop__addresses">
                <legend>{t('deliverTo')}</legend>
                {addresses !== null && addresses.length === 0 && <p className="account-hint">{t('noAddress')}</p>}
                {(addresses ?? []).map((address) => (
                  <label key={address.id} className="shop__address">
                    <input
                      type="radio"
                      name="address"
                      checked={addressId === address.id}
                      onChange={() => {
                        setAddressId(address.id);
                        request.settled();
                      }}
                    />
                    <span data-ugc>
                      {address.name} {address.mobile}
                      <br />
                      {address.region} {address.detail}
                    </span>
                  </label>
                ))}
                <LinkButton size="small" round to={paths.userMyAddress()}>
                  {t('addAddress')}
                </LinkButton>
              </fieldset>
            )}
            <p className="shop__cost">{t('totalCost', { n: cost, gold })}</p>
            {cost > gold ? (
              <LinkButton variant="primary" block round to={paths.recharge()}>
                {t('recharge')}
              </LinkButton>
            ) : (
              <Button
                variant="primary"
                block
                round
                loading={sending}
                disabled={physical && addressId === 0}
                onClick={() => void exchange()}
              >
                {t('confirmExchange')}
              </Button>
            )}
          </>
        )}
      </div>
    </Popup>
  );
});
