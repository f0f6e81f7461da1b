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

/** Resolves once `<html data-route>` is set: the page on screen has rendered its own first content. */
export function pageRendered(doc: Document): Promise<void> {
  return new Promise((resolve) => {
    if (doc.documentElement.dataset.route) return resolve();
    const observer = new MutationObserver(() => {
      if (!doc.documentElement.dataset.route) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(doc.documentElement, { attributes: true, attributeFilter: ['data-route'] });
  });
}

/** The longest the modal waits for an idle main thread after the page rendered. */
export const IDLE_WAIT_MS = 2000;

/** Resolves when the main thread is idle (at most `IDLE_WAIT_MS` later; a short timer where idle callbacks are missing). */
export function idle(win: Window): Promise<void> {
  return new Promise((resolve) => {
    if (typeof win.requestIdleCallback === 'function')
      win.requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS });
    else win.setTimeout(resolve, 200);
  });
}

/** Loads and decodes an image, so it paints whole the moment it is shown; a broken image resolves too. */
export async function decodedImage(win: Window, src: string): Promise<void> {
  const image = win.document.createElement('img');
  const settled = new Promise<void>((resolve) => {
    image.onload = () => resolve();
    image.onerror = () => resolve();
  });
  image.src = src;
  // decode() also has the pixels ready to paint; where it is missing, loading is enough.
  await (typeof image.decode === 'function' ? image.decode().catch(() => undefined) : settled);
}

/**
 * When the benefit modal may open (issue #14): after the page's own first content and an idle main thread, with its
 * picture already decoded, so the overlay never holds back or stands in for the page's first paint.
 */
export async function benefitReady(win: Window, image: string): Promise<void> {
  await pageRendered(win.document);
  await Promise.all([idle(win), decodedImage(win, image)]);
}
