/**
 * The one registry of the app's routes (host-app spec §2, messaging spec §2), under the router's base /m.
 * Every link, navigate and redirect builds its address here; the route table is built from it; routes not built
 * yet are `built: false` (planned) and open a coming-soon page, so this table is also the progress table. The e2e
 * route crawl reads it too, so this module stays free of imports.
 */
export const ROUTES = {
  root: { path: '/', built: true },
  talk: { path: '/pp/talk', built: true },

  score: { path: '/score', built: true },
  scoreDetail: { path: '/score/detail/:matchid', built: true },
  scoreBasketballDetail: { path: '/score/basketball/detail/:matchid', built: true },
  footballDetail: { path: '/score/detail/football/:matchid', built: true },
  basketballDetail: { path: '/score/detail/basketball/:matchid', built: true },
  scoreCollected: { path: '/score/collected', built: true },
  scoreSearch: { path: '/score/search', built: true },

  headline: { path: '/headline', built: true },
  search: { path: '/search', built: true },
  privacy: { path: '/privacy', built: true },
  login: { path: '/login', built: true },
  register: { path: '/register', built: true },
  forgetPassword: { path: '/forget-password', built: true },
  anchorList: { path: '/anchor-list', built: true },
  activities: { path: '/activities', built: true },
  activity: { path: '/activity/:id', built: true },
  vipPlans: { path: '/vip-plans', built: true },
  recharge: { path: '/recharge', built: true },
  transLog: { path: '/trans-log', built: true },
  newshop: { path: '/newshop', built: true },
  newshopRecords: { path: '/newshop/records', built: true },

  live: { path: '/live', built: true },
  liveLives: { path: '/live/lives', built: true },
  liveVideos: { path: '/live/videos', built: true },
  liveDetail: { path: '/live-detail/:id', built: true },
  shortVideo: { path: '/shortvideo/:id', built: true },
  recCategory: { path: '/rec-category/:id?', built: true },
  recCollection: { path: '/rec-collection/:id', built: true },
  recVideo: { path: '/rec-video/:id', built: true },

  shareLive: { path: '/share/live/:id', built: true },
  shareVideo: { path: '/share/video/:id', built: true },
  shareDynamic: { path: '/share/dynamic/:id', built: true },
  shareMatch: { path: '/share/match/:sport/:id', built: true },
  shareShortVideo: { path: '/share/shortvideo/:id', built: true },
  shareRecordVideo: { path: '/share/recordvideo/:id', built: true },

  mobileHappening: { path: '/mobile/happening/:matchid', built: true },
  mobileAnalysis: { path: '/mobile/analysis/:matchid', built: true },
  mobileLineup: { path: '/mobile/lineup/:matchid', built: true },
  mobileIndex: { path: '/mobile/index/:matchid', built: true },
  mobileRank: { path: '/mobile/rank/:matchid', built: true },
  mobileBasketballHappening: { path: '/mobile/basketball/happening/:matchid', built: true },
  mobileBasketballAnalysis: { path: '/mobile/basketball/analysis/:matchid', built: true },
  mobileBasketballIndex: { path: '/mobile/basketball/index/:matchid', built: true },
  mobileBasketballRank: { path: '/mobile/basketball/rank/:matchid', built: true },
  mobileServiceFeedback: { path: '/mobile/service/feedback', built: true },
  mobileShortFeedback: { path: '/mobile/s/feedback', built: true },
  mobileAbout: { path: '/mobile/about', built: true },
  mobileNews: { path: '/mobile/news', built: true },
  mobilePackageRules: { path: '/mobile/package-rules', built: true },
  mobileFifaTeamHonor: { path: '/mobile/fifa-team/honor/:teamid', built: true },
  mobileFifaTeamStats: { path: '/mobile/fifa-team/stats/:teamid', built: true },
  mobileFifaTeamLineup: { path: '/mobile/fifa-team/lineup/:teamid', built: true },
  mobilePrivacy: { path: '/mobile/privacy/:type', built: true },
  mobileRecharge: { path: '/mobile/recharge', built: true },
  mobileActivity: { path: '/mobile/activity/:id', built: true },
  mobileC2cFeedback: { path: '/mobile/c2c-feedback/:type/:gid?', built: true },
  mobileModelUpset: { path: '/mobile/model/detail/upset/:id', built: true },
  mobileModelDiversity: { path: '/mobile/model/detail/diversity/:id', built: true },
  mobileModelPoisson: { path: '/mobile/model/detail/poisson/:id', built: true },
  mobileModelMargin: { path: '/mobile/model/detail/margin/:id', built: true },

  database: { path: '/database', built: true },
  databaseLeague: { path: '/database/league/:sname/:cid', built: true },
  databaseTeam: { path: '/database/team/:sname/:teamId', built: true },
  databaseBillboard: { path: '/database/billboard/:type', built: true },
  fifaTeam: { path: '/fifa-team/:id', built: true },

  c2c: { path: '/c2c', built: true },
  c2cFriends: { path: '/c2c-friends', built: true },
  c2cChatroom: { path: '/c2c-chatroom/:id', built: true },
  c2cUser: { path: '/c2c-user/:id', built: true },
  c2cSearch: { path: '/c2c-search', built: true },
  c2cFeedback: { path: '/c2c-feedback/:type/:gid?', built: true },
  vipUser: { path: '/vip-user/:uid', built: true },
  chatGroup: { path: '/chat-group/:id', built: true },
  chatGroupAnchor: { path: '/chat-group/anchor/:id', built: true },
  chatGroupInfo: { path: '/chat-group-info/:gid', built: true },
  chatGroupInfoAnchor: { path: '/chat-group-info/anchor/:gid', built: true },
  chatGroupAnnouncements: { path: '/chat-group-announcements/:gid', built: true },
  chatGroupAnnouncementsAnchor: { path: '/chat-group-announcements/anchor/:gid', built: true },
  chatGroupMember: { path: '/chat-group-member/:uid/:gid', built: true },
  chatGroupMemberAnchor: { path: '/chat-group-member/anchor/:uid/:gid', built: true },

  userCenter: { path: '/user-center', built: true },
  userCenterAnchor: { path: '/user-center/anchor/:uid?', built: true },
  userSetting: { path: '/user-center/setting', built: true },
  userInfo: { path: '/user-center/info', built: true },
  userBindPhone: { path: '/user-center/bind-phone', built: true },
  userMessage: { path: '/user-center/message', built: true },
  userWallet: { path: '/user-center/wallet', built: true },
  userWithdraw: { path: '/user-center/withdraw', built: true },
  userEditAccount: { path: '/user-center/edit-account', built: true },
  userLiveRecord: { path: '/user-center/live-record', built: true },
  userMyMaterial: { path: '/user-center/my-material', built: true },
  userApply: { path: '/user-center/apply/:type', built: true },
  userTask: { path: '/user-center/task', built: true },
  userMyAddress: { path: '/user-center/my-address', built: true },
  userFeedback: { path: '/user-center/feedback', built: true },
  userAttentMgmt: { path: '/user-center/attent-mgmt', built: true },
  userMyLog: { path: '/user-center/my-log', built: true },
  userBalance: { path: '/user-center/balance', built: true },
  userBenefits: { path: '/user-center/benefits', built: true },

  data: { path: '/data', built: true },
  dataModelUpset: { path: '/data/model/upset', built: true },
  dataModelDiversity: { path: '/data/model/diversity', built: true },
  dataModelPoisson: { path: '/data/model/poisson', built: true },
  dataModelMargin: { path: '/data/model/margin', built: true },
  dataModelDetail: { path: '/data/model/detail/:type/:id', built: true },
  dataModelSubscribe: { path: '/data/model/subscribe/:id', built: true },
  dataModelSubscriptionRecords: { path: '/data/model/subscription-records', built: true },
} as const satisfies Record<string, { path: string; built: boolean }>;

export type RouteName = keyof typeof ROUTES;

/** The router's base: every in-app address lives under it. */
export const BASENAME = '/m';

/** The full address of an in-app path, for a page load (window.location) rather than the router. */
export function appHref(to: string): string {
  return `${BASENAME}${to}`;
}

/** Every route name, in registry order. */
export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

export type ParamValue = string | number;
/** Query values; null, undefined and '' are left out of the address. */
export type Query = Record<string, ParamValue | null | undefined>;

type Segments<P extends string> = P extends `${infer Head}/${infer Tail}` ? Head | Segments<Tail> : P;
type ParamNames<P extends string> = Segments<P> extends infer S ? (S extends `:${infer Name}` ? Name : never) : never;
type RequiredNames<P extends string> = Exclude<ParamNames<P>, `${string}?`>;
type OptionalNames<P extends string> =
  ParamNames<P> extends infer N ? (N extends `${infer Name}?` ? Name : never) : never;

/** The params of a pattern: `:id` required, `:id?` optional. */
export type PathParams<P extends string> = { [K in RequiredNames<P>]: ParamValue } & {
  [K in OptionalNames<P>]?: ParamValue;
};

/** A route's builder: params are required exactly when the pattern has a required param. */
export type PathBuilder<P extends string> = [RequiredNames<P>] extends [never]
  ? (params?: PathParams<P>, query?: Query) => string
  : (params: PathParams<P>, query?: Query) => string;

function queryString(query: Query | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The address of `pattern` with `params` filled in (each encoded), relative to the router's base. A missing
 * required param is a programming error the types already reject, so it throws naming the param.
 */
export function buildPath(pattern: string, params: Record<string, ParamValue | undefined> = {}, query?: Query): string {
  const segments = pattern.split('/').flatMap((segment) => {
    if (!segment.startsWith(':')) return [segment];
    const optional = segment.endsWith('?');
    const name = segment.slice(1, optional ? -1 : undefined);
    const value = params[name];
    if (value === undefined || value === '') {
      if (optional) return [];
      throw new Error(`${pattern} needs :${name}`);
    }
    return [encodeURIComponent(String(value))];
  });
  return (segments.join('/') || '/') + queryString(query);
}

/** One typed builder per route: `paths.scoreDetail({ matchid: 12 })` is '/score/detail/12'. */
export const paths = Object.fromEntries(
  ROUTE_NAMES.map((name) => [
    name,
    (params?: Record<string, ParamValue | undefined>, query?: Query) => buildPath(ROUTES[name].path, params, query),
  ]),
) as unknown as { [N in RouteName]: PathBuilder<(typeof ROUTES)[N]['path']> };

/** Whether the route's page exists; a planned route opens the coming-soon page. */
export function isBuilt(name: RouteName): boolean {
  return ROUTES[name].built;
}
