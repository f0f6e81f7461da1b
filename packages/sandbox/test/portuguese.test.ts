import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/seed/content.ts';
import { noonClock, sandbox, type TestSandbox } from './helpers.ts';

/**
 * Issue #30 item 4: with lang=pt-br the platform answers every name and text in Portuguese (spec §1, §7). Each
 * answer's JSON is walked and every string holding a Han or CJK character (punctuation such as ，。： too) is named.
 */

/** Han, kana, Hangul and the CJK punctuation and full-width forms (the same ranges as the e2e crawl's check). */
const CJK =
  /[\u2e80-\u2fdf\u3000-\u303f\u3040-\u30ff\u3100-\u31ff\u3200-\u9fff\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]/u;

/** Fields that hold what a user typed, which stays as typed (the demo user's Chinese shipping address). */
const USERS_OWN_TEXT = new Set(['address']);

/** Every string of a JSON value that holds a CJK character, with its path. */
function cjkStrings(value: unknown, at = ''): string[] {
  if (typeof value === 'string') return CJK.test(value) ? [`${at}: ${value}`] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => cjkStrings(item, `${at}[${index}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) =>
      USERS_OWN_TEXT.has(key) ? [] : cjkStrings(item, `${at}.${key}`),
    );
  return [];
}

let sb: TestSandbox;
let token = '';
const PT = '?lang=pt-br';

beforeAll(async () => {
  sb = await sandbox({ now: noonClock() });
  const login = await sb.post<{ token: string }>('/webapi/user/login', {
    account: DEMO_ACCOUNTS.demo.account,
    password: DEMO_ACCOUNTS.demo.password,
  });
  token = login.data.token;
});
afterAll(() => sb.close());

/** The answer of a call in Portuguese, as the demo user; fails on a non-zero status. */
async function pt<T = Record<string, unknown>>(path: string, body: Record<string, unknown> = {}): Promise<T> {
  const result = await sb.post<T>(path, { token, platform: 3, ...body }, PT);
  if (result.status !== 0) throw new Error(`${path} ${JSON.stringify(body)}: ${result.status} ${result.msg}`);
  return result.data;
}

async function ptGet<T = Record<string, unknown>>(path: string): Promise<T> {
  const result = await sb.get<T>(`${path}${PT}`);
  if (result.status !== 0) throw new Error(`${path}: ${result.status} ${result.msg}`);
  return result.data;
}

/** Calls each [path, body] and returns every CJK string of every answer, named by call. */
async function sweep(calls: [string, Record<string, unknown>?][]): Promise<string[]> {
  const found: string[] = [];
  for (const [path, body = {}] of calls) {
    const data = await pt(path, body);
    found.push(...cjkStrings(data, `${path} ${JSON.stringify(body)}`));
  }
  return found;
}

type Ids = { list: { id: number }[] };
const ids = (answer: Ids, n = 3) => answer.list.slice(0, n).map((item) => item.id);

describe('issue #30 item 4: lang=pt-br answers no Chinese text', () => {
  it('matches of every sport and their detail tabs: teams, players, leagues, events, bookmakers', async () => {
    const day = await pt<{ list: { id: number; sport_id: number; status: number }[] }>('/api/race/getDateMatch', {});
    const football = day.list.filter((m) => m.sport_id === 1);
    const basketball = day.list.filter((m) => m.sport_id === 2);
    // An in-play match has events (cards, goals with player names), a finished one its whole script.
    const pick = (list: typeof football) => [
      ...list.filter((m) => m.status >= 2 && m.status <= 9).slice(0, 2),
      ...list.filter((m) => m.status === 8 || m.status === 10).slice(0, 1),
      ...list.slice(0, 1),
    ];
    const calls: [string, Record<string, unknown>?][] = [
      ['/api/race/getDateMatch', {}],
      ['/api/race/getDateMatch', { sport_id: 2 }],
      ['/api/race/getRaceTag', { sport_id: 1 }],
      ['/api/race/getRaceSubTab'],
      ['/api/race/getRecentMatchCount'],
      ['/api/race/getEventByDate', { sport_id: 1 }],
      ['/api/race/getEventByDate', { sport_id: 2 }],
      ['/api/race/getRecMath', { sport_id: 1 }],
      ['/api/race/getAttentMatchlist', { sport_id: 0 }],
    ];
    for (const [sport, list] of [
      ['football', pick(football)],
      ['basketball', pick(basketball)],
    ] as const) {
      for (const { id } of list) {
        const body = { matchid: id };
        calls.push(
          [`/api/${sport}/getMatchInfo`, body],
          [`/api/${sport}/getMatchAnchors`, body],
          [`/api/${sport}/getMatchData`, body],
          [`/api/${sport}/getTliveData`, body],
          [`/api/${sport}/matchOdd`, body],
          [`/webapi/${sport}/getAnalysisData`, body],
          [`/webapi/${sport}/getLineupData`, body],
          [`/webapi/${sport}/getMatchRank`, body],
          [`/webapi/${sport}/getMatchTop3Data`, body],
          [`/webapi/${sport}/getMatchCombineData`, body],
        );
        if (sport === 'football') calls.push(['/webapi/football/getIncidentsData', body]);
      }
    }
    expect(await sweep(calls)).toEqual([]);
  });

  it('live rooms, anchors, the room page and its welcome text, home, banners, categories, gifts', async () => {
    const lives = await pt<{ list: { id: number; anchorid: number }[] }>('/api/live/getRealLives', {
      page: 1,
      size: 50,
    });
    const calls: [string, Record<string, unknown>?][] = [
      ['/api/home/getHomeData'],
      ['/api/live/getRealLives', { page: 1, size: 50 }],
      ['/api/live/getNoMatchLiveList', { page: 1, size: 50 }],
      ['/api/anchor/getRecAnchors', { sport_id: 1 }],
      ['/api/anchor/getRecAnchors', { sport_id: 2 }],
      ['/api/gift/getGiftList'],
      ['/api/activity/getList', { page: 1, size: 20 }],
      ['/api/activity/getDetail', { id: 1 }],
      ['/api/user/getAttentList', { page: 1, size: 20 }],
      ...lives.list.slice(0, 6).flatMap((room): [string, Record<string, unknown>][] => [
        ['/webapi/live/getLivePageData', { anchorid: room.anchorid }],
        ['/api/user/getUserBasicInfo', { id: room.anchorid }],
      ]),
    ];
    const found = await sweep(calls);
    for (const path of ['/api/home/getHomeScroll', '/webapi/live/getCategory', '/api/config/getCommonConfig'])
      found.push(...cjkStrings(await ptGet(path), path));
    expect(found).toEqual([]);
  });

  it('videos, news and search', async () => {
    const [shorts, records, categories, news] = await Promise.all([
      pt<Ids>('/api/video/getShortVideoList', { page: 1, size: 60 }),
      pt<Ids>('/api/video/getRecordVideoList', { page: 1, size: 40 }),
      pt<Ids>('/api/video/getRecCategories'),
      pt<Ids>('/api/news/getNewsList', { page: 1, size: 60 }),
    ]);
    const collections = await pt<{ collections: { id: number }[] }>('/api/video/getCategoryDetail', {
      id: categories.list[0]?.id,
    });
    const calls: [string, Record<string, unknown>?][] = [
      ['/api/video/getShortVideoList', { page: 1, size: 60 }],
      ['/api/video/getRecordVideoList', { page: 1, size: 40 }],
      ['/api/video/getRecCategories'],
      ...ids(categories, 4).map((id): [string, Record<string, unknown>] => ['/api/video/getCategoryDetail', { id }]),
      ['/api/video/getCollectionDetail', { id: collections.collections[0]?.id }],
      ...ids(shorts).map((id): [string, Record<string, unknown>] => ['/api/video/getShortVideoDetail', { id }]),
      ...ids(records).map((id): [string, Record<string, unknown>] => ['/api/video/getRecordVideoDetail', { id }]),
      ['/api/news/getNewsList', { page: 1, size: 60 }],
      ['/api/news/getHeadlines'],
      ...ids(news, 5).map((id): [string, Record<string, unknown>] => ['/api/news/getNewsDetail', { id }]),
      ['/webapi/search/multiple', { keyword: 'a' }],
      ['/webapi/search/live', { keyword: 'a', page: 1, size: 20 }],
      ['/webapi/search/news', { keyword: 'o', page: 1, size: 20 }],
      ['/api/search/raceHome', { keyword: 'a' }],
    ];
    expect(await sweep(calls)).toEqual([]);
  });

  it('the database, its dictionaries and the data models', async () => {
    const home = await pt<{ hot: { id: number }[] }>('/api/SportDatabase/getHome', { sport_id: 1 });
    const events = (
      await Promise.all([1, 2].map((sport_id) => pt<Ids>('/api/SportDatabase/getEventList', { sport_id })))
    ).flatMap((answer) => ids(answer, 20));
    const fifa = await pt<{ list: { team: { id: number } }[] }>('/api/SportDatabase/getFifaRank');
    const calls: [string, Record<string, unknown>?][] = [
      ['/api/SportDatabase/getHome', { sport_id: 1 }],
      ['/api/SportDatabase/getHome', { sport_id: 2 }],
      ['/api/SportDatabase/getFifaRank'],
      ['/api/SportDatabase/getHotFootballRank'],
      ['/api/SportDatabase/getHotBasketballRank'],
      ...[1, 2].map((sport_id): [string, Record<string, unknown>] => ['/api/SportDatabase/getEventList', { sport_id }]),
      ...events.flatMap((event_id): [string, Record<string, unknown>][] => [
        ['/api/SportDatabase/getEventInfo', { event_id }],
        ['/api/SportDatabase/getEventView', { event_id }],
        ['/api/SportDatabase/getEventIntegral', { event_id }],
        ['/api/SportDatabase/getEventRank', { event_id }],
        ['/api/SportDatabase/getEventMatch', { event_id }],
      ]),
      ['/api/SportDatabase/getFifaTeam', { team_id: fifa.list[0]?.team.id }],
      ['/api/model/getModelHome'],
      ...[1, 2, 3, 4].map((type): [string, Record<string, unknown>] => ['/api/model/getModelList', { type }]),
    ];
    const found = await sweep(calls);
    const teams = await pt<{ tables: { rows: { team_id: number }[] }[] }>('/api/SportDatabase/getEventIntegral', {
      event_id: home.hot[0]?.id,
    });
    for (const row of teams.tables.flatMap((table) => table.rows).slice(0, 3))
      found.push(...(await sweep([['/api/SportDatabase/getTeamInfo', { team_id: row.team_id }]])));
    for (const type of [1, 2, 3, 4]) {
      const models = await pt<Ids>('/api/model/getModelList', { type });
      for (const id of ids(models, 2)) found.push(...(await sweep([['/api/model/getModelDetail', { id, type }]])));
    }
    found.push(...cjkStrings(await ptGet('/api/SportDatabase/getBaseDictionary'), 'getBaseDictionary'));
    expect(found).toEqual([]);
  });

  it('tasks, shop, VIP, wallet and the user centre', async () => {
    const calls: [string, Record<string, unknown>?][] = [
      ['/api/task/getTaskInfo'],
      ['/api/shop/getGoodsList', { page: 1, size: 50 }],
      ['/api/shop/getOrderList', { page: 1, size: 50 }],
      ['/api/user/getBagList'],
      ['/api/vip/getVipPlans'],
      ['/api/vip/getBenefits'],
      ['/api/wallet/getWallet'],
      ['/api/wallet/getRechargeOptions'],
      ['/api/wallet/getPayoutList', { page: 1, size: 20 }],
      ['/api/user/getProfitConsumeType'],
      ['/api/user/getProfitList', { page: 1, size: 50 }],
      ['/api/user/getMessageList', { page: 1, size: 20 }],
      ['/api/user/getUserThirdPrivateAgent'],
      ['/api/user/getUserLog', { kind: 'login', page: 1, size: 20 }],
      ['/api/user/getUserLog', { kind: 'activity', page: 1, size: 20 }],
      ['/api/model/getSubscriptionRecords', { page: 1, size: 20 }],
      ['/webapi/user/getLiveLog', { page: 1, size: 20 }],
      ['/api/user/getAnchorLiveRecord', { anchorid: 11, page: 1, size: 20 }],
      ['/api/user/getApplyStatus', { type: 1 }],
      ['/api/user/getMaterialList', { page: 1, size: 20 }],
      ['/api/benefit/getNewBenefit'],
      ['/api/share/create', { kind: 'live', id: 11 }],
    ];
    expect(await sweep(calls)).toEqual([]);
  });

  it('money in Portuguese texts is written as reais (issue #30 item 3: R$ where money is money)', async () => {
    const contents = async () =>
      (await pt<{ list: { content: string }[] }>('/api/user/getMessageList', { page: 1, size: 20 })).list.map(
        (message) => message.content,
      );
    expect(await contents()).toContain('Seu saque de R$\u00a020,00 foi pago.');
    const payee = { token, account: '12345678', name: 'Ana Souza' };
    const below = await sb.post('/api/wallet/withdraw', { ...payee, amount: 9.99, request_id: 'pt-wd-0001' }, PT);
    expect(below.msg).toBe('Saque mínimo: R$\u00a010,00');
    await pt('/api/wallet/withdraw', { ...payee, amount: 30.25, request_id: 'pt-wd-0002' });
    expect((await contents())[0]).toBe('Saque de R$\u00a030,25 em análise.');
    const order = await pt<{ id: number }>('/api/wallet/recharge', { option_id: 2, request_id: 'pt-pay-0001' });
    expect((await sb.post('/sandbox/recharge', { order_id: order.id, result: 'paid' })).status).toBe(0);
    const log = await pt<{ list: { remark: string }[] }>('/api/user/getProfitList', { page: 1, size: 5 });
    expect(log.list[0]?.remark).toMatch(/^Recarga R\$\u00a0\d+,\d\d$/);
  });

  it('the protocol and about pages', async () => {
    const calls: [string, Record<string, unknown>?][] = [
      ...[1, 2, 3, 4].map((type): [string, Record<string, unknown>] => ['/webapi/protocal/getProtocal', { type }]),
      ['/webapi/config/getAbout'],
    ];
    expect(await sweep(calls)).toEqual([]);
  });

  it('a search in Portuguese finds teams and anchors by the names it shows, with or without accents', async () => {
    const found = await pt<{ teams: { name_en: string }[] }>('/api/search/raceHome', { keyword: 'sao paulo' });
    expect(found.teams.length).toBeGreaterThan(0);
    expect(found.teams.every((team) => team.name_en.includes('São Paulo'))).toBe(true);
    const rooms = await pt<{ list: { anchor: { nick_name: string } }[] }>('/api/live/getRealLives', {
      page: 1,
      size: 1,
    });
    const nick = rooms.list[0]?.anchor.nick_name ?? '';
    const anchors = await pt<{ list: { nick_name: string }[] }>('/webapi/search/anchor', {
      keyword: nick,
      page: 1,
      size: 5,
    });
    expect(anchors.list.map((anchor) => anchor.nick_name)).toContain(nick);
  });

  it("a nickname a user types replaces the platform's Portuguese one (the staff account's)", async () => {
    const agents = async () =>
      (await pt<{ list: { nick_name: string }[] }>('/api/user/getUserThirdPrivateAgent')).list.map((a) => a.nick_name);
    expect(await agents()).toEqual(['Atendimento']);
    const staff = await sb.post<{ token: string }>('/webapi/user/login', {
      account: DEMO_ACCOUNTS.staff.account,
      password: DEMO_ACCOUNTS.staff.password,
    });
    const edited = await sb.post('/api/user/editUserInfo', { token: staff.data.token, nick_name: '小王在线' }, PT);
    expect(edited.status, edited.msg).toBe(0);
    expect(await agents()).toEqual(['小王在线']);
  });

  it("no user takes an anchor's Portuguese nickname", async () => {
    const rooms = await pt<{ list: { anchor: { nick_name: string } }[] }>('/api/live/getRealLives', {
      page: 1,
      size: 1,
    });
    const nick = rooms.list[0]?.anchor.nick_name ?? '';
    const edited = await sb.post('/api/user/editUserInfo', { token, nick_name: nick.toUpperCase() }, PT);
    expect(edited.status).toBe(1);
    expect(edited.msg).toBe('Este apelido já está em uso: escolha outro');
  });

  it('a broadcast to every brand names teams in Chinese and, in the fields pt-BR reads, in Portuguese', async () => {
    const zh = await sb.post<{ list: { id: number; hometeam: Record<string, string> }[] }>(
      '/api/race/getDateMatch',
      {},
    );
    const br = await pt<{ list: { id: number; hometeam: Record<string, string> }[] }>('/api/race/getDateMatch', {});
    const [a, b] = [zh.data.list[0], br.list.find((match) => match.id === zh.data.list[0]?.id)];
    expect(CJK.test(a?.hometeam.name_zh ?? '')).toBe(true);
    expect(a?.hometeam.name_en).toBe(b?.hometeam.name_en);
    expect(a?.hometeam.short_name_en).toBe(b?.hometeam.short_name_en);
  });

  it('the same calls without lang still answer Chinese (the zh-CN brands are unchanged)', async () => {
    const result = await sb.post<{ list: { hometeam: { name_zh: string } }[] }>('/api/race/getDateMatch', {});
    expect(result.data.list.some((match) => CJK.test(match.hometeam.name_zh))).toBe(true);
    const rooms = await sb.post<{ list: { title: string; anchor: { nick_name: string } }[] }>(
      '/api/live/getRealLives',
      { page: 1, size: 10 },
    );
    expect(rooms.data.list.every((room) => CJK.test(room.title) && CJK.test(room.anchor.nick_name))).toBe(true);
  });
});
