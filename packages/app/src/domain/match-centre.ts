import type { BookmakerOdds, RankRow, SportName } from '@live/api-contract';

/** The odds markets of a bookmaker, in the order they show. */
export type OddsMarketKey = 'europe' | 'asia' | 'bigsmall';

/** How a current price moved from the opening one; a handicap or total line gets no arrow. */
export type PriceMove = 'up' | 'down' | 'same';

/** One market of one bookmaker as shown: the prices at opening and now, each already formatted. */
export interface OddsLine {
  market: OddsMarketKey;
  open: string[];
  live: string[];
  /** Beside each current price: its movement since the opening (issue #33 movement arrows). */
  moves: PriceMove[];
}

const MARKETS: readonly OddsMarketKey[] = ['europe', 'asia', 'bigsmall'];

function price(value: number): string {
  return Number.isFinite(value) ? value.toFixed(2) : '-';
}

/**
 * A bookmaker's odds as rows of its table (issue #33). Basketball has no draw: its europe market is the
 * moneyline (home / away), so the draw price the service sends as 0 is not shown. The handicap and total lines
 * are lines, not prices: a quarter line keeps its two decimals (0.25), a basketball line keeps one (205.5).
 */
export function oddsLines(sport: SportName, odds: BookmakerOdds): OddsLine[] {
  return MARKETS.map((market) => {
    // The shown positions of the triple: basketball's moneyline has no draw.
    const shown = market === 'europe' && sport === 'basketball' ? [0, 2] : [0, 1, 2];
    const isLine = (at: number) => market !== 'europe' && at === 1;
    const format = (triple: readonly number[]): string[] =>
      shown.map((at) => (isLine(at) ? lineText(triple[at] ?? Number.NaN) : price(triple[at] ?? Number.NaN)));
    const { open, live } = odds[market];
    const moves = shown.map((at) => (isLine(at) ? 'same' : move(open[at] ?? Number.NaN, live[at] ?? Number.NaN)));
    return { market, open: format(open), live: format(live), moves };
  });
}

function move(open: number, live: number): PriceMove {
  if (!Number.isFinite(open) || !Number.isFinite(live) || open <= 0 || live <= 0) return 'same';
  return live > open ? 'up' : live < open ? 'down' : 'same';
}

function lineText(value: number): string {
  if (!Number.isFinite(value)) return '-';
  return Number.isInteger(value * 10) ? String(value) : value.toFixed(2);
}

/** Goal (or point) difference as fans read it: signed, "+5", "0", "-3" (issue #33: standings with goal difference). */
export function goalDifference(row: Pick<RankRow, 'goals_for' | 'goals_against'>): string {
  const difference = row.goals_for - row.goals_against;
  return difference > 0 ? `+${difference}` : String(difference);
}

/** The columns of a standings table after position and team: football has draws, basketball none (issue #33). */
export type StandingColumn = 'played' | 'won' | 'drawn' | 'lost' | 'difference' | 'points';

export function standingColumns(sport: SportName): StandingColumn[] {
  return sport === 'basketball'
    ? ['played', 'won', 'lost', 'difference']
    : ['played', 'won', 'drawn', 'lost', 'difference', 'points'];
}

/** A basketball match's score by period as shown: the regular periods always, overtimes once played. */
export interface PeriodLines {
  labels: string[];
  home: (number | null)[];
  away: (number | null)[];
}

/**
 * Quarter scores (issue #33): every regular period gets a column ("-" until played), each overtime one more;
 * labels are 一二三四 and 加时N in Chinese, 1º-4º and ProrN in Portuguese. Null before tip-off (no period yet).
 */
export function periodLines(
  match: { period_count: number; home_period_scores: number[]; away_period_scores: number[] },
  chinese: boolean,
): PeriodLines | null {
  const played = Math.max(match.home_period_scores.length, match.away_period_scores.length);
  if (played === 0) return null;
  const regular = Math.max(1, match.period_count);
  const count = Math.max(regular, played);
  const zhRegular = ['一', '二', '三', '四'];
  const labels = Array.from({ length: count }, (_, at) => {
    if (at >= regular) return chinese ? `加时${at - regular + 1}` : `Pror${at - regular + 1}`;
    return chinese ? (zhRegular[at] ?? String(at + 1)) : `${at + 1}º`;
  });
  const pad = (scores: number[]) => labels.map((_, at) => scores[at] ?? null);
  return { labels, home: pad(match.home_period_scores), away: pad(match.away_period_scores) };
}
