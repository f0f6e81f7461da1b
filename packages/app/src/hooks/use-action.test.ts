// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { type Action, useAction } from './use-action';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Mounts a component holding the hook and answers its latest value. */
function mount(onError?: (error: unknown) => void): () => Action<string> {
  let latest: Action<string> | undefined;
  function Holder() {
    latest = useAction<string>(onError);
    return null;
  }
  act(() => createRoot(document.createElement('div')).render(createElement(Holder)));
  return () => latest!;
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('one action at a time (the one busy/try/finally of the app)', () => {
  it('is busy with its key while the call runs, and answers true when it succeeds', async () => {
    const action = mount();
    const call = deferred();
    let done: Promise<boolean> = Promise.resolve(false);
    act(() => {
      done = action().run(() => call.promise, 'plan-2');
    });
    expect(action().busy).toBe(true);
    expect(action().running).toBe('plan-2');
    await act(async () => call.resolve());
    expect(await done).toBe(true);
    expect(action().busy).toBe(false);
    expect(action().running).toBeNull();
  });

  it('refuses a second run while one runs (a double tap charges once)', async () => {
    const action = mount();
    const call = deferred();
    const first = vi.fn(() => call.promise);
    const second = vi.fn(async () => undefined);
    let results: Promise<boolean>[] = [];
    act(() => {
      results = [action().run(first), action().run(second)];
    });
    await act(async () => call.resolve());
    expect(await Promise.all(results)).toEqual([true, false]);
    expect(second).not.toHaveBeenCalled();
  });

  it('answers false on failure, hands the error to onError, and is free again', async () => {
    const onError = vi.fn();
    const action = mount(onError);
    let result: Promise<boolean> = Promise.resolve(true);
    await act(async () => {
      result = action().run(() => Promise.reject(new Error('金币不足')));
    });
    expect(await result).toBe(false);
    expect(onError).toHaveBeenCalledWith(new Error('金币不足'));
    expect(action().busy).toBe(false);
    let again: Promise<boolean> = Promise.resolve(false);
    await act(async () => {
      again = action().run(async () => undefined);
    });
    expect(await again).toBe(true);
  });
});
