import type { SiteConfig } from '@live/api-contract';
import type { TimeZone } from '@live/ui-kit';
import { calendarDay } from './calendar-day';

/**
 * How a room plays its HLS stream (spec §3 quality codes, §9 gift amounts live next door in gifts.ts).
 * The browser's own HLS first wherever it says it can: iOS Safari, Android's browsers and Chromium 150 (which plays
 * the platform's live and recorded streams itself) need no script for it, while hls.js is ~360 KB to compile and
 * run on a phone, the largest tasks of a player page (issue #31 item 1). hls.js (Media Source Extensions) where the
 * browser has no HLS of its own (Firefox), and in its place when the browser's own fails before the first frame
 * (a browser that answers "maybe" yet cannot open the stream).
 */
export type PlaybackMode = 'hlsjs' | 'native';

export interface PlaybackSupport {
  /** Media Source Extensions (MediaSource or ManagedMediaSource), which hls.js plays through. */
  mse: boolean;
  /** video.canPlayType('application/vnd.apple.mpegurl'): '', 'maybe' or 'probably'. */
  nativeAnswer: string;
}

export const HLS_MIME = 'application/vnd.apple.mpegurl';

/**
 * Where hls.js loads its transmuxing worker from: its ESM build has no worker inside, so without a path it demuxes
 * every segment on the main thread (~0.8 s of script per Lighthouse load of a recorded video). A browser starts a
 * worker only from the page's own origin, so an app served from another origin (`--assets-base` on a CDN) gets none
 * and hls.js stays inline there.
 */
export function hlsWorkerPath(workerUrl: string, pageHref: string): string | undefined {
  const url = new URL(workerUrl, pageHref);
  return url.origin === new URL(pageHref).origin ? url.href : undefined;
}

/** The ways to try, in order: the next one takes over when one cannot play the stream; none means unsupported. */
export function playbackOrder(support: PlaybackSupport): PlaybackMode[] {
  const order: PlaybackMode[] = [];
  if (support.nativeAnswer === 'maybe' || support.nativeAnswer === 'probably') order.push('native');
  if (support.mse) order.push('hlsjs');
  return order;
}

/** Live-stream quality codes (spec §3): standard and high definition, plain, Chinese and English commentary. */
export const QUALITY_CODES = ['SD', 'CNSD', 'ENSD', 'HD', 'CNHD', 'ENHD'] as const;
export type QualityCode = (typeof QUALITY_CODES)[number];

const QUALITY_LABELS: Record<QualityCode, { zh: string; pt: string }> = {
  SD: { zh: '标清', pt: 'SD' },
  CNSD: { zh: '中文标清', pt: 'SD (chinês)' },
  ENSD: { zh: '英文标清', pt: 'SD (inglês)' },
  HD: { zh: '高清', pt: 'HD' },
  CNHD: { zh: '中文高清', pt: 'HD (chinês)' },
  ENHD: { zh: '英文高清', pt: 'HD (inglês)' },
};

export function isQualityCode(code: string): code is QualityCode {
  return (QUALITY_CODES as readonly string[]).includes(code);
}

/** The room's known quality codes, in the spec's order; unknown codes are dropped. */
export function roomQualities(codes: readonly string[] | null | undefined): QualityCode[] {
  const known = new Set((codes ?? []).filter(isQualityCode));
  return QUALITY_CODES.filter((code) => known.has(code));
}

export function qualityLabel(code: QualityCode, language: string): string {
  const label = QUALITY_LABELS[code];
  return language.toLowerCase().startsWith('pt') ? label.pt : label.zh;
}

/**
 * The address of one quality of an HLS stream: the room's first quality is the address itself; another code
 * names its transcoded rendition `<stream>_<CODE>.m3u8` (the CDN transcode-template naming; the real platform's
 * naming is not shown in the spec).
 */
export function qualityStreamUrl(hlsUrl: string, code: QualityCode, defaultCode: QualityCode): string {
  if (code === defaultCode) return hlsUrl;
  return hlsUrl.replace(/(\.m3u8)(?=([?#].*)?$)/i, `_${code}$1`);
}

/** The video timer (spec §3): the day its counters belong to (YYYY-MM-DD in the user's zone), seconds played that day while
 * logged in (time1) and while not (time2). */
export interface PlayTimer {
  date: string;
  time1: number;
  time2: number;
}

export type PlayLimits = Pick<SiteConfig, 'room_video_play_sec' | 'room_video_play_flogin_sec'>;

/** What the room's player may do now (issue #28: the play limit is a funnel, not a wall). */
export type PlayAllowance =
  /** An active VIP (spec §4), or no limit for this viewer (a limit of 0, or no config yet). */
  | { state: 'unlimited'; reason: 'vip' | 'noLimit' }
  /** Free play left today, in seconds. */
  | { state: 'counting'; remaining: number }
  /** Today's free play is used up: a guest is offered login, a logged-in viewer VIP. */
  | { state: 'stopped'; offer: 'login' | 'vip' };

/** The player shows how much free play is left from this many seconds before the stop. */
export const PLAY_LIMIT_WARNING_SEC = 60;

/**
 * The play limit (spec §3 video timer and room_video_play_sec / room_video_play_flogin_sec, §4 VIP): an active VIP
 * is never stopped; otherwise the viewer's limit (logged in: room_video_play_sec, guest: room_video_play_flogin_sec;
 * 0 or missing means none) against today's counter of their state (a counter of another day counts as 0).
 */
export function playAllowance({
  isVip,
  loggedIn,
  config,
  timer,
  now,
  timeZone,
}: {
  isVip: boolean;
  loggedIn: boolean;
  config: PlayLimits | null;
  timer: PlayTimer;
  now: number;
  /** The zone whose days the timer counts (the brand's pinned one, else the device's). */
  timeZone: TimeZone;
}): PlayAllowance {
  if (isVip) return { state: 'unlimited', reason: 'vip' };
  const limit = Number(loggedIn ? config?.room_video_play_sec : config?.room_video_play_flogin_sec);
  if (!(limit > 0) || !Number.isFinite(limit)) return { state: 'unlimited', reason: 'noLimit' };
  const played = timer.date === calendarDay(now, timeZone) ? (loggedIn ? timer.time1 : timer.time2) : 0;
  if (played >= limit) return { state: 'stopped', offer: loggedIn ? 'vip' : 'login' };
  return { state: 'counting', remaining: Math.ceil(limit - played) };
}

/** m:ss of a number of seconds (the free play left). */
export function playClock(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * Whether the room's player sends a play heartbeat (/api/live/playHeartbeat) at this second of play in the room: the
 * first second, then every `interval` seconds. The platform times watchLive by its own clock from them.
 */
export function playHeartbeatDue(secondsPlayed: number, interval: number): boolean {
  return secondsPlayed >= 1 && (secondsPlayed - 1) % interval === 0;
}
