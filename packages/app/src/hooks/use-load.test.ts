// @vitest-environment jsdom
import { act, createElement as h, Suspense, use } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import type { PageOf } from '@live/api-contract';
import { type Loaded, useLoad } from './use-load';
import { usePagedList } from './use-paged-list';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const never = new Promise<never>(() => undefined);

/** A child that suspends: a transition keeps what was on screen, a default update shows the Suspense fallback. */
function Suspending(): null {
  use(never);
  return null;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** Mounts `useHook` under a Suspense boundary; the answer, once loaded, renders a child that suspends. */
function mount(useHook: () => Loaded<unknown>, suspend = true): HTMLElement {
  function Holder() {
    const loaded = useHook();
    if (loaded.failed) return h('p', null, 'failed');
    if (loaded.loading) return h('p', null, 'loading');
    return suspend ? h(Suspending) : h('p', null, String(loaded.data));
  }
  const element = document.createElement('div');
  act(() => createRoot(element).render(h(Suspense, { fallback: h('p', null, 'fallback') }, h(Holder))));
  return element;
}

describe('data arrivals render in a transition (issue #31 item 1: React slices them into short tasks)', () => {
  it('useLoad: its answer renders in a transition, the loading state staying on screen meanwhile', async () => {
    const call = deferred<string>();
    const element = mount(() => useLoad(() => call.promise, 'k'));
    expect(element.textContent).toBe('loading');
    await act(async () => call.resolve('answer'));
    // A default update would have replaced the page with the fallback when its new content suspended.
    expect(element.textContent).toBe('loading');
  });

  it('useLoad: the answer is on screen once rendered, loading done', async () => {
    const call = deferred<string>();
    const element = mount(() => useLoad(() => call.promise, 'k'), false);
    await act(async () => call.resolve('answer'));
    expect(element.textContent).toBe('answer');
  });

  it('useLoad: a failure still shows at once', async () => {
    const call = deferred<string>();
    const element = mount(() => useLoad(() => call.promise, 'k'));
    await act(async () => call.reject(new Error('down')));
    expect(element.textContent).toBe('failed');
  });

  it('usePagedList: its first page renders in a transition', async () => {
    const call = deferred<PageOf<number>>();
    const element = mount(() => usePagedList(() => call.promise, 'k'));
    expect(element.textContent).toBe('loading');
    await act(async () => call.resolve({ list: [1], total: 1, page: 1, size: 20 }));
    expect(element.textContent).toBe('loading');
  });
});
