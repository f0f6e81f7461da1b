import type { AboutInfo, CommonConfig, ConfigOverrideBody, Protocol, SiteConfig } from '@live/api-contract';
import type { App, ConfigOverrides } from '../app.ts';
import type { Call, GetHandlers, PostHandlers } from '../http/call.ts';
import { ApiError, fail } from '../http/errors.ts';
import { BRAND_ID } from '../http/server.ts';
import { aboutOf } from '../legal/about.ts';
import { protocolOf } from '../legal/documents.ts';
import { logUserAction } from '../users.ts';
import { media } from '../world.ts';

/** Defaults: every room feature on, so a fresh brand shows everything; operators and tests switch per brand. */
export function defaultSiteConfig(sdkAppId: number, origin: string): SiteConfig {
  return {
    site_domain: origin,
    site_h5_share_url: `${origin}/m`,
    site_h5_domain: origin,
    huawei_pull_hls_domain: origin,
    im_sdkappid: String(sdkAppId),
    // COS by default: uploads go through the COS SDK to storage/cos.ts, which checks each signature (issue #32);
    // '1' switches to the self-hosted storage's presigned PUT.
    switch_self_storage: '0',
    cos_bucket: 'sandbox-1250000000',
    cos_region: 'ap-sandbox',
    cos_folder_image: 'images',
    switch_robotroom: '1',
    switch_anchorroom: '1',
    switch_shortvideo_check: '1',
    switch_match_database: '1',
    switch_room_chat: '1',
    switch_room_anchor: '1',
    switch_race_quiz_check: '0',
    switch_race_status: '1',
    switch_race_lineup: '1',
    switch_race_analysis: '1',
    switch_race_index: '1',
    switch_room_rank: '1',
    switch_room_operate: '1',
    // Free play a day (issue #28, README "Play-time limit"): 30 min logged in, 5 min as a guest; 0 means no limit.
    // An active VIP is never stopped.
    room_video_play_sec: 1800,
    room_video_play_flogin_sec: 300,
  };
}

const CONFIG_KEYS = new Set<string>(Object.keys(defaultSiteConfig(0, '')));

/** Start-up overrides, then stored ones, at each level: '*', then the brand (X-Brand-Id), then the sp_source. */
export function siteConfig(app: App, origin: string, spSource: string, brandId: string): SiteConfig {
  const stored = new Map(
    (
      app.db.prepare('SELECT sp_source, config FROM config_overrides').all() as { sp_source: string; config: string }[]
    ).map((row) => [row.sp_source, JSON.parse(row.config) as Partial<SiteConfig>]),
  );
  const level = (key: string) => (key ? { ...app.startOverrides[key], ...stored.get(key) } : {});
  return { ...defaultSiteConfig(app.im.sdkAppId, origin), ...level('*'), ...level(brandId), ...level(spSource) };
}

/** Validates an override: known keys only, switches '0'/'1', play seconds numbers. */
export function checkOverride(body: unknown): { spSource: string; config: Partial<SiteConfig> } {
  const value = body as Partial<ConfigOverrideBody> | null;
  if (!value || typeof value.config !== 'object' || value.config === null || Array.isArray(value.config)) {
    fail('缺少参数 config（对象）', 'Parâmetro ausente: config (objeto)');
  }
  if (value.brand !== undefined && (typeof value.brand !== 'string' || !BRAND_ID.test(value.brand))) {
    fail(
      '参数 brand 应为品牌 id（小写字母开头，2-16 位字母数字）',
      'brand deve ser um id de marca (2-16 letras minúsculas e dígitos)',
    );
  }
  const spSource = value.brand ?? (value.sp_source === undefined ? '*' : String(value.sp_source));
  if (!value.brand && spSource !== '*' && !/^\d{1,6}$/.test(spSource))
    fail('参数 sp_source 应为数字或 *', 'sp_source deve ser um número ou *');
  const config: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(value.config)) {
    if (!CONFIG_KEYS.has(key)) fail(`未知的配置项 ${key}`, `Chave de configuração desconhecida: ${key}`);
    if (key.startsWith('room_video_play')) {
      if (typeof raw !== 'number' || !Number.isFinite(raw) || raw < 0)
        fail(`配置项 ${key} 必须是非负数字`, `${key} deve ser um número >= 0`);
    } else if (key.startsWith('switch_')) {
      if (raw !== '0' && raw !== '1') fail(`配置项 ${key} 必须是 '0' 或 '1'`, `${key} deve ser '0' ou '1'`);
    } else if (typeof raw !== 'string') {
      fail(`配置项 ${key} 必须是字符串`, `${key} deve ser texto`);
    }
    config[key] = raw;
  }
  return { spSource, config: config as Partial<SiteConfig> };
}

/** Parses start-up overrides ({"*": {...}, "pq8": {...}, "5": {...}}), checking each like POST /sandbox/config. */
export function parseOverrides(json: string): ConfigOverrides {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error('not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error('expected an object keyed by sp_source or "*"');
  const out: ConfigOverrides = {};
  for (const [spSource, config] of Object.entries(parsed)) {
    try {
      const target = BRAND_ID.test(spSource)
        ? { brand: spSource }
        : { sp_source: spSource === '*' ? ('*' as const) : Number(spSource) };
      out[spSource] = checkOverride({ ...target, config }).config;
    } catch (error) {
      throw new Error(error instanceof ApiError ? `${spSource}: ${error.text.zh} / ${error.text.pt}` : String(error));
    }
  }
  return out;
}

export function saveOverride(app: App, spSource: string, config: Partial<SiteConfig>): void {
  const row = app.db.prepare('SELECT config FROM config_overrides WHERE sp_source = ?').get(spSource) as
    { config: string } | undefined;
  const merged = { ...(row ? (JSON.parse(row.config) as object) : {}), ...config };
  app.db
    .prepare(
      'INSERT INTO config_overrides (sp_source, config) VALUES (?, ?) ON CONFLICT(sp_source) DO UPDATE SET config = excluded.config',
    )
    .run(spSource, JSON.stringify(merged));
}

const EMOJI: [string, string, string][] = [
  ['smile', '微笑', 'Sorriso'],
  ['laugh', '大笑', 'Risada'],
  ['cool', '酷', 'Estiloso'],
  ['cry', '哭', 'Choro'],
  ['angry', '生气', 'Bravo'],
  ['clap', '鼓掌', 'Aplausos'],
  ['fire', '火', 'Fogo'],
  ['goal', '进球', 'Gol'],
  ['ball', '足球', 'Futebol'],
  ['hoop', '篮球', 'Basquete'],
  ['thumb', '赞', 'Joinha'],
  ['heart', '爱心', 'Coração'],
];

export const configGetRoutes = {
  '/api/config/getCommonConfig': (call: Call): CommonConfig => {
    const categories = call.app.db.prepare('SELECT id, name_zh, name_br FROM live_categories ORDER BY sort').all() as {
      id: number;
      name_zh: string;
      name_br: string;
    }[];
    const ad = (id: number, link: string, duration: number) => ({
      id,
      image: media.cover('ad', id, call.lang),
      link,
      duration,
    });
    return {
      emoji: EMOJI.map(([code, zh, pt]) => ({
        code: `[${code}]`,
        name: call.t(zh, pt),
        url: media.icon('emoji', code),
      })),
      launch_ad: [ad(1, '/vip-plans', 3)],
      live_badge: [
        { id: 1, name: call.t('官方认证', 'Oficial'), icon: media.icon('badge', 1) },
        { id: 2, name: call.t('金牌解说', 'Narrador ouro'), icon: media.icon('badge', 2) },
      ],
      live_category: categories.map((row) => ({ id: row.id, name: call.t(row.name_zh, row.name_br) })),
      user_tag: [
        { id: 1, name: call.t('新人', 'Novato'), color: '#4caf50' },
        { id: 2, name: call.t('铁粉', 'Fã'), color: '#ff9800' },
        { id: 3, name: call.t('大神', 'Mestre'), color: '#e91e63' },
      ],
      home_pop_ad: [ad(2, '/activities', 0)],
      live_play_ad: [ad(3, '/recharge', 5)],
      config: siteConfig(call.app, call.info.origin, call.info.spSource, call.info.brandId),
    };
  },
} satisfies Partial<GetHandlers>;

export const configPostRoutes = {
  '/webapi/protocal/getProtocal': (call: Call): Protocol =>
    protocolOf(call.params.oneOf('type', [1, 2, 3, 4] as const), call.lang),
  '/webapi/config/getAbout': (call: Call): AboutInfo => aboutOf(call.lang),
  '/api/customerservice/publish': (call: Call) => {
    const user = call.user();
    const content = call.params.str('content', 1000);
    const type = call.params.oneOf('type', [1, 2, 3, 4] as const, 4);
    const images = Array.isArray(call.params.values.images)
      ? call.params.values.images.filter((i) => typeof i === 'string').slice(0, 9)
      : [];
    const result = call.app.db
      .prepare('INSERT INTO feedback (user_id, type, content, contact, images, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(user.id, type, content, call.params.optStr('contact', '', 100), JSON.stringify(images), call.now);
    logUserAction(call, user.id, 'feedback');
    return { id: Number(result.lastInsertRowid) };
  },
} satisfies Partial<PostHandlers>;
