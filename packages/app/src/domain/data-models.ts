/** Data model pages (spec §2 /data, §4 model types, subscription and result codes). */
import { MODEL_RESULT, MODEL_SUBSCRIPTION, MODEL_TYPE, type ModelTypeName } from '@live/api-contract';
import { paths } from '../routes/paths';
import { pick } from './language';
import { MODEL_TYPES } from './labels';

/** The route segment of a model type code (upset 1, poisson 2, diversity 3, margin 4); null for 0 or unknown. */
export function modelTypeKey(code: number): ModelTypeName | null {
  return MODEL_TYPES.find((key) => MODEL_TYPE[key] === code) ?? null;
}

/**
 * The one name of each model type (issue #32: no 冷门/爆冷 or 返还率/利润指数 clash): api-contract's MODEL_TYPE_NAMES
 * (data.test.ts keeps them equal), copied here because the contract's module is in the first load and this one is
 * only in the data pages.
 */
const MODEL_TYPE_NAMES: Readonly<Record<number, { zh: string; pt: string }>> = {
  1: { zh: '冷门指数', pt: 'Índice de zebra' },
  2: { zh: '泊松分布', pt: 'Distribuição de Poisson' },
  3: { zh: '离散分析', pt: 'Análise de dispersão' },
  4: { zh: '利润指数', pt: 'Margem' },
};

/** The name of a model type; '' when unknown. */
export function modelTypeLabel(code: number, language: string): string {
  const name = MODEL_TYPE_NAMES[code];
  return name ? pick(name, language) : '';
}

/** Items sorted in the order of §4 (upset, poisson, diversity, margin); unknown types last. */
export function inModelOrder<T extends { type: number }>(items: readonly T[]): T[] {
  const rank = (type: number) => (type >= 1 && type <= 4 ? type : 99);
  return [...items].sort((a, b) => rank(a.type) - rank(b.type));
}

/** /data/model/{upset|poisson|diversity|margin}: the list page of a type. */
export function modelListPath(key: ModelTypeName): string {
  const byKey = {
    upset: paths.dataModelUpset,
    poisson: paths.dataModelPoisson,
    diversity: paths.dataModelDiversity,
    margin: paths.dataModelMargin,
  } as const;
  return byKey[key]();
}

/** /data/model/detail/{type}/:id, the type named as in the list addresses. */
export function modelDetailPath(key: ModelTypeName, id: number): string {
  return paths.dataModelDetail({ type: key, id });
}

/** Percent of hits among the decided results (hit 1, missed 2; 0 is not decided yet); null when none is decided. */
export function hitRateOf(results: readonly number[]): number | null {
  const decided = results.filter((result) => result === MODEL_RESULT.hit || result === MODEL_RESULT.missed);
  if (decided.length === 0) return null;
  return Math.round((decided.filter((result) => result === MODEL_RESULT.hit).length / decided.length) * 100);
}

export interface HeatCell {
  home: number;
  away: number;
  /** The probability in percent, one decimal. */
  percent: number;
  /** 0-1, relative to the most likely score, for the cell's colour. */
  level: number;
  best: boolean;
}

/** The heat table's deepest red (level 1); level 0 is nearly white. */
const HEAT_RED = [0xb7, 0x1c, 0x1c] as const;
/** Where white text reads better than black on the blend (both >= 4.58:1 there, WCAG AA asks 4.5). */
const HEAT_WHITE_TEXT_FROM = 0.77;

/** A heat cell's opaque background and its text colour, both readable (WCAG AA) at every level from 0 to 1. */
export function heatColours(level: number): { background: string; text: string } {
  const share = 0.06 + 0.94 * Math.min(1, Math.max(0, level));
  const channels = HEAT_RED.map((red) => Math.round(255 + (red - 255) * share));
  return {
    background: `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`,
    text: level >= HEAT_WHITE_TEXT_FROM ? '#ffffff' : '#000000',
  };
}

/** The poisson score grid as heat cells: matrix[h][a] is the probability (0-1) of h:a. */
export function heatCells(matrix: readonly (readonly number[])[], bestScores: readonly string[]): HeatCell[][] {
  const max = Math.max(0, ...matrix.flat().filter((p) => Number.isFinite(p)));
  return matrix.map((line, home) =>
    line.map((p, away) => {
      const value = Number.isFinite(p) && p > 0 ? p : 0;
      return {
        home,
        away,
        percent: Math.round(value * 1000) / 10,
        level: max > 0 ? value / max : 0,
        best: bestScores.includes(`${home}-${away}`),
      };
    }),
  );
}

export type SubscribeState = 'subscribed' | 'free' | 'closed' | 'login' | 'affordable' | 'short';

/**
 * What the subscribe page offers: a free or subscribed model opens; a finished one is no longer sold (issue #32:
 * its call is already decided); otherwise login, pay, or top up first.
 */
export function subscribeState(
  item: { price: number; subscribed: number; status: number },
  user: { loggedIn: boolean; gold: number },
): SubscribeState {
  if (item.subscribed) return 'subscribed';
  if (item.price <= 0) return 'free';
  if (item.status === MODEL_SUBSCRIPTION.finished) return 'closed';
  if (!user.loggedIn) return 'login';
  return user.gold >= item.price ? 'affordable' : 'short';
}
