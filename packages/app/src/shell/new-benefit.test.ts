// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NewBenefit } from '@live/api-contract';
import {
  benefitReady,
  benefitToShow,
  dialogOpen,
  firstInteraction,
  guestSeen,
  isAccountPage,
  markGuestSeen,
  noDialogOpen,
  pageRendered,
} from './new-benefit';

function memory() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

const offer = (fields: Partial<NewBenefit>): NewBenefit => ({ state: 'register', gold: 500, shown: 0, ...fields });

describe('new-benefit modal: what it shows and to whom (spec §2, §6; issue #28)', () => {
  it('a visitor is offered the welcome bonus once per device', () => {
    const storage = memory();
    expect(benefitToShow(offer({}), null, guestSeen(storage))).toBe('register');
    markGuestSeen(storage);
    expect(benefitToShow(offer({}), null, guestSeen(storage))).toBeNull();
  });

  it('an account is told its granted bonus once per account: the platform says when it was shown', () => {
    const granted = offer({ state: 'granted', gold: 500 });
    expect(benefitToShow(granted, { is_no_popad: 0 }, false)).toBe('granted');
    expect(benefitToShow({ ...granted, shown: 1 }, { is_no_popad: 0 }, false)).toBeNull();
    // A device where a visitor closed the offer still shows the account what it got.
    expect(benefitToShow(granted, { is_no_popad: 0 }, true)).toBe('granted');
  });

  it('nothing for an account without a benefit, for is_no_popad, or for an offer to register while logged in', () => {
    expect(benefitToShow(offer({ state: 'none', gold: 0 }), { is_no_popad: 0 }, false)).toBeNull();
    expect(benefitToShow(offer({ state: 'granted' }), { is_no_popad: 1 }, false)).toBeNull();
    expect(benefitToShow(offer({}), { is_no_popad: 1 }, false)).toBeNull();
    expect(benefitToShow(offer({}), { is_no_popad: 0 }, false)).toBeNull();
    expect(benefitToShow(null, null, false)).toBeNull();
  });
});

describe("new-benefit modal: never over a page's own dialog (issue #28)", () => {
  it('waits past the login, register and reset pages and the legal documents, never covering what they do', () => {
    expect(['/login', '/register/', '/forget-password'].map(isAccountPage)).toEqual([true, true, true]);
    expect(['/privacy', '/mobile/privacy/1', '/mobile/privacy/4'].map(isAccountPage)).toEqual([true, true, true]);
    expect(['/score', '/user-center', '/live-detail/3'].map(isAccountPage)).toEqual([false, false, false]);
  });

  it('waits until every open dialog closed', async () => {
    const sheet = document.createElement('div');
    sheet.innerHTML = '<div role="dialog" aria-modal="true"></div>';
    const prompt = document.createElement('div');
    prompt.innerHTML = '<div role="alertdialog" aria-modal="true"></div>';
    document.body.append(sheet, prompt);
    expect(dialogOpen(document)).toBe(true);
    let free = false;
    const waiting = noDialogOpen(document).then(() => {
      free = true;
    });
    sheet.remove();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(free).toBe(false);
    prompt.remove();
    await waiting;
    expect(free).toBe(true);
    await expect(noDialogOpen(document)).resolves.toBeUndefined();
  });
});

describe('new-benefit modal timing (issue #14: after the page, never its first paint)', () => {
  afterEach(() => {
    delete document.documentElement.dataset.route;
    Reflect.deleteProperty(window.HTMLImageElement.prototype, 'decode');
  });

  it('waits for the page on screen to mark <html data-route>', async () => {
    let rendered = false;
    const waiting = pageRendered(document).then(() => {
      rendered = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(rendered).toBe(false);
    document.documentElement.dataset.route = 'score';
    await waiting;
    expect(rendered).toBe(true);
    await expect(pageRendered(document)).resolves.toBeUndefined();
  });

  it('is ready only once its picture is decoded, and a broken picture does not hold it back', async () => {
    document.documentElement.dataset.route = 'live';
    let finishDecoding: () => void = () => undefined;
    const decode = vi
      .fn<() => Promise<void>>()
      .mockImplementationOnce(() => new Promise<void>((resolve) => (finishDecoding = resolve)))
      .mockImplementationOnce(() => Promise.reject(new Error('broken')));
    // jsdom has no decode(); browsers do.
    Object.assign(window.HTMLImageElement.prototype, { decode });
    let ready = false;
    const waiting = benefitReady(window, '/ad.png').then(() => {
      ready = true;
    });
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(ready).toBe(false);
    finishDecoding();
    await waiting;
    expect(ready).toBe(true);
    const broken = benefitReady(window, '/missing.png');
    window.dispatchEvent(new Event('keydown'));
    await expect(broken).resolves.toBeUndefined();
    expect(decode).toHaveBeenCalledTimes(2);
  });

  it("opens only after the first tap, key or scroll, so the page's own content stays the LCP", async () => {
    document.documentElement.dataset.route = 'score';
    Object.assign(window.HTMLImageElement.prototype, { decode: () => Promise.resolve() });
    let ready = false;
    const waiting = benefitReady(window, '/ad.png').then(() => {
      ready = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ready).toBe(false);
    document.body.dispatchEvent(new Event('pointerup', { bubbles: true }));
    await waiting;
    expect(ready).toBe(true);
  });

  it('waits for a tap to end: opened while the finger is down, its overlay took the tap and the link tapped never opened', async () => {
    document.documentElement.dataset.route = 'user-center';
    Object.assign(window.HTMLImageElement.prototype, { decode: () => Promise.resolve() });
    let ready = false;
    const waiting = benefitReady(window, '/ad.png').then(() => {
      ready = true;
    });
    for (const type of ['pointerdown', 'touchstart', 'mousedown']) {
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ready).toBe(false);
    document.body.dispatchEvent(new Event('pointerup', { bubbles: true }));
    await waiting;
    expect(ready).toBe(true);
  });

  it('listens to the first interaction once, then lets go of every listener', async () => {
    const remove = vi.spyOn(window, 'removeEventListener');
    const first = firstInteraction(window);
    window.dispatchEvent(new Event('wheel'));
    await first;
    expect(remove.mock.calls.map(([type]) => type).sort()).toEqual(['keydown', 'pointerup', 'scroll', 'wheel']);
    remove.mockRestore();
  });
});
