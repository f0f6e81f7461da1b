/** Logged-in and VIP rules (spec §4). */

export interface UserFlags {
  id?: number | string | null;
  vip_level?: number | string | null;
  /** Unix seconds, milliseconds or a date text such as '2026-12-31 23:59:59'. */
  vip_date?: number | string | null;
}

export function isLoggedIn(user: UserFlags | null | undefined): boolean {
  return Number(user?.id ?? 0) > 0;
}

/** A date from the API as milliseconds, or NaN when it cannot be read. */
export function toMillis(value: number | string | null | undefined): number {
  if (value === null || value === undefined || value === '') return Number.NaN;
  const number = Number(value);
  if (Number.isFinite(number)) return number < 1e12 ? number * 1000 : number;
  return Date.parse(String(value).replace(' ', 'T'));
}

/** A used shop card (avatar frame, chat effect) is on until its end, unix seconds the platform set (issue #32). */
export function shopCardOn(until: number | undefined, nowMs: number): boolean {
  return Number(until) * 1000 > nowMs;
}

/** VIP active: vip_level above 0 and vip_date in the future. */
export function isVipActive(user: UserFlags | null | undefined, nowMs: number): boolean {
  if (!user || !(Number(user.vip_level ?? 0) > 0)) return false;
  const until = toMillis(user.vip_date);
  return Number.isFinite(until) && until > nowMs;
}
