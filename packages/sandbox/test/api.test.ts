import { ROOM_TAB_KEYS } from '@live/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noonClock, register, sandbox, type TestSandbox } from './helpers.ts';

let sb: TestSandbox;
let token = '';
let matchId = 0;
let basketId = 0;

interface M {
  id: number;
  sport_id: number;
  status: number;
}

beforeAll(async () => {
  sb = await sandbox({ now: noonClock() });
  token = (await register(sb, '13600000001')).token;
  const today = await sb.post<{ list: M[] }>('/api/race/getDateMatch', {});
  matchId = (
    today.data.list.find((m) => m.sport_id === 1 && m.status >= 2 && m.status <= 7) ?? (today.data.list[0] as M)
  ).id;
  basketId = (today.data.list.find((m) => m.sport_id === 2) as M).id;
});
afterAll(() => sb.close());

/** Envelope status 0 and the named fields present in data. */
async function expectShape(path: string, body: Record<string, unknown>, fields: string[]) {
  const result = await sb.post<Record<string, unknown>>(path, { token, platform: 3, sp_source: 5, ...body });
  expect(result.status, `${path}: ${result.msg}`).toBe(0);
  for (const field of fields) expect(result.data, `${path} lacks ${field}`).toHaveProperty(field);
  return result.data;
}

describe('home and live', () => {
  it('getHomeData answers every home field (spec §3)', async () => {
    const data = await expectShape('/api/home/getHomeData', {}, [
      'anchorm_lives',
      'hot',
      'lives',
      'rec_anchors',
      'rec_matchs',
      'srec_lives',
      'announcement',
    ]);
    const rooms = data.anchorm_lives as { matchid: number; pull: { url: string; livestream_source: string } }[];
    expect(rooms.length).toBeGreaterThan(0);
    expect(rooms.every((room) => room.matchid > 0)).toBe(true);
    expect(rooms[0]?.pull.url).toMatch(/^\/sandbox\/media\/.+\.flv$/);
  });

  it('live, anchors and categories', async () => {
    await expectShape('/api/anchor/getRecAnchors', { sport_id: 1 }, ['list']);
    const lives = await expectShape('/api/live/getRealLives', { page: 1, size: 5 }, ['list', 'total', 'page', 'size']);
    const room = (lives.list as { id: number; anchorid: number }[])[0] as { id: number; anchorid: number };
    await expectShape('/webapi/live/getLivePageData', { anchorid: room.anchorid }, [
      'anchor',
      'live',
      'notice',
      'group_id',
    ]);
    await expectShape('/api/live/getLiveChat', { liveid: room.id }, ['group_id', 'announcement']);
    await expectShape('/api/live/getNoMatchLiveList', {}, ['list', 'total']);
    await expectShape('/api/live/addOperateFriend', { operate_uid: 3, liveid: room.id }, ['im_id']);
    const categories = await sb.get<{ list: unknown[] }>('/webapi/live/getCategory');
    expect(categories.data.list.length).toBe(5);
    const banners = await sb.get<{ list: unknown[] }>('/api/home/getHomeScroll');
    expect(banners.data.list.length).toBeGreaterThan(0);
  });
});

describe('matches', () => {
  it('getDateMatch today has several statuses, some live, with the spec fields', async () => {
    const data = await expectShape('/api/race/getDateMatch', {}, ['list', 'total', 'counts', 'date']);
    const list = data.list as Record<string, unknown>[];
    expect(new Set(list.map((m) => `${m.sport_id}:${m.status}`)).size).toBeGreaterThan(5);
    expect(list.some((m) => (m.status as number) >= 2 && (m.status as number) <= 7 && m.sport_id === 1)).toBe(true);
    const match = list[0] as Record<string, unknown>;
    for (const field of [
      'sport_id',
      'status',
      'time',
      'kickoff_time',
      'period_count',
      'period_remaining_time',
      'hometeam',
      'awayteam',
      'matchevent',
      'live',
      'attented',
      'event_id',
    ]) {
      expect(match).toHaveProperty(field);
    }
    for (const field of ['name_zh', 'short_name_zh', 'name_en', 'short_name_en', 'logo', 'country_logo'])
      expect(match.hometeam).toHaveProperty(field);
    for (const field of ['logo', 'short_name_zh', 'name_zh']) expect(match.matchevent).toHaveProperty(field);
  });

  it('filters: inplay 4 only returns matches in play; waiting 3 only not started (spec §4)', async () => {
    const inplay = await sb.post<{ list: M[] }>('/api/race/getDateMatch', { type: 4 });
    expect(
      inplay.data.list.every((m) =>
        m.sport_id === 1 ? m.status >= 2 && m.status <= 7 : m.status >= 2 && m.status <= 9,
      ),
    ).toBe(true);
    const waiting = await sb.post<{ list: M[] }>('/api/race/getDateMatch', { type: 3, sport_id: 2 });
    expect(waiting.data.list.every((m) => m.status === 1 && m.sport_id === 2)).toBe(true);
  });

  it('follow a match, then it is attented and listed', async () => {
    const followed = await expectShape('/api/football/attentMatch', { matchid: matchId, type: 1 }, ['attented']);
    expect(followed.attented).toBe(1);
    const list = await expectShape('/api/race/getAttentMatchlist', {}, ['list']);
    expect((list.list as M[]).map((m) => m.id)).toContain(matchId);
  });

  it('every match-detail call answers for football and basketball', async () => {
    for (const [sport, id] of [
      ['football', matchId],
      ['basketball', basketId],
    ] as const) {
      await expectShape(`/api/${sport}/getMatchInfo`, { matchid: id }, ['hometeam', 'venue', 'room']);
      await expectShape(`/api/${sport}/getMatchAnchors`, { matchid: id }, ['list']);
      await expectShape(`/api/${sport}/getMatchData`, { matchid: id }, ['stats']);
      await expectShape(`/api/${sport}/getTliveData`, { matchid: id, startid: 0 }, ['list', 'last_id']);
      const odds = await expectShape(`/api/${sport}/matchOdd`, { matchid: id }, ['list']);
      expect((odds.list as { company: string }[]).map((c) => c.company)).toContain('BET365');
      expect((odds.list as unknown[]).length).toBe(21);
      await expectShape(`/webapi/${sport}/getAnalysisData`, { matchid: id }, ['history', 'home_recent', 'away_recent']);
      await expectShape(`/webapi/${sport}/getLineupData`, { matchid: id }, ['home', 'away']);
      await expectShape(`/webapi/${sport}/getMatchRank`, { matchid: id }, ['tables']);
      await expectShape(`/webapi/${sport}/getMatchTop3Data`, { matchid: id }, ['home', 'away']);
      await expectShape(`/webapi/${sport}/getMatchCombineData`, { matchid: id }, ['match', 'stats', 'incidents']);
    }
    await expectShape('/webapi/football/getIncidentsData', { matchid: matchId }, ['list']);
  });

  it('getTliveData with startid returns only newer lines', async () => {
    const all = await sb.post<{ list: { id: number }[]; last_id: number }>('/api/football/getTliveData', {
      matchid: matchId,
    });
    const newer = await sb.post<{ list: { id: number }[] }>('/api/football/getTliveData', {
      matchid: matchId,
      startid: all.data.last_id,
    });
    expect(newer.data.list.every((line) => line.id > all.data.last_id)).toBe(true);
  });

  it('race lists, tags, tabs, votes, search', async () => {
    const tabs = await expectShape('/api/race/getRaceSubTab', {}, ['list']);
    expect((tabs.list as { key: string }[]).map((t) => t.key)).toEqual([...ROOM_TAB_KEYS]);
    await expectShape('/api/race/getRaceTag', {}, ['list']);
    await expectShape('/api/race/getRecentMatchCount', {}, ['inplay', 'today']);
    await expectShape('/api/race/vote_race_team', { matchid: matchId, team: 1 }, ['home_votes', 'away_votes', 'voted']);
    await expectShape('/api/race/getEventByDate', {}, ['list']);
    await expectShape('/api/race/getRecMath', {}, ['list']);
    const found = await expectShape('/api/race/getRaceSearch', { keyword: 'city', sport: 1 }, ['list']);
    expect((found.list as unknown[]).length).toBeGreaterThan(0);
    for (const path of ['/api/search/events', '/api/search/teams', '/api/search/matches'])
      await expectShape(path, { keyword: '英' }, ['list']);
    await expectShape('/api/search/raceHome', { keyword: '城' }, ['events', 'teams', 'matches']);
    await expectShape('/webapi/search/multiple', { keyword: '球' }, ['anchors', 'lives', 'videos', 'news']);
    for (const type of ['anchor', 'live', 'video', 'news'])
      await expectShape(`/webapi/search/${type}`, { keyword: '球', page: 1, size: 10 }, ['list', 'total']);
  });
});

describe('content, database and models', () => {
  it('videos, news, activities', async () => {
    await expectShape('/api/video/getShortVideoList', {}, ['list', 'total']);
    await expectShape('/api/video/getShortVideoDetail', { id: 1 }, ['url', 'cover', 'author']);
    await expectShape('/api/video/getRecordVideoList', { category_id: 1 }, ['list']);
    await expectShape('/api/video/getRecordVideoDetail', { id: 1 }, ['url']);
    await expectShape('/api/video/getRecCategories', {}, ['list']);
    await expectShape('/api/video/getCategoryDetail', { id: 1 }, ['category', 'collections', 'list']);
    await expectShape('/api/video/getCollectionDetail', { id: 11 }, ['collection', 'list']);
    await expectShape('/api/news/getNewsList', { sport_id: 1 }, ['list', 'total']);
    await expectShape('/api/news/getNewsDetail', { id: 1 }, ['blocks', 'title']);
    await expectShape('/api/news/getHeadlines', {}, ['list']);
    await expectShape('/api/activity/getList', {}, ['list']);
    await expectShape('/api/activity/getDetail', { id: 1 }, ['paragraphs']);
  });

  it('sports database with the base dictionary (spec §3)', async () => {
    const dictionary = await sb.get<Record<string, { name: string; data: { code: number }[] }>>(
      '/api/SportDatabase/getBaseDictionary',
    );
    for (const key of ['basket_ball_type', 'foot_ball_type', 'integral_type', 'sports_type']) {
      expect(dictionary.data[key]?.name).toBeTruthy();
      expect(dictionary.data[key]?.data[0]).toHaveProperty('code');
    }
    await expectShape('/api/SportDatabase/getHome', { sport_id: 1 }, ['hot', 'areas']);
    for (const path of ['getEventInfo', 'getEventView', 'getEventRank', 'getEventIntegral', 'getEventMatch']) {
      await expectShape(
        `/api/SportDatabase/${path}`,
        { event_id: 1 },
        ['event_id'].filter(() => path !== 'getEventInfo'),
      );
    }
    await expectShape('/api/SportDatabase/getEventList', { sport_id: 2 }, ['list']);
    const fifa = await expectShape('/api/SportDatabase/getFifaRank', {}, ['list']);
    expect((fifa.list as unknown[]).length).toBeGreaterThan(20);
    await expectShape('/api/SportDatabase/getHotFootballRank', {}, ['list']);
    const team = await expectShape('/api/SportDatabase/getTeamInfo', { team_id: 101 }, [
      'team',
      'event',
      'coach',
      'players',
      'recent',
      'future',
    ]);
    expect((team.players as unknown[]).length).toBe(18);
    const nation = (fifa.list as { team: { id: number } }[])[0]?.team.id;
    await expectShape('/api/SportDatabase/getFifaTeam', { team_id: nation }, ['rank', 'honours', 'stats', 'players']);
    expect((await sb.post('/api/SportDatabase/getFifaTeam', { team_id: 101 })).msg).toBe('球队 101 不是国家队');
    await expectShape('/api/SportDatabase/getHotBasketballRank', {}, ['list']);
  });

  it('data models: list, detail, subscribe, records', async () => {
    const home = await expectShape('/api/model/getModelHome', {}, ['types', 'list']);
    expect((home.types as { type: number }[]).map((t) => t.type)).toEqual([1, 2, 3, 4]);
    // On sale: a paid model whose match has not finished (status 3 is never sold). Which there are depends on the
    // day's matches, so the first of any type.
    type Listed = { id: number; type: number; price: number; status: number };
    let paid: Listed | undefined;
    for (const type of [2, 1, 3, 4]) {
      const list = await expectShape('/api/model/getModelList', { type }, ['list', 'total']);
      paid ??= (list.list as Listed[]).find((m) => m.price > 0 && m.status !== 3);
    }
    if (!paid) throw new Error('no paid model on sale today');
    const locked = await expectShape('/api/model/getModelDetail', { type: paid.type, id: paid.id }, ['item', 'detail']);
    expect(locked.detail).toBeNull();
    await expectShape('/api/model/subscribe', { id: paid.id, request_id: 'api-model-1' }, ['model_id', 'gold']);
    const open = await expectShape('/api/model/getModelDetail', { type: paid.type, id: paid.id }, ['detail']);
    // The model's numbers, now paid for (each type its own kind: upset, poisson, diversity, margin).
    expect(open.detail).toEqual(expect.objectContaining({ kind: expect.any(String) }));
    const records = await expectShape('/api/model/getSubscriptionRecords', {}, ['list']);
    expect((records.list as unknown[]).length).toBe(1);
  });
});

describe('user, wallet, shop and tasks', () => {
  it('wallet, VIP, gifts, payouts, logs', async () => {
    await expectShape('/api/wallet/getWallet', {}, ['gold', 'diamond', 'money']);
    const options = await expectShape('/api/wallet/getRechargeOptions', {}, ['list']);
    const recharge = await expectShape(
      '/api/wallet/recharge',
      { option_id: (options.list as { id: number }[])[1]?.id, request_id: 'api-recharge-1' },
      ['id', 'state', 'pay_url'],
    );
    expect(recharge.state).toBe('pending');
    await sb.post('/sandbox/recharge', { order_id: recharge.id, result: 'paid' });
    const paid = await expectShape('/api/wallet/getRechargeOrder', { order_id: recharge.id }, ['state', 'wallet']);
    expect((paid.wallet as { gold: number }).gold).toBeGreaterThan(500);
    const plans = await expectShape('/api/vip/getVipPlans', {}, ['list']);
    const vip = await expectShape(
      '/api/vip/buy',
      { plan_id: (plans.list as { id: number }[])[0]?.id, request_id: 'api-vip-1' },
      ['vip_level', 'vip_date'],
    );
    expect(vip.vip_level).toBe(1);
    const user = await expectShape('/webapi/User/getUserInfo', {}, ['isVIP']);
    expect(user.isVIP).toBe(true);
    await expectShape('/api/gift/getGiftList', {}, ['list']);
    const lives = await expectShape('/api/live/getRealLives', { page: 1, size: 1 }, ['list']);
    const room = (lives.list as { id: number; anchorid: number }[])[0] as { id: number; anchorid: number };
    await expectShape(
      '/api/gift/sendGift',
      { gift_id: 1, anchorid: room.anchorid, liveid: room.id, amount: 10, request_id: 'api-test-gift-1' },
      ['gold', 'order_id'],
    );
    const withdraw = await sb.post('/api/wallet/withdraw', {
      token,
      amount: 50,
      account: 'x',
      name: 'y',
      request_id: 'api-withdraw-1',
    });
    expect(withdraw).toMatchObject({ status: 1, msg: '可提现余额不足' });
    await expectShape('/api/wallet/getPayoutList', {}, ['list']);
    const types = await expectShape('/api/user/getProfitConsumeType', {}, ['list']);
    expect((types.list as unknown[]).length).toBeGreaterThan(5);
    const logs = await expectShape('/api/user/getProfitList', {}, ['list', 'total']);
    expect((logs.list as { type_name: string }[]).map((l) => l.type_name)).toContain('充值');
  });

  it('shop: buy virtual goods into the bag, physical goods need an address', async () => {
    const recharge = await expectShape('/api/wallet/recharge', { option_id: 3, request_id: 'api-recharge-2' }, ['id']);
    await sb.post('/sandbox/recharge', { order_id: recharge.id, result: 'paid' });
    await expectShape('/api/shop/getGoodsList', { kind: 1 }, ['list']);
    await expectShape('/api/shop/buyGoods', { goods_id: 2, request_id: 'api-goods-1' }, ['id', 'gold', 'balances']);
    const bag = await expectShape('/api/user/getBagList', {}, ['list']);
    expect((bag.list as { status: number }[])[0]?.status).toBe(2);
    const noAddress = await sb.post('/api/shop/buyGoods', { token, goods_id: 12, request_id: 'api-goods-2' });
    expect(noAddress.msg).toContain('address_id');
    const address = await expectShape(
      '/api/user/saveAddress',
      { name: '张三', mobile: '13600000001', region: '上海', detail: '某路1号', is_default: 1 },
      ['id'],
    );
    await expectShape('/api/shop/buyGoods', { goods_id: 12, address_id: address.id, request_id: 'api-goods-3' }, [
      'address',
    ]);
    await expectShape('/api/shop/getOrderList', {}, ['list', 'total']);
    await expectShape('/api/user/getAddressList', {}, ['list']);
  });

  it('tasks: check-in once a day (spec §4 check-in text), a share and its reward', async () => {
    const before = await expectShape('/api/task/getTaskInfo', {}, ['checkin', 'checkText', 'tasks', 'level']);
    expect(before.checkText).toBe('立即签到');
    const checkin = await expectShape('/api/task/checkin', { request_id: 'api-checkin-1' }, ['continuous', 'award']);
    expect(checkin.continuous).toBe(1);
    const after = await expectShape('/api/task/getTaskInfo', {}, ['checkText']);
    expect(after.checkText).toBe('您今天已签到');
    expect((await sb.post('/api/task/checkin', { token, request_id: 'api-checkin-2' })).msg).toBe('您今天已签到');
    await expectShape('/api/share/create', { kind: 'dynamic', id: 1 }, ['url', 'task', 'counted']);
    await expectShape('/api/task/receive', { key: 'shareInfo', request_id: 'api-receive-1' }, ['balances']);
  });

  it('profile, follows, misc user calls', async () => {
    const edited = await expectShape(
      '/api/user/editUserInfo',
      { nick_name: '新名字', profile: { city: '深圳', age: 30 } },
      ['nick_name'],
    );
    expect(edited.nick_name).toBe('新名字');
    await expectShape('/api/user/getUserBasicInfo', { id: 11 }, ['nick_name', 'fans_count']);
    await expectShape('/api/user/attentUser', { userid: 11, type: 1 }, ['attented']);
    await expectShape('/api/user/getAttentList', {}, ['list']);
    await expectShape('/api/user/getUserLastOnline', { userid: 11 }, ['last_online']);
    await expectShape('/api/user/getUserThirdPrivateAgent', {}, ['list']);
    await expectShape('/api/user/updateThirdMember', { third_member: 'abc' }, ['third_member']);
    await expectShape('/webapi/user/getLiveLog', {}, ['list']);
    await expectShape('/api/customerservice/publish', { content: '很好用' }, ['id']);
    const messages = await expectShape('/api/user/getMessageList', {}, ['list', 'unread']);
    expect((messages.list as { title: string }[]).map((m) => m.title)).toContain('欢迎加入');
    const read = await expectShape('/api/user/readMessage', { id: 0 }, ['unread']);
    expect(read.unread).toBe(0);
    await expectShape('/webapi/protocal/getProtocal', { type: 1 }, ['title', 'paragraphs']);
  });
});

describe('scripts and hosts', () => {
  it('api hosts list and common script', async () => {
    const hosts = await fetch(`${sb.url}/sandbox/api-hosts.json`).then((r) => r.json());
    expect(hosts).toEqual(['']);
    const script = await fetch(`${sb.url}/webapi/home/getCommonScript?t=123`);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await script.text()).toContain('loadedAt: 123');
  });

  it('lang=pt-br answers Portuguese text', async () => {
    const tabs = await sb.post<{ list: { name: string }[] }>('/api/race/getRaceTag', {}, '?lang=pt-br');
    expect(tabs.data.list[0]?.name).toBe('Todos');
    expect(tabs.msg).toBe('sucesso');
  });

  it('generated logos are SVG images', async () => {
    const today = await sb.post<{ list: { hometeam: { logo: string }; matchevent: { logo: string } }[] }>(
      '/api/race/getDateMatch',
      { size: 1 },
    );
    const match = today.data.list[0];
    for (const url of [match?.hometeam.logo, match?.matchevent.logo]) {
      const response = await fetch(`${sb.url}${url}`);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
      expect(await response.text()).toMatch(/^<svg/);
    }
  });
});
