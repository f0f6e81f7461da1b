import type { Lang } from '../i18n/messages.ts';
import { cx } from '../theme/rem.ts';
import '../theme/tokens.css';
import './PeriodScores.css';

/** One team's line: its name and its points per period (null for a period not played yet), then its total. */
export interface PeriodScoresRow {
  name: string;
  scores: (number | null)[];
  total: number;
}

export interface PeriodScoresProps {
  /** What the table is, read out and shown above it (e.g. "每节比分"). */
  caption: string;
  /** The heading of the teams' column, then one per period, then the total's (all localised by the caller). */
  teamLabel: string;
  periods: string[];
  totalLabel: string;
  home: PeriodScoresRow;
  away: PeriodScoresRow;
  lang?: Lang;
  className?: string;
}

/** A match's score per period (basketball quarters and overtimes) as a compact table, the total last. */
export function PeriodScores({
  caption,
  teamLabel,
  periods,
  totalLabel,
  home,
  away,
  lang,
  className,
}: PeriodScoresProps) {
  return (
    <table className={cx('uk-period-scores', className)} lang={lang}>
      <caption className="uk-period-scores__caption">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className="uk-period-scores__team">
            {teamLabel}
          </th>
          {periods.map((label) => (
            <th scope="col" key={label}>
              {label}
            </th>
          ))}
          <th scope="col">{totalLabel}</th>
        </tr>
      </thead>
      <tbody>
        {[home, away].map((row, index) => (
          <tr key={index}>
            <th scope="row" className="uk-period-scores__team">
              {row.name}
            </th>
            {periods.map((label, at) => (
              <td key={label}>{row.scores[at] ?? '-'}</td>
            ))}
            <td className="uk-period-scores__total">{row.total}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
