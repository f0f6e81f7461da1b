import { SHARE_KINDS, SHARE_TASK, type ShareKind, type ShareResult, type SportName } from '@live/api-contract';
import { transaction } from '../db/database.ts';
import type { Call, PostHandlers } from '../http/call.ts';
import { fail, notFound } from '../http/errors.ts';
import { dayOf } from '../seed/calendar.ts';
import { progressTask } from '../tasks/progress.ts';
import { siteConfig } from './config.ts';

const SPORT_IDS: Record<SportName, number> = { football: 1, basketball: 2 };

function kindParam(call: Call): ShareKind {
  const kind = call.params.str('kind', 20);
  if (!(SHARE_KINDS as readonly string[]).includes(kind))
    fail(`参数 kind 应为 ${SHARE_KINDS.join('/')}`, `kind deve ser ${SHARE_KINDS.join('/')}`);
  return kind as ShareKind;
}

function sportParam(call: Call): SportName {
  const sport = call.params.str('sport', 20);
  if (sport !== 'football' && sport !== 'basketball')
    fail('参数 sport 应为 football 或 basketball', 'sport deve ser football ou basketball');
  return sport;
}

/** Whether the shared content exists (so a share of nothing counts nothing), and the share page's path of it. */
function sharePath(call: Call, kind: ShareKind, id: number): string {
  const exists = (sql: string) => call.app.db.prepare(sql).get(id) !== undefined;
  const missing = (zh: string, pt: string): never => notFound(call.t(zh, pt), id);
  switch (kind) {
    case 'live':
      if (!exists('SELECT 1 FROM users WHERE id = ? AND is_anchor = 1')) missing('主播', 'Apresentador');
      return `/share/live/${id}`;
    case 'dynamic':
      if (!exists('SELECT 1 FROM news WHERE id = ?')) missing('资讯', 'Notícia');
      return `/share/dynamic/${id}`;
    case 'shortvideo':
      if (!exists('SELECT 1 FROM short_videos WHERE id = ?')) missing('短视频', 'Vídeo');
      return `/share/shortvideo/${id}`;
    case 'video':
    case 'recordvideo':
      if (!exists('SELECT 1 FROM record_videos WHERE id = ?')) missing('录像', 'Vídeo');
      return `/share/${kind}/${id}`;
    case 'match': {
      const sport = sportParam(call);
      call.app.world.ensureWindow(call.now);
      if (call.app.world.matchRow(id)?.sport_id !== SPORT_IDS[sport]) missing('比赛', 'Partida');
      return `/share/match/${sport}/${id}`;
    }
  }
}

/**
 * The address of a share page (spec §9: the sharer's invite_code and channel when present), on the brand's
 * site_h5_share_url (the web app's base, e.g. https://site/m).
 */
function shareUrl(call: Call, path: string, inviteCode: string, channel: string): string {
  const base = siteConfig(call.app, call.info.origin, call.info.spSource, call.info.brandId).site_h5_share_url;
  const query = new URLSearchParams();
  if (inviteCode) query.set('invite_code', inviteCode);
  if (channel) query.set('channel', channel);
  const search = query.toString();
  return `${base.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`;
}

export const shareRoutes = {
  /**
   * A share made with the app's share button: the content's share page address, and for a logged-in sharer the
   * task of the kind (SHARE_TASK), counted on the first share of that content a day.
   */
  '/api/share/create': (call: Call): ShareResult => {
    const kind = kindParam(call);
    const id = call.params.int('id');
    const path = sharePath(call, kind, id);
    const task = SHARE_TASK[kind];
    const sharer = call.viewer();
    const channel = sharer?.channel || call.params.optStr('channel_code', '', 40);
    const url = shareUrl(call, path, sharer?.invite_code ?? '', channel);
    if (!sharer) return { url, task, counted: 0 };
    const counted = transaction(call.app.db, () => {
      const share = call.app.db
        .prepare('INSERT OR IGNORE INTO shares (user_id, kind, target, day, created_at) VALUES (?, ?, ?, ?, ?)')
        // /share/video/ and /share/recordvideo/ open the same recorded video: one content, counted once.
        .run(sharer.id, kind === 'video' ? 'recordvideo' : kind, String(id), dayOf(call.now), call.now);
      if (share.changes === 1) progressTask(call, sharer.id, task);
      return share.changes === 1;
    });
    return { url, task, counted: counted ? 1 : 0 };
  },
} satisfies Partial<PostHandlers>;
