import { type ReactNode, type UIEvent, useMemo, useRef, useState } from 'react';
import { cx, rem } from '../theme/rem.ts';
import { useDesignScale } from '../theme/design-scale.ts';
import '../theme/tokens.css';
import { type RowHeight, rowOffsets, visibleRange } from './windowing.ts';
import './VirtualList.css';

export interface VirtualListProps<T> {
  items: readonly T[];
  /** Row height in design px (375-wide grid): one number, or one per index for variable heights. */
  itemHeight: RowHeight;
  /** Height of the scrolling viewport in design px. */
  height: number;
  renderItem: (item: T, index: number) => ReactNode;
  /** A stable key per row; defaults to the index. */
  itemKey?: (item: T, index: number) => string | number;
  /** Rows rendered beyond each edge of the viewport, so fast scrolling shows no blank rows. */
  overscan?: number;
  /** Accessible name of the list. */
  label?: string;
  className?: string;
}

/**
 * A windowed list: only the rows in view (plus overscan) are in the DOM, so 10,000 rows scroll smoothly.
 * Heights are design px and follow the root font size like the rest of the rem layout.
 */
export function VirtualList<T>({
  items,
  itemHeight,
  height,
  renderItem,
  itemKey,
  overscan = 4,
  label,
  className,
}: VirtualListProps<T>) {
  const scale = useDesignScale();
  const [scrollTop, setScrollTop] = useState(0);
  const frame = useRef(0);
  const offsets = useMemo(() => rowOffsets(items.length, itemHeight), [items.length, itemHeight]);
  const total = offsets[items.length] ?? 0;
  const { start, end } = visibleRange(offsets, scrollTop / scale, height, overscan);

  function onScroll(event: UIEvent<HTMLDivElement>) {
    const top = event.currentTarget.scrollTop;
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => setScrollTop(top));
  }

  const rows: ReactNode[] = [];
  for (let index = start; index < end; index += 1) {
    const item = items[index] as T;
    const top = offsets[index] ?? 0;
    rows.push(
      <div
        key={itemKey ? itemKey(item, index) : index}
        role="listitem"
        aria-setsize={items.length}
        aria-posinset={index + 1}
        className="uk-virtual-list__row"
        style={{ transform: `translateY(${rem(top)})`, height: rem((offsets[index + 1] ?? top) - top) }}
      >
        {renderItem(item, index)}
      </div>,
    );
  }

  return (
    <div
      className={cx('uk-virtual-list', className)}
      style={{ height: rem(height) }}
      onScroll={onScroll}
      role="list"
      aria-label={label}
      tabIndex={0}
    >
      <div className="uk-virtual-list__spacer" style={{ height: rem(total) }}>
        {rows}
      </div>
    </div>
  );
}
