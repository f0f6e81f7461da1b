import type { Goods } from '@live/api-contract';
import { Button, formatCount, Image, InfiniteScroll, Tabs } from '@live/ui-kit';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useRequireLogin } from '../../app/require-login';
import { useServices } from '../../app/services';
import { AccountPage } from '../../components/account-page/AccountPage';
import { LoadState } from '../../components/data-views/LoadState';
import { usePagedList } from '../../hooks/use-paged-list';
import { LinkButton } from '../../routes/links';
import { paths } from '../../routes/paths';
import { BuySheet } from './BuySheet';
import { GoodsPage, goodsIdOf } from './GoodsPage';
import { useShopT } from './messages';
import { IN_PAGE } from '../../domain/request-presets';
import './shop.css';

const KINDS = ['0', '1', '2'] as const;

/**
 * /newshop: goods by kind with their total, paged (pages from 2 on appended), exchanged for gold; /newshop?goods=<id>
 * is one item's page (spec §2 names no route for it, and the route registry holds the spec's routes only).
 */
export default function ShopPage() {
  const [params] = useSearchParams();
  const goodsId = goodsIdOf(params.get('goods'));
  return goodsId === null ? <GoodsList /> : <GoodsPage id={goodsId} />;
}

function GoodsList() {
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
  const { api, root } = useServices();
  const t = useShopT();
  const requireLogin = useRequireLogin();
  const [buying, setBuying] = useState<Goods | null>(null);
  const [total, setTotal] = useState(0);
  const list = usePagedList<Goods>(
    (page, signal) =>
      api.shop.getGoodsList({ ...(kind ? { kind } : {}), page, size: 10, ...IN_PAGE }, { signal }).then((answer) => {
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
                <Link to={paths.newshop({}, { goods: goods.id })} className="shop__goods-link">
                  <Image src={goods.image} alt="" width={72} height={72} />
                  <h2 className="shop__name">{goods.name}</h2>
                </Link>
                <p className="shop__desc">{goods.description}</p>
                <p className="shop__price">{t('priceGold', { n: formatCount(goods.price, root.language.lang) })}</p>
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
