/**
 * The one registry of the app's routes (host-app spec §2, messaging spec §2), under the router's base /m.
 * Every link, navigate and redirect builds its address here; the route table is built from it. The e2e
 * route crawl reads it too, so this module stays free of imports.
 */
export const ROUTES = {
  root: { path: '/' },
  talk: { path: '/pp/talk' },

  score: { path: '/score' },
  scoreDetail: { path: '/score/detail/:matchid' },
  scoreBasketballDetail: { path: '/score/basketball/detail/:matchid' },
  footballDetail: { path: '/score/detail/football/:matchid' },
  basketballDetail: { path: '/score/detail/basketball/:matchid' },
  scoreCollected: { path: '/score/collected' },
  scoreSearch: { path: '/score/search' },

  headline: { path: '/headline' },
  search: { path: '/search' },
  privacy: { path: '/privacy' },
  login: { path: '/login' },
  register: { path: '/register' },
  forgetPassword: { path: '/forget-password' },
  anchorList: { path: '/anchor-list' },
  activities: { path: '/activities' },
  activity: { path: '/activity/:id' },
  vipPlans: { path: '/vip-plans' },
  recharge: { path: '/recharge' },
  transLog: { path: '/trans-log' },
  newshop: { path: '/newshop' },
  newshopRecords: { path: '/newshop/records' },

  live: { path: '/live' },
  liveLives: { path: '/live/lives' },
  liveVideos: { path: '/live/videos' },
  liveDetail: { path: '/live-detail/:id' },
  shortVideo: { path: '/shortvideo/:id' },
  recCategory: { path: '/rec-category/:id?' },
  recCollection: { path: '/rec-collection/:id' },
  recVideo: { path: '/rec-video/:id' },

  shareLive: { path: '/share/live/:id' },
  shareVideo: { path: '/share/video/:id' },
  shareDynamic: { path: '/share/dynamic/:id' },
  shareMatch: { path: '/share/match/:sport/:id' },
  shareShortVideo: { path: '/share/shortvideo/:id' },
  shareRecordVideo: { path: '/share/recordvideo/:id' },

  mobileHappening: { path: '/mobile/happening/:matchid' },
  mobileAnalysis: { path: '/mobile/analysis/:matchid' },
  mobileLineup: { path: '/mobile/lineup/:matchid' },
  mobileIndex: { path: '/mobile/index/:matchid' },
  mobileRank: { path: '/mobile/rank/:matchid' },
  mobileBasketballHappening: { path: '/mobile/basketball/happening/:matchid' },
  mobileBasketballAnalysis: { path: '/mobile/basketball/analysis/:matchid' },
  mobileBasketballIndex: { path: '/mobile/basketball/index/:matchid' },
  mobileBasketballRank: { path: '/mobile/basketball/rank/:matchid' },
  mobileServiceFeedback: { path: '/mobile/service/feedback' },
  mobileShortFeedback: { path: '/mobile/s/feedback' },
  mobileAbout: { path: '/mobile/about' },
  mobileNews: { path: '/mobile/news' },
  mobilePackageRules: { path: '/mobile/package-rules' },
  mobileFifaTeamHonor: { path: '/mobile/fifa-team/honor/:teamid' },
  mobileFifaTeamStats: { path: '/mobile/fifa-team/stats/:teamid' },
  mobileFifaTeamLineup: { path: '/mobile/fifa-team/lineup/:teamid' },
  mobilePrivacy: { path: '/mobile/privacy/:type' },
  mobileRecharge: { path: '/mobile/recharge' },
  mobileActivity: { path: '/mobile/activity/:id' },
  mobileC2cFeedback: { path: '/mobile/c2c-feedback/:type/:gid?' },
  mobileModelUpset: { path: '/mobile/model/detail/upset/:id' },
  mobileModelDiversity: { path: '/mobile/model/detail/diversity/:id' },
  mobileModelPoisson: { path: '/mobile/model/detail/poisson/:id' },
  mobileModelMargin: { path: '/mobile/model/detail/margin/:id' },

  database: { path: '/database' },
  databaseLeague: { path: '/database/league/:sname/:cid' },
  databaseTeam: { path: '/database/team/:sname/:teamId' },
  databaseBillboard: { path: '/database/billboard/:type' },
  fifaTeam: { path: '/fifa-team/:id' },

  c2c: { path: '/c2c' },
  c2cFriends: { path: '/c2c-friends' },
  c2cChatroom: { path: '/c2c-chatroom/:id' },
  c2cUser: { path: '/c2c-user/:id' },
  c2cSearch: { path: '/c2c-search' },
  c2cFeedback: { path: '/c2c-feedback/:type/:gid?' },
  vipUser: { path: '/vip-user/:uid' },
  chatGroup: { path: '/chat-group/:id' },
  chatGroupAnchor: { path: '/chat-group/anchor/:id' },
  chatGroupInfo: { path: '/chat-group-info/:gid' },
  chatGroupInfoAnchor: { path: '/chat-group-info/anchor/:gid' },
  chatGroupAnnouncements: { path: '/chat-group-announcements/:gid' },
  chatGroupAnnouncementsAnchor: { path: '/chat-group-announcements/anchor/:gid' },
  chatGroupMember: { path: '/chat-group-member/:uid/:gid' },
  chatGroupMemberAnchor: { path: '/chat-group-member/anchor/:uid/:gid' },

  userCenter: { path: '/user-center' },
  userCenterAnchor: { path: '/user-center/anchor/:uid?' },
  userSetting: { path: '/user-center/setting' },
  userInfo: { path: '/user-center/info' },
  userBindPhone: { path: '/user-center/bind-phone' },
  userMessage: { path: '/user-center/message' },
  userWallet: { path: '/user-center/wallet' },
  userWithdraw: { path: '/user-center/withdraw' },
  userEditAccount: { path: '/user-center/edit-account' },
  userLiveRecord: { path: '/user-center/live-record' },
  userMyMaterial: { path: '/user-center/my-material' },
  userApply: { path: '/user-center/apply/:type' },
  userTask: { path: '/user-center/task' },
  userMyAddress: { path: '/user-center/my-address' },
  userFeedback: { path: '/user-center/feedback' },
  userAttentMgmt: { path: '/user-center/attent-mgmt' },
  userMyLog: { path: '/user-center/my-log' },
  userBalance: { path: '/user-center/balance' },
  userBenefits: { path: '/user-center/benefits' },

  data: { path: '/data' },
  dataModelUpset: { path: '/data/model/upset' },
  dataModelDiversity: { path: '/data/model/diversity' },
  dataModelPoisson: { path: '/data/model/poisson' },
  dataModelMargin: { path: '/data/model/margin' },
  dataModelDetail: { path: '/data/model/detail/:type/:id' },
  dataModelSubscribe: { path: '/data/model/subscribe/:id' },
  dataModelSubscriptionRecords: { path: '/data/model/subscription-records' },
} as const satisfies Record<string, { path: string }>;

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
