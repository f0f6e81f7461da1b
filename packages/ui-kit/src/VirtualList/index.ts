export { VirtualList, type VirtualListProps } from './VirtualList.tsx';
export { type RowHeight, rowAt, rowOffsets, visibleRange } from './windowing.ts';
