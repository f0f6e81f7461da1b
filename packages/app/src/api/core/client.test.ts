import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, REQUEST_TIMEOUT_MS } from './client';
import type { ApiEffects, ApiSession } from './effects';
import { ApiError, isLoginTimeout } from './errors';
import { hostRotation } from './hosts';
import { fixedSession, flush, json, ok, recordingEffects, type TestServer, startServer } from './test-support';

let server: TestServer;
let second: TestServer;

beforeAll(async () => {
  server = await startServer();
  second = await startServer();
});

afterAll(async () => {
  await server.close();
  await second.close();
});

beforeEach(() => {
  server.seen.length = 0;
  second.seen.length = 0;
});

interface Setup {
  session?: ApiSession;
  effects?: ApiEffects;
  hosts?: string[];
  selected?: string | null;
  fallback?: string;
  now?: () => number;
  timeoutMs?: number;
}

function client(setup: Setup = {}) {
  const effects = setup.effects ?? recordingEffects();
  const hosts = setup.hosts ?? [];
  return createApiClient({
    session: setup.session ?? fixedSession(),
    effects,
    nextHost: hostRotation({
      hosts: () => hosts,
      selected: () => setup.selected ?? null,
      fallback: setup.fallback ?? server.origin,
    }),
    now: setup.now,
    timeoutMs: setup.timeoutMs,
  });
}

const last = () => server.seen.at(-1);

describe('what every call sends (spec §7)', () => {
  it('calls: POST with a JSON body, resolving with data when status is 0 (spec §7)', async () => {
    server.on('/api/home/getHomeData', ok({ hot: [] }));
    await expect(client().post('/api/home/getHomeData')).resolves.toEqual({ hot: [] });
    expect(last()?.method).toBe('POST');
    expect(last()?.headers['content-type']).toContain('application/json');
  });

  it('calls: token, uid as a number, sp_source and platform h5 = 3 are added (spec §7)', async () => {
    server.on('/api/anchor/getRecAnchors', ok({ list: [] }));
    await client().post('/api/anchor/getRecAnchors', { sport_id: 1 });
    expect(last()?.body).toEqual({ token: 'tok-1', uid: 42, sp_source: 5, platform: 3, sport_id: 1 });
  });

  it('calls: visitors send no token or uid, and no sp_source when unknown (spec §7)', async () => {
    server.on('/api/home/getHomeData', ok({}));
    await client({ session: fixedSession({ token: '', uid: 0, spSource: null }) }).post('/api/home/getHomeData');
    expect(last()?.body).toEqual({ platform: 3 });
  });

  it('calls: undefined and null fields are dropped (spec §5)', async () => {
    server.on('/api/race/getDateMatch', ok({ list: [] }));
    await client().post('/api/race/getDateMatch', {
      date: undefined,
      sport_id: 1,
      event_id: null as unknown as number,
    });
    expect(last()?.raw).not.toContain('date');
    expect(last()?.raw).not.toContain('event_id');
  });

  it('calls: hideLoading and noToast are removed before sending (spec §7)', async () => {
    server.on('/api/home/getHomeData', ok({}));
    await client().post('/api/home/getHomeData', { hideLoading: true, noToast: true });
    expect(last()?.raw).not.toMatch(/hideLoading|noToast/);
  });

  it('calls: lang=pt-br is added to the query when the language is not Chinese (spec §7)', async () => {
    server.on('/api/home/getHomeData', ok({}));
    await client({ session: fixedSession({ language: 'pt-BR' }) }).post('/api/home/getHomeData');
    expect(last()?.query).toEqual({ lang: 'pt-br' });
    await client().post('/api/home/getHomeData');
    expect(last()?.query).toEqual({});
  });

  it('calls: the page channel_code is forwarded when the brand forwards it (qutu) (spec §7)', async () => {
    server.on('/api/home/getHomeData', ok({}));
    await client({ session: fixedSession({ channelCode: 'ch-77' }) }).post('/api/home/getHomeData');
    expect(last()?.body).toMatchObject({ channel_code: 'ch-77' });
    await client().post('/api/home/getHomeData');
    expect(last()?.body).not.toHaveProperty('channel_code');
  });

  it('calls: GET sends the common fields and the query in the query string (spec §7)', async () => {
    server.on('/api/config/getCommonConfig', ok({ config: {} }));
    await client({ session: fixedSession({ language: 'pt-BR' }) }).get('/api/config/getCommonConfig', {
      hideLoading: true,
    });
    expect(last()?.method).toBe('GET');
    expect(last()?.query).toEqual({ lang: 'pt-br', token: 'tok-1', uid: '42', sp_source: '5', platform: '3' });
  });
});

describe('hosts (spec §7)', () => {
  it('hosts: requests rotate round-robin over the API hosts (spec §7)', async () => {
    server.on('/api/home/getHomeData', ok({}));
    second.on('/api/home/getHomeData', ok({}));
    const api = client({ hosts: [server.origin, second.origin] });
    for (let i = 0; i < 4; i += 1) await api.post('/api/home/getHomeData');
    expect(server.seen).toHaveLength(2);
    expect(second.seen).toHaveLength(2);
  });

  it('hosts: a selected host takes every request (spec §7)', async () => {
    second.on('/api/home/getHomeData', ok({}));
    const api = client({ hosts: [server.origin, second.origin], selected: second.origin });
    for (let i = 0; i < 3; i += 1) await api.post('/api/home/getHomeData');
    expect(second.seen).toHaveLength(3);
    expect(server.seen).toHaveLength(0);
  });

  it("hosts: the brand's fallback host serves when the list is empty (spec §7)", async () => {
    second.on('/api/home/getHomeData', ok({}));
    await client({ hosts: [], fallback: second.origin }).post('/api/home/getHomeData');
    expect(second.seen).toHaveLength(1);
  });
});

describe('loading toast (spec §8)', () => {
  it('loading: 加载中... shows once for concurrent calls and clears when the last ends (spec §8)', async () => {
    server.on('/api/home/getHomeData', ok({}));
    const effects = recordingEffects();
    const api = client({ effects });
    await Promise.all([api.post('/api/home/getHomeData'), api.post('/api/home/getHomeData')]);
    expect(effects.log).toEqual(['loading:加载中...', 'hideLoading']);
  });

  it('loading: a page in Portuguese shows Carregando... (issue #30: no Chinese on pt-BR)', async () => {
    server.on('/api/home/getHomeData', ok({}));
    const effects = recordingEffects();
    await client({ effects, session: fixedSession({ language: 'pt-BR' }) }).post('/api/home/getHomeData');
    expect(effects.log).toEqual(['loading:Carregando...', 'hideLoading']);
  });

  it('loading: hideLoading calls show no loading toast (spec §8)', async () => {
    server.on('/api/home/getHomeData', ok({}));
    const effects = recordingEffects();
    await client({ effects }).post('/api/home/getHomeData', { hideLoading: true });
    expect(effects.log).toEqual([]);
  });
});

describe('login timeout (spec §8)', () => {
  const loginTimeoutAnswer = json({ status: 2, msg: '登录超时，请重新登录', data: null });

  it('login timeout: status 2 clears loading, shows the message, resets the user, clears storage and rejects with the marker (spec §8)', async () => {
    server.on('/api/user/getProfitList', loginTimeoutAnswer);
    const effects = recordingEffects();
    effects.answer = false;
    const error = await client({ effects })
      .post('/api/user/getProfitList', {})
      .catch((e: unknown) => e);
    expect(isLoginTimeout(error)).toBe(true);
    expect(effects.log.slice(0, 5)).toEqual([
      'loading:加载中...',
      'hideLoading',
      'toast:登录超时，请重新登录',
      'resetUser',
      'clearStorage',
    ]);
  });

  it('login timeout: the loading toast is cleared even while other calls are still loading (spec §8)', async () => {
    server.on('/api/user/getProfitList', loginTimeoutAnswer);
    server.on('/api/home/getHomeData', (request, response) => {
      setTimeout(() => ok({})(request, response), 100);
    });
    const effects = recordingEffects();
    effects.answer = false;
    const api = client({ effects });
    const slow = api.post('/api/home/getHomeData');
    await api.post('/api/user/getProfitList', {}).catch(() => undefined);
    expect(effects.log.slice(0, 2)).toEqual(['loading:加载中...', 'hideLoading']);
    const later = api.post('/api/home/getHomeData');
    await slow;
    expect(effects.log.filter((line) => line === 'hideLoading')).toHaveLength(1);
    await later;
    expect(effects.log.filter((line) => line === 'hideLoading')).toHaveLength(2);
  });

  it('login timeout: a message containing 登录超时 counts whatever the status (spec §8)', async () => {
    server.on('/api/user/getProfitList', json({ status: 1, msg: '登录超时', data: null }));
    const error = await client()
      .post('/api/user/getProfitList', {})
      .catch((e: unknown) => e);
    expect(isLoginTimeout(error)).toBe(true);
  });

  it('login timeout: prompts 您还未登录 / 请登录使用完整功能 with 确定 and 取消; 确定 stores the return address and goes to /login (spec §8)', async () => {
    server.on('/api/user/getProfitList', loginTimeoutAnswer);
    const effects = recordingEffects('/live-detail/12?tab=chat');
    await client({ effects })
      .post('/api/user/getProfitList', { hideLoading: true })
      .catch(() => undefined);
    await flush();
    expect(effects.log).toContain('confirm:您还未登录|请登录使用完整功能|确定|取消');
    expect(effects.log.slice(-2)).toEqual(['return:/live-detail/12?tab=chat', 'navigate:/login']);
  });

  it('login timeout: a page in Portuguese gets the prompt in Portuguese (issue #30: no Chinese on pt-BR)', async () => {
    server.on('/api/user/getProfitList', loginTimeoutAnswer);
    const effects = recordingEffects();
    await client({ effects, session: fixedSession({ language: 'pt-BR' }) })
      .post('/api/user/getProfitList', { hideLoading: true })
      .catch(() => undefined);
    await flush();
    expect(effects.log).toContain('confirm:Você não entrou|Entre para usar todos os recursos|Entrar|Cancelar');
  });

  it('login timeout: 取消 stays on the page (spec §8)', async () => {
    server.on('/api/user/getProfitList', loginTimeoutAnswer);
    const effects = recordingEffects();
    effects.answer = false;
    await client({ effects })
      .post('/api/user/getProfitList', { hideLoading: true })
      .catch(() => undefined);
    await flush();
    expect(effects.log.some((line) => line.startsWith('navigate:'))).toBe(false);
  });

  it('login timeout: get-user-info resets the user without the prompt (spec §8)', async () => {
    server.on('/webapi/User/getUserInfo', loginTimeoutAnswer);
    const effects = recordingEffects();
    const error = await client({ effects })
      .post('/webapi/User/getUserInfo')
      .catch((e: unknown) => e);
    await flush();
    expect(isLoginTimeout(error)).toBe(true);
    expect(effects.log).toContain('resetUser');
    expect(effects.log.some((line) => line.startsWith('confirm:'))).toBe(false);
  });

  it('login timeout: one prompt at a time (spec §8)', async () => {
    server.on('/api/user/getProfitList', loginTimeoutAnswer);
    const effects = recordingEffects();
    let answer: (value: boolean) => void = () => undefined;
    effects.confirm = async (dialog) => {
      effects.log.push(`confirm:${dialog.title}`);
      return new Promise<boolean>((resolve) => {
        answer = resolve;
      });
    };
    const api = client({ effects });
    await Promise.all([
      api.post('/api/user/getProfitList', {}).catch(() => undefined),
      api.post('/api/user/getProfitList', {}).catch(() => undefined),
    ]);
    expect(effects.log.filter((line) => line.startsWith('confirm:'))).toHaveLength(1);
    answer(false);
    await flush();
    await api.post('/api/user/getProfitList', {}).catch(() => undefined);
    expect(effects.log.filter((line) => line.startsWith('confirm:'))).toHaveLength(2);
  });
});

describe('failures (spec §8)', () => {
  it('failure: a non-empty msg with status not 0 shows a failure toast and rejects (spec §8)', async () => {
    server.on('/api/race/vote_race_team', json({ status: 1, msg: '已投票', data: null }));
    const effects = recordingEffects();
    const error = await client({ effects })
      .post('/api/race/vote_race_team', { matchid: 1, team: 1, hideLoading: true })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'failure', status: 1, message: '已投票' });
    expect(effects.log).toEqual(['toast:已投票']);
  });

  it('failure: further failure toasts are suppressed for 2 seconds (spec §8)', async () => {
    server.on('/api/race/vote_race_team', json({ status: 1, msg: '已投票', data: null }));
    const effects = recordingEffects();
    let now = 1_000;
    const api = client({ effects, now: () => now });
    const vote = () => api.post('/api/race/vote_race_team', { matchid: 1, team: 1, hideLoading: true }).catch(() => 0);
    await vote();
    now += 1_999;
    await vote();
    expect(effects.log).toEqual(['toast:已投票']);
    now += 1;
    await vote();
    expect(effects.log).toEqual(['toast:已投票', 'toast:已投票']);
  });

  it('failure: noToast rejects without a toast; an empty msg rejects without a toast (spec §8)', async () => {
    server.on('/api/race/vote_race_team', json({ status: 1, msg: '已投票', data: null }));
    server.on('/api/race/getRaceTag', json({ status: 3, msg: '', data: null }));
    const effects = recordingEffects();
    const api = client({ effects });
    await expect(
      api.post('/api/race/vote_race_team', { matchid: 1, team: 1, hideLoading: true, noToast: true }),
    ).rejects.toMatchObject({ kind: 'failure' });
    await expect(api.post('/api/race/getRaceTag', { hideLoading: true })).rejects.toMatchObject({ status: 3 });
    expect(effects.log).toEqual([]);
  });

  it('network: an unreachable host rejects with a network error (spec §8)', async () => {
    const gone = await startServer();
    const origin = gone.origin;
    await gone.close();
    const effects = recordingEffects();
    const error = await client({ effects, fallback: origin })
      .post('/api/home/getHomeData')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network' });
    expect(effects.log).toEqual(['loading:加载中...', 'hideLoading']);
  });

  it('network: an HTTP error without an envelope rejects with a network error (spec §8)', async () => {
    server.on('/api/home/getHomeData', (_request, response) => {
      response.writeHead(502);
      response.end('bad gateway');
    });
    await expect(client().post('/api/home/getHomeData')).rejects.toMatchObject({ kind: 'network' });
  });

  it('network: an answer that is not an envelope rejects', async () => {
    server.on('/api/home/getHomeData', json(['not', 'an', 'envelope']));
    await expect(client().post('/api/home/getHomeData')).rejects.toMatchObject({ kind: 'failure', status: -1 });
  });

  it('timeout: calls give up after 10000 ms by default (spec §9)', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
    expect(client().timeoutMs).toBe(10_000);
    server.on('/api/home/getHomeData', (_request, response) => {
      setTimeout(() => ok({})(_request, response), 300);
    });
    await expect(client({ timeoutMs: 50 }).post('/api/home/getHomeData')).rejects.toMatchObject({ kind: 'network' });
  });

  it('cancel: an aborted call is swallowed, never resolving or rejecting, and its loading toast clears (spec §8)', async () => {
    server.on('/api/home/getHomeData', (_request, response) => {
      setTimeout(() => ok({})(_request, response), 200);
    });
    const effects = recordingEffects();
    const controller = new AbortController();
    let settled = false;
    client({ effects })
      .post('/api/home/getHomeData', {}, { signal: controller.signal })
      .then(
        () => {
          settled = true;
        },
        () => {
          settled = true;
        },
      );
    await new Promise((resolve) => setTimeout(resolve, 20));
    controller.abort();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(settled).toBe(false);
    expect(effects.log).toEqual(['loading:加载中...', 'hideLoading']);
  });
});
