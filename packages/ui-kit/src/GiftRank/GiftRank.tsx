import { Amount } from '../Amount/Amount.tsx';
import type { Lang } from '../i18n/messages.ts';
import { cx } from '../theme/rem.ts';
import '../theme/tokens.css';
import './GiftRank.css';

/** One sender of a room's gift ranking. */
export interface GiftRankEntry {
  rank: number;
  id: number | string;
  name: string;
  /** Gold spent on gifts in the room. */
  gold: number;
}

export interface GiftRankProps {
  entries: readonly GiftRankEntry[];
  /** The list's accessible name, e.g. 礼物榜. */
  label: string;
  /** The unit after each sum, e.g. 金币. */
  unit: string;
  lang?: Lang;
  className?: string;
}

/** A room's gift ranking: rank (the top three as medals), sender and gold spent, biggest first. */
export function GiftRank({ entries, label, unit, lang, className }: GiftRankProps) {
  return (
    <ol className={cx('uk-gift-rank', className)} aria-label={label} lang={lang}>
      {entries.map((entry) => (
        <li
          key={entry.id}
          className={cx('uk-gift-rank__row', entry.rank <= 3 && `uk-gift-rank__row--top${entry.rank}`)}
          data-rank={entry.rank}
        >
          <span className="uk-gift-rank__rank">{entry.rank}</span>
          <span className="uk-gift-rank__name">{entry.name}</span>
          <span className="uk-gift-rank__gold">
            <Amount value={entry.gold} lang={lang} /> {unit}
          </span>
        </li>
      ))}
    </ol>
  );
}
