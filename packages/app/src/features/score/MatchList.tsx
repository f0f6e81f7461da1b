import { elementScroll, type Rect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useTimeZone } from '@live/ui-kit';
import { useCallback, useEffect, useRef } from 'react';
import type { Language } from '../../domain/language';
import { designScale } from '../../hooks/use-design-height';
import { useNow } from '../../hooks/use-now';
import { MatchRow, timedRowProps } from './MatchRow';
import type { ListedMatch } from './use-match-list';

/** Rows rendered beyond each edge of the viewport, so a fast flick shows no blank rows. */
const OVERSCAN = 6;

interface MatchListProps {
  matches: readonly ListedMatch[];
  /** Row height in design px. */
  rowHeight: number;
  /** The list box's height in design px as last laid out (0 when not yet known): the rows of its first render. */
  viewportHeight?: number;
  label: string;
  language: Language;
  placeholder: string;
  onCollect: (match: ListedMatch, collected: boolean) => void;
}

/**
 * The scroll box's size as the browser lays it out. The library's own observer reads it at once, in the commit's
 * layout effects, which forces the layout of every new row into the commit's task; a ResizeObserver reports it
 * after that layout, and until then the list uses `initialRect`.
 */
function observeRectAfterLayout(instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: Rect) => void) {
  const element = instance.scrollElement;
  if (!element) return;
  const observer = new ResizeObserver(() => cb({ width: element.clientWidth, height: element.clientHeight }));
  observer.observe(element);
  return () => observer.disconnect();
}

/** Scroll boxes the virtualizer has written to: a new box has only ever been at the top. */
const written = new WeakSet<Element>();

/**
 * The library's scroll write, less its first one when that one is to the top. On mount it writes its start offset
 * (0) to the box, a box that was just created and is at 0 already: the write changes nothing, yet forces the layout
 * of the whole page into the commit's task (about 250 ms at 4x CPU on /score).
 */
export function scrollUnlessNewAtTop(
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  instance: Virtualizer<HTMLDivElement, Element>,
) {
  const element = instance.scrollElement;
  if (element && !written.has(element)) {
    written.add(element);
    if (offset + (options.adjustments ?? 0) === 0) return;
  }
  elementScroll(offset, options, instance);
}

/**
 * A whole day's matches (hundreds, up to a thousand) with only the rows on screen in the DOM (@tanstack/react-virtual
 * on the list's own scroll box). Rows are keyed by match id, so a poll that merges new copies keeps the scroll
 * position. The clocks tick here every second: only this list, and through the memoised rows only rows whose text
 * changed, render again.
 */
export function MatchList({
  matches,
  rowHeight,
  viewportHeight = 0,
  label,
  language,
  placeholder,
  onCollect,
}: MatchListProps) {
  const now = useNow(1000);
  const timeZone = useTimeZone();
  const scrollBox = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: matches.length,
    getScrollElement: () => scrollBox.current,
    estimateSize: () => rowHeight * designScale(),
    getItemKey: useCallback((index: number) => matches[index]?.id ?? index, [matches]),
    overscan: OVERSCAN,
    // Its first render already holds the rows on screen, in React's time slices, instead of none until a layout
    // effect has measured the box and renders them in one blocking task: the box's height as the page last measured
    // it (on /score about 8 rows, not the window's 11), else the window's, which the list is never taller than.
    initialRect: {
      width: window.innerWidth,
      height: viewportHeight > 0 ? viewportHeight * designScale() : window.innerHeight,
    },
    observeElementRect: observeRectAfterLayout,
    scrollToFn: scrollUnlessNewAtTop,
    // Rows re-render in React's own time while scrolling: flushSync from the scroll handler would block each frame.
    useFlushSync: false,
  });

  // Rows are sized in design px: a new root font size (rotation, resize) gives them a new pixel height.
  useEffect(() => {
    const remeasure = () => virtualizer.measure();
    window.addEventListener('resize', remeasure);
    return () => window.removeEventListener('resize', remeasure);
  }, [virtualizer]);

  return (
    <div ref={scrollBox} className="score-list" role="list" aria-label={label} tabIndex={0}>
      <div className="score-list__spacer" style={{ height: `${virtualizer.getTotalSize()}px` }}>
        {virtualizer.getVirtualItems().map((row) => {
          const match = matches[row.index];
          if (!match) return null;
          return (
            <div
              key={row.key}
              role="listitem"
              aria-setsize={matches.length}
              aria-posinset={row.index + 1}
              className="score-list__row"
              style={{ transform: `translateY(${row.start}px)`, height: `${row.size}px` }}
            >
              <MatchRow
                match={match}
                {...timedRowProps(match, now, language, timeZone)}
                language={language}
                placeholder={placeholder}
                onCollect={onCollect}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}
