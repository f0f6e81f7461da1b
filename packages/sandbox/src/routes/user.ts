import { createHash, randomInt } from 'node:crypto';
import type { UserBasicInfo, UserProfile } from '@live/api-contract';
import type { App } from '../app.ts';
import { checkPassword, hashPassword } from '../auth/password.ts';
import { generateUserSig } from '@live/im-server';
import type { Call, PostHandlers } from '../http/call.ts';
import { fail, notFound } from '../http/errors.ts';
import { findUser, issueToken, newInviteCode, notify, type UserRow, userInfo, walletLog } from '../users.ts';
import { media } from '../world.ts';
import { paged } from '../views.ts';

export const SMS_TTL = 600;
export const SMS_RESEND = 60;
export const GUEST_TTL = 86400;
export const NEW_USER_GOLD = 500;
export const INVITE_GOLD = 100;

export const PROFIT_TYPES: [number, string, string][] = [
  [1, '充值', 'Recarga'],
  [2, '送礼', 'Presente enviado'],
  [3, '收礼', 'Presente recebido'],
  [4, '签到', 'Check-in'],
  [5, '任务', 'Tarefa'],
  [6, '提现', 'Saque'],
  [7, '邀请', 'Convite'],
  [8, '注册奖励', 'Bônus de cadastro'],
  [9, '商城兑换', 'Loja'],
  [10, '会员', 'VIP'],
  [11, '数据模型', 'Modelos de dados'],
];

/** Mainland mobile numbers (11 digits from 1) or international ones with a leading +. */
function mobileParam(call: Call): string {
  const mobile = call.params.str('mobile', 20).replace(/[\s-]/g, '');
  if (!/^(1\d{10}|\+\d{8,15})$/.test(mobile))
    fail('参数 mobile 不是有效的手机号', 'O parâmetro mobile não é um celular válido');
  return mobile;
}

function passwordParam(call: Call, name = 'password'): string {
  const password = call.params.str(name, 64);
  if (password.length < 6) fail(`参数 ${name} 至少 6 位`, `O parâmetro ${name} precisa de ao menos 6 caracteres`);
  return password;
}

export function storeCaptcha(app: App, key: string): string {
  const answer = String(randomInt(0, 10000)).padStart(4, '0');
  app.db.prepare('DELETE FROM captchas WHERE created_at < ?').run(app.now() - 3600);
  app.db
    .prepare(
      'INSERT INTO captchas (key, answer, created_at) VALUES (?, ?, ?) ON CONFLICT(key) DO UPDATE SET answer = excluded.answer, created_at = excluded.created_at',
    )
    .run(key, answer, app.now());
  app.log(`captcha ${key}: ${answer}`);
  return answer;
}

/** Checks and spends the captcha of the body (`code` its key, `captcha` the answer), as the register flow does. */
function useCaptcha(call: Call): void {
  const key = call.params.str('code', 64);
  const answer = call.params.str('captcha', 10);
  const row = call.app.db.prepare('SELECT answer FROM captchas WHERE key = ?').get(key) as
    { answer: string } | undefined;
  if (!row) fail('图形验证码已失效，请刷新', 'Captcha expirado, atualize a imagem');
  call.app.db.prepare('DELETE FROM captchas WHERE key = ?').run(key);
  if (row.answer !== answer) fail('图形验证码错误', 'Captcha incorreto');
}

/**
 * Wrong passwords slow an account down, then lock it: after `freeFailures` failures each attempt must wait
 * 2^(failures - freeFailures) seconds (at most `maxDelaySeconds`) after the last one, and at `lockFailures` the
 * account locks for `lockSeconds`. An attempt refused for either reason counts as a failure, so hammering only
 * locks sooner. A solved captcha (the register flow's) lets one attempt through; a right password clears it all.
 */
export const LOGIN_THROTTLE = { freeFailures: 3, maxDelaySeconds: 60, lockFailures: 10, lockSeconds: 15 * 60 };

interface LoginFailures {
  failures: number;
  last_failed_at: number;
  locked_until: number;
}

function loginFailures(call: Call, key: string): LoginFailures | undefined {
  return call.app.db
    .prepare('SELECT failures, last_failed_at, locked_until FROM login_failures WHERE account_key = ?')
    .get(key) as LoginFailures | undefined;
}

function recordLoginFailure(call: Call, key: string): void {
  const failures = (loginFailures(call, key)?.failures ?? 0) + 1;
  const lock = failures >= LOGIN_THROTTLE.lockFailures ? call.now + LOGIN_THROTTLE.lockSeconds : 0;
  call.app.db
    .prepare(
      `INSERT INTO login_failures (account_key, failures, last_failed_at, locked_until) VALUES (?, ?, ?, ?)
       ON CONFLICT(account_key) DO UPDATE SET failures = excluded.failures, last_failed_at = excluded.last_failed_at,
         locked_until = MAX(locked_until, excluded.locked_until)`,
    )
    .run(key, failures, call.now, lock);
}

/** Refuses (and counts) an attempt on a locked or slowed-down account. */
function checkLoginThrottle(call: Call, key: string): void {
  const row = loginFailures(call, key);
  if (!row) return;
  if (row.locked_until > call.now) {
    recordLoginFailure(call, key);
    const minutes = Math.ceil((row.locked_until - call.now) / 60);
    fail(
      `密码错误次数过多，账号已锁定，请 ${minutes} 分钟后再试，或填写图形验证码解锁`,
      `Muitas senhas erradas: conta bloqueada por ${minutes} min, ou resolva o captcha para desbloquear`,
    );
  }
  if (row.failures < LOGIN_THROTTLE.freeFailures) return;
  const delay = Math.min(2 ** (row.failures - LOGIN_THROTTLE.freeFailures), LOGIN_THROTTLE.maxDelaySeconds);
  const wait = row.last_failed_at + delay - call.now;
  if (wait > 0) {
    recordLoginFailure(call, key);
    fail(`密码错误次数过多，请 ${wait} 秒后再试`, `Muitas senhas erradas: tente de novo em ${wait} s`);
  }
}

function sendSms(call: Call, mobile: string) {
  const previous = call.app.db.prepare('SELECT created_at FROM sms_codes WHERE mobile = ?').get(mobile) as
    { created_at: number } | undefined;
  const wait = previous ? previous.created_at + SMS_RESEND - call.now : 0;
  if (wait > 0) fail(`验证码发送过于频繁，请 ${wait} 秒后再试`, `Aguarde ${wait} s para pedir outro código`);
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
    nick_name: user.nick_name,
    avatar: user.avatar || media.avatar(user.id),
    user_level: user.user_level,
    vip_level: user.vip_date > call.now ? user.vip_level : 0,
    signature: user.signature,
    fans_count: user.fans_base + count('SELECT COUNT(*) AS n FROM user_follows WHERE target_id = ?'),
    attent_count: count('SELECT COUNT(*) AS n FROM user_follows WHERE user_id = ?'),
    is_anchor: user.is_anchor ? 1 : 0,
    online_status: user.last_online > call.now - 300 ? 1 : 0,
    attented: followed ? 1 : 0,
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

export const userRoutes = {
  '/webapi/user/sendCode': (call: Call) => {
    const mobile = mobileParam(call);
    useCaptcha(call);
    return sendSms(call, mobile);
  },
  '/api/user/sendVerifyCode': (call: Call) => {
    call.user();
    return sendSms(call, mobileParam(call));
  },
  '/webapi/user/regist': (call: Call) => {
    const mobile = mobileParam(call);
    const password = passwordParam(call);
    const nick = call.params.optStr('nick_name', `用户${mobile.slice(-4)}`, 20);
    const inviteCode = call.params.optStr('invite_code', '', 16);
    if (userByMobile(call.app, mobile))
      fail('该手机号已注册，请直接登录', 'Este celular já está cadastrado: faça login');
    useSms(call, mobile);
    const inviter = inviteCode
      ? (call.app.db.prepare('SELECT id FROM users WHERE invite_code = ?').get(inviteCode.toUpperCase()) as
          { id: number } | undefined)
      : undefined;
    if (inviteCode && !inviter) fail('邀请码无效', 'Código de convite inválido');
    const result = call.app.db
      .prepare(
        'INSERT INTO users (account, mobile, password_hash, nick_name, gold, invite_code, channel, regist_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        mobile,
        mobile,
        hashPassword(password),
        nick,
        NEW_USER_GOLD,
        newInviteCode(),
        call.params.optStr('channel_code', '', 40),
        call.now,
      );
    const id = Number(result.lastInsertRowid);
    walletLog(call.app, id, 8, 'gold', NEW_USER_GOLD, call.t('注册奖励', 'Bônus de cadastro'));
    notify(
      call.app,
      id,
      ['欢迎加入', 'Bem-vindo'],
      [`注册成功，已赠送 ${NEW_USER_GOLD} 金币。`, `Cadastro concluído: você ganhou ${NEW_USER_GOLD} moedas.`],
    );
    if (inviter) {
      call.app.db.prepare('UPDATE users SET gold = gold + ? WHERE id = ?').run(INVITE_GOLD, inviter.id);
      walletLog(call.app, inviter.id, 7, 'gold', INVITE_GOLD, `邀请用户 ${id}`);
    }
    call.app.log(`registered user ${id} (${mobile})`);
    const token = issueToken(call.app, id);
    return userInfo(call.app, findUser(call.app, id) as UserRow, token);
  },
  '/webapi/user/login': (call: Call) => {
    const account = call.params.str('account', 40);
    const password = call.params.str('password', 64);
    const user = call.app.db.prepare('SELECT * FROM users WHERE account = ? OR mobile = ?').get(account, account) as
      UserRow | undefined;
    // One counter per account whichever name it is reached by; unknown names are throttled alike.
    const key = user ? `user:${user.id}` : `name:${account.toLowerCase()}`;
    if (call.params.has('captcha')) useCaptcha(call);
    else checkLoginThrottle(call, key);
    if (!user || !checkPassword(password, user.password_hash)) {
      recordLoginFailure(call, key);
      fail('账号或密码错误', 'Conta ou senha incorreta');
    }
    call.app.db.prepare('DELETE FROM login_failures WHERE account_key = ?').run(key);
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
    if (!checkPassword(old, user.password_hash)) fail('原密码错误', 'Senha atual incorreta');
    call.app.db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(hashPassword(password), user.id);
    call.app.db.prepare('DELETE FROM tokens WHERE user_id = ? AND token <> ?').run(user.id, call.token);
    return {};
  },
  '/api/User/bindPhone': (call: Call) => {
    const user = call.user();
    const mobile = mobileParam(call);
    const owner = userByMobile(call.app, mobile);
    if (owner && owner.id !== user.id) fail('该手机号已被其他账号绑定', 'Este celular já está vinculado a outra conta');
    useSms(call, mobile);
    call.app.db.prepare('UPDATE users SET mobile = ? WHERE id = ?').run(mobile, user.id);
    return userInfo(call.app, findUser(call.app, user.id) as UserRow, call.token);
  },
  '/api/user/editUserInfo': (call: Call) => {
    const user = call.user();
    const nick = call.params.optStr('nick_name', user.nick_name, 20);
    const avatar = call.params.optStr('avatar', user.avatar, 500);
    if (avatar && !/^(\/|https?:\/\/)/.test(avatar))
      fail('参数 avatar 必须是图片地址', 'O parâmetro avatar deve ser um endereço de imagem');
    const signature = call.params.has('signature') ? call.params.str('signature', 60) : user.signature;
    const profile = editProfile(call, JSON.parse(user.profile) as Partial<UserProfile>);
    call.app.db
      .prepare('UPDATE users SET nick_name = ?, avatar = ?, signature = ?, profile = ? WHERE id = ?')
      .run(nick, avatar, signature, JSON.stringify(profile), user.id);
    return userInfo(call.app, findUser(call.app, user.id) as UserRow, call.token);
  },
  '/webapi/user/getLiveLog': (call: Call) => {
    const user = call.user();
    const page = call.params.page();
    const rows = call.app.db
      .prepare(
        `SELECT l.live_id, l.watched_at, r.anchor_id, r.title, u.nick_name FROM live_log l
         JOIN live_rooms r ON r.id = l.live_id JOIN users u ON u.id = r.anchor_id WHERE l.user_id = ? ORDER BY l.watched_at DESC`,
      )
      .all(user.id) as { live_id: number; watched_at: number; anchor_id: number; title: string; nick_name: string }[];
    return paged(
      rows.map((row) => ({
        liveid: row.live_id,
        anchorid: row.anchor_id,
        title: row.title,
        cover: media.cover('live', row.live_id),
        anchor_name: row.nick_name,
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
      created_at: number;
    }[];
    const names = new Map(PROFIT_TYPES.map(([id, zh, pt]) => [id, call.t(zh, pt)]));
    return {
      list: rows.map((row) => ({ ...row, type_name: names.get(row.type) ?? '' })),
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
    const rows = call.app.db.prepare('SELECT id, nick_name FROM users WHERE is_operate = 1 ORDER BY id').all() as {
      id: number;
      nick_name: string;
    }[];
    return {
      list: rows.map((row) => ({
        uid: row.id,
        nick_name: row.nick_name,
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
    return { userid: id, last_online: user.last_online, online_status: user.last_online > call.now - 300 ? 1 : 0 };
  },
  '/api/user/attentUser': (call: Call) => {
    const viewer = call.user();
    const id = call.params.int('userid');
    const type = call.params.oneOf('type', [0, 1] as const);
    const target = findUser(call.app, id) ?? notFound(call.t('用户', 'Usuário'), id);
    if (target.id === viewer.id) fail('不能关注自己', 'Você não pode seguir a si mesmo');
    if (type === 1)
      call.app.db.prepare('INSERT OR IGNORE INTO user_follows (user_id, target_id) VALUES (?, ?)').run(viewer.id, id);
    else call.app.db.prepare('DELETE FROM user_follows WHERE user_id = ? AND target_id = ?').run(viewer.id, id);
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
} satisfies Partial<PostHandlers>;
