/**
 * Match statuses and clocks (host-app spec §4; the platform applies the list filter). Times from the API are unix
 * seconds.
 */
import { statusPhases } from '@live/api-contract';
import { type Language, pick } from './language';

export interface StatusLabel {
  zh: string;
  pt: string;
}

export const SPORT = { all: 0, football: 1, basketball: 2 } as const;
export type SportId = (typeof SPORT)[keyof typeof SPORT];

export const FOOTBALL_STATUS: Readonly<Record<number, StatusLabel>> = {
  0: { zh: '比赛异常', pt: 'Anormal' },
  1: { zh: '未开赛', pt: 'Não iniciado' },
  2: { zh: '上半场', pt: '1º tempo' },
  3: { zh: '中场', pt: 'Intervalo' },
  4: { zh: '下半场', pt: '2º tempo' },
  5: { zh: '加时赛', pt: 'Prorrogação' },
  // 6 is the feed's retired extra-time code ("blank" in spec §4): matches still carrying it are in extra time.
  6: { zh: '加时赛', pt: 'Prorrogação' },
  7: { zh: '点球决战', pt: 'Pênaltis' },
  8: { zh: '完场', pt: 'Encerrado' },
  9: { zh: '推迟', pt: 'Adiado' },
  10: { zh: '中断', pt: 'Interrompido' },
  11: { zh: '腰斩', pt: 'Abandonado' },
  12: { zh: '取消', pt: 'Cancelado' },
  13: { zh: '待定', pt: 'A definir' },
};

export const BASKETBALL_STATUS: Readonly<Record<number, StatusLabel>> = {
  0: { zh: '比赛异常', pt: 'Anormal' },
  1: { zh: '未开赛', pt: 'Não iniciado' },
  2: { zh: '第一节', pt: '1º quarto' },
  3: { zh: '第一节完', pt: 'Fim do 1º quarto' },
  4: { zh: '第二节', pt: '2º quarto' },
  5: { zh: '第二节完', pt: 'Fim do 2º quarto' },
  6: { zh: '第三节', pt: '3º quarto' },
  7: { zh: '第三节完', pt: 'Fim do 3º quarto' },
  8: { zh: '第四节', pt: '4º quarto' },
  9: { zh: '加时', pt: 'Prorrogação' },
  10: { zh: '完场', pt: 'Encerrado' },
  11: { zh: '中断', pt: 'Interrompido' },
  12: { zh: '取消', pt: 'Cancelado' },
  13: { zh: '推迟', pt: 'Adiado' },
  14: { zh: '腰斩', pt: 'Abandonado' },
  15: { zh: '待定', pt: 'A definir' },
};

/** The fields of a match these rules read. */
export interface MatchTiming {
  sport_id: number;
  status: number;
  /** Scheduled start, unix seconds. */
  time: number;
  /** Kickoff of the current half (football), unix seconds; 0 when unknown. */
  kickoff_time?: number;
  /** Seconds left in the current basketball period. */
  period_remaining_time?: number;
}

/** The labels and the wire's phase sets (@live/api-contract) of a sport. */
function tables(sportId: number) {
  return { labels: sportId === SPORT.basketball ? BASKETBALL_STATUS : FOOTBALL_STATUS, ...statusPhases(sportId) };
}

/** The status label in the page language; an unknown code shows as the abnormal label. */
export function statusLabel(sportId: number, status: number, language: Language): string {
  const { labels } = tables(sportId);
  const label = labels[status] ?? labels[0];
  return label ? pick(label, language) : '';
}

export function isInPlay(match: Pick<MatchTiming, 'sport_id' | 'status'>): boolean {
  return tables(match.sport_id).inPlay.has(match.status);
}

export function isFinished(match: Pick<MatchTiming, 'sport_id' | 'status'>): boolean {
  return tables(match.sport_id).finished.has(match.status);
}

export function isWaiting(match: Pick<MatchTiming, 'sport_id' | 'status'>): boolean {
  return tables(match.sport_id).waiting.has(match.status);
}

/** Basketball period 1-4 from the status; null outside the four quarters (overtime, not started, ended). */
export function basketballPeriod(status: number): number | null {
  if (status === 2 || status === 3) return 1;
  if (status === 4 || status === 5) return 2;
  if (status === 6 || status === 7) return 3;
  if (status === 8) return 4;
  return null;
}

const FOOTBALL_CLOCK_STATUSES: ReadonlySet<number> = new Set([2, 3, 4, 5, 7]);

/**
 * The football minute shown next to the score, or null when no clock is shown. `kickoffTime` is the kickoff
 * of the current half in unix seconds; `nowMs` is the current time in milliseconds.
 */
export function footballClock(status: number, kickoffTime: number, nowMs: number): string | null {
  if (!FOOTBALL_CLOCK_STATUSES.has(status) || !(kickoffTime > 0)) return null;
  const minutes = Math.max(0, Math.floor((nowMs / 1000 - kickoffTime) / 60));
  if (status === 2) return String(minutes + 1);
  if (status === 3) return '45';
  if (status === 4) return String(minutes + 46);
  return '90+';
}

const BASKETBALL_CLOCK_STATUSES: ReadonlySet<number> = new Set([2, 4, 6, 8, 9]);

/** Remaining time of the running basketball period as mm:ss, or null when no clock is shown. */
export function basketballClock(status: number, remainingSeconds: number): string | null {
  if (!BASKETBALL_CLOCK_STATUSES.has(status) || !(remainingSeconds > 0)) return null;
  const whole = Math.floor(remainingSeconds);
  const mm = String(Math.floor(whole / 60)).padStart(2, '0');
  const ss = String(whole % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}

/**
 * Seconds left in a running basketball period, counted down from the last answer (`fetchedAtMs`) at real time;
 * the next answer corrects it. Never below 0.
 */
export function runningRemaining(remaining: number, fetchedAtMs: number, nowMs: number): number {
  return Math.max(0, remaining - Math.max(0, (nowMs - fetchedAtMs) / 1000));
}

/** The mark after a football minute (63'); a basketball clock (08:21) has none. */
export const MINUTE_MARK = "'";

/**
 * The one match clock of every page as it is shown (spec §4): the football minute with its minute mark (63',
 * 90+'), or the basketball period's time as mm:ss counted down from `receivedAt` (when the answer carrying
 * `period_remaining_time` arrived; absent, the time as sent), without a mark.
 */
export function matchClock(match: MatchTiming & { receivedAt?: number }, nowMs: number): string | null {
  if (match.sport_id === SPORT.basketball) {
    const remaining = runningRemaining(match.period_remaining_time ?? 0, match.receivedAt ?? nowMs, nowMs);
    return basketballClock(match.status, remaining);
  }
  const minute = footballClock(match.status, match.kickoff_time ?? 0, nowMs);
  return minute === null ? null : `${minute}${MINUTE_MARK}`;
}

/** 'Live in 30 minutes': a waiting match that starts within 1 to 30 minutes from now. */
export function startsWithin30Minutes(
  match: Pick<MatchTiming, 'sport_id' | 'status' | 'time'>,
  nowMs: number,
): boolean {
  if (!isWaiting(match)) return false;
  const secondsToStart = match.time - nowMs / 1000;
  return secondsToStart >= 60 && secondsToStart <= 30 * 60;
}

export { MATCH_FILTER, type MatchFilter } from '@live/api-contract';
