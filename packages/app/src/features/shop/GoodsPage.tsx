import type { Goods } from '@live/api-contract';
import { Button, Empty, formatCount, Image } from '@live/ui-kit';
import { useState } from 'react';
import { ApiError } from '../../api';
import { useRequireLogin } from '../../app/require-login';
import { useServices } from '../../app/services';
import { AccountPage } from '../../components/account-page/AccountPage';
import { LoadState } from '../../components/data-views/LoadState';
import { useLoad } from '../../hooks/use-load';
import { LinkButton } from '../../routes/links';
import { paths } from '../../routes/paths';
import { BuySheet } from './BuySheet';
import { useShopT } from './messages';
import { QUIET } from '../../domain/request-presets';

/** The goods id of /newshop?goods=<id>: a positive whole number, else null (the list shows). */
export function goodsIdOf(value: string | null): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  return Number(value);
}

/**
 * One item's page: picture, description, what it does and for how long, price, stock, and the exchange. A goods the
 * shop no longer sells (or never did) says so with a way back; a network failure offers a retry.
 */
export function GoodsPage({ id }: { id: number }) {
  const { api } = useServices();
  const t = useShopT();
  const goods = useLoad<Goods | 'gone'>(
    (signal) =>
      api.shop.getGoodsInfo({ goods_id: id, ...QUIET }, { signal }).catch((error: unknown) => {
        // The platform answered that it has no such goods on sale; anything else (the network) is a failure.
        if (error instanceof ApiError && error.kind === 'failure') return 'gone' as const;
        throw error;
      }),
    `goods-${id}`,
  );
  return (
    <AccountPage title={t('goodsPage')} needsLogin={false} fallback={paths.newshop()}>
      <LoadState state={goods} rows={8}>
        {(data) =>
          data === 'gone' ? (
            <Empty description={t('goodsGone')}>
              <LinkButton size="small" round to={paths.newshop()}>
                {t('backToShop')}
              </LinkButton>
            </Empty>
          ) : (
            <GoodsDetail goods={data} />
          )
        }
      </LoadState>
    </AccountPage>
  );
}

function GoodsDetail({ goods }: { goods: Goods }) {
  const t = useShopT();
  const lang = useServices().root.language.lang;
  const requireLogin = useRequireLogin();
  const [buying, setBuying] = useState(false);
  const virtual = goods.kind === 1;
  return (
    <article className="shop__item" data-testid="goods-page">
      <div className="shop__item-picture">
        {/* The page's largest paint (issue #31): no lazy loading. */}
        <Image src={goods.image} alt={goods.name} width={120} height={120} priority />
      </div>
      <h2 className="shop__item-name">{goods.name}</h2>
      <p className="shop__price">{t('priceGold', { n: formatCount(goods.price, lang) })}</p>
      <dl className="shop__item-facts">
        <dt>{t('kindLabel')}</dt>
        <dd>{virtual ? t('virtual') : t('physical')}</dd>
        {goods.effect !== 'none' && (
          <>
            <dt>{t('effectLabel')}</dt>
            <dd>
              {t(`effect_${goods.effect}`)}
              {goods.effect_days > 0 && t('effectDays', { n: goods.effect_days })}
            </dd>
          </>
        )}
        <dt>{virtual ? t('validLabel') : t('deliveryLabel')}</dt>
        <dd>{virtual ? t('validDays', { n: goods.valid_days }) : t('shipped')}</dd>
        <dt>{t('stockLabel')}</dt>
        <dd>{goods.stock > 0 ? formatCount(goods.stock, lang) : t('soldOut')}</dd>
      </dl>
      <p className="shop__item-desc">{goods.description}</p>
      <div className="account-actions">
        <Button
          variant="primary"
          block
          round
          disabled={goods.stock < 1}
          onClick={() => requireLogin() && setBuying(true)}
        >
          {goods.stock < 1 ? t('soldOut') : t('exchange')}
        </Button>
      </div>
      {buying && <BuySheet goods={goods} onClose={() => setBuying(false)} />}
    </article>
  );
}
