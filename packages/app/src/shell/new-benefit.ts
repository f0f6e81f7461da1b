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
 * The inputs that end a page's largest-contentful-paint measurement (a tap, a key, a scroll): what the modal waits
 * for, so the page's own content is its LCP.
 */
export const INTERACTIONS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/** Resolves on the visitor's first tap, key or scroll on the page (in any element: listened to while capturing). */
export function firstInteraction(win: Window): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const type of INTERACTIONS) win.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of INTERACTIONS) win.addEventListener(type, done, { capture: true, passive: true });
  });
}

/**
 * When the benefit modal may open (issue #14): at the visitor's first tap, key or scroll, once the page has shown
 * its own content and the main thread is idle again (the tap's own action goes first), with its picture already
 * decoded. Shown on arrival, the picture was the largest paint of every first visit (LCP 4 s, the page's own
 * content long painted): a browser measures LCP only until the first input, so after it the overlay never stands
 * in for the page. Every new user still sees it: using the page at all is an interaction.
 */
export async function benefitReady(win: Window, image: string): Promise<void> {
  const interacted = firstInteraction(win);
  await pageRendered(win.document);
  await Promise.all([idle(win), decodedImage(win, image), interacted]);
  await idle(win);
}
