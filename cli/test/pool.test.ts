import { describe, expect, it } from 'vitest';
import { STAMP_CONCURRENCY } from '../src/commands/build.ts';
import { mapWithConcurrency } from '../src/build/pool.ts';

describe('brands are stamped a few at a time (issue #31 item 3: bounded concurrency)', () => {
  it('runs 50 tasks never more than the limit at once, the limit reached, results in order', async () => {
    let running = 0;
    let most = 0;
    const results = await mapWithConcurrency(
      Array.from({ length: 50 }, (_, i) => i),
      STAMP_CONCURRENCY,
      async (n) => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, n % 3));
        running--;
        return n * 2;
      },
    );
    expect(most).toBe(STAMP_CONCURRENCY);
    expect(results).toEqual(Array.from({ length: 50 }, (_, i) => i * 2));
  });

  it('stops at the first failure, as the caller sees it, and refuses a limit below 1', async () => {
    await expect(
      mapWithConcurrency([1, 2, 3], 2, async (n) => {
        if (n === 2) throw new Error('brand 2 broke');
        return n;
      }),
    ).rejects.toThrow('brand 2 broke');
    await expect(mapWithConcurrency([1], 0, async (n) => n)).rejects.toThrow('at least 1');
  });
});
