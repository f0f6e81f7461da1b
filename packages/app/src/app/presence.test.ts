import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRootStore } from '../stores';
import { BRAND, user } from '../stores/test-fixtures';
import type { Services } from './services';
import { startPresence } from './presence';

// Issue #28: the online task (在线30分钟) is timed by the platform from this heartbeat.
describe('presence heartbeat', () => {
  let visibility: DocumentVisibilityState = 'visible';
  const page = new EventTarget() as Document;
  Object.defineProperty(page, 'visibilityState', { get: () => visibility });
  const setVisibility = (state: DocumentVisibilityState) => {
    visibility = state;
    page.dispatchEvent(new Event('visibilitychange'));
  };

  beforeEach(() => {
    vi.useFakeTimers();
    visibility = 'visible';
  });
  afterEach(() => vi.useRealTimers());

  function start() {
    const root = createRootStore({ brand: BRAND, storage: null, document: null });
    const heartbeat = vi.fn(() => Promise.resolve({ counted: 1, seconds: 0 }));
    const api = { user: { heartbeat } } as unknown as Services['api'];
    const stop = startPresence({ root, api }, page);
    return { root, heartbeat, stop };
  }

  it('a logged-in user beats at once and every 60 s while the page is visible; never as a guest', () => {
    const { root, heartbeat, stop } = start();
    vi.advanceTimersByTime(180_000);
    expect(heartbeat).not.toHaveBeenCalled();
    root.user.setUser(user());
    expect(heartbeat).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(180_000);
    expect(heartbeat).toHaveBeenCalledTimes(4);
    expect(heartbeat).toHaveBeenLastCalledWith({ hideLoading: true, noToast: true });
    root.user.reset();
    vi.advanceTimersByTime(180_000);
    expect(heartbeat).toHaveBeenCalledTimes(4);
    stop();
  });

  it('nothing while the page is hidden; a beat as soon as it shows again', () => {
    const { root, heartbeat, stop } = start();
    root.user.setUser(user());
    setVisibility('hidden');
    vi.advanceTimersByTime(600_000);
    expect(heartbeat).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    expect(heartbeat).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(60_000);
    expect(heartbeat).toHaveBeenCalledTimes(3);
    stop();
    vi.advanceTimersByTime(600_000);
    expect(heartbeat).toHaveBeenCalledTimes(3);
  });
});
