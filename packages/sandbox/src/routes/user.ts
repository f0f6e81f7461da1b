import { createHash, randomInt } from 'node:crypto';
import type {
  AnchorApplication,
  AnchorLiveSession,
  ApplyStatus,
  ApplyType,
  UserBasicInfo,
  UserProfile,
} from '@live/api-contract';
import type { App } from '../app.ts';
import { platformMobile } from '../auth/mobile.ts';
import { checkPassword, hashPassword } from '../auth/password.ts';
import { announceChatProfile, leaveFanGroup } from '../chat/platform-chat.ts';
import { checkNickname } from '../profile/nickname.ts';
import { generateUserSig } from '@live/im-server';
import type { Call, PostHandlers } from '../http/call.ts';
import { fail, notFound } from '../http/errors.ts';
import {
  avatarOf,
  findUser,
  issueToken,
  logUserAction,
  newInviteCode,
  notify,
  USER_LOG_ACTIONS,
  type UserRow,
  userInfo,
} from '../users.ts';
import { API_STATUS } from '@live/api-contract';
import { spendCaptcha } from '../auth/captcha.ts';
import { LIMITS, limitWait, recordAct, waitText } from '../auth/limits.ts';
import {
  accountKey,
  captchaRequired,
  clearFailures,
  guardPasswordAttempt,
  wrongPassword,
} from '../auth/password-guard.ts';
import { transaction } from '../db/database.ts';
import { recordConsent, requireAgreement, requireAnchorAgreement } from '../legal/consent.ts';
import { ANCHOR_DOCUMENTS } from '../legal/documents.ts';
import { NEW_USER_GOLD, payWelcomeBonus, recordInvite } from '../money/invites.ts';
import { hashSeed } from '../seed/prng.ts';
import { DAY, dayOf, dayStart } from '../seed/calendar.ts';
import { levelOf } from '../tasks/catalogue.ts';
import { recordHeartbeat } from '../tasks/heartbeats.ts';
import { ownedKey } from './upload.ts';
import { media } from '../world.ts';
import { fansOf, paged, presenceOf, roomPeakAudience } from '../views.ts';
import { userTagIds } from '../profile/labels.ts';

export const SMS_TTL = 600;
export const SMS_RESEND = 60;
export const GUEST_TTL = 86400;

export const PROFIT_TYPES: [number, string, string][] = [
  [1, '充值', 'Recarga'],
  [2, '送礼', 'Presente enviado'],
  [3, '收礼', 'Presente recebido'],
  [4, '签到', 'Check-in'],
  [5, '任务', 'Tarefa'],
  [6, '提现', 'Saque'],
  [7, '邀请', 'Convite'],
  [8, '注册奖励', 'Bônus de cadastro'],
  [9, '金币商城兑换', 'Loja de moedas'],
  [10, '会员', 'VIP'],
  [11, '数据模型', 'Modelos de dados'],
  [12, '期初余额', 'Saldo inicial'],
];

/** Mainland mobile numbers (11 digits from 1) or other countries' mobiles in E.164 (auth/mobile.ts, issue #30). */
function mobileParam(call: Call): string {
  const result = platformMobile(call.params.str('mobile', 24), call.lang);
  if (!('mobile' in result)) fail(result.zh, result.pt);
  return result.mobile;
}

function passwordParam(call: Call, name = 'password'): string {
  const password = call.params.str(name, 64);
  if (password.length < 6) fail(`参数 ${name} 至少 6 位`, `O parâmetro ${name} precisa de ao menos 6 caracteres`);
  return password;
}

/**
 * Sends an SMS code to `mobile` once the body's picture captcha is solved, within the limits: one a minute and
 * 10 a day per number, 100 an hour per client (auth/limits.ts).
 */
function sendSms(call: Call, mobile: string) {
  const db = call.app.db;
  const clientWait = limitWait(db, LIMITS.smsPerClient, call.info.client, call.now);
  if (clientWait > 0) {
    const [zh, pt] = waitText(clientWait);
    fail(
      `此网络请求验证码过于频繁，请 ${zh}后再试`,
      `Muitos códigos pedidos a partir desta rede: tente de novo em ${pt}`,
    );
  }
  const previous = db.prepare('SELECT created_at FROM sms_codes WHERE mobile = ?').get(mobile) as
    { created_at: number } | undefined;
  const wait = previous ? previous.created_at + SMS_RESEND - call.now : 0;
  if (wait > 0) fail(`验证码发送过于频繁，请 ${wait} 秒后再试`, `Aguarde ${wait} s para pedir outro código`);
  if (limitWait(db, LIMITS.smsPerNumber, mobile, call.now) > 0)
    fail(
      `该手机号今日获取验证码次数已达上限（${LIMITS.smsPerNumber.max} 次），请明天再试`,
      `Este celular já recebeu ${LIMITS.smsPerNumber.max} códigos nas últimas 24 h: tente amanhã`,
    );
  spendCaptcha(call);
  recordAct(db, LIMITS.smsPerClient, call.info.client, call.now);
  recordAct(db, LIMITS.smsPerNumber, mobile, call.now);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  call.app.db
    .prepare(
      'INSERT INTO sms_codes (mobile, code, created_at, attempts) VALUES (?, ?, ?, 0) ON CONFLICT(mobile) DO UPDATE SET code = excluded.code, created_at = excluded.created_at, attempts = 0',
    )
    .run(mobile, code, call.now);
  call.app.log(`SMS code for ${mobile}: ${code}`);
  return { mobile, resend_after: SMS_RESEND };
}

/** A code is good for 10 minutes and 5 tries, and is spent once used. */
function useSms(call: Call, mobile: string): void {
  const code = call.params.str('sms_code', 10);
  const row = call.app.db.prepare('SELECT code, created_at, attempts FROM sms_codes WHERE mobile = ?').get(mobile) as
    { code: string; created_at: number; attempts: number } | undefined;
  if (!row || row.created_at + SMS_TTL < call.now || row.attempts >= 5)
    fail('短信验证码已过期，请重新获取', 'Código SMS expirado, peça outro');
  if (row.code !== code) {
    call.app.db.prepare('UPDATE sms_codes SET attempts = attempts + 1 WHERE mobile = ?').run(mobile);
    fail('短信验证码错误', 'Código SMS incorreto');
  }
  call.app.db.prepare('DELETE FROM sms_codes WHERE mobile = ?').run(mobile);
}

function unreadCount(call: Call, userId: number): number {
  return (
    call.app.db.prepare('SELECT COUNT(*) AS n FROM messages WHERE user_id = ? AND read = 0').get(userId) as {
      n: number;
    }
  ).n;
}

function userByMobile(app: App, mobile: string): UserRow | undefined {
  return app.db.prepare('SELECT * FROM users WHERE mobile = ?').get(mobile) as UserRow | undefined;
}

function basicInfo(call: Call, user: UserRow): UserBasicInfo {
  const viewer = call.viewer();
  const count = (sql: string) => (call.app.db.prepare(sql).get(user.id) as { n: number }).n;
  const followed = viewer
    ? call.app.db.prepare('SELECT 1 FROM user_follows WHERE user_id = ? AND target_id = ?').get(viewer.id, user.id)
    : undefined;
  return {
    id: user.id,
    nick_name: call.stored(user.nick_name, user.nick_name_br),
    avatar: avatarOf(user),
    user_level: levelOf(user.point),
    vip_level: user.vip_date > call.now ? user.vip_level : 0,
    signature: call.stored(user.signature, user.signature_br),
    tags: userTagIds({ regist_time: user.regist_time, user_level: levelOf(user.point) }, call.now),
    fans_count: fansOf(call.app, user),
    attent_count: count('SELECT COUNT(*) AS n FROM user_follows WHERE user_id = ?'),
    is_anchor: user.is_anchor ? 1 : 0,
    ...presenceOf(call.app, user, call.now),
    attented: followed ? 1 : 0,
    avatar_frame_until: user.avatar_frame_until > call.now ? user.avatar_frame_until : 0,
  };
}

function editProfile(call: Call, current: Partial<UserProfile>): Partial<UserProfile> {
  const raw = call.params.values.profile;
  if (raw === undefined || raw === null) return current;
  if (typeof raw !== 'object' || Array.isArray(raw))
    fail('参数 profile 必须是对象', 'O parâmetro profile deve ser um objeto');
  const next: Record<string, unknown> = { ...current };
  const numbers = ['age', 'gender', 'height', 'weight'];
  const texts = ['birthday', 'career', 'city', 'constellation'];
  for (const [key, value] of Object.entries(raw)) {
    if (numbers.includes(key)) {
      if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 1000)
        fail(`参数 profile.${key} 必须是数字`, `profile.${key} deve ser um número`);
      next[key] = value;
    } else if (texts.includes(key)) {
      if (typeof value !== 'string' || value.length > 40)
        fail(`参数 profile.${key} 必须是 40 字以内的文本`, `profile.${key} deve ser texto (máx. 40)`);
      next[key] = value;
    } else if (key === 'photos') {
      if (!Array.isArray(value) || value.length > 9 || value.some((p) => typeof p !== 'string'))
        fail('参数 profile.photos 必须是最多 9 个地址', 'profile.photos: até 9 endereços');
      next[key] = value;
    } else {
      fail(`未知的资料字段 profile.${key}`, `Campo desconhecido: profile.${key}`);
    }
  }
  return next as Partial<UserProfile>;
}

interface ApplicationRow {
  id: number;
  user_id: number;
  type: number;
  status: number;
  real_name: string;
  contact: string;
  reason: string;
  note: string;
  created_at: number;
  reviewed_at: number;
}

const ROLE_COLUMN: Record<ApplyType, 'is_anchor' | 'is_anchor_admin'> = { 1: 'is_anchor', 2: 'is_anchor_admin' };
const ROLE_NAME: Record<ApplyType, [string, string]> = {
  1: ['主播', 'apresentador'],
  2: ['主播管理员', 'administrador'],
};

function applicationOf(row: ApplicationRow): AnchorApplication {
  const { user_id: _owner, ...rest } = row;
  return { ...rest, type: row.type as ApplyType, status: row.status as AnchorApplication['status'] };
}

/** The caller's latest application of a type and whether they hold the role. */
function applyStatus(app: App, user: UserRow, type: ApplyType): ApplyStatus {
  const row = app.db
    .prepare('SELECT * FROM anchor_applications WHERE user_id = ? AND type = ? ORDER BY id DESC LIMIT 1')
    .get(user.id, type) as ApplicationRow | undefined;
  return { type, granted: user[ROLE_COLUMN[type]] ? 1 : 0, application: row ? applicationOf(row) : null };
}

/**
 * The platform's review of an application (operators; in the sandbox, POST /sandbox/review-apply): approval
 * grants the role; either way the applicant gets a system message. Only a pending application can be reviewed.
 */
export function reviewApplication(app: App, id: number, approve: boolean, note: string): AnchorApplication {
  const row = app.db.prepare('SELECT * FROM anchor_applications WHERE id = ?').get(id) as ApplicationRow | undefined;
  if (!row) notFound('申请', id);
  if (row.status !== 0) fail('该申请已审核', 'Esta solicitação já foi analisada');
  const type = row.type as ApplyType;
  const [zh, pt] = ROLE_NAME[type];
  app.db
    .prepare('UPDATE anchor_applications SET status = ?, note = ?, reviewed_at = ? WHERE id = ?')
    .run(approve ? 1 : 2, note, app.now(), id);
  if (approve) app.db.prepare(`UPDATE users SET ${ROLE_COLUMN[type]} = 1 WHERE id = ?`).run(row.user_id);
  notify(
    app,
    row.user_id,
    approve ? [`${zh}申请已通过`, `Pedido de ${pt} aprovado`] : [`${zh}申请未通过`, `Pedido de ${pt} recusado`],
    approve
      ? [`恭喜，你已成为${zh}。`, `Parabéns: agora você é ${pt}.`]
      : [`原因：${note || '资料不完整'}`, `Motivo: ${note || 'dados incompletos'}`],
  );
  return applicationOf({ ...row, status: approve ? 1 : 2, note, reviewed_at: app.now() });
}

/** Days of broadcast history an anchor page shows. */
export const LIVE_RECORD_DAYS = 14;

/**
 * An anchor's broadcasts: a pure function of (anchor id, day), most days one evening show of 1-3 hours, plus
 * today's running show when the room is live. Users who are not anchors, and anchors without a room, have none.
 */
function anchorSessions(call: Call, anchor: UserRow): AnchorLiveSession[] {
  if (!anchor.is_anchor) return [];
  const room = call.app.db
    .prepare('SELECT id, title, title_br, is_live, hot FROM live_rooms WHERE anchor_id = ?')
    .get(anchor.id) as { id: number; title: string; title_br: string; is_live: number; hot: number } | undefined;
  // An anchor without a room has never broadcast.
  if (!room) return [];
  const title = call.stored(room.title, room.title_br);
  const sessions: AnchorLiveSession[] = [];
  const today = dayOf(call.now);
  if (room.is_live) {
    const started = call.now - (hashSeed(anchor.id, today) % 5400) - 600;
    sessions.push({
      id: `${anchor.id}-live`,
      title,
      started_at: started,
      duration: 0,
      peak_viewers: roomPeakAudience(room),
      live: 1,
    });
  }
  for (let day = today - 1; day > today - 1 - LIVE_RECORD_DAYS; day -= 1) {
    const hash = hashSeed(anchor.id, day);
    if (hash % 4 === 0) continue;
    sessions.push({
      id: `${anchor.id}-${day}`,
      title,
      started_at: dayStart(day) + 18 * 3600 + (hash % 4) * 3600,
      duration: 3600 + (hash % 7200),
      // 55-100 % of the room's top audience: an anchor draws the crowd their room draws today.
      peak_viewers: Math.round(roomPeakAudience(room) * (0.55 + (hash % 46) / 100)),
      live: 0,
    });
  }
  return sessions.filter((session) => session.started_at < call.now && session.started_at > call.now - 15 * DAY);
}

export const userRoutes = {
  '/webapi/user/sendCode': (call: Call) => sendSms(call, mobileParam(call)),
  '/api/user/sendVerifyCode': (call: Call) => {
    const user = call.user();
    const mobile = mobileParam(call);
    const owner = userByMobile(call.app, mobile);
    if (owner && owner.id !== user.id) fail('该手机号已被其他账号绑定', 'Este celular já está vinculado a outra conta');
    return sendSms(call, mobile);
  },
  '/webapi/user/regist': (call: Call) => {
    requireAgreement(call);
    const mobile = mobileParam(call);
    const password = passwordParam(call);
    const nick = call.params.optStr('nick_name', call.t(`用户${mobile.slice(-4)}`, `Usuário${mobile.slice(-4)}`), 20);
    if (call.params.has('nick_name')) checkNickname(call.app, nick, null);
    const inviteCode = call.params.optStr('invite_code', '', 16);
    const clientWait = limitWait(call.app.db, LIMITS.registerPerClient, call.info.client, call.now);
    if (clientWait > 0) {
      const [zh, pt] = waitText(clientWait);
      fail(`此网络注册账号过于频繁，请 ${zh}后再试`, `Muitos cadastros a partir desta rede: tente de novo em ${pt}`);
    }
    if (userByMobile(call.app, mobile))
      fail('该手机号已注册，请直接登录', 'Este celular já está cadastrado: faça login');
    useSms(call, mobile);
    const inviter = inviteCode
      ? (call.app.db.prepare('SELECT id FROM users WHERE invite_code = ?').get(inviteCode.toUpperCase()) as
          { id: number } | undefined)
      : undefined;
    if (inviteCode && !inviter) fail('邀请码无效', 'Código de convite inválido');
    const id = transaction(call.app.db, () => {
      const result = call.app.db
        .prepare(
          'INSERT INTO users (account, mobile, password_hash, nick_name, invite_code, channel, regist_time) VALUES (?, ?, ?, ?, ?, ?, ?)',
        )
        .run(
          mobile,
          mobile,
          hashPassword(password),
          nick,
          newInviteCode(),
          call.params.optStr('channel_code', '', 40),
          call.now,
        );
      const id = Number(result.lastInsertRowid);
      recordConsent(call, id);
      payWelcomeBonus(call, id);
      if (inviter) recordInvite(call, inviter.id, id);
      recordAct(call.app.db, LIMITS.registerPerClient, call.info.client, call.now);
      notify(
        call.app,
        id,
        ['欢迎加入', 'Bem-vindo'],
        [`注册成功，已赠送 ${NEW_USER_GOLD} 金币。`, `Cadastro concluído: você ganhou ${NEW_USER_GOLD} moedas.`],
      );
      logUserAction(call, id, 'register');
      return id;
    });
    call.app.log(`registered user ${id} (${mobile})`);
    announceChatProfile(call.app, { id, nick_name: nick, avatar: '' });
    const token = issueToken(call.app, id);
    return userInfo(call.app, findUser(call.app, id) as UserRow, token);
  },
  '/webapi/user/login': (call: Call) => {
    const account = call.params.str('account', 40);
    const password = call.params.str('password', 64);
    const user = call.app.db.prepare('SELECT * FROM users WHERE account = ? OR mobile = ?').get(account, account) as
      UserRow | undefined;
    const key = accountKey(user?.id, account);
    guardPasswordAttempt(call, key);
    if (captchaRequired(call, key)) spendCaptcha(call, API_STATUS.captchaRequired);
    if (!user || !checkPassword(password, user.password_hash))
      wrongPassword(call, key, ['账号或密码错误', 'Conta ou senha incorreta'], true);
    clearFailures(call, key);
    logUserAction(call, user.id, 'login');
    const token = issueToken(call.app, user.id);
    return userInfo(call.app, findUser(call.app, user.id) as UserRow, token);
  },
  '/webapi/user/resetPwd': (call: Call) => {
    const mobile = mobileParam(call);
    const password = passwordParam(call);
    const user = userByMobile(call.app, mobile);
    if (!user) fail('该手机号未注册', 'Celular não cadastrado');
    useSms(call, mobile);
    call.app.db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(hashPassword(password), user.id);
    call.app.db.prepare('DELETE FROM tokens WHERE user_id = ?').run(user.id);
    return {};
  },
  '/webapi/user/logout': (call: Call) => {
    if (call.token) call.app.db.prepare('DELETE FROM tokens WHERE token = ?').run(call.token);
    return {};
  },
  '/api/user/changePwd': (call: Call) => {
    const user = call.user();
    const old = call.params.str('old_password', 64);
    const password = passwordParam(call);
    const key = accountKey(user.id, user.account);
    guardPasswordAttempt(call, key);
    if (!checkPassword(old, user.password_hash))
      wrongPassword(call, key, ['原密码错误', 'Senha atual incorreta'], false);
    clearFailures(call, key);
    call.app.db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(hashPassword(password), user.id);
    call.app.db.prepare('DELETE FROM tokens WHERE user_id = ? AND token <> ?').run(user.id, call.token);
    logUserAction(call, user.id, 'change_pwd');
    return {};
  },
  '/api/User/bindPhone': (call: Call) => {
    const user = call.user();
    const mobile = mobileParam(call);
    const owner = userByMobile(call.app, mobile);
    if (owner && owner.id !== user.id) fail('该手机号已被其他账号绑定', 'Este celular já está vinculado a outra conta');
    if (user.mobile) {
      // Rebinding moves the account's login and password reset to another number: the owner proves it first.
      if (!call.params.has('password'))
        fail('更换手机号需要验证账号密码', 'Para trocar o celular, confirme a senha da conta');
      const key = accountKey(user.id, user.account);
      guardPasswordAttempt(call, key);
      if (!checkPassword(call.params.str('password', 64), user.password_hash))
        wrongPassword(call, key, ['账号密码错误', 'Senha da conta incorreta'], false);
      clearFailures(call, key);
    }
    useSms(call, mobile);
    call.app.db.prepare('UPDATE users SET mobile = ? WHERE id = ?').run(mobile, user.id);
    logUserAction(call, user.id, 'bind_phone');
    return userInfo(call.app, findUser(call.app, user.id) as UserRow, call.token);
  },
  '/api/user/editUserInfo': (call: Call) => {
    const user = call.user();
    const nick = call.params.optStr('nick_name', user.nick_name, 20);
    if (nick !== user.nick_name) checkNickname(call.app, nick, user.id);
    const avatar = call.params.optStr('avatar', user.avatar, 500);
    if (avatar && !/^(\/|https?:\/\/)/.test(avatar))
      fail('参数 avatar 必须是图片地址', 'O parâmetro avatar deve ser um endereço de imagem');
    // An empty signature clears it; an absent one keeps it.
    const signature = call.params.values.signature === '' ? '' : call.params.optStr('signature', user.signature, 60);
    const profile = editProfile(call, JSON.parse(user.profile) as Partial<UserProfile>);
    call.app.db
      // A name the user types replaces the platform's Portuguese one too (staff accounts have one).
      .prepare(
        `UPDATE users SET nick_name = ?1, avatar = ?2, signature = ?3, profile = ?4,
           nick_name_br = CASE WHEN nick_name = ?1 THEN nick_name_br ELSE '' END,
           signature_br = CASE WHEN signature = ?3 THEN signature_br ELSE '' END
         WHERE id = ?5`,
      )
      .run(nick, avatar, signature, JSON.stringify(profile), user.id);
    logUserAction(call, user.id, 'edit_profile');
    announceChatProfile(call.app, { id: user.id, nick_name: nick, avatar });
    return userInfo(call.app, findUser(call.app, user.id) as UserRow, call.token);
  },
  '/webapi/user/getLiveLog': (call: Call) => {
    const user = call.user();
    const page = call.params.page();
    const rows = call.app.db
      .prepare(
        `SELECT l.live_id, l.watched_at, r.anchor_id, r.title, r.title_br, u.nick_name, u.nick_name_br FROM live_log l
         JOIN live_rooms r ON r.id = l.live_id JOIN users u ON u.id = r.anchor_id WHERE l.user_id = ? ORDER BY l.watched_at DESC`,
      )
      .all(user.id) as {
      live_id: number;
      watched_at: number;
      anchor_id: number;
      title: string;
      title_br: string;
      nick_name: string;
      nick_name_br: string;
    }[];
    return paged(
      rows.map((row) => ({
        liveid: row.live_id,
        anchorid: row.anchor_id,
        title: call.stored(row.title, row.title_br),
        cover: media.cover('live', row.live_id, call.lang),
        anchor_name: call.stored(row.nick_name, row.nick_name_br),
        watched_at: row.watched_at,
      })),
      page,
    );
  },
  '/api/user/getProfitConsumeType': (call: Call) => ({
    list: PROFIT_TYPES.map(([type, zh, pt]) => ({ type, name: call.t(zh, pt) })),
  }),
  '/api/user/getProfitList': (call: Call) => {
    const user = call.user();
    const type = call.params.optInt('type', 0);
    const page = call.params.page();
    const where = type ? 'user_id = ? AND type = ?' : 'user_id = ?';
    const args = type ? [user.id, type] : [user.id];
    const total = (
      call.app.db.prepare(`SELECT COUNT(*) AS n FROM wallet_logs WHERE ${where}`).get(...args) as { n: number }
    ).n;
    const rows = call.app.db
      .prepare(`SELECT * FROM wallet_logs WHERE ${where} ORDER BY id DESC LIMIT ? OFFSET ?`)
      .all(...args, page.size, page.offset) as {
      id: number;
      type: number;
      currency: 'gold' | 'diamond' | 'money';
      amount: number;
      balance: number;
      remark: string;
      remark_br: string;
      created_at: number;
    }[];
    const names = new Map(PROFIT_TYPES.map(([id, zh, pt]) => [id, call.t(zh, pt)]));
    return {
      list: rows.map(({ remark_br, ...row }) => ({
        ...row,
        remark: call.t(row.remark, remark_br || row.remark),
        type_name: names.get(row.type) ?? '',
      })),
      total,
      page: page.page,
      size: page.size,
    };
  },
  '/api/user/getUserBasicInfo': (call: Call) => {
    const id = call.params.int('id');
    const user = findUser(call.app, id);
    return user ? basicInfo(call, user) : notFound(call.t('用户', 'Usuário'), id);
  },
  '/api/user/getUserThirdPrivateAgent': (call: Call) => {
    const rows = call.app.db
      .prepare('SELECT id, nick_name, nick_name_br FROM users WHERE is_operate = 1 ORDER BY id')
      .all() as { id: number; nick_name: string; nick_name_br: string }[];
    return {
      list: rows.map((row) => ({
        uid: row.id,
        nick_name: call.stored(row.nick_name, row.nick_name_br),
        avatar: media.avatar(row.id),
        im_id: String(row.id),
      })),
    };
  },
  '/webapi/User/getUserInfo': (call: Call) => userInfo(call.app, call.user(), call.token),
  '/api/user/updateThirdMember': (call: Call) => {
    const user = call.user();
    const value = call.params.optStr('third_member', '', 200);
    call.app.db.prepare('UPDATE users SET third_member = ? WHERE id = ?').run(value, user.id);
    return { third_member: value };
  },
  '/api/user/getGuestInfo': (call: Call) => {
    const device = call.params.optStr('device_id', '', 128);
    const seed = device || `${call.now}:${randomInt(0, 1e9)}`;
    const userid = `guest_${createHash('sha256').update(seed).digest('hex').slice(0, 16)}`;
    return {
      userid,
      txim_sign: generateUserSig(call.app.im.sdkAppId, call.app.im.secretKey, userid, GUEST_TTL, call.now),
      expire_time: call.now + GUEST_TTL,
    };
  },
  '/api/user/getUserLastOnline': (call: Call) => {
    const id = call.params.int('userid');
    const user = findUser(call.app, id) ?? notFound(call.t('用户', 'Usuário'), id);
    return {
      userid: id,
      last_online: user.last_online,
      online_status: presenceOf(call.app, user, call.now).online_status,
    };
  },
  // The app's presence heartbeat while open and visible: counts online time (the online task) by the platform's clock.
  '/api/user/heartbeat': (call: Call) => recordHeartbeat(call.app, call.user().id, 'online', call.now),
  '/api/user/attentUser': async (call: Call) => {
    const viewer = call.user();
    const id = call.params.int('userid');
    const type = call.params.oneOf('type', [0, 1] as const);
    const target = findUser(call.app, id) ?? notFound(call.t('用户', 'Usuário'), id);
    if (target.id === viewer.id) fail('不能关注自己', 'Você não pode seguir a si mesmo');
    if (type === 1)
      call.app.db.prepare('INSERT OR IGNORE INTO user_follows (user_id, target_id) VALUES (?, ?)').run(viewer.id, id);
    else {
      call.app.db.prepare('DELETE FROM user_follows WHERE user_id = ? AND target_id = ?').run(viewer.id, id);
      if (target.is_anchor) await leaveFanGroup(call.app, viewer.id, id);
    }
    return { userid: id, attented: type, fans_count: basicInfo(call, target).fans_count };
  },
  '/api/user/getMessageList': (call: Call) => {
    const user = call.user();
    const page = call.params.page();
    const rows = call.app.db.prepare('SELECT * FROM messages WHERE user_id = ? ORDER BY id DESC').all(user.id) as {
      id: number;
      title_zh: string;
      title_br: string;
      content_zh: string;
      content_br: string;
      read: number;
      created_at: number;
    }[];
    const list = rows.map((row) => ({
      id: row.id,
      title: call.t(row.title_zh, row.title_br),
      content: call.t(row.content_zh, row.content_br),
      read: row.read ? (1 as const) : (0 as const),
      created_at: row.created_at,
    }));
    return { ...paged(list, page), unread: list.filter((message) => !message.read).length };
  },
  '/api/user/readMessage': (call: Call) => {
    const user = call.user();
    const id = call.params.int('id');
    const result = id
      ? call.app.db.prepare('UPDATE messages SET read = 1 WHERE id = ? AND user_id = ?').run(id, user.id)
      : call.app.db.prepare('UPDATE messages SET read = 1 WHERE user_id = ?').run(user.id);
    if (id && result.changes === 0) notFound(call.t('消息', 'Mensagem'), id);
    return { unread: unreadCount(call, user.id) };
  },
  '/api/user/getAttentList': (call: Call) => {
    const viewer = call.user();
    const page = call.params.page();
    const rows = call.app.db
      .prepare('SELECT u.* FROM user_follows f JOIN users u ON u.id = f.target_id WHERE f.user_id = ? ORDER BY u.id')
      .all(viewer.id) as unknown as UserRow[];
    return paged(
      rows.map((row) => basicInfo(call, row)),
      page,
    );
  },
  '/api/user/applyAnchor': (call: Call) => {
    const user = call.user();
    const type = call.params.oneOf('type', [1, 2] as const);
    const realName = call.params.str('real_name', 20);
    if (realName.length < 2) fail('参数 real_name 至少 2 个字', 'O parâmetro real_name precisa de ao menos 2 letras');
    const contact = call.params.str('contact', 40);
    const reason = call.params.str('reason', 200);
    if (reason.length < 5) fail('参数 reason 至少 5 个字', 'O parâmetro reason precisa de ao menos 5 caracteres');
    requireAnchorAgreement(call);
    const current = applyStatus(call.app, user, type);
    if (current.granted) fail('你已拥有该身份，无需申请', 'Você já tem esta função');
    if (current.application?.status === 0)
      fail('你的申请正在审核中，请耐心等待', 'Sua solicitação ainda está em análise');
    recordConsent(call, user.id, ANCHOR_DOCUMENTS);
    call.app.db
      .prepare(
        'INSERT INTO anchor_applications (user_id, type, status, real_name, contact, reason, created_at) VALUES (?, ?, 0, ?, ?, ?, ?)',
      )
      .run(user.id, type, realName, contact, reason, call.now);
    logUserAction(call, user.id, 'apply');
    return applyStatus(call.app, user, type);
  },
  '/api/user/getApplyStatus': (call: Call) =>
    applyStatus(call.app, call.user(), call.params.oneOf('type', [1, 2] as const)),
  '/api/user/getUserLog': (call: Call) => {
    const user = call.user();
    const kind = call.params.str('kind', 10);
    if (kind !== 'login' && kind !== 'activity')
      fail('参数 kind 应为 login 或 activity', 'O parâmetro kind deve ser login ou activity');
    const page = call.params.page();
    const total = (
      call.app.db.prepare('SELECT COUNT(*) AS n FROM user_logs WHERE user_id = ? AND kind = ?').get(user.id, kind) as {
        n: number;
      }
    ).n;
    const rows = call.app.db
      .prepare('SELECT * FROM user_logs WHERE user_id = ? AND kind = ? ORDER BY id DESC LIMIT ? OFFSET ?')
      .all(user.id, kind, page.size, page.offset) as {
      id: number;
      action: keyof typeof USER_LOG_ACTIONS;
      platform: number;
      created_at: number;
    }[];
    return {
      list: rows.map((row) => {
        const [, zh, pt] = USER_LOG_ACTIONS[row.action] ?? ['', row.action, row.action];
        return {
          id: row.id,
          kind,
          action: row.action,
          title: call.t(zh, pt),
          platform: row.platform,
          created_at: row.created_at,
        };
      }),
      total,
      page: page.page,
      size: page.size,
    };
  },
  '/api/user/getAnchorLiveRecord': (call: Call) => {
    const page = call.params.page();
    if (!call.params.has('anchorid')) return paged(anchorSessions(call, call.user()), page);
    const id = call.params.int('anchorid');
    const anchor = findUser(call.app, id);
    if (!anchor?.is_anchor) notFound(call.t('主播', 'Apresentador'), id);
    return paged(anchorSessions(call, anchor), page);
  },
  '/api/user/getMaterialList': (call: Call) => {
    const user = call.user();
    const page = call.params.page();
    const rows = call.app.db
      .prepare(
        "SELECT key, content_type, size, created_at FROM uploads WHERE key LIKE ? AND content_type LIKE 'image/%' ORDER BY created_at DESC, key DESC",
      )
      .all(`u${user.id}/%`) as { key: string; content_type: string; size: number; created_at: number }[];
    return paged(
      rows.map((row) => ({ ...row, url: `/sandbox/uploads/${row.key}` })),
      page,
    );
  },
  '/api/user/deleteMaterial': (call: Call) => {
    const user = call.user();
    const key = ownedKey(user.id, call.params.str('key', 200));
    const result = call.app.db.prepare('DELETE FROM uploads WHERE key = ?').run(key);
    if (result.changes === 0) notFound(call.t('素材', 'Imagem'), key);
    return {};
  },
} satisfies Partial<PostHandlers>;
