import type { AdSlot, UserInfo } from '@live/api-contract';
import { calendarDay } from '../domain/calendar-day';

const SEEN_KEY = 'new_benefit_seen';

interface Storage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The benefit ad to show now: the first pop-up ad, unless the user opts out of pop-up ads or saw it today. */
export function benefitToShow(
  ads: AdSlot[] | undefined,
  user: Pick<UserInfo, 'is_no_popad'> | null,
  storage: Storage,
  now: Date,
): AdSlot | null {
  const ad = ads?.[0];
  if (!ad || user?.is_no_popad === 1) return null;
  return storage.getItem(SEEN_KEY) === `${ad.id}@${calendarDay(now.getTime())}` ? null : ad;
}

export function markBenefitSeen(storage: Storage, id: number, now: Date): void {
  try {
    storage.setItem(SEEN_KEY, `${id}@${calendarDay(now.getTime())}`);
  } catch {
    // Storage full or disabled: the modal then shows again next time, which is harmless.
  }
}
