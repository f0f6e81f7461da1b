import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Danmaku, type DanmakuMeasure } from './Danmaku.tsx';
import {
  DANMAKU_FLIGHT_MS,
  DANMAKU_GAP_PX,
  DANMAKU_LANES,
  type DanmakuStage,
  enqueue,
  flyingText,
  freeLane,
  type LaneComment,
  laneClearAt,
  laneLayout,
  pickLane,
} from './lanes.ts';

/** Left and right edges (px from the stage's left) of a comment at time t, as the CSS flight draws it. */
function edges(comment: LaneComment, stage: DanmakuStage, t: number): [number, number] {
  const left = stage.width - ((stage.width + comment.width) / stage.flightMs) * (t - comment.start);
  return [left, left + comment.width];
}

/** The smallest space between `first` and `second` (launched later, same lane) while both are on the stage. */
function closestGap(first: LaneComment, second: LaneComment, stage: DanmakuStage): number {
  let closest = Infinity;
  for (let t = second.start; t <= first.start + stage.flightMs; t += 5) {
    closest = Math.min(closest, edges(second, stage, t)[0] - edges(first, stage, t)[1]);
  }
  return closest;
}

describe('danmaku lanes and queue (issue #33: comments over the video, bounded)', () => {
  it('takes the first lane free now, none when all are taken', () => {
    expect(freeLane([500, 0, 0], 100)).toBe(1);
    expect(freeLane([500, 600], 100)).toBe(-1);
    expect(freeLane([100], 100)).toBe(0);
  });

  describe('a lane takes a comment only when it never overlaps the last one there (issue #33: overlapping danmaku)', () => {
    const phone: DanmakuStage = { width: 320, flightMs: DANMAKU_FLIGHT_MS };
    const wide: DanmakuStage = { width: 1280, flightMs: DANMAKU_FLIGHT_MS };
    const pairs = [
      ['long after short', 80, 260],
      ['short after long', 260, 80],
      ['two long ones', 250, 250],
      ['two short ones', 60, 60],
    ] as const;

    for (const stage of [phone, wide]) {
      for (const [name, firstWidth, secondWidth] of pairs) {
        it(`${name} at ${stage.width} px: launched at laneClearAt, never closer than the gap; sooner, closer`, () => {
          const first = { start: 1000, width: firstWidth };
          const clear = laneClearAt(first, secondWidth, stage);
          expect(closestGap(first, { start: clear, width: secondWidth }, stage)).toBeGreaterThanOrEqual(
            DANMAKU_GAP_PX - 0.01,
          );
          expect(closestGap(first, { start: clear - 100, width: secondWidth }, stage)).toBeLessThan(DANMAKU_GAP_PX);
        });
      }
    }

    it('waits for the short one to leave before a long one follows it on a phone (it would catch it up)', () => {
      const short = { start: 0, width: 80 };
      // Fully entered after about 1.6 s, but a 260 px comment launched then would reach it before it leaves.
      expect(laneClearAt(short, 260, phone)).toBeGreaterThan(laneClearAt(short, 80, phone) + 1000);
    });

    it('picks an empty lane or the first one clear behind its last, none when none is', () => {
      const busy = { start: 900, width: 200 };
      const old = { start: 0, width: 200 };
      expect(pickLane([busy, undefined], 100, 1000, phone)).toBe(1);
      expect(pickLane([busy, old], 100, 3500, phone)).toBe(1);
      expect(pickLane([busy, busy], 100, 1000, phone)).toBe(-1);
    });
  });

  it('keeps at most max waiting comments, dropping the oldest plain ones first; highlighted ones go first', () => {
    const plain = (id: string) => ({ id, highlight: false });
    const queue = enqueue([plain('a'), plain('b')], [plain('c'), { id: 'h', highlight: true }, plain('d')], 3);
    expect(queue.map((item) => item.id)).toEqual(['h', 'c', 'd']);
  });

  it('flies one line of at most 40 characters', () => {
    expect(flyingText('  a\n b  ')).toBe('a b');
    expect(Array.from(flyingText('好'.repeat(60)))).toHaveLength(40);
    expect(flyingText('好'.repeat(60)).endsWith('…')).toBe(true);
  });
});

/** jsdom has no layout: a 320 px stage and about 14 px per character plus the padding. */
/** 320 px wide: the 180 px video less its 51 px controls bar; a comment 20.5 px tall (24 design px at 320). */
const phoneMeasure: DanmakuMeasure = {
  stage: () => 320,
  comment: (text) => Array.from(text).length * 14 + 16,
  heights: () => ({ overlay: 180 - 51.2, comment: 20.48 }),
};
/** The comments on screen (the measuring probe is not one). */
const flying = (container: HTMLElement) => [
  ...container.querySelectorAll<HTMLElement>('.uk-danmaku__item:not(.uk-danmaku__probe)'),
];

describe('danmaku lanes clear of the player controls (danmaku over the video controls)', () => {
  // The live room's video is 16:9 of the screen's width; its controls bar is 60 design px (24 px scrim, a 32 px
  // button, 4 px) and a comment 24 design px, both scaled as rem (a design px is width / 375 px).
  const phone = (width: number) => {
    const scale = width / 375;
    return { overlay: (width * 9) / 16 - 60 * scale, comment: 24 * scale };
  };

  it.each([320, 360, 375, 390, 414])(
    'at %i px the high density’s lanes end above the controls, never overlapping one another',
    (width) => {
      const { overlay, comment } = phone(width);
      const layout = laneLayout(DANMAKU_LANES.high, overlay, comment);
      expect(layout.lanes).toBeGreaterThanOrEqual(DANMAKU_LANES.high - 1);
      expect(layout.top + (layout.lanes - 1) * layout.pitch + comment).toBeLessThanOrEqual(overlay);
      expect(layout.pitch).toBeGreaterThanOrEqual(comment);
    },
  );

  it('keeps every lane of a density at the comfortable pitch where they fit (fullscreen), fewer where they do not', () => {
    expect(laneLayout(6, 812, 24)).toEqual({ lanes: 6, top: 8, pitch: 28 });
    expect(laneLayout(4, phone(320).overlay, phone(320).comment).lanes).toBe(4);
    // Tighter than the comfortable pitch, still a comment's height apart.
    const tight = laneLayout(3, 8 + 24 * 3 + 2, 24);
    expect(tight.lanes).toBe(3);
    expect(tight.pitch).toBeCloseTo(25);
    expect(laneLayout(6, 20, 24).lanes).toBe(0);
    expect(laneLayout(6, 0, 0).lanes).toBe(0);
  });
});

describe('Danmaku', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('flies each new comment once as text, never HTML, highlighted when asked, hidden from assistive technology', async () => {
    const items = [
      { id: '1', text: '<img src=x onerror=alert(1)>' },
      { id: '2', text: '加油', highlight: true },
    ];
    const { container, rerender } = render(<Danmaku items={items} density="medium" measure={phoneMeasure} />);
    await act(async () => vi.advanceTimersByTime(300));
    const overlay = container.querySelector('.uk-danmaku');
    expect(overlay).toHaveAttribute('aria-hidden', 'true');
    const shown = flying(container);
    expect(shown.map((item) => item.textContent)).toEqual(['加油', '<img src=x onerror=alert(1)>']);
    expect(container.querySelector('img')).toBeNull();
    expect(shown[0]).toHaveClass('uk-danmaku__item--highlight');
    // The same ids again fly nothing new.
    rerender(<Danmaku items={[...items]} density="medium" measure={phoneMeasure} />);
    await act(async () => vi.advanceTimersByTime(300));
    expect(flying(container)).toHaveLength(2);
  });

  it('never overlaps two comments of one lane in a busy room at 320 px, long and short mixed (issue #33)', async () => {
    const texts = ['França tá pressionando lá em cima', 'Vai!', 'Tá Colômbia 2 x 1 França', 'Gol', '2 x 1, segura'];
    const burst = Array.from({ length: 60 }, (_, index) => ({ id: String(index), text: texts[index % texts.length]! }));
    const { container, rerender } = render(
      <Danmaku items={burst.slice(0, 20)} density="medium" measure={phoneMeasure} />,
    );
    // Each flying element once, with its lane and the (fake) time it appeared.
    const launched = new Map<HTMLElement, LaneComment & { lane: number }>();
    for (let tick = 0; tick < 160; tick += 1) {
      if (tick === 40) rerender(<Danmaku items={burst} density="medium" measure={phoneMeasure} />);
      await act(async () => vi.advanceTimersByTime(250));
      for (const item of flying(container)) {
        if (launched.has(item)) continue;
        const lane = Number(item.dataset.lane);
        const width = phoneMeasure.comment(item.textContent ?? '', false, item);
        launched.set(item, { lane, start: performance.now(), width });
      }
    }
    const stage = { width: 320, flightMs: DANMAKU_FLIGHT_MS };
    const flights = [...launched.values()].sort((a, b) => a.start - b.start);
    expect(flights.length).toBeGreaterThan(20);
    for (const [index, later] of flights.entries()) {
      const before = flights.slice(0, index).filter((flight) => flight.lane === later.lane);
      const last = before[before.length - 1];
      if (last) expect(closestGap(last, later, stage)).toBeGreaterThanOrEqual(0);
    }
  });

  it('keeps the DOM bounded in a busy room: one comment per lane until it has entered, and a comment leaves once across', async () => {
    const burst = Array.from({ length: 200 }, (_, index) => ({ id: String(index), text: `第 ${index} 条` }));
    const { container } = render(<Danmaku items={burst} density="low" measure={phoneMeasure} />);
    await act(async () => vi.advanceTimersByTime(300));
    const lanes = DANMAKU_LANES.low;
    expect(flying(container)).toHaveLength(lanes);
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(flying(container).length).toBeLessThanOrEqual(lanes * 4);
    // Nothing more to fly: every comment leaves once across.
    await act(async () => vi.advanceTimersByTime(8_000));
    expect(flying(container).length).toBeLessThanOrEqual(lanes * 4);
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(flying(container)).toHaveLength(0);
  });

  it('with reduced motion shows one comment per lane for its 4 s fade, then the next in its place', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    try {
      const burst = Array.from({ length: 6 }, (_, index) => ({ id: String(index), text: `Gol ${index}` }));
      const { container } = render(<Danmaku items={burst} density="low" measure={phoneMeasure} />);
      await act(async () => vi.advanceTimersByTime(300));
      expect(flying(container).map((item) => item.textContent)).toEqual(['Gol 0', 'Gol 1']);
      await act(async () => vi.advanceTimersByTime(3500));
      expect(flying(container)).toHaveLength(2);
      await act(async () => vi.advanceTimersByTime(500));
      expect(flying(container).map((item) => item.textContent)).toEqual(['Gol 2', 'Gol 3']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('draws its lanes inside the overlay, above what the page keeps clear, at 320 px with the high density', async () => {
    const burst = Array.from({ length: 40 }, (_, index) => ({ id: String(index), text: `Gol ${index}` }));
    const { container } = render(<Danmaku items={burst} density="high" measure={phoneMeasure} />);
    const { overlay, comment } = phoneMeasure.heights(document.body, document.body);
    const lanes = new Set<number>();
    for (let tick = 0; tick < 40; tick += 1) {
      await act(async () => vi.advanceTimersByTime(250));
      for (const item of flying(container)) {
        lanes.add(Number(item.dataset.lane));
        expect(parseFloat(item.style.top) + comment).toBeLessThanOrEqual(overlay);
      }
    }
    expect([...lanes].sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('flies nothing while the overlay has no width (hidden), and flies the waiting comments once it has', async () => {
    let width = 0;
    const measure: DanmakuMeasure = { ...phoneMeasure, stage: () => width };
    const { container } = render(<Danmaku items={[{ id: '1', text: 'Gol!' }]} measure={measure} />);
    await act(async () => vi.advanceTimersByTime(1000));
    expect(flying(container)).toHaveLength(0);
    width = 320;
    await act(async () => vi.advanceTimersByTime(300));
    expect(flying(container).map((item) => item.textContent)).toEqual(['Gol!']);
  });
});
