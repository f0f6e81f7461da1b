import type { NewBenefit, UserInfo } from '@live/api-contract';
import { paths } from '../routes/paths';
import { idle as idleAt } from '../app/idle';

/** A visitor's flag on this device: the offer to register was shown (accounts are the platform's to remember). */
export const GUEST_SEEN_KEY = 'new_benefit_seen';

interface Storage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** What the modal shows: the offer to register (a visitor), or the benefit this account got. */
export type BenefitView = 'register' | 'granted';

/**
 * Which modal to show, if any (spec §2, §6; issue #28): never for users whose is_no_popad is set; a visitor's
 * offer to register once per device; an account's granted benefit once per account (the platform's `shown`).
 * An offer to register never shows to a user the app thinks is logged in (a stale token reads as a visitor).
 */
export function benefitToShow(
  offer: NewBenefit | null,
  user: Pick<UserInfo, 'is_no_popad'> | null,
  guestSeen: boolean,
): BenefitView | null {
  if (!offer || user?.is_no_popad === 1) return null;
  if (offer.state === 'register') return user || guestSeen ? null : 'register';
  if (offer.state === 'granted') return user && offer.shown !== 1 && offer.gold > 0 ? 'granted' : null;
  return null;
}

export function guestSeen(storage: Storage): boolean {
  return storage.getItem(GUEST_SEEN_KEY) !== null;
}

export function markGuestSeen(storage: Storage): void {
  try {
    storage.setItem(GUEST_SEEN_KEY, 'register');
  } catch {
    // Storage full or disabled: the offer may show again next visit, which is harmless.
  }
}

/**
 * The account pages (log in, register, reset) and the legal documents (opened from the registration's consent box):
 * the modal waits for another page, never offering what they do nor covering what a user is asked to read.
 */
export function isAccountPage(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return (
    [paths.login(), paths.register(), paths.forgetPassword(), paths.privacy()].includes(path) ||
    path.startsWith('/mobile/privacy/')
  );
}

/** Whether a page's own dialog, sheet or prompt is open (every ui-kit layer is an aria-modal panel). */
export function dialogOpen(doc: Document): boolean {
  return doc.querySelector('[aria-modal="true"]') !== null;
}

/** Resolves once no page dialog is open (at once when none is): the modal never shows over one. */
export function noDialogOpen(doc: Document): Promise<void> {
  return new Promise((resolve) => {
    if (!dialogOpen(doc)) return resolve();
    // ui-kit renders its layers into <body>: one comes or goes as a child of it.
    const observer = new MutationObserver(() => {
      if (dialogOpen(doc)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(doc.body, { childList: true, subtree: true });
  });
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

/** Resolves when the main thread is idle (at most `IDLE_WAIT_MS` later). */
export const idle = (win: Window): Promise<void> => idleAt(win, IDLE_WAIT_MS);

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
 * A finished tap, a key or a scroll: what the modal waits for, so the page's own content is its LCP (any of them
 * ends a browser's largest-contentful-paint measurement). A tap counts once the finger lifts (its click follows in
 * the same task), not when it lands: opened in between, the overlay took the tap and the link tapped never opened.
 */
export const INTERACTIONS = ['pointerup', 'keydown', 'wheel', 'scroll'] as const;

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
