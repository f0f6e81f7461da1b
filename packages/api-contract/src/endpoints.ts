import type { BaseBody, ListOf, PageOf, PageQuery, SportName } from './common.ts';
import type {
  ChatGroupHit,
  ChatGroupSearchBody,
  ChatReport,
  ChatReportBody,
  ChatUserHit,
  ChatUserSearchBody,
  FanGroupBody,
  FanGroupInfo,
} from './chat.ts';
import type { AboutInfo, CommonConfig, FeedbackBody, FeedbackResult, Protocol, ProtocolBody } from './config.ts';
import type {
  BaseDictionary,
  DatabaseHome,
  EventBody,
  EventInfo,
  EventIntegral,
  EventListBody,
  EventMatchBody,
  EventMatches,
  EventRank,
  EventRankBody,
  EventView,
  FifaTeam,
  SportIdBody,
  TeamBody,
  AttentTeamBody,
  AttentTeamResult,
  PlayerBody,
  PlayerInfo,
  TeamInfo,
  TeamRankList,
} from './database.ts';
import type { Activity } from './activity.ts';
import type { NewBenefit, NewBenefitShown } from './benefit.ts';
import type { Banner, HomeData, IdBody } from './home.ts';
import type {
  AddOperateFriendBody,
  AddOperateFriendResult,
  Anchor,
  Category,
  HeartbeatResult,
  LiveChat,
  LiveIdBody,
  LivePageBody,
  LivePageData,
  LiveRoom,
  PlayHeartbeatBody,
  RealLivesBody,
  RecAnchorsBody,
} from './live.ts';
import type {
  ModelDetail,
  ModelDetailBody,
  ModelHome,
  ModelItem,
  ModelListBody,
  ModelSubscription,
  SubscribeModelResult,
  SubscribeModelBody,
  SubscriptionRecordsBody,
} from './model.ts';
import type { News, NewsDetail, NewsListBody } from './news.ts';
import type { ShareBody, ShareResult } from './share.ts';
import type {
  AnalysisData,
  AttentMatchBody,
  BoxScore,
  AttentResult,
  DateMatchBody,
  DateMatchData,
  EventByDateBody,
  EventWithCount,
  IncidentsData,
  LineupData,
  Match,
  MatchCombineData,
  MatchDetail,
  MatchEvent,
  MatchIdBody,
  MatchOdds,
  MatchRank,
  MatchStats,
  MatchTop3,
  RaceSearchBody,
  RaceTag,
  RecentMatchCount,
  RoomTab,
  SportBody,
  Team,
  TliveBody,
  TliveData,
  VoteBody,
  VoteResult,
} from './race.ts';
import type { KeywordBody, MultipleSearch, RaceHomeSearch, SearchBody } from './search.ts';
import type {
  Address,
  BagItem,
  BuyGoodsBody,
  Goods,
  GoodsInfoBody,
  GoodsListBody,
  BuyGoodsResult,
  Order,
  OrderListBody,
  SaveAddressBody,
  DeleteAddressBody,
  UseBagItemBody,
} from './shop.ts';
import type { CheckinBody, CheckinResult, ReceiveTaskBody, ReceiveTaskResult, TaskInfo } from './task.ts';
import type { CosTempKeys, TempKeyBody, UploadTarget } from './upload.ts';
import type {
  AttentUserBody,
  AttentUserResult,
  BindPhoneBody,
  ChangePwdBody,
  CodeSent,
  EditUserInfoBody,
  GuestBody,
  GuestInfo,
  IdBodyOf,
  LastOnline,
  LastOnlineBody,
  LiveLogBody,
  LiveLogEntry,
  LoginBody,
  PrivateAgent,
  ProfitListBody,
  ReadMessageBody,
  UserMessage,
  AnchorLiveRecordBody,
  AnchorLiveSession,
  ApplyAnchorBody,
  ApplyStatus,
  ApplyStatusBody,
  DeleteMaterialBody,
  MaterialItem,
  UserLogBody,
  UserLogEntry,
  ProfitLog,
  ProfitType,
  RegistBody,
  ResetPwdBody,
  SendCodeBody,
  SendVerifyCodeBody,
  ThirdMember,
  UpdateThirdMemberBody,
  UserBasicInfo,
  UserInfo,
} from './user.ts';
import type {
  CategoryDetail,
  CollectionDetail,
  RecordVideo,
  ShortVideo,
  VideoCategory,
  VideoListBody,
} from './video.ts';
import type { Gift, GiftRankEntry, SendGiftBody, SendGiftResult } from './gift.ts';
import type { Benefits, BuyVipBody, BuyVipResult, VipPlan } from './vip.ts';
import type {
  Payout,
  WithdrawResult,
  PayoutListBody,
  RechargeBody,
  RechargeOption,
  RechargeOrder,
  RechargeOrderBody,
  RechargeOrderResult,
  Wallet,
  WithdrawBody,
} from './wallet.ts';

/** One call: the body the app sends (BaseBody fields are added by the client) and the `data` it gets. */
export interface Call<Body, Data> {
  body: Body;
  data: Data;
}

type Empty = Record<never, never>;

/** Match-detail calls exist once per sport: /api/football/... and /api/basketball/... */
type PerSport<Path extends string, Body, Data> = {
  [S in SportName as `/api/${S}/${Path}`]: Call<Body, Data>;
};
type PerSportWeb<Path extends string, Body, Data> = {
  [S in SportName as `/webapi/${S}/${Path}`]: Call<Body, Data>;
};

interface FixedPostCalls {
  // Home and anchors
  '/api/home/getHomeData': Call<Empty, HomeData>;
  '/api/anchor/getRecAnchors': Call<RecAnchorsBody, ListOf<Anchor>>;
  '/api/activity/getList': Call<PageQuery, PageOf<Activity>>;
  '/api/activity/getDetail': Call<IdBody, Activity>;
  '/api/benefit/getNewBenefit': Call<Empty, NewBenefit>;
  '/api/benefit/newBenefitShown': Call<Empty, NewBenefitShown>;
  // Account
  '/webapi/user/sendCode': Call<SendCodeBody, CodeSent>;
  '/api/user/sendVerifyCode': Call<SendVerifyCodeBody, CodeSent>;
  '/api/User/bindPhone': Call<BindPhoneBody, UserInfo>;
  '/webapi/user/regist': Call<RegistBody, UserInfo>;
  '/webapi/user/login': Call<LoginBody, UserInfo>;
  '/webapi/user/resetPwd': Call<ResetPwdBody, Empty>;
  '/webapi/user/logout': Call<Empty, Empty>;
  '/api/user/changePwd': Call<ChangePwdBody, Empty>;
  '/api/user/editUserInfo': Call<EditUserInfoBody, UserInfo>;
  '/webapi/user/getLiveLog': Call<LiveLogBody, PageOf<LiveLogEntry>>;
  '/api/user/getProfitConsumeType': Call<Empty, ListOf<ProfitType>>;
  '/api/user/getProfitList': Call<ProfitListBody, PageOf<ProfitLog>>;
  '/api/user/getUserBasicInfo': Call<IdBodyOf, UserBasicInfo>;
  '/api/user/getUserThirdPrivateAgent': Call<Empty, ListOf<PrivateAgent>>;
  '/webapi/User/getUserInfo': Call<Empty, UserInfo>;
  '/api/user/updateThirdMember': Call<UpdateThirdMemberBody, ThirdMember>;
  '/api/user/getGuestInfo': Call<GuestBody, GuestInfo>;
  '/api/user/getUserLastOnline': Call<LastOnlineBody, LastOnline>;
  '/api/user/heartbeat': Call<Empty, HeartbeatResult>;
  '/api/user/attentUser': Call<AttentUserBody, AttentUserResult>;
  '/api/user/getAttentList': Call<PageQuery, PageOf<UserBasicInfo>>;
  '/api/user/getMessageList': Call<PageQuery, PageOf<UserMessage> & { unread: number }>;
  '/api/user/readMessage': Call<ReadMessageBody, { unread: number }>;
  '/api/user/applyAnchor': Call<ApplyAnchorBody, ApplyStatus>;
  '/api/user/getApplyStatus': Call<ApplyStatusBody, ApplyStatus>;
  '/api/user/getUserLog': Call<UserLogBody, PageOf<UserLogEntry>>;
  '/api/user/getAnchorLiveRecord': Call<AnchorLiveRecordBody, PageOf<AnchorLiveSession>>;
  '/api/user/getMaterialList': Call<PageQuery, PageOf<MaterialItem>>;
  '/api/user/deleteMaterial': Call<DeleteMaterialBody, Empty>;
  // Matches
  '/api/race/getDateMatch': Call<DateMatchBody, DateMatchData>;
  '/api/race/getAttentMatchlist': Call<SportBody, ListOf<Match>>;
  '/api/race/getRaceTag': Call<SportBody, ListOf<RaceTag>>;
  '/api/race/getRaceSubTab': Call<Empty, ListOf<RoomTab>>;
  '/api/race/getRecentMatchCount': Call<Empty, RecentMatchCount>;
  '/api/race/vote_race_team': Call<VoteBody, VoteResult>;
  '/api/race/getEventByDate': Call<EventByDateBody, ListOf<EventWithCount>>;
  '/api/race/getRaceSearch': Call<RaceSearchBody, ListOf<Match>>;
  '/api/race/getRecMath': Call<SportBody, ListOf<Match>>;
  '/webapi/football/getIncidentsData': Call<MatchIdBody, IncidentsData>;
  '/webapi/basketball/getBoxScore': Call<MatchIdBody, BoxScore>;
  // Search
  '/api/search/events': Call<KeywordBody, ListOf<MatchEvent>>;
  '/api/search/teams': Call<KeywordBody, ListOf<Team>>;
  '/api/search/matches': Call<KeywordBody, ListOf<Match>>;
  '/api/search/raceHome': Call<KeywordBody, RaceHomeSearch>;
  '/webapi/search/multiple': Call<Pick<SearchBody, 'keyword'>, MultipleSearch>;
  '/webapi/search/anchor': Call<SearchBody, PageOf<Anchor>>;
  '/webapi/search/live': Call<SearchBody, PageOf<LiveRoom>>;
  '/webapi/search/video': Call<SearchBody, PageOf<ShortVideo>>;
  '/webapi/search/news': Call<SearchBody, PageOf<News>>;
  // Live
  '/api/live/getRealLives': Call<RealLivesBody, PageOf<LiveRoom>>;
  '/webapi/live/getLivePageData': Call<LivePageBody, LivePageData>;
  '/api/live/getLiveChat': Call<LiveIdBody, LiveChat>;
  '/api/live/addOperateFriend': Call<AddOperateFriendBody, AddOperateFriendResult>;
  '/api/live/getNoMatchLiveList': Call<RealLivesBody, PageOf<LiveRoom>>;
  '/api/live/playHeartbeat': Call<PlayHeartbeatBody, HeartbeatResult>;
  // Videos
  '/api/video/getShortVideoList': Call<VideoListBody, PageOf<ShortVideo>>;
  '/api/video/getShortVideoDetail': Call<IdBody, ShortVideo>;
  '/api/video/getRecordVideoList': Call<VideoListBody, PageOf<RecordVideo>>;
  '/api/video/getRecordVideoDetail': Call<IdBody, RecordVideo>;
  '/api/video/getRecCategories': Call<Empty, ListOf<VideoCategory>>;
  '/api/video/getCategoryDetail': Call<IdBody, CategoryDetail>;
  '/api/video/getCollectionDetail': Call<IdBody, CollectionDetail>;
  // News
  '/api/news/getNewsList': Call<NewsListBody, PageOf<News>>;
  '/api/news/getNewsDetail': Call<IdBody, NewsDetail>;
  '/api/news/getHeadlines': Call<Empty, ListOf<News>>;
  // Other
  '/webapi/protocal/getProtocal': Call<ProtocolBody, Protocol>;
  '/api/customerservice/publish': Call<FeedbackBody, FeedbackResult>;
  '/webapi/config/getAbout': Call<Empty, AboutInfo>;
  '/api/SportDatabase/getHome': Call<SportIdBody, DatabaseHome>;
  '/api/SportDatabase/getEventInfo': Call<EventBody, EventInfo>;
  '/api/SportDatabase/getEventView': Call<EventBody, EventView>;
  '/api/SportDatabase/getEventRank': Call<EventRankBody, EventRank>;
  '/api/SportDatabase/getEventIntegral': Call<EventBody & { type?: number }, EventIntegral>;
  '/api/SportDatabase/getEventMatch': Call<EventMatchBody, EventMatches>;
  '/api/SportDatabase/getEventList': Call<EventListBody, PageOf<MatchEvent>>;
  '/api/SportDatabase/getFifaRank': Call<Empty, TeamRankList>;
  '/api/SportDatabase/getHotFootballRank': Call<Empty, TeamRankList>;
  '/api/SportDatabase/getHotBasketballRank': Call<Empty, TeamRankList>;
  '/api/SportDatabase/getTeamInfo': Call<TeamBody, TeamInfo>;
  '/api/SportDatabase/getFifaTeam': Call<TeamBody, FifaTeam>;
  '/api/SportDatabase/attentTeam': Call<AttentTeamBody, AttentTeamResult>;
  '/api/SportDatabase/getPlayerInfo': Call<PlayerBody, PlayerInfo>;
  // Uploads
  '/webapi/config/getTempKeysForCos': Call<TempKeyBody, CosTempKeys>;
  '/api/config/getTempKeysForMinio': Call<TempKeyBody, UploadTarget>;
  // Data models
  '/api/model/getModelHome': Call<Empty, ModelHome>;
  '/api/model/getModelList': Call<ModelListBody, PageOf<ModelItem>>;
  '/api/model/getModelDetail': Call<ModelDetailBody, ModelDetail>;
  '/api/model/subscribe': Call<SubscribeModelBody, SubscribeModelResult>;
  '/api/model/getSubscriptionRecords': Call<SubscriptionRecordsBody, PageOf<ModelSubscription>>;
  // Wallet, VIP, gifts
  '/api/wallet/getWallet': Call<Empty, Wallet>;
  '/api/wallet/getRechargeOptions': Call<Empty, ListOf<RechargeOption>>;
  '/api/wallet/recharge': Call<RechargeBody, RechargeOrder>;
  '/api/wallet/getRechargeOrder': Call<RechargeOrderBody, RechargeOrderResult>;
  '/api/wallet/withdraw': Call<WithdrawBody, WithdrawResult>;
  '/api/wallet/getPayoutList': Call<PayoutListBody, PageOf<Payout>>;
  '/api/vip/getVipPlans': Call<Empty, ListOf<VipPlan>>;
  '/api/vip/buy': Call<BuyVipBody, BuyVipResult>;
  '/api/vip/getBenefits': Call<Empty, Benefits>;
  '/api/gift/getGiftList': Call<Empty, ListOf<Gift>>;
  '/api/gift/sendGift': Call<SendGiftBody, SendGiftResult>;
  '/api/gift/getLiveGiftRank': Call<LiveIdBody, ListOf<GiftRankEntry>>;
  // Shop, bag, address
  '/api/shop/getGoodsList': Call<GoodsListBody, PageOf<Goods>>;
  '/api/shop/getGoodsInfo': Call<GoodsInfoBody, Goods>;
  '/api/shop/buyGoods': Call<BuyGoodsBody, BuyGoodsResult>;
  '/api/shop/getOrderList': Call<OrderListBody, PageOf<Order>>;
  '/api/user/getBagList': Call<Empty, ListOf<BagItem>>;
  '/api/user/getAddressList': Call<Empty, ListOf<Address>>;
  '/api/user/saveAddress': Call<SaveAddressBody, Address>;
  '/api/user/deleteAddress': Call<DeleteAddressBody, ListOf<Address>>;
  '/api/user/useBagItem': Call<UseBagItemBody, BagItem>;
  // Tasks
  '/api/task/getTaskInfo': Call<Empty, TaskInfo>;
  '/api/task/checkin': Call<CheckinBody, CheckinResult>;
  '/api/task/receive': Call<ReceiveTaskBody, ReceiveTaskResult>;
  // Shares (the app's share button)
  '/api/share/create': Call<ShareBody, ShareResult>;
  // Chat (reports, user and group search, anchors' fan groups)
  '/api/chat/report': Call<ChatReportBody, ChatReport>;
  '/api/chat/searchUsers': Call<ChatUserSearchBody, ListOf<ChatUserHit>>;
  '/api/chat/searchGroups': Call<ChatGroupSearchBody, ListOf<ChatGroupHit>>;
  '/api/chat/fanGroup': Call<FanGroupBody, FanGroupInfo>;
  '/api/chat/joinFanGroup': Call<FanGroupBody, FanGroupInfo>;
}

/** Every POST call of the platform API, keyed by path. */
export type PostCalls = FixedPostCalls &
  PerSport<'attentMatch', AttentMatchBody, AttentResult> &
  PerSport<'getMatchInfo', MatchIdBody, MatchDetail> &
  PerSport<'getMatchAnchors', MatchIdBody, ListOf<LiveRoom>> &
  PerSport<'getMatchData', MatchIdBody, MatchStats> &
  PerSport<'getTliveData', TliveBody, TliveData> &
  PerSport<'matchOdd', MatchIdBody, MatchOdds> &
  PerSportWeb<'getAnalysisData', MatchIdBody, AnalysisData> &
  PerSportWeb<'getLineupData', MatchIdBody, LineupData> &
  PerSportWeb<'getMatchRank', MatchIdBody, MatchRank> &
  PerSportWeb<'getMatchTop3Data', MatchIdBody, MatchTop3> &
  PerSportWeb<'getMatchCombineData', MatchIdBody, MatchCombineData>;

/** Every GET call (query parameters instead of a body). */
export interface GetCalls {
  '/api/home/getHomeScroll': Call<Empty, ListOf<Banner>>;
  '/api/config/getCommonConfig': Call<Empty, CommonConfig>;
  '/webapi/live/getCategory': Call<Empty, ListOf<Category>>;
  '/api/SportDatabase/getBaseDictionary': Call<Empty, BaseDictionary>;
}

export type PostPath = keyof PostCalls;
export type GetPath = keyof GetCalls;
export type BodyOf<P extends PostPath> = PostCalls[P]['body'] & BaseBody;
export type DataOf<P extends PostPath | GetPath> = P extends PostPath
  ? PostCalls[P]['data']
  : P extends GetPath
    ? GetCalls[P]['data']
    : never;

/** Calls answered with something other than the JSON envelope. */
export const RAW_PATHS = {
  /** GET ?code=<key>: the captcha image (image/svg+xml). */
  captcha: '/api/user/smsCaptcha',
  /** GET ?t=<timestamp>: JavaScript. */
  commonScript: '/webapi/home/getCommonScript',
  /** GET: JSON array of API hosts. */
  apiHosts: '/sandbox/api-hosts.json',
} as const;
