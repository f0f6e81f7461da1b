import type { Flag, PageQuery, UnixSeconds } from './common.ts';
import type { Match } from './race.ts';
import type { RequestKeyBody, WithBalances } from './wallet.ts';

/** Model types in order (spec §4): upset 1, poisson 2, diversity 3, margin 4; 0 unknown. */
export const MODEL_TYPE = { unknown: 0, upset: 1, poisson: 2, diversity: 3, margin: 4 } as const;
export type ModelType = 1 | 2 | 3 | 4;
export type ModelTypeName = 'upset' | 'poisson' | 'diversity' | 'margin';

/**
 * The one name of each model type (spec §1: upset index, poisson distribution, diversity analysis, margin), used by
 * the platform's answers and the app's labels alike, so a type never has two names.
 */
export const MODEL_TYPE_NAMES: Readonly<Record<ModelType, { zh: string; pt: string }>> = {
  1: { zh: '冷门指数', pt: 'Índice de zebra' },
  2: { zh: '泊松分布', pt: 'Distribuição de Poisson' },
  3: { zh: '离散分析', pt: 'Análise de dispersão' },
  4: { zh: '利润指数', pt: 'Margem' },
};

/** Model subscription state (spec §4): waiting 1, inplay 2, finished 3. */
export const MODEL_SUBSCRIPTION = { waiting: 1, inplay: 2, finished: 3 } as const;
/** Model result (spec §4): hit 1, missed 2; 0 while not decided. */
export const MODEL_RESULT = { undecided: 0, hit: 1, missed: 2 } as const;

export interface ModelItem {
  id: number;
  type: ModelType;
  title: string;
  match: Match;
  /** Price in gold. */
  price: number;
  subscribed: Flag;
  status: (typeof MODEL_SUBSCRIPTION)[keyof typeof MODEL_SUBSCRIPTION];
  result: (typeof MODEL_RESULT)[keyof typeof MODEL_RESULT];
  /** Percentage 0-100 over the last 20 of this type. */
  hit_rate: number;
  pin: Flag;
  created_at: UnixSeconds;
}

export interface ModelTypeInfo {
  type: ModelType;
  key: ModelTypeName;
  name: string;
  desc: string;
  hit_rate: number;
}

export interface ModelHome {
  types: ModelTypeInfo[];
  list: ModelItem[];
}

export interface ModelListBody extends PageQuery {
  type: ModelType;
}

export interface ModelDetailBody {
  /** When given, it must be the model's type (a detail address names the type). */
  type?: ModelType;
  id: number;
}

export interface UpsetDetail {
  kind: 'upset';
  /** 0-100: how likely the favourite fails. */
  upset_index: number;
  favourite: 1 | 2;
  home_win: number;
  draw: number;
  away_win: number;
}

export interface PoissonDetail {
  kind: 'poisson';
  home_expected: number;
  away_expected: number;
  /** matrix[h][a] = probability (0-1) of the score h:a, 0 to 5 goals. */
  matrix: number[][];
  best_scores: string[];
}

export interface DiversityDetail {
  kind: 'diversity';
  /** Share of bookmakers leaning each way, 0-100. */
  home_lean: number;
  draw_lean: number;
  away_lean: number;
  divergence: number;
}

export interface MarginDetail {
  kind: 'margin';
  /** Bookmaker margin per company, percent. */
  margins: { company: string; margin: number }[];
  average: number;
}

/** data of /api/model/getModelDetail; `detail` is null until subscribed (price > 0). */
export interface ModelDetail {
  item: ModelItem;
  detail: UpsetDetail | PoissonDetail | DiversityDetail | MarginDetail | null;
}

/** Paid with gold; the same request_id on a retry answers the first subscription without charging again. */
export interface SubscribeModelBody extends RequestKeyBody {
  id: number;
}

export interface ModelSubscription {
  id: number;
  model_id: number;
  type: ModelType;
  title: string;
  gold: number;
  status: (typeof MODEL_SUBSCRIPTION)[keyof typeof MODEL_SUBSCRIPTION];
  result: (typeof MODEL_RESULT)[keyof typeof MODEL_RESULT];
  created_at: UnixSeconds;
}

/** data of /api/model/subscribe: the subscription and the subscriber's balances after it. */
export interface SubscribeModelResult extends ModelSubscription, WithBalances {}

export type SubscriptionRecordsBody = PageQuery;
