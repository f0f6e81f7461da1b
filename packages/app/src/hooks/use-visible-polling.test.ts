// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useVisiblePolling } from './use-visible-polling';

let visibility: DocumentVisibilityState = 'visible';
let root: Root;

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

function Poller({ poll, enabled = true }: { poll: () => Promise<unknown>; enabled?: boolean }) {
  useVisiblePolling(poll, 3000, enabled);
  return null;
}

function mount(poll: () => Promise<unknown>, enabled = true) {
  act(() => root.render(createElement(Poller, { poll, enabled })));
}

describe('live updates poll only while the page is visible', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    visibility = 'visible';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    root = createRoot(document.createElement('div'));
  });
  afterEach(() => {
    act(() => root.unmount());
    vi.useRealTimers();
  });

  it('polls every interval while visible', async () => {
    const poll = vi.fn(() => Promise.resolve());
    mount(poll);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(9000);
    });
    expect(poll).toHaveBeenCalledTimes(3);
  });

  it('stops when the page is hidden and polls at once when it shows again (document.visibilityState)', async () => {
    const poll = vi.fn(() => Promise.resolve());
    mount(poll);
    act(() => setVisibility('hidden'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(poll).not.toHaveBeenCalled();
    act(() => setVisibility('visible'));
    expect(poll).toHaveBeenCalledTimes(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(poll).toHaveBeenCalledTimes(2);
  });

  it('never runs two polls at once: a slow answer skips the ticks while it is pending', async () => {
    let finish: () => void = () => undefined;
    const poll = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    mount(poll);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(9000);
    });
    expect(poll).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(poll).toHaveBeenCalledTimes(2);
  });

  it('does not poll while disabled (the list is still loading) nor after unmount', async () => {
    const poll = vi.fn(() => Promise.resolve());
    mount(poll, false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(9000);
    });
    expect(poll).not.toHaveBeenCalled();
    mount(poll, true);
    act(() => root.unmount());
    root = createRoot(document.createElement('div'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(9000);
    });
    expect(poll).not.toHaveBeenCalled();
  });

  it('a failed poll does not stop the next one', async () => {
    const poll = vi.fn(() => Promise.reject(new Error('offline')));
    mount(poll);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(6000);
    });
    expect(poll).toHaveBeenCalledTimes(2);
  });
});
