import type { Lang } from '../i18n/messages.ts';
import { cx } from '../theme/rem.ts';
import '../theme/tokens.css';
import './StatBars.css';

/** One statistic of a match, home against away (e.g. possession 55 / 45). */
export interface StatBarItem {
  key: string;
  name: string;
  home: number;
  away: number;
}

export interface StatBarsProps {
  items: StatBarItem[];
  /** The teams' names, read out before each value (the bars themselves are decoration). */
  homeName: string;
  awayName: string;
  /** Keys whose values are percentages (shown with %), e.g. possession. */
  percentKeys?: readonly string[];
  lang?: Lang;
  className?: string;
}

/** Each side's share of the pair in whole percent; a pair with nothing (0 / 0, or bad values) fills neither bar. */
export function statShares(home: number, away: number): [number, number] {
  const h = Number.isFinite(home) && home > 0 ? home : 0;
  const a = Number.isFinite(away) && away > 0 ? away : 0;
  const total = h + a;
  if (total === 0) return [0, 0];
  const homeShare = Math.round((h / total) * 100);
  return [homeShare, 100 - homeShare];
}

/** A match's statistics as paired bars: home value, name, away value, and a bar per side sized by its share. */
export function StatBars({ items, homeName, awayName, percentKeys = ['possession'], lang, className }: StatBarsProps) {
  return (
    <ul className={cx('uk-stat-bars', className)} lang={lang}>
      {items.map((item) => {
        const [homeShare, awayShare] = statShares(item.home, item.away);
        const unit = percentKeys.includes(item.key) ? '%' : '';
        const lead = item.home === item.away ? 'even' : item.home > item.away ? 'home' : 'away';
        return (
          <li key={item.key} className={cx('uk-stat-bars__row', `uk-stat-bars__row--${lead}`)} data-stat={item.key}>
            <span className="uk-stat-bars__value uk-stat-bars__value--home">
              <span className="uk-visually-hidden">{homeName} </span>
              {item.home}
              {unit}
            </span>
            <span className="uk-stat-bars__name">{item.name}</span>
            <span className="uk-stat-bars__value uk-stat-bars__value--away">
              <span className="uk-visually-hidden">{awayName} </span>
              {item.away}
              {unit}
            </span>
            <span className="uk-stat-bars__track" aria-hidden="true">
              <span className="uk-stat-bars__half uk-stat-bars__half--home">
                <span className="uk-stat-bars__fill" style={{ width: `${homeShare}%` }} />
              </span>
              <span className="uk-stat-bars__half uk-stat-bars__half--away">
                <span className="uk-stat-bars__fill" style={{ width: `${awayShare}%` }} />
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
