import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_STATUS } from '@live/api-contract';
import type { App } from './app.ts';
import type { RequestInfo } from './http/context.ts';
import { ApiError } from './http/errors.ts';
import { readBody, type RawHandler, send, sendJson } from './http/server.ts';
import { hashSeed } from './seed/prng.ts';
import { avatarSvg, coverSvg, flagSvg, iconSvg, logoSvg } from './media/svg.ts';
import { coverTitle, isCoverKind } from './media/cover-titles.ts';
import { livePlaylist, loadSegments, type Segment, VOD_MAX_SECONDS, vodPlaylist } from './media/hls.ts';
import { reviewApplication } from './routes/user.ts';
import { storeCaptcha } from './auth/captcha.ts';
import { MAX_UPLOAD, validKey } from './routes/upload.ts';
import { checkOverride, saveOverride } from './routes/config.ts';
import { broadcastRaceStart } from './chat/platform-chat.ts';
import { moneyControls } from './money/controls.ts';
import { matchControls } from './sim/controls.ts';
import { roomTabControls } from './sim/room-tabs.ts';
import { cosStorage } from './storage/cos.ts';

const SVG_HEADERS = {
  'cache-control': 'public, max-age=86400',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
};

function svg(res: ServerResponse, body: string, extra: Record<string, string> = SVG_HEADERS): true {
  send(res, 200, 'image/svg+xml; charset=utf-8', body, extra);
  return true;
}

function missing(res: ServerResponse, info: RequestInfo, what: string): true {
  sendJson(res, 404, {
    status: API_STATUS.notFound,
    msg: info.lang === 'pt' ? `Não encontrado: ${what}` : `不存在: ${what}`,
    data: null,
  });
  return true;
}

function apiFail(res: ServerResponse, info: RequestInfo, zh: string, pt: string, code = 400): true {
  sendJson(res, code, { status: API_STATUS.failed, msg: info.lang === 'pt' ? pt : zh, data: null });
  return true;
}

/** Generated logos, flags, avatars, covers and icons. */
const artwork: RawHandler = (_req, res, info, app) => {
  const match =
    /^\/sandbox\/media\/(logo\/team|logo\/event|flag|avatar|cover\/[a-z]+|icon\/[a-z]+)\/([A-Za-z0-9_-]{1,40})\.svg$/.exec(
      info.path,
    );
  if (!match) return false;
  const [, kind = '', key = ''] = match;
  const id = Number(key);
  if (kind === 'logo/team') {
    const team = app.world.teams.get(id);
    return team ? svg(res, logoSvg('team', id, team.short_name_en)) : missing(res, info, info.path);
  }
  if (kind === 'logo/event') {
    const event = app.world.events.get(id);
    return event ? svg(res, logoSvg('event', id, event.short_name_en)) : missing(res, info, info.path);
  }
  if (kind === 'flag') return svg(res, flagSvg(key));
  if (kind === 'avatar') return Number.isSafeInteger(id) ? svg(res, avatarSvg(id)) : missing(res, info, info.path);
  if (kind.startsWith('cover/')) {
    const cover = kind.slice(6);
    const title = isCoverKind(cover) && Number.isSafeInteger(id) ? coverTitle(app, cover, id, info.lang) : null;
    return title === null ? missing(res, info, info.path) : svg(res, coverSvg(kind, id, title));
  }
  return svg(res, iconSvg(kind.slice(5), key));
};

const STATIC_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m2ts': 'video/mp2t',
  '.jpg': 'image/jpeg',
};

function makeMedia(app: App): RawHandler {
  let segments: Segment[] | null = null;
  // Live timelines start a minute before the sandbox (so the first playlist is full), not in 1970: hls.js
  // stalls and Chromium's renderer gives up on media sequences near 9e8 (positions near 2e9 s).
  const epochMs = Date.now() - 60_000;
  return async (_req, res, info) => {
    const demo = /^\/sandbox\/media\/demo\/([a-z0-9]+\.(m3u8|m2ts|jpg))$/.exec(info.path);
    if (demo) {
      const [, file = '', ext = ''] = demo;
      try {
        const body = await readFile(join(app.mediaDir, file));
        send(res, 200, STATIC_TYPES[`.${ext}`] ?? 'application/octet-stream', body, {
          'cache-control': ext === 'm3u8' ? 'no-cache' : 'public, max-age=86400',
        });
      } catch {
        missing(res, info, info.path);
      }
      return true;
    }
    const live = /^\/sandbox\/media\/(live|xcdn\/hls)\/([A-Za-z0-9_-]{1,60})\.m3u8$/.exec(info.path);
    if (live) {
      segments ??= loadSegments(app.mediaDir);
      const body = livePlaylist(segments, Date.now() - epochMs, hashSeed(live[2] ?? '') % 12, '/sandbox/media/demo/');
      send(res, 200, 'application/vnd.apple.mpegurl', body, { 'cache-control': 'no-cache' });
      return true;
    }
    const vod = /^\/sandbox\/media\/vod\/([1-9]\d{0,5})\.m3u8$/.exec(info.path);
    if (vod && Number(vod[1]) <= VOD_MAX_SECONDS) {
      segments ??= loadSegments(app.mediaDir);
      const body = vodPlaylist(segments, Number(vod[1]), '/sandbox/media/demo/');
      send(res, 200, 'application/vnd.apple.mpegurl', body, { 'cache-control': 'public, max-age=86400' });
      return true;
    }
    if (/^\/sandbox\/media\/(live|xcdn\/pull|xcdn\/flv)\/[A-Za-z0-9_-]{1,60}\.flv$/.test(info.path)) {
      return apiFail(
        res,
        info,
        'FLV 不由沙盒提供：按 spec §4 的规则改写为 .m3u8（xcdn 的 /pull、/flv 改为 /hls）',
        'O sandbox não serve FLV: reescreva para .m3u8 (spec §4; no xcdn /pull e /flv viram /hls)',
        404,
      );
    }
    return false;
  };
}

/** PUT stores a file against a ticket from getTempKeysFor*; GET serves it back. */
const uploads: RawHandler = async (req, res, info, app) => {
  const match = /^\/sandbox\/uploads\/(.+)$/.exec(info.path);
  if (!match) return false;
  let key: string;
  try {
    key = decodeURIComponent(match[1] ?? '');
  } catch {
    return apiFail(res, info, '上传路径不是有效的 URI 编码', 'O caminho de upload não é um URI válido');
  }
  if (!validKey(key)) return apiFail(res, info, '上传路径无效', 'Caminho de upload inválido');
  if (info.method === 'PUT') {
    const ticket = info.query.get('ticket') ?? '';
    const row = app.db.prepare('SELECT ticket, expires_at FROM upload_tickets WHERE key = ?').get(key) as
      { ticket: string; expires_at: number } | undefined;
    if (!row || row.ticket !== ticket || row.expires_at < app.now()) {
      return apiFail(res, info, '上传凭证无效或已过期，请重新获取', 'Credencial de upload inválida ou expirada', 403);
    }
    const body = await readBody(req, MAX_UPLOAD);
    if (body === null) return apiFail(res, info, '文件超过 10 MB', 'Arquivo maior que 10 MB', 413);
    if (body.length === 0) return apiFail(res, info, '文件为空', 'Arquivo vazio');
    const type =
      String(req.headers['content-type'] ?? 'application/octet-stream')
        .split(';')[0]
        ?.trim() || 'application/octet-stream';
    app.db
      .prepare(
        'INSERT INTO uploads (key, content_type, data, size, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT(key) DO UPDATE SET content_type = excluded.content_type, data = excluded.data, size = excluded.size, created_at = excluded.created_at',
      )
      .run(key, type, body, body.length, app.now());
    app.db.prepare('DELETE FROM upload_tickets WHERE key = ?').run(key);
    sendJson(res, 200, {
      status: API_STATUS.ok,
      msg: '',
      data: { key, url: `/sandbox/uploads/${key}`, size: body.length },
    });
    return true;
  }
  if (info.method !== 'GET' && info.method !== 'HEAD')
    return apiFail(res, info, '请使用 GET 或 PUT', 'Use GET ou PUT', 405);
  const row = app.db.prepare('SELECT content_type, data FROM uploads WHERE key = ?').get(key) as
    { content_type: string; data: Uint8Array } | undefined;
  if (!row) return missing(res, info, key);
  // Uploaded bytes never run as a page on the brand's origin: media types only, no sniffing, no scripts.
  const safe = /^(image|video|audio)\//.test(row.content_type) ? row.content_type : 'application/octet-stream';
  send(res, 200, safe, Buffer.from(row.data), {
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    'cache-control': 'public, max-age=3600',
  });
  return true;
};

const captcha: RawHandler = (_req, res, info, app) => {
  if (info.path.toLowerCase() !== '/api/user/smscaptcha') return false;
  const key = info.query.get('code') ?? '';
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(key)) {
    return apiFail(res, info, '参数 code 必须是 1-64 位字母或数字', 'O parâmetro code deve ter 1-64 letras ou números');
  }
  send(res, 200, 'image/gif', storeCaptcha(app, key), { 'cache-control': 'no-store' });
  return true;
};

const scripts: RawHandler = (_req, res, info, app) => {
  if (info.path.toLowerCase() === '/webapi/home/getcommonscript') {
    const t = Number(info.query.get('t') ?? 0);
    const body = `/* sandbox common script */\nwindow.__SANDBOX_COMMON_SCRIPT__ = { loadedAt: ${Number.isFinite(t) ? t : 0} };\n`;
    send(res, 200, 'application/javascript; charset=utf-8', body, { 'cache-control': 'no-store' });
    return true;
  }
  if (info.path === '/sandbox/api-hosts.json') {
    sendJson(res, 200, app.apiHosts);
    return true;
  }
  if (info.path === '/sandbox/health') {
    sendJson(res, 200, { status: API_STATUS.ok, msg: '', data: { now: app.now() } });
    return true;
  }
  return false;
};

async function jsonBody(req: IncomingMessage): Promise<unknown> {
  const raw = await readBody(req, 64 * 1024);
  if (raw === null) throw new ApiError(API_STATUS.failed, { zh: '请求体过大', pt: 'Corpo grande demais' });
  try {
    return JSON.parse(raw.toString('utf8') || '{}');
  } catch {
    throw new ApiError(API_STATUS.failed, { zh: '请求体不是合法的 JSON', pt: 'O corpo não é um JSON válido' });
  }
}

/** Operator and test controls: config overrides per brand, token expiry, the last captcha answer and SMS code. */
const admin: RawHandler = async (req, res, info, app) => {
  const routes: Record<string, (body: unknown) => unknown> = {
    // A race-start broadcast now, for tests of the room's banner (only the platform may post one); desc_br, the
    // Portuguese line, is desc unless given.
    '/sandbox/race-start': async (body) => {
      const value = (body ?? {}) as { desc?: unknown; desc_br?: unknown; matchid?: unknown; sport_id?: unknown };
      if (typeof value.desc !== 'string' || !value.desc.trim() || value.desc.length > 200)
        throw new ApiError(API_STATUS.failed, {
          zh: '参数 desc 应为 1-200 字',
          pt: 'desc deve ter de 1 a 200 caracteres',
        });
      if (!app.platformChat)
        throw new ApiError(API_STATUS.failed, { zh: '聊天服务未启动', pt: 'O serviço de chat não está ativo' });
      const data = {
        desc: value.desc,
        desc_br: typeof value.desc_br === 'string' && value.desc_br.trim() ? value.desc_br.slice(0, 200) : value.desc,
        matchid: Number.isSafeInteger(value.matchid) ? (value.matchid as number) : 0,
        sport_id: value.sport_id === 2 ? (2 as const) : (1 as const),
      };
      await broadcastRaceStart(app.platformChat, data);
      return data;
    },
    '/sandbox/config': (body) => {
      const { spSource, config } = checkOverride(body);
      saveOverride(app, spSource, config);
      app.log(`config override for ${spSource}: ${JSON.stringify(config)}`);
      return { key: spSource, config };
    },
    '/sandbox/config/reset': () => {
      app.db.exec('DELETE FROM config_overrides');
      return {};
    },
    '/sandbox/match': (body) => {
      const value = (body ?? {}) as { matchid?: unknown; status?: unknown; elapsed?: unknown; time?: unknown };
      const id = Number(value.matchid);
      if (!Number.isSafeInteger(id))
        throw new ApiError(API_STATUS.failed, { zh: '缺少参数 matchid', pt: 'Parâmetro ausente: matchid' });
      const row = app.world.matchRow(id);
      if (!row)
        throw new ApiError(API_STATUS.notFound, { zh: `比赛不存在: ${id}`, pt: `Partida não encontrada: ${id}` });
      const status = value.status ?? null;
      const elapsed = value.elapsed ?? null;
      const maxStatus = row.sport_id === 1 ? 13 : 15;
      if (status !== null && (!Number.isInteger(status) || (status as number) < 0 || (status as number) > maxStatus)) {
        throw new ApiError(API_STATUS.failed, {
          zh: `参数 status 应为 0-${maxStatus} 的整数`,
          pt: `status deve ser um inteiro de 0 a ${maxStatus}`,
        });
      }
      if (elapsed !== null && (!Number.isInteger(elapsed) || Math.abs(elapsed as number) > 86400)) {
        throw new ApiError(API_STATUS.failed, {
          zh: '参数 elapsed 应为不超过一天的秒数',
          pt: 'elapsed deve ser um número de segundos (até um dia)',
        });
      }
      const time = value.time ?? null;
      if (time !== null && (!Number.isInteger(time) || Math.abs((time as number) - app.now()) > 31 * 86400)) {
        throw new ApiError(API_STATUS.failed, {
          zh: '参数 time 应为一个月内的 unix 秒',
          pt: 'time deve ser um instante unix (segundos) a menos de um mês de agora',
        });
      }
      // A new kick-off, as the platform reschedules a match (tests of days in the user's zone, issue #30).
      if (time !== null) app.db.prepare('UPDATE matches SET time = ? WHERE id = ?').run(time as number, id);
      app.world.setOverride(id, { status: status as number | null, elapsed: elapsed as number | null });
      return { matchid: id, status, elapsed, time: time ?? row.time };
    },
    '/sandbox/review-apply': (body) => {
      const { id, approve, note } = (body ?? {}) as { id?: unknown; approve?: unknown; note?: unknown };
      if (!Number.isSafeInteger(id) || typeof approve !== 'boolean')
        throw new ApiError(API_STATUS.failed, {
          zh: '参数 id（整数）和 approve（布尔）必填',
          pt: 'Parâmetros obrigatórios: id (inteiro) e approve (booleano)',
        });
      return reviewApplication(app, id as number, approve, typeof note === 'string' ? note.slice(0, 100) : '');
    },
    '/sandbox/expire-token': (body) => {
      const token = (body as { token?: unknown } | null)?.token;
      if (typeof token !== 'string' || !token)
        throw new ApiError(API_STATUS.failed, { zh: '缺少参数 token', pt: 'Parâmetro ausente: token' });
      const result = app.db.prepare('UPDATE tokens SET expires_at = ? WHERE token = ?').run(app.now() - 1, token);
      if (result.changes === 0)
        throw new ApiError(API_STATUS.notFound, { zh: `token 不存在`, pt: 'Token não encontrado' });
      return { token };
    },
  };
  if (info.path === '/sandbox/last-captcha' && info.method === 'GET') {
    const key = info.query.get('code') ?? '';
    const row = app.db.prepare('SELECT answer FROM captchas WHERE key = ?').get(key) as { answer: string } | undefined;
    if (!row) return missing(res, info, `captcha ${key}`);
    sendJson(res, 200, { status: API_STATUS.ok, msg: '', data: { code: key, answer: row.answer } });
    return true;
  }
  if (info.path === '/sandbox/last-sms' && info.method === 'GET') {
    const mobile = info.query.get('mobile') ?? '';
    const row = app.db.prepare('SELECT code, created_at FROM sms_codes WHERE mobile = ?').get(mobile) as
      { code: string; created_at: number } | undefined;
    if (!row) return missing(res, info, `sms ${mobile}`);
    sendJson(res, 200, {
      status: API_STATUS.ok,
      msg: '',
      data: { mobile, code: row.code, created_at: row.created_at },
    });
    return true;
  }
  const handler = routes[info.path];
  if (!handler) return false;
  if (info.method !== 'POST')
    return apiFail(res, info, `${info.path} 请使用 POST 请求`, `Use POST em ${info.path}`, 405);
  try {
    sendJson(res, 200, { status: API_STATUS.ok, msg: '', data: await handler(await jsonBody(req)) });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    sendJson(res, 200, { status: error.status, msg: error.message_in(info.lang), data: null });
  }
  return true;
};

export function rawHandlers(app: App): RawHandler[] {
  return [
    captcha,
    scripts,
    artwork,
    makeMedia(app),
    uploads,
    cosStorage,
    admin,
    moneyControls,
    matchControls,
    roomTabControls,
  ];
}
