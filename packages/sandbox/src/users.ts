import { randomBytes } from 'node:crypto';
import type { UserInfo, UserProfile } from '@live/api-contract';
import { generateUserSig } from '@live/im-server';
import type { App } from './app.ts';
import type { Call } from './http/call.ts';
import { loginTimeout } from './http/errors.ts';
import { levelOf } from './tasks/catalogue.ts';
import { progressTask } from './tasks/progress.ts';
import { fansOf } from './views.ts';
import { media } from './world.ts';
import { userTagIds } from './profile/labels.ts';

/**
 * A user's avatar: their own picture; for the platform's own accounts (anchors, staff) their artwork; else '' so
 * the app shows the default avatar of the id (spec §3: 1, 3, 4, 10, 2, 5-9, 30, 3001-3003, 25 and the fallback).
 */
export function avatarOf(user: Pick<UserRow, 'id' | 'avatar' | 'is_anchor' | 'is_operate'>): string {
  if (user.avatar) return user.avatar;
  return user.is_anchor || user.is_operate ? media.avatar(user.id) : '';
}

export interface UserRow {
  id: number;
  account: string;
  mobile: string | null;
  password_hash: string | null;
  nick_name: string;
  /** The platform's Portuguese name for its own accounts (anchors, staff); '' for users, whose nick is theirs. */
  nick_name_br: string;
  avatar: string;
  signature: string;
  signature_br: string;
  is_anchor: number;
  is_anchor_admin: number;
  is_operate: number;
  anchor_level: number;
  anchor_point: number;
  user_level: number;
  point: number;
  gold: number;
  diamond: number;
  money: number;
  gift_spend: number;
  vip_level: number;
  vip_date: number;
  svip_date: number;
  /** The end of a used no-ads card (unix seconds); 0 when none. */
  no_ads_until: number;
  /** The ends of a used avatar frame card and chat effect card (unix seconds); 0 when none. */
  avatar_frame_until: number;
  chat_effect_until: number;
  third_member: string;
  invite_code: string;
  channel: string;
  profile: string;
  sport_id: number;
  fans_base: number;
  regist_time: number;
  last_login: number;
  last_online: number;
}

/** userSigs live 7 days; the chat identifier of a user is its numeric id as a string. */
export const USERSIG_TTL = 7 * 86400;

export function findUser(app: App, id: number): UserRow | undefined {
  return app.db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
}

export function issueToken(app: App, userId: number): string {
  const token = randomBytes(24).toString('hex');
  const now = app.now();
  app.db
    .prepare('INSERT INTO tokens (token, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
    .run(token, userId, now, now + app.tokenTtlSeconds);
  // An account that never logged in before (last_login 0) does its first login now: the appFirstLogin task.
  const first = app.db.prepare('UPDATE users SET last_login = ? WHERE id = ? AND last_login = 0').run(now, userId);
  if (first.changes === 1) progressTask({ app, now }, userId, 'appFirstLogin');
  app.db.prepare('UPDATE users SET last_login = ?, last_online = ? WHERE id = ?').run(now, now, userId);
  return token;
}

/** The user behind a token; an unknown or expired token is a login timeout (status 2, spec §8). */
export function userForToken(app: App, token: string): UserRow {
  const row = app.db.prepare('SELECT user_id, expires_at FROM tokens WHERE token = ?').get(token) as
    { user_id: number; expires_at: number } | undefined;
  if (!row || row.expires_at <= app.now()) loginTimeout();
  const user = findUser(app, row.user_id);
  if (!user) loginTimeout();
  app.db.prepare('UPDATE users SET last_online = ? WHERE id = ?').run(app.now(), user.id);
  return user;
}

export function newInviteCode(): string {
  return randomBytes(4).toString('hex').toUpperCase();
}

/** Drops a system message into the user's message page. */
export function notify(app: App, userId: number, title: [string, string], content: [string, string]): void {
  app.db
    .prepare(
      'INSERT INTO messages (user_id, title_zh, title_br, content_zh, content_br, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(userId, title[0], title[1], content[0], content[1], app.now());
}

function count(app: App, sql: string, id: number): number {
  return (app.db.prepare(sql).get(id) as { n: number }).n;
}

/** Every field of spec §3's user info. */
export function userInfo(app: App, user: UserRow, token: string): UserInfo {
  const now = app.now();
  const profile = { ...(JSON.parse(user.profile) as Partial<UserProfile>) };
  const fullProfile: UserProfile = {
    age: profile.age ?? 0,
    birthday: profile.birthday ?? '',
    career: profile.career ?? '',
    city: profile.city ?? '',
    constellation: profile.constellation ?? '',
    gender: profile.gender ?? 0,
    height: profile.height ?? 0,
    photos: profile.photos ?? [],
    signature: user.signature,
    uid: user.id,
    weight: profile.weight ?? 0,
  };
  // Invite rewards as the ledger paid them (type 7).
  const inviteProfit = count(
    app,
    "SELECT COALESCE(SUM(amount), 0) AS n FROM wallet_logs WHERE user_id = ? AND type = 7 AND currency = 'gold'",
    user.id,
  );
  return {
    account: user.account,
    agentid: 0,
    anchor_level: user.anchor_level,
    anchor_point: user.anchor_point,
    app_reg_id: '',
    attent_count: count(app, 'SELECT COUNT(*) AS n FROM user_follows WHERE user_id = ?', user.id),
    auth_time: user.last_login,
    avatar: avatarOf(user),
    call_accept_count: 0,
    call_recive_count: 0,
    channel: user.channel,
    diamond: user.diamond,
    diamond_total: user.diamond,
    fans_count: fansOf(app, user),
    gift_spend: user.gift_spend,
    gold: user.gold,
    guildid: 0,
    id: user.id,
    uid: user.id,
    isLogin: true,
    isVIP: user.vip_level > 0 && user.vip_date > now,
    invite: { invite_code: user.invite_code, profit: inviteProfit, total_profit: inviteProfit, uid: user.id },
    is_youliao: 0,
    is_anchor: user.is_anchor ? 1 : 0,
    is_anchor_admin: user.is_anchor_admin ? 1 : 0,
    last_login: user.last_login,
    last_online: user.last_online,
    login_platform: 3,
    money: user.money,
    moment_count: 0,
    nick_name: user.nick_name,
    online_status: 1,
    point: user.point,
    profile: fullProfile,
    rec_weight: 0,
    regist_time: user.regist_time,
    sharing_ratio: 0,
    status: 1,
    tags: userTagIds({ regist_time: user.regist_time, user_level: levelOf(user.point) }, now),
    token,
    token_web: token,
    txim_sign: generateUserSig(app.im.sdkAppId, app.im.secretKey, String(user.id), USERSIG_TTL, now),
    user_level: levelOf(user.point),
    vip_date: user.vip_date,
    svip_date: user.svip_date,
    vip_level: user.vip_level,
    visitor_count: 0,
    signature: user.signature,
    is_no_qrad: (user.vip_level >= 2 && user.vip_date > now) || user.no_ads_until > now ? 1 : 0,
    is_no_popad: (user.vip_level >= 1 && user.vip_date > now) || user.no_ads_until > now ? 1 : 0,
    is_operate: user.is_operate ? 1 : 0,
    third_member: user.third_member,
    mobile: user.mobile ? `${user.mobile.slice(0, 3)}****${user.mobile.slice(-4)}` : '',
    avatar_frame_until: user.avatar_frame_until,
    chat_effect_until: user.chat_effect_until,
  };
}

/** Titles of the login and activity log lines (spec §2 my-log), by action. */
export const USER_LOG_ACTIONS = {
  login: ['login', '登录', 'Login'],
  register: ['login', '注册并登录', 'Cadastro e login'],
  edit_profile: ['activity', '修改资料', 'Perfil editado'],
  change_pwd: ['activity', '修改密码', 'Senha alterada'],
  bind_phone: ['activity', '绑定手机', 'Celular vinculado'],
  feedback: ['activity', '提交反馈', 'Feedback enviado'],
  apply: ['activity', '提交申请', 'Solicitação enviada'],
} as const satisfies Record<string, readonly ['login' | 'activity', string, string]>;

export type UserLogAction = keyof typeof USER_LOG_ACTIONS;

/** Adds a line to the user's own log; the platform is the one the request says (1 iOS, 2 Android, 3 H5). */
export function logUserAction(call: Call, userId: number, action: UserLogAction): void {
  const platform = Number(call.params.values.platform);
  call.app.db
    .prepare('INSERT INTO user_logs (user_id, kind, action, platform, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(userId, USER_LOG_ACTIONS[action][0], action, [1, 2, 3].includes(platform) ? platform : 3, call.now);
}
