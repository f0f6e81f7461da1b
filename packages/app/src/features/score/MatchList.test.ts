// @vitest-environment jsdom
import type { Match } from '@live/api-contract';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MatchList, scrollUnlessNewAtTop } from './MatchList';
import { stamp } from './use-match-list';

const team = (name: string) => ({ name_zh: name, short_name_zh: name, name_en: name, short_name_en: name, logo: '' });
const day = (count: number, homeScore = 0) =>
  stamp(
    Array.from(
      { length: count },
      (_, i) =>
        ({
          id: 1000 + i,
          sport_id: 1,
          status: 2,
          time: 1_700_000_000,
          home_score: homeScore,
          away_score: 0,
          kickoff_time: 1,
          period_remaining_time: 0,
          attented: 0,
          live: 0,
          hometeam: team(`主${i}`),
          awayteam: team(`客${i}`),
          matchevent: team('英超'),
        }) as unknown as Match,
    ),
  );

/** jsdom lays nothing out: the list's scroll box reports a phone's viewport, at 1 CSS px per design px. */
const VIEWPORT_PX = 600;
let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  // A browser reports an observed box once it has laid it out; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      readonly callback: ResizeObserverCallback;
      constructor(callback: ResizeObserverCallback) {
        this.callback = callback;
      }
      observe() {
        this.callback([], this as unknown as ResizeObserver);
      }
      disconnect() {}
    },
  );
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(VIEWPORT_PX);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(375);
  document.documentElement.style.fontSize = '37.5px';
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function show(matches: ReturnType<typeof day>, viewportHeight?: number) {
  act(() =>
    root.render(
      createElement(
        MemoryRouter,
        null,
        createElement(MatchList, {
          matches,
          rowHeight: 78,
          viewportHeight,
          label: '比赛',
          language: 'zh-CN',
          placeholder: '',
          onCollect: () => undefined,
        }),
      ),
    ),
  );
}

describe('the whole-day match list (issue #14: only the rows on screen)', () => {
  it('holds the rows on screen in its first render, before the box is measured (never forced in the commit)', () => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    show(day(1000));
    // jsdom's window is 768 px tall: the rows of a window that tall, with the overscan.
    expect(container.querySelectorAll('[role="listitem"]').length).toBe(Math.ceil(window.innerHeight / 78) + 6);
  });

  it('holds in its first render the rows of the box height the page measured, not of the whole window (issue #31 item 1)', () => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    // 520 design px (the box under /score's header) at 1 CSS px per design px: 7 rows on screen, with the overscan.
    show(day(1000), 520);
    expect(container.querySelectorAll('[role="listitem"]').length).toBe(Math.ceil(520 / 78) + 6);
  });

  it('renders a window of a 1,000-match day, announcing the whole list to screen readers', () => {
    show(day(1000));
    const rows = container.querySelectorAll('[role="listitem"]');
    // 600 px of 78 px rows (8) plus the overscan.
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(20);
    expect(rows[0]?.getAttribute('aria-setsize')).toBe('1000');
    expect(rows[0]?.getAttribute('aria-posinset')).toBe('1');
    expect(container.querySelector('[role="list"]')?.getAttribute('aria-label')).toBe('比赛');
  });

  it('keeps each row (keyed by match id) when a poll brings new copies, so the scroll position stays', () => {
    show(day(1000));
    const before = container.querySelector('[role="listitem"]');
    show(day(1000, 3));
    const after = container.querySelector('[role="listitem"]');
    expect(after).toBe(before);
    expect(after?.textContent).toContain('3');
  });
});

describe('the list forces no layout while it mounts (issue #31 item 1)', () => {
  it('writes no scroll position to its new scroll box, which is at the top already', () => {
    const scrollTo = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollTo', { value: scrollTo, configurable: true });
    try {
      show(day(1000));
      expect(scrollTo).not.toHaveBeenCalled();
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTo;
    }
  });

  it('still writes every other position, and the top once the box has been written to', () => {
    const box = { scrollTo: vi.fn() } as unknown as HTMLDivElement;
    const instance = { scrollElement: box, options: { horizontal: false, isRtl: false } } as unknown as Parameters<
      typeof scrollUnlessNewAtTop
    >[2];
    scrollUnlessNewAtTop(0, {}, instance);
    expect(box.scrollTo).not.toHaveBeenCalled();
    scrollUnlessNewAtTop(312, {}, instance);
    scrollUnlessNewAtTop(0, {}, instance);
    expect(vi.mocked(box.scrollTo).mock.calls.map(([to]) => to)).toEqual([
      { top: 312, behavior: undefined },
      { top: 0, behavior: undefined },
    ]);
    const other = { scrollTo: vi.fn() } as unknown as HTMLDivElement;
    scrollUnlessNewAtTop(156, {}, { ...instance, scrollElement: other } as typeof instance);
    expect(other.scrollTo).toHaveBeenCalledWith({ top: 156, behavior: undefined });
  });
});
