/** Row heights: one fixed height, or a height per index. */
export type RowHeight = number | ((index: number) => number);

/** Top offsets of every row plus the total height at the end: offsets[i] = sum of heights before row i. */
export function rowOffsets(count: number, height: RowHeight): Float64Array {
  const offsets = new Float64Array(Math.max(0, count) + 1);
  for (let i = 0; i < count; i += 1) {
    const h = typeof height === 'number' ? height : height(i);
    offsets[i + 1] = (offsets[i] ?? 0) + (Number.isFinite(h) && h > 0 ? h : 0);
  }
  return offsets;
}

/** The index of the row that contains `y` (binary search over the offsets). */
export function rowAt(offsets: Float64Array, y: number): number {
  const count = offsets.length - 1;
  if (count <= 0) return 0;
  let low = 0;
  let high = count - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((offsets[mid] ?? 0) <= y) low = mid;
    else high = mid - 1;
  }
  return low;
}

/**
 * The rows to render for a scroll position: those inside the viewport plus `overscan` rows on each side.
 * `end` is exclusive.
 */
export function visibleRange(
  offsets: Float64Array,
  scrollTop: number,
  viewportHeight: number,
  overscan: number,
): { start: number; end: number } {
  const count = offsets.length - 1;
  if (count <= 0 || viewportHeight <= 0) return { start: 0, end: 0 };
  const first = rowAt(offsets, Math.max(0, scrollTop));
  const last = rowAt(offsets, Math.max(0, scrollTop + viewportHeight - 1));
  return { start: Math.max(0, first - overscan), end: Math.min(count, last + 1 + overscan) };
}
