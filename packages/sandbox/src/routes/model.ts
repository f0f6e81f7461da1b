import {
  MODEL_TYPE_NAMES,
  type ModelDetail,
  type ModelItem,
  type ModelSubscription,
  type ModelType,
} from '@live/api-contract';
import type { Call, PostHandlers } from '../http/call.ts';
import { fail, notFound } from '../http/errors.ts';
import { dayOf, dayStart } from '../seed/calendar.ts';
import { rngFor } from '../seed/prng.ts';
import { oddsFor } from '../sim/odds.ts';
import type { MatchRow } from '../sim/types.ts';
import { finished, inPlay, nameIn, WINDOW_PAST, type World } from '../world.ts';
import { move, once, requestKey } from '../money/ledger.ts';
import { modelOrder } from '../models/model-order.ts';
import { paged } from '../views.ts';

interface ModelRow {
  id: number;
  type: ModelType;
  match_id: number;
  price: number;
  pin: number;
  created_at: number;
}

const TYPES: [ModelType, 'upset' | 'poisson' | 'diversity' | 'margin', string, string][] = [
  [1, 'upset', '捕捉强队翻车的信号', 'Sinais de zebra contra favoritos'],
  [2, 'poisson', '按进球期望推算比分概率', 'Probabilidade de placares pelos gols esperados'],
  [3, 'diversity', '多家公司赔率的分歧', 'Divergência entre casas de apostas'],
  [4, 'margin', '各公司抽水对比', 'Margem de cada casa'],
];

const typeName = (call: Call, type: ModelType) => call.t(MODEL_TYPE_NAMES[type].zh, MODEL_TYPE_NAMES[type].pt);

function outcome(home: number, away: number): 1 | 2 | 3 {
  return home > away ? 1 : home < away ? 3 : 2;
}

/** How often a type reads a match right beyond a guess: the bold upset model least, Poisson most. */
const SKILL: Record<ModelType, number> = { 1: 0.15, 2: 0.4, 3: 0.3, 4: 0.22 };

/**
 * A type's skill for matches of a day: its own level, swaying by 0.15 over a fortnight, each type in its own
 * phase, so the types' hit rates differ and move over the weeks as a real model's form does.
 */
export function modelSkill(type: ModelType, day: number): number {
  return SKILL[type] + 0.15 * Math.sin(((day + type * 4) * 2 * Math.PI) / 14);
}

/**
 * The model's call on the match (1 home, 2 draw, 3 away), fixed per model: with the type's skill that day it
 * is the match's real outcome (decided up front by the simulation), else a guess leaning to the stronger side.
 */
function pickOf(call: Call, row: ModelRow, match: MatchRow): 1 | 2 | 3 {
  const world = call.app.world;
  const script = world.script(match);
  const rng = rngFor(world.seed, 'model-pick', row.id);
  // The upset model (type 1) leans to the weaker side, the others to the stronger.
  const roll = rng.next() + script.homeStrength * (row.type === 1 ? -0.3 : 0.3);
  const guess = roll > 0.55 ? 1 : roll > 0.3 ? 2 : 3;
  const final = world.state(match, match.time + script.end + 60);
  if (!finished(match.sport_id, final.status)) return guess;
  return rng.next() < modelSkill(row.type, dayOf(match.time)) ? outcome(final.home_score, final.away_score) : guess;
}

function itemView(call: Call, row: ModelRow, subscribed: ReadonlySet<number>): ModelItem {
  const world = call.app.world;
  const match = world.matchRow(row.match_id);
  if (!match) notFound(call.t('比赛', 'Partida'), row.match_id);
  const state = world.state(match, call.now);
  const done = finished(match.sport_id, state.status);
  const status = done ? 3 : inPlay(match.sport_id, state.status) ? 2 : 1;
  const result = done ? (pickOf(call, row, match) === outcome(state.home_score, state.away_score) ? 1 : 2) : 0;
  const home = world.team(match.home_id);
  const away = world.team(match.away_id);
  return {
    id: row.id,
    type: row.type,
    title: `${typeName(call, row.type)}: ${nameIn(home, call.lang, true)} vs ${nameIn(away, call.lang, true)}`,
    match: world.matchView(match, call.now, call.lang),
    price: row.price,
    subscribed: subscribed.has(row.id) ? 1 : 0,
    status,
    result,
    // The type's record when the model was published: rows of a type differ over the days, as the type's form.
    hit_rate: hitRate(call, row.type, Math.min(call.now, row.created_at)),
    pin: row.pin ? 1 : 0,
    created_at: row.created_at,
  };
}

/** A published model as its type's record counts it: when it was published, when its match ended, and whether it hit. */
interface Outcome {
  created_at: number;
  finished_at: number;
  hit: boolean;
}

/** Per world (several sandboxes may share a process): each type's models' outcomes, per minute. */
const outcomesCache = new WeakMap<World, Map<string, Outcome[]>>();

/** Ten days hold a type's last 20 models. */
const RECORD_DAYS = 10;

/** The type's models, newest first, with when each match ended (never, for a match not played) and its hit. */
function outcomesOf(call: Call, type: ModelType): Outcome[] {
  const world = call.app.world;
  const key = `${type}:${Math.floor(call.now / 60)}`;
  const cache = outcomesCache.get(world) ?? new Map<string, Outcome[]>();
  outcomesCache.set(world, cache);
  const cached = cache.get(key);
  if (cached) return cached;
  // A type publishes two models a day: the days before the window hold the record of its oldest models.
  const firstDay = dayOf(call.now) - WINDOW_PAST;
  world.ensureDays(firstDay - RECORD_DAYS, firstDay, call.now);
  const rows = call.app.db
    .prepare('SELECT * FROM models WHERE type = ? AND created_at < ? ORDER BY created_at DESC, id DESC')
    .all(type, call.now) as unknown as ModelRow[];
  const outcomes = rows.flatMap((row): Outcome[] => {
    const match = world.matchRow(row.match_id);
    if (!match) return [];
    const end = match.time + world.script(match).end;
    const final = world.state(match, end + 60);
    const finishedAt = finished(match.sport_id, world.state(match, match.time).status)
      ? match.time
      : finished(match.sport_id, final.status)
        ? end
        : Infinity;
    const hit = pickOf(call, row, match) === outcome(final.home_score, final.away_score);
    return [{ created_at: row.created_at, finished_at: finishedAt, hit }];
  });
  if (cache.size > 20) cache.clear();
  cache.set(key, outcomes);
  return outcomes;
}

/** Share of hits over the last 20 models of the type finished at `at`, among its 60 published last. */
function hitRate(call: Call, type: ModelType, at = call.now): number {
  const counted = outcomesOf(call, type)
    .filter((item) => item.created_at < at)
    .slice(0, 60)
    .filter((item) => item.finished_at <= at)
    .slice(0, 20);
  return counted.length ? Math.round((counted.filter((item) => item.hit).length / counted.length) * 100) : 0;
}

function subscribedIds(call: Call): Set<number> {
  const viewer = call.viewer();
  if (!viewer) return new Set();
  const rows = call.app.db.prepare('SELECT model_id FROM model_subs WHERE user_id = ?').all(viewer.id) as {
    model_id: number;
  }[];
  return new Set(rows.map((row) => row.model_id));
}

function modelRow(call: Call, id: number): ModelRow {
  return (
    (call.app.db.prepare('SELECT * FROM models WHERE id = ?').get(id) as ModelRow | undefined) ??
    notFound(call.t('模型', 'Modelo'), id)
  );
}

function poissonP(k: number, mean: number): number {
  let p = Math.exp(-mean);
  for (let i = 1; i <= k; i++) p *= mean / i;
  return p;
}

function detailOf(call: Call, row: ModelRow): ModelDetail['detail'] {
  const world = call.app.world;
  const match = world.matchRow(row.match_id) as MatchRow;
  const script = world.script(match);
  const odds = oddsFor(world.seed, match, script, world.state(match, match.time - 1), call.lang);
  const s = script.homeStrength;
  const round = (n: number, d = 4) => Math.round(n * 10 ** d) / 10 ** d;
  switch (row.type) {
    case 1: {
      const home = 0.45 + s * 0.25;
      const away = 0.28 - s * 0.15;
      const favourite = home >= away ? 1 : 2;
      return {
        kind: 'upset',
        upset_index: Math.round((1 - Math.max(home, away)) * 100),
        favourite,
        home_win: round(home * 100, 1),
        draw: round((1 - home - away) * 100, 1),
        away_win: round(away * 100, 1),
      };
    }
    case 2: {
      const hx = 1.35 + s;
      const ax = Math.max(0.3, 1.1 - s / 2);
      const matrix = Array.from({ length: 6 }, (_, h) =>
        Array.from({ length: 6 }, (_, a) => round(poissonP(h, hx) * poissonP(a, ax))),
      );
      const best = matrix
        .flatMap((line, h) => line.map((p, a) => ({ p, score: `${h}-${a}` })))
        .sort((x, y) => y.p - x.p)
        .slice(0, 3);
      return {
        kind: 'poisson',
        home_expected: round(hx, 2),
        away_expected: round(ax, 2),
        matrix,
        best_scores: best.map((b) => b.score),
      };
    }
    case 3: {
      const leans = [0, 0, 0];
      for (const company of odds) {
        const prices = company.europe.open;
        const min = Math.min(...prices.filter((p) => p > 0));
        leans[prices.indexOf(min)] = (leans[prices.indexOf(min)] ?? 0) + 1;
      }
      const homes = odds.map((c) => c.europe.open[0]);
      const mean = homes.reduce((a, b) => a + b, 0) / homes.length;
      const sd = Math.sqrt(homes.reduce((a, b) => a + (b - mean) ** 2, 0) / homes.length);
      const pct = (n: number) => Math.round((n / odds.length) * 100);
      return {
        kind: 'diversity',
        home_lean: pct(leans[0] ?? 0),
        draw_lean: pct(leans[1] ?? 0),
        away_lean: pct(leans[2] ?? 0),
        divergence: round(sd * 100, 2),
      };
    }
    default: {
      const margins = odds.map((c) => ({
        company: c.company,
        margin: round((c.europe.open.filter((p) => p > 0).reduce((a, p) => a + 1 / p, 0) - 1) * 100, 2),
      }));
      return { kind: 'margin', margins, average: round(margins.reduce((a, m) => a + m.margin, 0) / margins.length, 2) };
    }
  }
}

function subscriptionView(
  call: Call,
  row: { id: number; model_id: number; gold: number; created_at: number },
): ModelSubscription {
  const model = modelRow(call, row.model_id);
  const item = itemView(call, model, new Set([model.id]));
  return {
    id: row.id,
    model_id: model.id,
    type: model.type,
    title: item.title,
    gold: row.gold,
    status: item.status,
    result: item.result,
    created_at: row.created_at,
  };
}

export const modelRoutes = {
  '/api/model/getModelHome': (call: Call) => {
    call.app.world.ensureWindow(call.now);
    const subscribed = subscribedIds(call);
    // The last few days' models (eight a day), of which the ten still worth buying come first (modelOrder).
    const rows = call.app.db
      .prepare('SELECT * FROM models WHERE created_at <= ? ORDER BY created_at DESC LIMIT 60')
      .all(call.now) as unknown as ModelRow[];
    return {
      types: TYPES.map(([type, key, dzh, dpt]) => ({
        type,
        key,
        name: typeName(call, type),
        desc: call.t(dzh, dpt),
        hit_rate: hitRate(call, type),
      })),
      list: rows
        .map((row) => itemView(call, row, subscribed))
        .sort(modelOrder)
        .slice(0, 10),
    };
  },
  '/api/model/getModelList': (call: Call) => {
    call.app.world.ensureWindow(call.now);
    const type = call.params.oneOf('type', [1, 2, 3, 4] as const);
    const page = call.params.page();
    const rows = call.app.db
      .prepare('SELECT * FROM models WHERE type = ? AND created_at >= ? AND created_at <= ?')
      .all(type, dayStart(dayOf(call.now) - WINDOW_PAST), call.now) as unknown as ModelRow[];
    const subscribed = subscribedIds(call);
    return paged(rows.map((row) => itemView(call, row, subscribed)).sort(modelOrder), page);
  },
  '/api/model/getModelDetail': (call: Call) => {
    const row = modelRow(call, call.params.int('id'));
    const type = call.params.oneOf('type', [1, 2, 3, 4] as const, row.type);
    if (row.type !== type) fail(`模型 ${row.id} 的类型不是 ${type}`, `O modelo ${row.id} não é do tipo ${type}`);
    const subscribed = subscribedIds(call);
    const item = itemView(call, row, subscribed);
    return { item, detail: row.price === 0 || item.subscribed ? detailOf(call, row) : null };
  },
  '/api/model/subscribe': (call: Call) => {
    const user = call.user();
    const row = modelRow(call, call.params.int('id'));
    const key = requestKey(call);
    const db = call.app.db;
    // Paid through the ledger once per request_id: a retry answers the first subscription, never charges twice.
    const subscription = once(db, { userId: user.id, key, fingerprint: `model:${row.id}`, now: call.now }, () => {
      if (subscribedIds(call).has(row.id)) fail('您已订阅该模型', 'Você já assinou este modelo');
      // A model's call is worth paying for only before the final whistle: a finished one is never sold.
      if (itemView(call, row, new Set()).status === 3)
        fail('比赛已结束，该模型不再出售', 'A partida já terminou: este modelo não está mais à venda');
      const balances = move(db, {
        userId: user.id,
        gold: -row.price,
        type: 11,
        remark: ['订阅数据模型', 'Assinatura de modelo'],
        key,
        now: call.now,
      });
      const result = db
        .prepare('INSERT INTO model_subs (user_id, model_id, gold, created_at) VALUES (?, ?, ?, ?)')
        .run(user.id, row.id, row.price, call.now);
      return { id: Number(result.lastInsertRowid), created_at: call.now, balances };
    });
    const { balances, ...stored } = subscription;
    return { ...subscriptionView(call, { ...stored, model_id: row.id, gold: row.price }), balances };
  },
  '/api/model/getSubscriptionRecords': (call: Call) => {
    const user = call.user();
    const page = call.params.page();
    const rows = call.app.db.prepare('SELECT * FROM model_subs WHERE user_id = ? ORDER BY id DESC').all(user.id) as {
      id: number;
      model_id: number;
      gold: number;
      created_at: number;
    }[];
    const slice = paged(rows, page);
    return { ...slice, list: slice.list.map((row) => subscriptionView(call, row)) };
  },
} satisfies Partial<PostHandlers>;
