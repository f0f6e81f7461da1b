// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { rowAt, rowOffsets, visibleRange } from './windowing.ts';

describe('virtual list windowing', () => {
  it('computes offsets for fixed and variable heights', () => {
    expect(Array.from(rowOffsets(3, 10))).toEqual([0, 10, 20, 30]);
    expect(Array.from(rowOffsets(3, (i) => (i + 1) * 10))).toEqual([0, 10, 30, 60]);
  });

  it('treats bad heights as zero', () => {
    expect(Array.from(rowOffsets(2, () => Number.NaN))).toEqual([0, 0, 0]);
  });

  it('finds the row at a position', () => {
    const offsets = rowOffsets(5, (i) => (i + 1) * 10);
    expect(rowAt(offsets, 0)).toBe(0);
    expect(rowAt(offsets, 9)).toBe(0);
    expect(rowAt(offsets, 10)).toBe(1);
    expect(rowAt(offsets, 35)).toBe(2);
    expect(rowAt(offsets, 10_000)).toBe(4);
  });

  it('renders only the rows in view plus the overscan, out of 10,000', () => {
    const offsets = rowOffsets(10_000, 50);
    expect(visibleRange(offsets, 0, 500, 3)).toEqual({ start: 0, end: 13 });
    expect(visibleRange(offsets, 250_000, 500, 3)).toEqual({ start: 4997, end: 5013 });
    expect(visibleRange(offsets, 499_500, 500, 3)).toEqual({ start: 9987, end: 10_000 });
  });

  it('renders nothing for an empty list or no viewport', () => {
    expect(visibleRange(rowOffsets(0, 50), 0, 500, 3)).toEqual({ start: 0, end: 0 });
    expect(visibleRange(rowOffsets(10, 50), 0, 0, 3)).toEqual({ start: 0, end: 0 });
  });
});
