import { clockTime, shortDate, type TimeZone } from '@live/ui-kit';
import type { Language } from './language';

/**
 * A match's day and kick-off in the user's zone (issue #30: the brand's pinned zone, else the device's), as the
 * database and data pages list them: MM-DD HH:mm, DD/MM HH:mm in Portuguese (spec §9); '' for no valid time.
 */
export function matchDateTime(unixSeconds: number, language: Language, timeZone: TimeZone): string {
  const date = matchDate(unixSeconds, language, timeZone);
  return date && `${date} ${clockTime(unixSeconds * 1000, timeZone)}`;
}

/** A match's day alone (a result tile): MM-DD, DD/MM in Portuguese. */
export function matchDate(unixSeconds: number, language: Language, timeZone: TimeZone): string {
  return Number.isFinite(unixSeconds) ? shortDate(unixSeconds * 1000, language, timeZone) : '';
}
