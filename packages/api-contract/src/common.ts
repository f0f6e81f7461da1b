/** What every response looks like (spec §7, §8): status 0 success, 2 login timeout, anything else a failure. */
export interface ApiEnvelope<T> {
  status: number;
  msg: string;
  data: T;
}

export const API_STATUS = {
  ok: 0,
  failed: 1,
  loginTimeout: 2,
  notFound: 4,
  /** A login refused until the picture captcha is solved (after 3 wrong passwords): the form shows the captcha. */
  captchaRequired: 5,
} as const;

/** The message fragment the app treats as a login timeout whatever the status (spec §8). */
export const LOGIN_TIMEOUT_MARK = '登录超时';

/** Platform codes sent in every body (spec §7). */
export const PLATFORM = { ios: 1, android: 2, h5: 3 } as const;

/** Fields the app's HTTP client adds to every body (spec §7); undefined and null fields are dropped. */
export interface BaseBody {
  token?: string;
  uid?: number;
  sp_source?: number;
  platform?: number;
  /** qutu sites forward the page's channel_code. */
  channel_code?: string;
}

/** Unix time in seconds. */
export type UnixSeconds = number;
export type Flag = 0 | 1;
/** Config switches are the strings '0' and '1'. */
export type Switch = '0' | '1';
/** 1 football, 2 basketball; 0 means all in filters (spec §4). */
export type SportId = 1 | 2;
export type SportFilter = 0 | 1 | 2;
export type SportName = 'football' | 'basketball';

export interface PageQuery {
  /** 1-based; defaults to 1. */
  page?: number;
  /** Defaults to 20, at most 100. */
  size?: number;
}

/** Lists with a total; the app appends when page > 1 (spec §3). */
export interface PageOf<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}

export interface ListOf<T> {
  list: T[];
}

/** A reference to a user as other entities show it. */
export interface UserBrief {
  id: number;
  nick_name: string;
  avatar: string;
  user_level: number;
  vip_level: number;
}
