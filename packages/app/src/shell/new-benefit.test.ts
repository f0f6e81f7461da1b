// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { benefitReady, benefitToShow, firstInteraction, markBenefitSeen, pageRendered } from './new-benefit';

function memory() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

const AD = { id: 7, image: '/ad.png', link: 'https://example.com', duration: 0 };

describe('new-benefit modal (spec §2, §6)', () => {
  it('shows the first pop-up ad once a day', () => {
    const storage = memory();
    const monday = new Date(2026, 10, 23, 9);
    expect(benefitToShow([AD], null, storage, monday)).toEqual(AD);
    markBenefitSeen(storage, AD.id, monday);
    expect(benefitToShow([AD], null, storage, new Date(2026, 10, 23, 22))).toBeNull();
    expect(benefitToShow([AD], null, storage, new Date(2026, 10, 24, 8))).toEqual(AD);
  });

  it('a new ad shows even when another was seen today', () => {
    const storage = memory();
    const now = new Date(2026, 10, 23, 9);
    markBenefitSeen(storage, 6, now);
    expect(benefitToShow([AD], null, storage, now)).toEqual(AD);
  });

  it('is_no_popad suppresses pop-up ads, and no ad shows nothing', () => {
    const now = new Date();
    expect(benefitToShow([AD], { is_no_popad: 1 }, memory(), now)).toBeNull();
    expect(benefitToShow([], null, memory(), now)).toBeNull();
    expect(benefitToShow(undefined, null, memory(), now)).toBeNull();
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
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await waiting;
    expect(ready).toBe(true);
  });

  it('listens to the first interaction once, then lets go of every listener', async () => {
    const remove = vi.spyOn(window, 'removeEventListener');
    const first = firstInteraction(window);
    window.dispatchEvent(new Event('wheel'));
    await first;
    expect(remove.mock.calls.map(([type]) => type).sort()).toEqual([
      'keydown',
      'pointerdown',
      'scroll',
      'touchstart',
      'wheel',
    ]);
    remove.mockRestore();
  });
});
