import type { EventIntegral, EventMatches, ModelDetail, ModelItem, PageOf } from '@live/api-contract';
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
      expect(row.form).toHaveLength(5);
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
      const paid = list.list.find((item) => item.price > 0 && !item.subscribed);
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
    expect(team.coach).toMatch(/^[A-Za-z]+ [A-Za-z]+$/);
    expect(team.venue).toMatch(/^(Estádio|Arena) [\x20-\x7E]+$/);
    const chinese = await ok<{ coach: string }>('/api/SportDatabase/getTeamInfo', { team_id: 101 });
    expect(chinese.coach).toMatch(/^[\u4e00-\u9fff]+$/);
  });
});
