import type { Gift } from '@live/api-contract';
import { Amount, Button, Image, Popup, Toast } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useRequireLogin } from '../../../app/require-login';
import { useServices } from '../../../app/services';
import {
  GIFT_AMOUNTS,
  type GiftAmount,
  giftCost,
  type GiftRequest,
  giftRequest,
  randomRequestId,
} from '../../../domain/gifts';
import { useLiveT } from '../messages';
import { IN_PAGE } from '../../../domain/request-presets';
import './room.css';

export interface GiftSheetProps {
  open: boolean;
  onClose: () => void;
  anchorId: number;
  liveId: number;
}

/**
 * The gift list and sending a gift with an amount of 1, 10, 66, 88, 100, 520 or 1314 (spec §9); needs login. The
 * chat shows the gift when the platform posts it to the room after recording the payment, the sender included.
 */
export const GiftSheet = observer(function GiftSheet({ open, onClose, anchorId, liveId }: GiftSheetProps) {
  const { api, root } = useServices();
  const t = useLiveT();
  const requireLogin = useRequireLogin();
  const [gifts, setGifts] = useState<Gift[]>([]);
  const [selected, setSelected] = useState<Gift | null>(null);
  const [amount, setAmount] = useState<GiftAmount>(1);
  const [sending, setSending] = useState(false);
  /** The last send that did not go through: tapping send again for it is a retry under the same request_id. */
  const unfinished = useRef<GiftRequest | null>(null);

  useEffect(() => {
    if (!open || gifts.length > 0) return;
    const abort = new AbortController();
    api.gift
      .getGiftList(IN_PAGE, { signal: abort.signal })
      .then((data) => setGifts(data.list))
      .catch(() => undefined);
    return () => abort.abort();
  }, [open, api, gifts.length]);

  const send = async () => {
    if (!selected) {
      Toast.text(t('pickGift'));
      return;
    }
    if (!(await requireLogin())) return;
    setSending(true);
    const request = giftRequest(unfinished.current, selected.id, amount, randomRequestId);
    unfinished.current = request;
    try {
      const result = await api.gift.sendGift({
        gift_id: selected.id,
        anchorid: anchorId,
        liveid: liveId,
        amount,
        request_id: request.requestId,
      });
      unfinished.current = null;
      root.user.update({ ...result.balances, gift_spend: result.gift_spend });
      Toast.success(t('giftSent'));
      onClose();
    } catch {
      // The client showed why (not enough gold, or the login prompt).
    } finally {
      setSending(false);
    }
  };

  const cost = selected ? giftCost(selected.price, amount) : null;
  return (
    <Popup open={open} onClose={onClose} position="bottom" label={t('gifts')}>
      <div className="gift-sheet">
        <ul className="gift-sheet__list" aria-label={t('gift')}>
          {gifts.map((gift) => (
            <li key={gift.id}>
              <button
                type="button"
                className="gift-sheet__gift"
                aria-pressed={selected?.id === gift.id}
                onClick={() => setSelected(gift)}
              >
                <Image src={gift.icon} alt="" width={40} height={40} />
                <span>{gift.name}</span>
                <span className="gift-sheet__price">
                  {gift.price} {t('gold')}
                </span>
              </button>
            </li>
          ))}
        </ul>
        <div className="gift-sheet__amounts" role="group" aria-label={t('amount')}>
          {GIFT_AMOUNTS.map((value) => (
            <Button
              key={value}
              size="small"
              round
              variant={value === amount ? 'primary' : 'default'}
              aria-pressed={value === amount}
              onClick={() => setAmount(value)}
            >
              {value}
            </Button>
          ))}
        </div>
        <div className="gift-sheet__footer">
          {root.user.isLoggedIn && (
            <span>
              {t('gold')}: <Amount value={root.user.info?.gold ?? 0} />
            </span>
          )}
          {cost !== null && <span>= {cost}</span>}
          <Button variant="primary" round loading={sending} onClick={() => void send()}>
            {t('send')}
          </Button>
        </div>
      </div>
    </Popup>
  );
});
