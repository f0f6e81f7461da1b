import { useEffect, useRef, useState } from 'react';
import { useLang } from '../UiKitProvider/UiKitProvider.tsx';
import { type Lang, messagesFor } from '../i18n/messages.ts';
import { cx } from '../theme/rem.ts';
import '../theme/tokens.css';
import './GiftBurst.css';
import { advance, type BurstState, type GiftBurstSize, waitFor } from './schedule.ts';

/** One gift sent in the room; every text is shown as text, never as HTML. */
export interface GiftBurstItem {
  id: string;
  sender: string;
  giftName: string;
  amount: number;
  /** The gift's picture; none shows a gift box. */
  icon?: string;
  /** 'float' for a small gift, 'full' for a big one (the app decides by what it cost). */
  size: GiftBurstSize;
}

export interface GiftBurstProps {
  /** Gifts to animate; each id plays once, whenever it first appears here. */
  gifts: readonly GiftBurstItem[];
  lang?: Lang;
  className?: string;
}

/** How often the schedule moves on. */
const TICK_MS = 200;

/**
 * Gift animations over a video, sized by value: a small gift floats up at the side (three at most at once), a big
 * one crosses the whole width (one at a time); the rest wait in capped lines. Decoration, hidden from assistive
 * technology (the chat lists each gift). With reduced motion they fade in place.
 */
export function GiftBurst({ gifts, lang: langProp, className }: GiftBurstProps) {
  const lang = useLang(langProp);
  const sent = messagesFor(lang).giftSent;
  const [state, setState] = useState<BurstState<GiftBurstItem>>({ waiting: { float: [], full: [] }, playing: [] });
  const seen = useRef(new Set<string>());

  useEffect(() => {
    const fresh = gifts.filter((gift) => !seen.current.has(gift.id));
    if (fresh.length === 0) return;
    for (const gift of fresh) seen.current.add(gift.id);
    if (seen.current.size > gifts.length * 2) seen.current = new Set(gifts.map((gift) => gift.id));
    setState((now) => advance({ ...now, waiting: waitFor(now.waiting, fresh) }, performance.now()));
  }, [gifts]);

  const busy = state.playing.length > 0 || state.waiting.float.length > 0 || state.waiting.full.length > 0;
  useEffect(() => {
    if (!busy) return;
    const timer = setInterval(() => setState((now) => advance(now, performance.now())), TICK_MS);
    return () => clearInterval(timer);
  }, [busy]);

  return (
    <div className={cx('uk-gift-burst', className)} aria-hidden="true" lang={lang}>
      {state.playing.map(({ item, slot }) => (
        <div
          key={item.id}
          className={cx('uk-gift-burst__gift', `uk-gift-burst__gift--${item.size}`)}
          style={{ ['--uk-gift-burst-slot' as string]: slot }}
          data-size={item.size}
        >
          {item.icon ? (
            <img className="uk-gift-burst__icon" src={item.icon} alt="" />
          ) : (
            <span className="uk-gift-burst__icon uk-gift-burst__icon--box">🎁</span>
          )}
          <span className="uk-gift-burst__text">
            <span className="uk-gift-burst__sender">{item.sender}</span> {sent}{' '}
            <span className="uk-gift-burst__name">{item.giftName}</span>
          </span>
          <span className="uk-gift-burst__amount">×{item.amount}</span>
        </div>
      ))}
    </div>
  );
}
