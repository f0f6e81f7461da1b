import { describe, expect, it } from 'vitest';
import type { ChatLine } from '../domain/room-chat';
import { atBottom, frameBatcher, unseenCount } from './busy-room';

const line = (id: string): ChatLine => ({ id, kind: 'text', from: 'u', nick: 'n', text: id });

describe('a busy live room (issue #31 item 5)', () => {
  it('the list follows the newest line only while the reader is at its bottom', () => {
    expect(atBottom(600, 400, 1000)).toBe(true);
    expect(atBottom(590, 400, 1000)).toBe(true);
    expect(atBottom(500, 400, 1000)).toBe(false);
    expect(atBottom(0, 400, 300)).toBe(true);
  });

  it('the "new messages" jump counts the lines after the last one seen, all of them once it dropped off', () => {
    const lines = ['a', 'b', 'c', 'd'].map(line);
    expect(unseenCount(lines, null)).toBe(0);
    expect(unseenCount(lines, 'd')).toBe(0);
    expect(unseenCount(lines, 'b')).toBe(2);
    expect(unseenCount(lines, 'gone')).toBe(4);
  });

  it('lines arriving within one frame are handed over once, in order; a cancelled batcher hands nothing', () => {
    const frames: (() => void)[] = [];
    const flushed: string[][] = [];
    const batcher = frameBatcher<string>(
      (items) => flushed.push(items),
      1000,
      (callback) => frames.push(callback),
    );
    for (let i = 0; i < 100; i += 1) batcher.push([`m${i}`]);
    batcher.push([]);
    expect(frames).toHaveLength(1);
    expect(flushed).toEqual([]);
    frames.shift()?.();
    expect(flushed).toHaveLength(1);
    expect(flushed[0]).toEqual(Array.from({ length: 100 }, (_, i) => `m${i}`));
    batcher.push(['late']);
    batcher.cancel();
    frames.shift()?.();
    expect(flushed).toHaveLength(1);
  });

  it('while no frame comes (a hidden tab) only the newest lines wait', () => {
    const frames: (() => void)[] = [];
    const flushed: number[][] = [];
    const batcher = frameBatcher<number>(
      (items) => flushed.push(items),
      200,
      (callback) => frames.push(callback),
    );
    for (let i = 0; i < 10_000; i += 1) batcher.push([i]);
    frames.shift()?.();
    expect(flushed[0]).toHaveLength(200);
    expect(flushed[0]?.[0]).toBe(9800);
    expect(flushed[0]?.at(-1)).toBe(9999);
  });
});
