import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, schemaVersion } from '../src/db/database.ts';
import { MIGRATIONS } from '../src/db/migrations.ts';
import { register, sandbox, type TestSandbox } from './helpers.ts';

describe('bad input never crashes: status != 0 and a message naming the parameter', () => {
  let sb: TestSandbox;
  beforeAll(async () => {
    sb = await sandbox();
  });
  afterAll(() => sb.close());

  async function raw(path: string, init: RequestInit) {
    const response = await fetch(`${sb.url}${path}`, init);
    expect(response.status).toBeLessThan(500);
    return { code: response.status, body: (await response.json()) as { status: number; msg: string; data: unknown } };
  }

  it('malformed JSON', async () => {
    const { body } = await raw('/api/home/getHomeData', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"token":',
    });
    expect(body).toMatchObject({ status: 1, msg: '请求体不是合法的 JSON', data: null });
  });

  it('a JSON array instead of an object', async () => {
    const { body } = await raw('/api/home/getHomeData', { method: 'POST', body: '[1,2]' });
    expect(body.msg).toBe('请求体必须是 JSON 对象');
  });

  it('missing, mistyped and out-of-range parameters are named', async () => {
    expect((await sb.post('/api/football/getMatchInfo', {})).msg).toBe('缺少参数 matchid');
    expect((await sb.post('/api/football/getMatchInfo', { matchid: 'x1' })).msg).toBe('参数 matchid 必须是整数');
    expect((await sb.post('/api/race/getDateMatch', { date: '2024/01/01' })).msg).toContain('date');
    expect((await sb.post('/api/race/getDateMatch', { type: 9 })).msg).toContain('type');
    expect((await sb.post('/api/race/getDateMatch', { size: 100000 })).msg).toContain('size');
    expect((await sb.post('/webapi/protocal/getProtocal', {})).msg).toBe('缺少参数 type');
    expect((await sb.post('/api/search/teams', { keyword: { $ne: 1 } })).msg).toBe('参数 keyword 必须是字符串');
    expect((await sb.post('/api/football/getMatchInfo', {}, '?lang=pt-br')).msg).toBe('Parâmetro ausente: matchid');
  });

  it('unknown ids answer "not found" with the id', async () => {
    const result = await sb.post('/api/football/getMatchInfo', { matchid: 42 });
    expect(result).toMatchObject({ status: 4, msg: '比赛不存在: 42' });
    expect((await sb.post('/api/user/getUserBasicInfo', { id: 999999 })).status).toBe(4);
    expect((await sb.post('/api/video/getShortVideoDetail', { id: 999999 })).status).toBe(4);
  });

  it('a football path with a basketball match says so', async () => {
    const today = await sb.post<{ list: { id: number; sport_id: number }[] }>('/api/race/getDateMatch', {
      sport_id: 2,
      size: 1,
    });
    const result = await sb.post('/api/football/getMatchData', { matchid: today.data.list[0]?.id });
    expect(result.msg).toContain('不是足球比赛');
  });

  it('wrong method, unknown path', async () => {
    const get = await raw('/api/home/getHomeData', { method: 'GET' });
    expect(get.body.msg).toContain('POST');
    const unknown = await raw('/api/nothing/here', { method: 'POST', body: '{}' });
    expect(unknown.code).toBe(404);
    expect(unknown.body.msg).toBe('接口不存在: /api/nothing/here');
  });

  it('an oversized body is refused', async () => {
    const { body } = await raw('/api/home/getHomeData', {
      method: 'POST',
      body: JSON.stringify({ pad: 'x'.repeat(1_100_000) }),
    });
    expect(body.msg).toBe('请求体过大');
  });

  it('paths match without regard to case, as the platform does (/api/User/..., /webapi/user/...)', async () => {
    expect((await sb.post('/api/user/bindphone', {})).status).toBe(2);
    expect((await sb.post('/WEBAPI/USER/GETUSERINFO', {})).status).toBe(2);
  });
});

describe('persistence', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-'));
  const dbPath = join(dir, 'sandbox.db');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('data written survives a restart', async () => {
    const first = await sandbox({ dbPath });
    const { token } = await register(first, '13500000001');
    await first.post('/api/user/editUserInfo', { token, nick_name: '持久化' });
    await first.close();

    const second = await sandbox({ dbPath });
    const info = await second.post<{ nick_name: string }>('/webapi/User/getUserInfo', { token });
    expect(info.status).toBe(0);
    expect(info.data.nick_name).toBe('持久化');
    expect((await second.post('/webapi/user/login', { account: '13500000001', password: 'secret123' })).status).toBe(0);
    await second.close();

    const reset = await sandbox({ dbPath, reset: true });
    expect((await reset.post('/webapi/User/getUserInfo', { token })).status).toBe(2);
    await reset.close();
  });

  it('migrations bring the schema to the latest version', () => {
    const db = openDatabase(join(dir, 'fresh.db'));
    expect(schemaVersion(db)).toBe(MIGRATIONS.length);
    db.close();
  });

  it('the seed is deterministic: two fresh databases list the same matches', async () => {
    const a = await sandbox();
    const b = await sandbox();
    const list = async (sb: TestSandbox) =>
      (
        await sb.post<{ list: { id: number; hometeam: { name_zh: string } }[] }>('/api/race/getDateMatch', {})
      ).data.list.map((m) => `${m.id}${m.hometeam.name_zh}`);
    expect(await list(a)).toEqual(await list(b));
    await Promise.all([a.close(), b.close()]);
  });
});

describe('form bodies', () => {
  it('urlencoded bodies are read, and JSON sent as a form still parses', async () => {
    const sb = await sandbox();
    const form = await fetch(`${sb.url}/api/football/getMatchInfo`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'matchid=42',
    });
    expect((await form.json()).msg).toBe('比赛不存在: 42');
    const json = await fetch(`${sb.url}/api/football/getMatchInfo`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '{"matchid":43}',
    });
    expect((await json.json()).msg).toBe('比赛不存在: 43');
    await sb.close();
  });
});

describe('every endpoint survives empty and garbage bodies', () => {
  it('answers an envelope with a message, never a crash', async () => {
    const { GET_PATHS, POST_PATHS } = await import('../src/routes/index.ts');
    const sb = await sandbox();
    const token = (await sb.post<{ token: string }>('/webapi/user/login', { account: 'demo', password: 'sandbox123' }))
      .data.token;
    const garbage = {
      matchid: -1,
      id: 'x',
      anchorid: [],
      liveid: {},
      keyword: '%_\\',
      type: 99,
      page: 0,
      size: -5,
      sport_id: 7,
      event_id: 1e20,
      date: 'tomorrow',
      key: 'k',
      amount: 3,
    };
    expect(POST_PATHS.length).toBeGreaterThan(100);
    for (const path of POST_PATHS) {
      for (const body of [{}, { token }, { ...garbage, token }]) {
        const response = await fetch(`${sb.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        expect(response.status, path).toBe(200);
        const envelope = (await response.json()) as { status: unknown; msg: unknown };
        expect(typeof envelope.status, path).toBe('number');
        expect(typeof envelope.msg, path).toBe('string');
        expect(envelope.msg, path).not.toMatch(/服务器内部错误|Error|\n\s+at /);
      }
    }
    for (const path of GET_PATHS) expect((await sb.get(path)).status, path).toBe(0);
    await sb.close();
  });
});
