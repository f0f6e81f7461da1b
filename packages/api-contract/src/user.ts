import type { Flag, PageQuery, UnixSeconds, UserBrief } from './common.ts';

export interface UserProfile {
  age: number;
  birthday: string;
  career: string;
  city: string;
  constellation: string;
  /** 0 unknown, 1 male, 2 female. */
  gender: number;
  height: number;
  photos: string[];
  signature: string;
  uid: number;
  weight: number;
}

export interface InviteInfo {
  invite_code: string;
  profit: number;
  total_profit: number;
  uid: number;
}

/** data of /webapi/User/getUserInfo, login and regist: every field of spec §3. Visitors have id 0. */
export interface UserInfo {
  account: string;
  agentid: number;
  anchor_level: number;
  anchor_point: number;
  app_reg_id: string;
  attent_count: number;
  auth_time: UnixSeconds;
  avatar: string;
  call_accept_count: number;
  call_recive_count: number;
  channel: string;
  diamond: number;
  diamond_total: number;
  fans_count: number;
  gift_spend: number;
  gold: number;
  guildid: number;
  id: number;
  uid: number;
  isLogin: boolean;
  isVIP: boolean;
  invite: InviteInfo;
  is_youliao: Flag;
  is_anchor: Flag;
  is_anchor_admin: Flag;
  last_login: UnixSeconds;
  last_online: UnixSeconds;
  login_platform: number;
  money: number;
  moment_count: number;
  nick_name: string;
  /** 1 online, 0 offline, -1 not logged in. */
  online_status: number;
  point: number;
  profile: UserProfile;
  rec_weight: number;
  regist_time: UnixSeconds;
  sharing_ratio: number;
  status: number;
  /** Ids of the common config's user_tag (spec §3) as strings. */
  tags: string[];
  token: string;
  token_web: string;
  /** userSig for the chat service (tls-sig-api-v2 scheme), identifier String(id). */
  txim_sign: string;
  user_level: number;
  vip_date: UnixSeconds;
  svip_date: UnixSeconds;
  vip_level: number;
  visitor_count: number;
  signature: string;
  is_no_qrad: Flag;
  is_no_popad: Flag;
  is_operate: Flag;
  third_member: string;
  mobile: string;
  /** Our contract adds (issue #32): until when a used avatar frame card frames the avatar (0 never). */
  avatar_frame_until: UnixSeconds;
  /** Our contract adds (issue #32): until when a used chat effect card highlights the user's room chat lines. */
  chat_effect_until: UnixSeconds;
}

/** Body of /api/user/getGuestInfo: the device payload. */
export interface GuestBody {
  device_id?: string;
  device_model?: string;
}

/** data of /api/user/getGuestInfo (spec §3). */
export interface GuestInfo {
  userid: string;
  txim_sign: string;
  expire_time: UnixSeconds;
}

/** Body of /webapi/user/sendCode: `code` is the key the captcha image was fetched with. */
export interface SendCodeBody {
  mobile: string;
  captcha: string;
  code: string;
}

/** Body of /api/user/sendVerifyCode (a logged-in user's code for a new number): needs the picture captcha too. */
export interface SendVerifyCodeBody {
  mobile: string;
  captcha: string;
  code: string;
}

export interface CodeSent {
  mobile: string;
  /** Seconds before another code may be asked. */
  resend_after: number;
}

export interface RegistBody {
  mobile: string;
  sms_code: string;
  password: string;
  nick_name?: string;
  invite_code?: string;
  /** 1: the user ticked the user agreement and the privacy policy; the server refuses a registration without it. */
  agree: 1;
}

/** Body of /webapi/user/resetPwd (the forget-password screen). */
export type ResetPwdBody = Omit<RegistBody, 'nick_name' | 'invite_code' | 'agree'>;

export interface LoginBody {
  /** Mobile number or account name. */
  account: string;
  password: string;
  /**
   * The picture captcha (`code` its key from /api/user/smsCaptcha?code=, `captcha` the answer, letters in any
   * case): required once the account has 3 wrong passwords (or the client 30 within an hour); without it, or
   * with a wrong or spent one, the login answers status 5 (captchaRequired). It never opens a locked account.
   */
  code?: string;
  captcha?: string;
}

export interface ChangePwdBody {
  old_password: string;
  password: string;
}

export interface BindPhoneBody {
  mobile: string;
  sms_code: string;
  /** The account password: required when the account already has a number (rebinding proves the owner). */
  password?: string;
}

export interface EditUserInfoBody {
  nick_name?: string;
  avatar?: string;
  signature?: string;
  profile?: Partial<Omit<UserProfile, 'uid'>>;
}

export interface IdBodyOf {
  id: number;
}

/** data of /api/user/getUserBasicInfo. */
export interface UserBasicInfo extends UserBrief {
  signature: string;
  /** Ids of the common config's user_tag (spec §3), as UserInfo.tags. */
  tags: string[];
  fans_count: number;
  attent_count: number;
  is_anchor: Flag;
  /** 1 online (a streaming anchor always is), 0 offline. */
  online_status: number;
  /** 1 while the user (an anchor) is streaming. */
  is_live: Flag;
  /** The anchor's room while streaming, 0 otherwise (the room's page is /live-detail/:anchorid). */
  liveid: number;
  attented: Flag;
  /** Our contract adds (issue #32): until when the user's avatar frame card frames the avatar, 0 when none is on. */
  avatar_frame_until: UnixSeconds;
}

export interface LastOnlineBody {
  userid: number;
}

export interface LastOnline {
  userid: number;
  last_online: UnixSeconds;
  online_status: number;
}

export interface UpdateThirdMemberBody {
  third_member: string;
}

export interface ThirdMember {
  third_member: string;
}

/** Customer-service or operate staff a user can chat with. */
export interface PrivateAgent {
  uid: number;
  nick_name: string;
  avatar: string;
  im_id: string;
}

export interface LiveLogEntry {
  liveid: number;
  anchorid: number;
  title: string;
  cover: string;
  anchor_name: string;
  watched_at: UnixSeconds;
}

export type LiveLogBody = PageQuery;

export interface ProfitType {
  type: number;
  name: string;
}

export interface ProfitListBody extends PageQuery {
  /** A ProfitType.type; 0 or absent for all. */
  type?: number;
}

/** A transaction log line; amount is signed, currency gold, diamond or money. */
export interface ProfitLog {
  id: number;
  type: number;
  type_name: string;
  currency: 'gold' | 'diamond' | 'money';
  amount: number;
  balance: number;
  remark: string;
  created_at: UnixSeconds;
}

/** A system message of the user centre's message page. */
export interface UserMessage {
  id: number;
  title: string;
  content: string;
  read: Flag;
  created_at: UnixSeconds;
}

export interface ReadMessageBody {
  /** 0 marks every message read. */
  id: number;
}

export interface AttentUserBody {
  userid: number;
  /** 1 follow, 0 unfollow. */
  type: 0 | 1;
}

export interface AttentUserResult {
  userid: number;
  attented: Flag;
  fans_count: number;
}

/** What an application asks to become: 1 anchor, 2 anchor admin (the `:type` of /user-center/apply/:type). */
export type ApplyType = 1 | 2;

/** Review state of an application: 0 under review, 1 approved, 2 rejected. */
export type ApplyState = 0 | 1 | 2;

/** Body of /api/user/applyAnchor: the applicant is always the token's user. */
export interface ApplyAnchorBody {
  type: ApplyType;
  real_name: string;
  contact: string;
  reason: string;
  /** 1: the applicant ticked the anchor agreement (/mobile/privacy/4); the server refuses an application without it. */
  agree: 1;
}

export interface AnchorApplication {
  id: number;
  type: ApplyType;
  status: ApplyState;
  real_name: string;
  contact: string;
  reason: string;
  /** The reviewer's note (why it was rejected); plain text. */
  note: string;
  created_at: UnixSeconds;
  reviewed_at: UnixSeconds;
}

export interface ApplyStatusBody {
  type: ApplyType;
}

/** data of /api/user/getApplyStatus: the latest application of that type, and whether the role is held. */
export interface ApplyStatus {
  type: ApplyType;
  granted: Flag;
  application: AnchorApplication | null;
}

/** 'login' lines (each login or registration) or 'activity' lines (profile, password, phone, feedback ...). */
export type UserLogKind = 'login' | 'activity';

export interface UserLogBody extends PageQuery {
  kind: UserLogKind;
}

/** A line of /api/user/getUserLog; `title` is in the request's language. */
export interface UserLogEntry {
  id: number;
  kind: UserLogKind;
  action: string;
  title: string;
  /** 1 iOS, 2 Android, 3 H5. */
  platform: number;
  created_at: UnixSeconds;
}

/** Body of /api/user/getAnchorLiveRecord: an anchor's broadcasts; without anchorid, the caller's own. */
export interface AnchorLiveRecordBody extends PageQuery {
  anchorid?: number;
}

export interface AnchorLiveSession {
  id: string;
  title: string;
  started_at: UnixSeconds;
  /** Seconds; 0 while still live. */
  duration: number;
  peak_viewers: number;
  live: Flag;
}

/** An image the user uploaded (served under their own prefix). */
export interface MaterialItem {
  key: string;
  url: string;
  size: number;
  content_type: string;
  created_at: UnixSeconds;
}

export interface DeleteMaterialBody {
  key: string;
}
