import type { APIRequestContext } from '@playwright/test';
import { anchorFanGroupId, CHAT_LOBBY_GROUP, MODEL_SUBSCRIPTION, PLATFORM_CHAT_ACCOUNT } from '@live/api-contract';
import { paths, ROUTE_NAMES, type RouteName } from '../../packages/app/src/routes/paths.ts';

/** Real ids the crawl opens pages with, read from the sandbox at the start (never constants). */
export interface Samples {
  footballMatch: number;
  basketballMatch: number;
  anchor: number;
  shortVideo: number;
  recordVideo: number;
  category: number;
  collection: number;
  news: number;
  /** A hot football league, a team of its table and a national team of the FIFA ranking. */
  league: number;
  team: number;
  /** That team's name, a keyword the site-wide search finds. */
  teamName: string;
  /** A player of that team's squad (the player page is the team's route with ?player=<id>). */
  player: number;
  nation: number;
  /**
   * A data model of each type (spec §4), a free one where the type has one: anyone sees its numbers, so the crawl
   * checks them every day (the first of a list is free on some days only).
   */
  models: Record<ModelKey, number>;
  /** A poisson model still on sale, for the subscribe page's payment (the first one when none is). */
  modelOnSale: number;
  activity: number;
}

/** Calls the brand's API as its app does: in Portuguese (lang=pt-br) for a brand whose language is not Chinese. */
async function postTo<T>(request: APIRequestContext, origin: string, language: string, path: string, data: object) {
  const url = new URL(path, origin);
  if (language !== 'zh-CN') url.searchParams.set('lang', 'pt-br');
  const response = await request.post(url.href, { data });
  const body = (await response.json()) as { status: number; msg: string; data: T };
  if (body.status !== 0) throw new Error(`${path} answered ${body.status}: ${body.msg}`);
  return body.data as T;
}

function first<T>(list: T[], what: string): T {
  const item = list[0];
  if (item === undefined) throw new Error(`the sandbox has no ${what}`);
  return item;
}

type IdList = { list: { id: number }[] };
type ModelList = { list: { id: number; price: number; status: number }[] };

/** Model types in code order (spec §4: upset 1, poisson 2, diversity 3, margin 4). */
const MODEL_KEYS = ['upset', 'poisson', 'diversity', 'margin'] as const;
type ModelKey = (typeof MODEL_KEYS)[number];

/** Samples as the brand's app sees them (the team name the search looks for is in the brand's language). */
export async function fetchSamples(request: APIRequestContext, origin: string, language: string): Promise<Samples> {
  const post = <T>(path: string, data: object = {}) => postTo<T>(request, origin, language, path, data);
  const page = { page: 1, size: 5 };
  const [football, basketball, lives, shorts, records, categories, news] = await Promise.all([
    post<IdList>('/api/race/getDateMatch', { sport_id: 1 }),
    post<IdList>('/api/race/getDateMatch', { sport_id: 2 }),
    post<{ list: { anchorid: number }[] }>('/api/live/getRealLives', page),
    post<IdList>('/api/video/getShortVideoList', page),
    post<IdList>('/api/video/getRecordVideoList', page),
    post<IdList>('/api/video/getRecCategories'),
    post<IdList>('/api/news/getNewsList', page),
  ]);
  const category = first(categories.list, 'video category').id;
  const [database, fifa, models, activities] = await Promise.all([
    post<{ hot: { id: number }[] }>('/api/SportDatabase/getHome', { sport_id: 1 }),
    post<{ list: { team: { id: number } }[] }>('/api/SportDatabase/getFifaRank'),
    Promise.all(MODEL_KEYS.map((_, index) => post<ModelList>('/api/model/getModelList', { type: index + 1 }))),
    post<IdList>('/api/activity/getList', page),
  ]);
  const league = first(database.hot, 'hot football league').id;
  const integral = await post<{ tables: { rows: { team_id: number; team_name: string }[] }[] }>(
    '/api/SportDatabase/getEventIntegral',
    { event_id: league },
  );
  const leagueTeam = first(
    integral.tables.flatMap((table) => table.rows),
    `team in league ${league}`,
  );
  const [detail, squad] = await Promise.all([
    post<{ collections: { id: number }[] }>('/api/video/getCategoryDetail', { id: category }),
    post<{ players: { id: number }[] }>('/api/SportDatabase/getTeamInfo', { team_id: leagueTeam.team_id }),
  ]);
  return {
    footballMatch: first(football.list, 'football match today').id,
    basketballMatch: first(basketball.list, 'basketball match today').id,
    anchor: first(lives.list, 'live room').anchorid,
    shortVideo: first(shorts.list, 'short video').id,
    recordVideo: first(records.list, 'recorded video').id,
    category,
    collection: first(detail.collections, `collection in category ${category}`).id,
    news: first(news.list, 'news').id,
    league,
    team: leagueTeam.team_id,
    teamName: leagueTeam.team_name,
    player: first(squad.players, `player of team ${leagueTeam.team_id}`).id,
    nation: first(
      fifa.list.filter((row) => row.team.id > 0),
      'national team',
    ).team.id,
    models: Object.fromEntries(
      MODEL_KEYS.map((key, index) => {
        const list = models[index]?.list ?? [];
        return [key, (list.find((model) => model.price === 0) ?? first(list, `${key} model`)).id];
      }),
    ) as Record<ModelKey, number>,
    modelOnSale: (() => {
      const list = models[MODEL_KEYS.indexOf('poisson')]?.list ?? [];
      const onSale = list.find((model) => model.price > 0 && model.status !== MODEL_SUBSCRIPTION.finished);
      return (onSale ?? first(list, 'poisson model')).id;
    })(),
    activity: first(activities.list, 'activity').id,
  };
}

/** Where a crawled route lands: its own page, or for a redirect the page it redirects to. */
export interface CrawlStop {
  name: RouteName;
  to: string;
  lands: RouteName;
  /** The address it ends on. */
  landsAt: string;
}

/**
 * The address of every built route, filled with real ids. A route built without an entry here fails the crawl by
 * name, so a new page is crawled from the day it is built.
 */
export function crawlStops(s: Samples, rootRoute: 'live' | 'score'): CrawlStop[] {
  const football = { matchid: s.footballMatch };
  const basketball = { matchid: s.basketballMatch };
  const addresses: Partial<Record<RouteName, string>> = {
    root: paths.root(),
    talk: paths.talk(),
    score: paths.score(),
    scoreDetail: paths.scoreDetail(football),
    scoreBasketballDetail: paths.scoreBasketballDetail(basketball),
    footballDetail: paths.footballDetail(football),
    basketballDetail: paths.basketballDetail(basketball),
    scoreCollected: paths.scoreCollected(),
    scoreSearch: paths.scoreSearch(),
    headline: paths.headline(),
    login: paths.login(),
    register: paths.register(),
    forgetPassword: paths.forgetPassword(),
    anchorList: paths.anchorList(),
    live: paths.live(),
    liveLives: paths.liveLives(),
    liveVideos: paths.liveVideos(),
    liveDetail: paths.liveDetail({ id: s.anchor }),
    shortVideo: paths.shortVideo({ id: s.shortVideo }),
    recCategory: paths.recCategory({ id: s.category }),
    recCollection: paths.recCollection({ id: s.collection }),
    recVideo: paths.recVideo({ id: s.recordVideo }),
    shareLive: paths.shareLive({ id: s.anchor }),
    shareVideo: paths.shareVideo({ id: s.recordVideo }),
    shareDynamic: paths.shareDynamic({ id: s.news }),
    shareMatch: paths.shareMatch({ sport: 'football', id: s.footballMatch }),
    shareShortVideo: paths.shareShortVideo({ id: s.shortVideo }),
    shareRecordVideo: paths.shareRecordVideo({ id: s.recordVideo }),
    mobileHappening: paths.mobileHappening(football),
    mobileAnalysis: paths.mobileAnalysis(football),
    mobileLineup: paths.mobileLineup(football),
    mobileIndex: paths.mobileIndex(football),
    mobileRank: paths.mobileRank(football),
    mobileBasketballHappening: paths.mobileBasketballHappening(basketball),
    mobileBasketballAnalysis: paths.mobileBasketballAnalysis(basketball),
    mobileBasketballIndex: paths.mobileBasketballIndex(basketball),
    mobileBasketballRank: paths.mobileBasketballRank(basketball),
    userCenter: paths.userCenter(),
    c2c: paths.c2c(),
    c2cChatroom: paths.c2cChatroom({ id: s.anchor }),
    c2cUser: paths.c2cUser({ id: s.anchor }),
    vipUser: paths.vipUser({ uid: s.anchor }),
    c2cFriends: paths.c2cFriends(),
    c2cSearch: paths.c2cSearch(),
    c2cFeedback: paths.c2cFeedback({ type: 'user', gid: s.anchor }),
    mobileC2cFeedback: paths.mobileC2cFeedback({ type: 'group', gid: CHAT_LOBBY_GROUP }),
    chatGroup: paths.chatGroup({ id: CHAT_LOBBY_GROUP }),
    chatGroupAnchor: paths.chatGroupAnchor({ id: anchorFanGroupId(s.anchor) }),
    chatGroupInfo: paths.chatGroupInfo({ gid: CHAT_LOBBY_GROUP }),
    chatGroupInfoAnchor: paths.chatGroupInfoAnchor({ gid: anchorFanGroupId(s.anchor) }),
    chatGroupAnnouncements: paths.chatGroupAnnouncements({ gid: CHAT_LOBBY_GROUP }),
    chatGroupAnnouncementsAnchor: paths.chatGroupAnnouncementsAnchor({ gid: anchorFanGroupId(s.anchor) }),
    chatGroupMember: paths.chatGroupMember({ uid: PLATFORM_CHAT_ACCOUNT, gid: CHAT_LOBBY_GROUP }),
    chatGroupMemberAnchor: paths.chatGroupMemberAnchor({ uid: PLATFORM_CHAT_ACCOUNT, gid: anchorFanGroupId(s.anchor) }),
    userCenterAnchor: paths.userCenterAnchor({ uid: s.anchor }),
    userSetting: paths.userSetting(),
    userInfo: paths.userInfo(),
    userEditAccount: paths.userEditAccount(),
    userBindPhone: paths.userBindPhone(),
    userMessage: paths.userMessage(),
    userLiveRecord: paths.userLiveRecord(),
    userMyMaterial: paths.userMyMaterial(),
    userApply: paths.userApply({ type: 1 }),
    userFeedback: paths.userFeedback(),
    userAttentMgmt: paths.userAttentMgmt(),
    userMyLog: paths.userMyLog(),
    privacy: paths.privacy(),
    mobilePrivacy: paths.mobilePrivacy({ type: 1 }),
    mobileAbout: paths.mobileAbout(),
    mobileServiceFeedback: paths.mobileServiceFeedback(),
    mobileShortFeedback: paths.mobileShortFeedback(),
    database: paths.database(),
    databaseLeague: paths.databaseLeague({ sname: 'football', cid: s.league }),
    databaseTeam: paths.databaseTeam({ sname: 'football', teamId: s.team }),
    databaseBillboard: paths.databaseBillboard({ type: 'fifa' }),
    fifaTeam: paths.fifaTeam({ id: s.nation }),
    mobileFifaTeamHonor: paths.mobileFifaTeamHonor({ teamid: s.nation }),
    mobileFifaTeamStats: paths.mobileFifaTeamStats({ teamid: s.nation }),
    mobileFifaTeamLineup: paths.mobileFifaTeamLineup({ teamid: s.nation }),
    data: paths.data(),
    dataModelUpset: paths.dataModelUpset(),
    dataModelDiversity: paths.dataModelDiversity(),
    dataModelPoisson: paths.dataModelPoisson(),
    dataModelMargin: paths.dataModelMargin(),
    dataModelDetail: paths.dataModelDetail({ type: 'poisson', id: s.models.poisson }),
    dataModelSubscribe: paths.dataModelSubscribe({ id: s.modelOnSale }),
    dataModelSubscriptionRecords: paths.dataModelSubscriptionRecords(),
    mobileModelUpset: paths.mobileModelUpset({ id: s.models.upset }),
    mobileModelDiversity: paths.mobileModelDiversity({ id: s.models.diversity }),
    mobileModelPoisson: paths.mobileModelPoisson({ id: s.models.poisson }),
    mobileModelMargin: paths.mobileModelMargin({ id: s.models.margin }),
    mobileNews: paths.mobileNews(),
    search: paths.search(undefined, { keyword: s.teamName }),
    vipPlans: paths.vipPlans(),
    recharge: paths.recharge(),
    mobileRecharge: paths.mobileRecharge(),
    transLog: paths.transLog(),
    userWallet: paths.userWallet(),
    userWithdraw: paths.userWithdraw(),
    userBalance: paths.userBalance(),
    userBenefits: paths.userBenefits(),
    newshop: paths.newshop(),
    newshopRecords: paths.newshopRecords(),
    userMyAddress: paths.userMyAddress(),
    activities: paths.activities(),
    activity: paths.activity({ id: s.activity }),
    mobileActivity: paths.mobileActivity({ id: s.activity }),
    mobilePackageRules: paths.mobilePackageRules(),
    userTask: paths.userTask(),
  };
  const stops: CrawlStop[] = ROUTE_NAMES.map((name) => {
    const to = addresses[name];
    if (to === undefined) throw new Error(`route ${name} is built but the crawl has no address for it (e2e/crawl)`);
    const redirects = name === 'root' || name === 'talk';
    return redirects
      ? { name, to, lands: rootRoute, landsAt: paths[rootRoute]() }
      : { name, to, lands: name, landsAt: to };
  });
  // A shop item's page lives on /newshop's address (issue #32; spec §2 names no route for it): the seeded frame card.
  const item = paths.newshop({}, { goods: 3 });
  return [...stops, { name: 'newshop', to: item, lands: 'newshop', landsAt: item }];
}

/**
 * The player page (/database/team/:sname/:teamId?player=<id>): the team's route with a query, so not a route of
 * its own in the registry; crawled on the first brand of each language only (the team page is on every brand).
 */
export function playerStop(s: Samples): CrawlStop {
  const to = paths.databaseTeam({ sname: 'football', teamId: s.team }, { player: s.player });
  return { name: 'databaseTeam', to, lands: 'databaseTeam', landsAt: to };
}
