import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Throttle } from '../src/emitter.ts';

// Spec §4 (event throttle 1000 ms) as the official SDK (tim-js-sdk 2.27.6) paces its list events
// (CONVERSATION_LIST_UPDATED, GROUP_LIST_UPDATED, FRIEND_LIST_UPDATED, TOTAL_UNREAD_MESSAGE_COUNT_UPDATED).
describe('list events paced as the official SDK (issue #29)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** When (ms from the start) a throttle requested at these times emits. */
  async function emissions(requestsAt: number[]): Promise<number[]> {
    const start = Date.now();
    const fired: number[] = [];
    const throttle = new Throttle(() => fired.push(Date.now() - start));
    for (const at of requestsAt) {
      await vi.advanceTimersByTimeAsync(at - (Date.now() - start));
      throttle.request();
    }
    await vi.advanceTimersByTimeAsync(5000);
    return fired;
  }

  it('§4 event throttle: the first request emits at once; one within a second of the last emission emits a second after the latest request (each pushes it back)', async () => {
    // The old pacing emitted a window after the first request (at 1000); the official waits a second after the
    // latest request.
    expect(await emissions([0, 500, 900])).toEqual([0, 1900]);
  });

  it('§4 event throttle: a request more than a second after the last emission emits at once, and a trailing one still pending follows', async () => {
    expect(await emissions([0, 900, 1100])).toEqual([0, 1100, 1900]);
  });

  it('§4 event throttle: a burst within a second emits twice, at once and a second after its last request', async () => {
    expect(await emissions(Array.from({ length: 50 }, (_, i) => i * 10))).toEqual([0, 1490]);
  });
});
