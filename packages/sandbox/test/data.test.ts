import {
  type EventIntegral,
  type EventMatches,
  MODEL_TYPE_NAMES,
  type ModelDetail,
  type ModelItem,
  type ModelType,
  type PageOf,
} from '@live/api-contract';
import { modelOrder } from '../src/models/model-order.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noonClock, register, sandbox, type TestSandbox } from './helpers.ts';

let sb: TestSandbox;
let token = '';

beforeAll(async () => {
  sb = await sandbox({ now: noonClock() });
  token = (await register(sb, '13600000077')).token;
});
afterAll(() => sb.close());

async function ok<T>(path: string, body: Record<string, unknown> = {}, query = ''): Promise<T> {
  const answer = await sb.post<T>(path, { token, ...body }, query);
  expect(answer.status, `${path}: ${answer.msg}`).toBe(0);
  return answer.data;
}

async function gold(): Promise<number> {
  return (await ok<{ gold: number }>('/api/wallet/getWallet')).gold;
}

describe('standings with form', () => {
  it('every row carries its last 5 results as W, D or L, the latest finished event match last', async () => {
    const integral = await ok<EventIntegral>('/api/SportDatabase/getEventIntegral', { event_id: 1 });
    const rows = integral.tables.flatMap((table) => table.rows);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    for (const row of rows) {
      expect(row.form).toHaveLength(Math.min(5, row.played));
      expect(row.form.every((result) => ['W', 'D', 'L'].includes(result))).toBe(true);
    }
    const matches = await ok<EventMatches>('/api/SportDatabase/getEventMatch', { event_id: 1 });
    const done = matches.list.filter((match) => match.status === 8);
    const last = done.at(-1);
    // The current round's last finished match is its home team's latest result in the event.
    if (last) {
      const row = rows.find((r) => r.team_id === last.hometeam.id);
      const won = last.home_score > last.away_score;
      expect(row?.form.at(-1)).toBe(won ? 'W' : last.home_score < last.away_score ? 'L' : 'D');
    }
  });

  it('the same table twice gives the same form; home and away tables have their own', async () => {
    const a = await ok<EventIntegral>('/api/SportDatabase/getEventIntegral', { event_id: 1, type: 2 });
    const b = await ok<EventIntegral>('/api/SportDatabase/getEventIntegral', { event_id: 1, type: 2 });
    expect(a.tables).toEqual(b.tables);
    expect(a.type).toBe(2);
    const bad = await sb.post('/api/SportDatabase/getEventIntegral', { event_id: 1, type: 9 });
    expect(bad.status).not.toBe(0);
    expect(bad.msg).toContain('type');
  });
});

describe('model detail and subscription', () => {
  async function paidModel(): Promise<ModelItem> {
    for (const type of [1, 2, 3, 4]) {
      const list = await ok<PageOf<ModelItem>>('/api/model/getModelList', { type, size: 50 });
      const paid = list.list.find((item) => item.price > 0 && !item.subscribed && item.status !== 3);
      if (paid) return paid;
    }
    throw new Error('no paid model');
  }

  it('the detail opens by id alone (the subscribe address has no type); a wrong type is refused', async () => {
    const model = await paidModel();
    const detail = await ok<ModelDetail>('/api/model/getModelDetail', { id: model.id });
    expect(detail.item.id).toBe(model.id);
    expect(detail.detail).toBeNull();
    const wrong = await sb.post('/api/model/getModelDetail', { token, id: model.id, type: (model.type % 4) + 1 });
    expect(wrong.status).not.toBe(0);
  });

  it('§4 subscription paid with gold through the ledger: a replayed request_id charges once', async () => {
    const model = await paidModel();
    const before = await gold();
    const body = { token, id: model.id, request_id: 'data-test-sub-1' };
    const answers = await Promise.all([
      sb.post<{ id: number }>('/api/model/subscribe', body),
      sb.post<{ id: number }>('/api/model/subscribe', body),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([0, 0]);
    expect(answers[0]?.data.id).toBe(answers[1]?.data.id);
    expect(await gold()).toBe(before - model.price);
    const other = await sb.post('/api/model/subscribe', { token, id: model.id, request_id: 'data-test-sub-2' });
    expect(other.msg).toBe('您已订阅该模型');
    expect(await gold()).toBe(before - model.price);
    const records = await ok<PageOf<{ model_id: number; gold: number; status: number }>>(
      '/api/model/getSubscriptionRecords',
    );
    expect(records.list.filter((record) => record.model_id === model.id)).toHaveLength(1);
    expect([1, 2, 3]).toContain(records.list[0]?.status);
    const open = await ok<ModelDetail>('/api/model/getModelDetail', { id: model.id });
    expect(open.detail).not.toBeNull();
  });

  it('a subscription without a request_id is refused, naming the parameter, and charges nothing', async () => {
    const model = await paidModel();
    const before = await gold();
    const missing = await sb.post('/api/model/subscribe', { token, id: model.id });
    expect(missing.status).not.toBe(0);
    expect(missing.msg).toContain('request_id');
    expect(await gold()).toBe(before);
  });

  it('records need a token: a guest is told to log in', async () => {
    const answer = await sb.post('/api/model/getSubscriptionRecords', {});
    expect(answer.status).not.toBe(0);
  });
});

describe('models worth buying (issue #32)', () => {
  /** Each model's rank: live 0, upcoming 1, finished 2; a list is in order when the ranks never go down. */
  const ranks = (list: ModelItem[]) => list.map((item) => ({ 2: 0, 1: 1, 3: 2 })[item.status] ?? 2);
  const ascending = (values: number[]) => values.every((value, index) => index === 0 || values[index - 1]! <= value);

  it('upcoming and live first: the home list and every type list put no finished model above an open one', async () => {
    const home = await ok<{ types: { type: ModelType; name: string }[]; list: ModelItem[] }>('/api/model/getModelHome');
    expect(home.list.some((item) => item.status !== 3)).toBe(true);
    expect(ascending(ranks(home.list))).toBe(true);
    for (const type of [1, 2, 3, 4] as const) {
      const list = await ok<PageOf<ModelItem>>('/api/model/getModelList', { type, size: 100 });
      expect(list.list.some((item) => item.status === 3)).toBe(true);
      expect(ascending(ranks(list.list))).toBe(true);
    }
  });

  it('modelOrder: a pinned finished model stays below an open one; live before upcoming, soonest upcoming first, finished latest first whatever their pin', () => {
    const item = (id: number, status: number, pin: 0 | 1, created_at: number) =>
      ({ id, status, pin, created_at }) as ModelItem;
    const sorted = [item(1, 3, 1, 500), item(2, 1, 0, 300), item(3, 1, 0, 200), item(4, 2, 0, 100), item(5, 3, 0, 600)]
      .sort(modelOrder)
      .map((row) => row.id);
    expect(sorted).toEqual([4, 3, 2, 5, 1]);
  });

  it('a finished model is never sold: the platform refuses it with a clear message in both languages and charges nothing', async () => {
    const list = await ok<PageOf<ModelItem>>('/api/model/getModelList', { type: 1, size: 100 });
    const done = list.list.find((item) => item.status === 3 && item.price > 0 && !item.subscribed);
    if (!done) throw new Error('no finished paid model');
    const before = await gold();
    const zh = await sb.post('/api/model/subscribe', { token, id: done.id, request_id: 'data-test-done-1' });
    expect(zh.msg).toBe('比赛已结束，该模型不再出售');
    const pt = await sb.post(
      '/api/model/subscribe',
      { token, id: done.id, request_id: 'data-test-done-2' },
      '?lang=pt-br',
    );
    expect(pt.msg).toBe('A partida já terminou: este modelo não está mais à venda');
    expect(await gold()).toBe(before);
  });

  it('one name per model type (spec §1, §4 order): the type list and every title use MODEL_TYPE_NAMES', async () => {
    const home = await ok<{ types: { type: ModelType; name: string }[]; list: ModelItem[] }>('/api/model/getModelHome');
    expect(home.types.map((entry) => entry.name)).toEqual(['冷门指数', '泊松分布', '离散分析', '利润指数']);
    for (const item of home.list) expect(item.title.startsWith(`${MODEL_TYPE_NAMES[item.type].zh}:`)).toBe(true);
    const pt = await ok<{ types: { name: string }[] }>('/api/model/getModelHome', {}, '?lang=pt-br');
    expect(pt.types.map((entry) => entry.name)).toEqual([
      'Índice de zebra',
      'Distribuição de Poisson',
      'Análise de dispersão',
      'Margem',
    ]);
  });
});

describe('search keywords with regex characters', () => {
  it('matches them literally and answers an empty list, never an error', async () => {
    for (const keyword of ['(', '.*', '[a-', '%', '_']) {
      const multiple = await ok<{ news: unknown[]; anchors: unknown[] }>('/webapi/search/multiple', { keyword });
      expect(multiple.news).toEqual([]);
      const teams = await ok<{ list: unknown[] }>('/api/search/teams', { keyword });
      expect(teams.list).toEqual([]);
    }
  });
});

describe('news in Portuguese', () => {
  it('a pt-BR request gets the title and the source in Portuguese', async () => {
    const zh = await ok<PageOf<{ id: number; source: string; title: string }>>('/api/news/getNewsList', { size: 5 });
    const pt = await ok<PageOf<{ id: number; source: string; title: string }>>(
      '/api/news/getNewsList',
      { size: 5 },
      '?lang=pt-br',
    );
    expect(pt.list[0]?.id).toBe(zh.list[0]?.id);
    expect(pt.list[0]?.title).not.toBe(zh.list[0]?.title);
    expect(pt.list.every((news) => /^[\x20-\x7E\u00C0-\u00FF]+$/.test(news.source))).toBe(true);
  });
});

describe('team pages in Portuguese', () => {
  it('the coach and the venue of a pt-BR request are in Latin letters', async () => {
    const team = await ok<{ coach: string; venue: string }>(
      '/api/SportDatabase/getTeamInfo',
      { team_id: 101 },
      '?lang=pt-br',
    );
    expect(team.coach).toMatch(/^[\p{Script=Latin}' -]+$/u);
    expect(team.venue).toMatch(/^(Estádio|Arena) [\x20-\x7E]+$/);
    const chinese = await ok<{ coach: string }>('/api/SportDatabase/getTeamInfo', { team_id: 101 });
    expect(chinese.coach).toMatch(/^[\u4e00-\u9fff·]+$/);
  });
});

describe('models to buy at any hour (issue #32)', () => {
  it('every type lists a model with a price that is not finished, every 3 hours of the next 14 days', async () => {
    let clock = noonClock()();
    const own = await sandbox({ now: () => clock });
    try {
      const missing: string[] = [];
      for (let hour = 0; hour < 14 * 24; hour += 3) {
        clock += 3 * 3600;
        for (const type of [1, 2, 3, 4]) {
          const list = await own.post<PageOf<ModelItem>>('/api/model/getModelList', { type, size: 100 });
          if (!list.data.list.some((item) => item.price > 0 && item.status !== 3))
            missing.push(`type ${type} at +${hour + 3} h`);
        }
      }
      expect(missing).toEqual([]);
    } finally {
      await own.close();
    }
  });
});
