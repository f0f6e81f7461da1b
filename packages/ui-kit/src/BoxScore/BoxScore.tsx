import type { ReactNode } from 'react';
import type { Lang } from '../i18n/messages.ts';
import { cx } from '../theme/rem.ts';
import '../theme/tokens.css';
import './BoxScore.css';

export interface BoxScoreColumn {
  key: string;
  /** Short header (PTS, 3PM; 得分). */
  label: string;
  /** The header in words, read out and shown on hover. */
  title: string;
}

export interface BoxScorePlayer {
  id: number | string;
  number: number;
  name: string;
  starter: boolean;
  values: Record<string, number>;
}

export interface BoxScoreProps {
  /** The table's name, e.g. the team's name. */
  caption: string;
  columns: BoxScoreColumn[];
  players: BoxScorePlayer[];
  /** Texts already localised: the player column's header, the totals row, the starter mark. */
  labels: { player: string; total: string; starter: string };
  /** Makes a player's name the app's link to their page (ui-kit knows no router). */
  link?: (player: BoxScorePlayer, inner: { className: string; children: ReactNode }) => ReactNode;
  lang?: Lang;
  className?: string;
}

/** Each column's sum over the players (a missing value counts 0). */
export function boxTotals(columns: readonly BoxScoreColumn[], players: readonly BoxScorePlayer[]): number[] {
  return columns.map((column) => players.reduce((sum, player) => sum + (player.values[column.key] ?? 0), 0));
}

/**
 * One team's box score: a row per player (starters marked, shirt number, name), a column per figure, and the
 * team's totals; the name column stays put while the figures scroll sideways on a narrow phone.
 */
export function BoxScore({ caption, columns, players, labels, link, lang, className }: BoxScoreProps) {
  const totals = boxTotals(columns, players);
  return (
    <div className={cx('uk-box-score', className)} lang={lang}>
      <table className="uk-box-score__table">
        <caption className="uk-box-score__caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="uk-box-score__player">
              {labels.player}
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" title={column.title}>
                <abbr title={column.title}>{column.label}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {players.map((player) => (
            <tr key={player.id} className={player.starter ? 'uk-box-score__row--starter' : undefined}>
              <th scope="row" className="uk-box-score__player">
                <span className="uk-box-score__number">{player.number}</span>
                {link ? (
                  link(player, { className: 'uk-box-score__name', children: player.name })
                ) : (
                  <span className="uk-box-score__name">{player.name}</span>
                )}
                {player.starter && (
                  <span className="uk-box-score__starter" title={labels.starter}>
                    <span aria-hidden="true">•</span>
                    <span className="uk-visually-hidden">{labels.starter}</span>
                  </span>
                )}
              </th>
              {columns.map((column) => (
                <td key={column.key}>{player.values[column.key] ?? 0}</td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="uk-box-score__player">
              {labels.total}
            </th>
            {totals.map((total, index) => (
              <td key={columns[index]?.key}>{total}</td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
