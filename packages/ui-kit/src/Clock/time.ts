import { clockTime, type TimeZone } from '../helpers/day-label.ts';

/** The app's timer tick (host-app spec §9). */
export const TICK_MS = 1000;

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * Remaining time as mm:ss, or HH:mm:ss when an hour or more is left (or `withHours`); never negative.
 * Seconds round up, so the display reaches 00:00 exactly when the time is up.
 */
export function formatCountdown(ms: number, withHours = false): string {
  const total = Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 1000) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (hours > 0 || withHours) return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
  return `${pad(minutes)}:${pad(seconds)}`;
}

/** A wall-clock time as HH:mm or HH:mm:ss in `timeZone` (the device's when undefined). */
export function formatClock(date: Date, withSeconds = false, timeZone?: TimeZone): string {
  return clockTime(date, timeZone, withSeconds);
}
