import { SANDBOX_CHAT_APP_ID } from '@live/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noonClock, register, sandbox, type TestSandbox } from './helpers.ts';

let sb: TestSandbox;
let token = '';

beforeAll(async () => {
  sb = await sandbox({
    now: noonClock(),
    configOverrides: { '*': { switch_race_quiz_check: '1' }, '7': { switch_room_chat: '0' } },
  });
  token = (await sb.post<{ token: string }>('/webapi/user/login', { account: 'demo', password: 'sandbox123' })).data
    .token;
});
afterAll(() => sb.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('uploads (spec §7: temp keys, then PUT to put_url)', () => {
  it('round trip through getTempKeysForMinio: PUT stores, url serves it back', async () => {
    const keys = await sb.post<{ put_url: string; url: string; key: string }>('/api/config/getTempKeysForMinio', {
      token,
      key: 'avatar/demo.png',
    });
    expect(keys.status).toBe(0);
    expect(keys.data.put_url).toMatch(/^\/sandbox\/uploads\/u1\/avatar\/demo\.png\?ticket=/);
    const put = await fetch(`${sb.url}${keys.data.put_url}`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: PNG,
    });
    expect(put.status).toBe(200);
    const back = await fetch(`${sb.url}${keys.data.url}`);
    expect(back.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await back.arrayBuffer()).equals(PNG)).toBe(true);
    const again = await fetch(`${sb.url}${keys.data.put_url}`, { method: 'PUT', body: PNG });
    expect(again.status).toBe(403);
  });

  it('getTempKeysForCos gives temporary credentials (spec §3); the COS SDK signs with them (cos-upload.test.ts)', async () => {
    const keys = await sb.post<Record<string, unknown>>('/webapi/config/getTempKeysForCos', { token, ext: 'jpg' });
    for (const field of ['tmpSecretId', 'tmpSecretKey', 'sessionToken', 'startTime', 'expiredTime'])
      expect(keys.data).toHaveProperty(field);
  });

  it('uploaded HTML is never served as a page', async () => {
    const keys = await sb.post<{ put_url: string; url: string }>('/api/config/getTempKeysForMinio', {
      token,
      key: 'x/evil.html',
    });
    await fetch(`${sb.url}${keys.data.put_url}`, {
      method: 'PUT',
      headers: { 'content-type': 'text/html' },
      body: '<script>alert(1)</script>',
    });
    const back = await fetch(`${sb.url}${keys.data.url}`);
    expect(back.headers.get('content-type')).toBe('application/octet-stream');
    expect(back.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("uploads are scoped to their owner: no temp key for another user's file, which stays as it was (#13)", async () => {
    const mine = await sb.post<{ put_url: string; url: string; key: string }>('/api/config/getTempKeysForMinio', {
      token,
      key: 'avatar/owner.png',
    });
    expect(mine.data.key).toBe('u1/avatar/owner.png');
    await fetch(`${sb.url}${mine.data.put_url}`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: PNG,
    });
    const other = await register(sb, '13900000077');
    for (const path of ['/api/config/getTempKeysForMinio', '/webapi/config/getTempKeysForCos']) {
      const stolen = await sb.post(path, { token: other.token, key: mine.data.key });
      expect(stolen.status, `${path} for another user's key`).not.toBe(0);
      expect(stolen.msg).toContain('u' + other.uid + '/');
    }
    const own = await sb.post<{ put_url: string; key: string }>('/api/config/getTempKeysForMinio', {
      token: other.token,
      key: 'avatar/owner.png',
    });
    expect(own.data.key).toBe(`u${other.uid}/avatar/owner.png`);
    await fetch(`${sb.url}${own.data.put_url}`, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: 'x' });
    const back = await fetch(`${sb.url}${mine.data.url}`);
    expect(Buffer.from(await back.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('an upload address that does not decode as a URI answers 400, not an internal error (#13)', async () => {
    for (const method of ['GET', 'PUT']) {
      const response = await fetch(`${sb.url}/sandbox/uploads/u1/%E0%A4%A.png`, {
        method,
        body: method === 'PUT' ? 'x' : undefined,
      });
      expect(response.status, method).toBe(400);
      expect(((await response.json()) as { msg: string }).msg).toContain('URI');
    }
  });

  it('bad keys and visitors are refused', async () => {
    expect((await sb.post('/api/config/getTempKeysForMinio', { token, key: '../etc/passwd' })).msg).toContain('key');
    expect((await sb.post('/api/config/getTempKeysForMinio', {})).status).toBe(2);
  });
});

describe('common config (spec §3) switchable per brand', () => {
  it('has every config field and the lists', async () => {
    const config = await sb.get<Record<string, unknown> & { config: Record<string, unknown> }>(
      '/api/config/getCommonConfig',
    );
    for (const field of [
      'emoji',
      'launch_ad',
      'live_badge',
      'live_category',
      'user_tag',
      'home_pop_ad',
      'live_play_ad',
    ])
      expect(config.data).toHaveProperty(field);
    const fields = [
      'site_domain',
      'site_h5_share_url',
      'site_h5_domain',
      'huawei_pull_hls_domain',
      'im_sdkappid',
      'switch_self_storage',
      'cos_bucket',
      'cos_region',
      'cos_folder_image',
      'switch_robotroom',
      'switch_anchorroom',
      'switch_shortvideo_check',
      'switch_match_database',
      'switch_room_chat',
      'switch_room_anchor',
      'switch_race_quiz_check',
      'switch_race_status',
      'switch_race_lineup',
      'switch_race_analysis',
      'switch_race_index',
      'switch_room_rank',
      'switch_room_operate',
      'room_video_play_sec',
      'room_video_play_flogin_sec',
    ];
    for (const field of fields) expect(config.data.config).toHaveProperty(field);
    expect(config.data.config.im_sdkappid).toBe(String(SANDBOX_CHAT_APP_ID));
    expect(typeof config.data.config.room_video_play_sec).toBe('number');
  });

  it('start-up overrides apply to all brands (*) and to one sp_source', async () => {
    const all = await sb.get<{ config: Record<string, string> }>('/api/config/getCommonConfig');
    expect(all.data.config.switch_race_quiz_check).toBe('1');
    expect(all.data.config.switch_room_chat).toBe('1');
    const seven = await sb.get<{ config: Record<string, string> }>('/api/config/getCommonConfig?sp_source=7');
    expect(seven.data.config.switch_room_chat).toBe('0');
  });

  it('POST /sandbox/config overrides one brand and the room tabs follow', async () => {
    const set = await fetch(`${sb.url}/sandbox/config`, {
      method: 'POST',
      body: JSON.stringify({ sp_source: 31, config: { switch_room_rank: '0', room_video_play_sec: 30 } }),
    });
    expect((await set.json()).status).toBe(0);
    const config = await sb.get<{ config: Record<string, unknown> }>('/api/config/getCommonConfig?sp_source=31');
    expect(config.data.config).toMatchObject({ switch_room_rank: '0', room_video_play_sec: 30 });
    const tabs = await sb.post<{ list: { key: string; show: number }[] }>('/api/race/getRaceSubTab', { sp_source: 31 });
    expect(tabs.data.list.find((tab) => tab.key === 'rank')?.show).toBe(0);
    const other = await sb.get<{ config: Record<string, unknown> }>('/api/config/getCommonConfig?sp_source=5');
    expect(other.data.config.switch_room_rank).toBe('1');
  });

  it('overrides keyed by brand id follow the X-Brand-Id header; sp_source still wins (precedence * < brand < sp_source)', async () => {
    await fetch(`${sb.url}/sandbox/config`, {
      method: 'POST',
      body: JSON.stringify({ brand: 'pq8', config: { switch_match_database: '0', switch_room_rank: '1' } }),
    });
    const brand = (extra: string) =>
      fetch(`${sb.url}/api/config/getCommonConfig${extra}`, { headers: { 'x-brand-id': 'pq8' } }).then(
        (r) => r.json() as Promise<{ data: { config: Record<string, string> } }>,
      );
    expect((await brand('')).data.config.switch_match_database).toBe('0');
    expect((await brand('?sp_source=31')).data.config.switch_room_rank).toBe('0');
    const other = await sb.get<{ config: Record<string, string> }>('/api/config/getCommonConfig');
    expect(other.data.config.switch_match_database).toBe('1');
  });

  it('bad overrides are refused with the key named', async () => {
    const bad = await fetch(`${sb.url}/sandbox/config`, {
      method: 'POST',
      body: JSON.stringify({ config: { switch_room_rank: 1 } }),
    });
    expect((await bad.json()).msg).toContain('switch_room_rank');
    const unknown = await fetch(`${sb.url}/sandbox/config`, {
      method: 'POST',
      body: JSON.stringify({ config: { nope: '1' } }),
    });
    expect((await unknown.json()).msg).toContain('nope');
  });
});

describe('start-up overrides (--config)', async () => {
  const { parseOverrides } = await import('../src/index.ts');
  it('accepts *, brand ids and sp_sources, and names what is wrong', () => {
    expect(parseOverrides('{"*":{"switch_room_chat":"0"},"pq8":{"room_video_play_sec":5},"31":{}}')).toEqual({
      '*': { switch_room_chat: '0' },
      pq8: { room_video_play_sec: 5 },
      '31': {},
    });
    expect(() => parseOverrides('{nope')).toThrow('not valid JSON');
    expect(() => parseOverrides('{"pq8":{"switch_room_chat":1}}')).toThrow('switch_room_chat');
    expect(() => parseOverrides('{"Bad Key":{}}')).toThrow('sp_source');
  });
});

describe('match pins (POST /sandbox/match)', () => {
  it('freezes the clock or forces a status, and unpins', async () => {
    const today = await sb.post<{ list: { id: number; sport_id: number; status: number; time: number }[] }>(
      '/api/race/getDateMatch',
      { sport_id: 1, type: 3 },
    );
    const match = today.data.list[0] as { id: number };
    const pin = (body: object) =>
      fetch(`${sb.url}/sandbox/match`, { method: 'POST', body: JSON.stringify({ matchid: match.id, ...body }) }).then(
        (r) => r.json() as Promise<{ status: number; msg: string }>,
      );
    const info = async () =>
      (
        await sb.post<{ status: number; kickoff_time: number; time: number }>('/api/football/getMatchInfo', {
          matchid: match.id,
        })
      ).data;
    expect((await pin({ elapsed: 50 * 60 })).status).toBe(0);
    expect((await info()).status).toBe(3);
    await pin({ elapsed: null, status: 7 });
    expect((await info()).status).toBe(7);
    await pin({ status: null, elapsed: null });
    expect((await info()).status).toBe(1);
    expect((await pin({ status: 99 })).msg).toContain('status');
  });
});
