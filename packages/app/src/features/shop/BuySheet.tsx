import type { Address, Goods } from '@live/api-contract';
import { Button, formatCount, Popup, Toast } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useServices } from '../../app/services';
import { useRequestKey } from '../../hooks/use-request-key';
import { LinkButton } from '../../routes/links';
import { paths } from '../../routes/paths';
import { useShopT } from './messages';
import { useAction } from '../../hooks/use-action';
import { IN_PAGE } from '../../domain/request-presets';

/** The exchange sheet: quantity, the address for physical goods, the cost against the caller's gold. */
export const BuySheet = observer(function BuySheet({ goods, onClose }: { goods: Goods; onClose: () => void }) {
  const { api, root } = useServices();
  const t = useShopT();
  const request = useRequestKey();
  const [quantity, setQuantity] = useState(1);
  const [addresses, setAddresses] = useState<Address[] | null>(null);
  const [addressId, setAddressId] = useState(0);
  const { busy: sending, run } = useAction();
  const [done, setDone] = useState(false);
  const physical = goods.kind === 2;
  const lang = root.language.lang;
  const gold = root.user.info?.gold ?? 0;
  const cost = goods.price * quantity;
  const max = Math.max(1, Math.min(10, goods.stock));

  useEffect(() => {
    if (!physical) return;
    api.shop
      .getAddressList(IN_PAGE)
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
    await run(async () => {
      const result = await api.shop.buyGoods({
        goods_id: goods.id,
        quantity,
        ...(physical ? { address_id: addressId } : {}),
        request_id: request.key(),
      });
      request.settled();
      root.user.update(result.balances);
      Toast.success(physical ? t('exchanged') : t('toBag'));
      setDone(true);
    });
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
            <p className="shop__cost">
              {t('totalCost', { n: formatCount(cost, lang), gold: formatCount(gold, lang) })}
            </p>
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
