import { useEffect, useRef, useState } from 'react';
import { cx } from '../theme/rem.ts';
import '../theme/tokens.css';
import './Danmaku.css';
import {
  DANMAKU_FLIGHT_MS,
  DANMAKU_LANES,
  enqueue,
  flyingText,
  freeLane,
  type LaneComment,
  type LaneLayout,
  laneLayout,
  pickLane,
} from './lanes.ts';
import type { DanmakuDensity } from './densities.ts';

/** One comment to fly: `text` is shown as text, never as HTML. */
export interface DanmakuItem {
  id: string;
  text: string;
  /** Drawn highlighted (e.g. the sender owns a chat effect card). */
  highlight?: boolean;
}

export interface DanmakuProps {
  /** Comments to fly; each id flies once, whenever it first appears here. */
  items: readonly DanmakuItem[];
  density?: DanmakuDensity;
  className?: string;
  /** Widths in px for the lane rule; by default read from the layout (inject one where there is none, in tests). */
  measure?: DanmakuMeasure;
}

/**
 * The overlay's width, a comment's drawn width (its one line of text, padding included), and the overlay's and a
 * comment's heights (the lanes that fit: laneLayout), in px.
 */
export interface DanmakuMeasure {
  stage: (overlay: HTMLElement) => number;
  comment: (text: string, highlight: boolean, probe: HTMLElement) => number;
  heights: (overlay: HTMLElement, probe: HTMLElement) => { overlay: number; comment: number };
}

/** Reads the layout: the overlay's width, and a comment set in a hidden probe styled like a flying one. */
const layoutMeasure: DanmakuMeasure = {
  stage: (overlay) => overlay.clientWidth,
  comment: (text, highlight, probe) => {
    probe.textContent = text;
    probe.classList.toggle('uk-danmaku__item--highlight', highlight);
    return probe.getBoundingClientRect().width;
  },
  heights: (overlay, probe) => ({ overlay: overlay.clientHeight, comment: probe.getBoundingClientRect().height }),
};

interface Flight extends DanmakuItem {
  lane: number;
  /** When it has crossed or faded (performance.now ms): the pump then removes it. */
  until: number;
}

/** How often waiting comments are offered a lane. */
const PUMP_MS = 250;
/** With reduced motion a comment stays in place this long (Danmaku.css), its lane taken meanwhile. */
const DANMAKU_FADE_MS = 4000;

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Comments flying over a video (danmaku). Decoration: hidden from assistive technology (the chat it repeats is
 * the readable copy) and from the pointer. Its lanes are those that fit its height (laneLayout): a page keeps the
 * bottom clear (--uk-danmaku-clear-bottom, a player's controls). A comment enters a lane only once the last one there has fully entered
 * and will not be caught up (pickLane, from both widths), so comments never overlap; each leaves once across (a lane
 * holds a few), each one element moved by a CSS transform; waiting comments are capped (enqueue), the head waits
 * for a lane. With reduced motion a comment fades in place instead of flying, one per lane at a time.
 */
export function Danmaku({ items, density = 'medium', className, measure = layoutMeasure }: DanmakuProps) {
  const lanes = DANMAKU_LANES[density];
  const [flights, setFlights] = useState<Flight[]>([]);
  const [layout, setLayout] = useState<LaneLayout>({ lanes: 0, top: 0, pitch: 0 });
  const seen = useRef(new Set<string>());
  const queue = useRef<DanmakuItem[]>([]);
  const lastInLane = useRef<(LaneComment | undefined)[]>([]);
  const overlay = useRef<HTMLDivElement>(null);
  const probe = useRef<HTMLSpanElement>(null);
  const measureRef = useRef(measure);
  measureRef.current = measure;

  useEffect(() => {
    const fresh = items.filter((item) => !seen.current.has(item.id));
    if (fresh.length === 0) return;
    for (const item of fresh) seen.current.add(item.id);
    // The ids still listed are enough to tell new from old; the set never outgrows them.
    if (seen.current.size > items.length * 2) seen.current = new Set(items.map((item) => item.id));
    queue.current = enqueue(queue.current, fresh);
  }, [items]);

  useEffect(() => {
    lastInLane.current = Array.from({ length: lanes }, (_, lane) => lastInLane.current[lane]);
    setFlights((now) => now.filter((flight) => flight.lane < lanes));
    const timer = setInterval(() => {
      const now = performance.now();
      const launched: Flight[] = [];
      const still = reducedMotion();
      const stage = overlay.current && probe.current ? measureRef.current.stage(overlay.current) : 0;
      const heights =
        overlay.current && probe.current
          ? measureRef.current.heights(overlay.current, probe.current)
          : { overlay: 0, comment: 0 };
      // The lanes that fit above what is kept clear below (a player's controls), at any width or in fullscreen.
      const fit = laneLayout(lanes, heights.overlay, heights.comment);
      setLayout((shown) =>
        shown.lanes === fit.lanes && shown.top === fit.top && shown.pitch === fit.pitch ? shown : fit,
      );
      const open = lastInLane.current.slice(0, fit.lanes);
      // Hidden or not laid out: nothing can be seen flying, so comments wait.
      while (stage > 0 && probe.current && queue.current.length > 0) {
        const [next, ...rest] = queue.current;
        if (!next) break;
        const text = flyingText(next.text);
        const width = measureRef.current.comment(text, Boolean(next.highlight), probe.current);
        const lane = still
          ? freeLane(
              open.map((last) => (last ? last.start + DANMAKU_FADE_MS : -Infinity)),
              now,
            )
          : pickLane(open, width, now, { width: stage, flightMs: DANMAKU_FLIGHT_MS });
        if (lane < 0) break;
        queue.current = rest;
        lastInLane.current[lane] = { start: now, width };
        open[lane] = { start: now, width };
        launched.push({ ...next, text, lane, until: now + (still ? DANMAKU_FADE_MS : DANMAKU_FLIGHT_MS) });
      }
      setFlights((shown) => {
        const flying = shown.filter((flight) => flight.until > now);
        if (launched.length === 0 && flying.length === shown.length) return shown;
        return [...flying, ...launched];
      });
    }, PUMP_MS);
    return () => clearInterval(timer);
  }, [lanes]);

  return (
    <div
      ref={overlay}
      className={cx('uk-danmaku', className)}
      aria-hidden="true"
      data-density={density}
      style={{ ['--uk-danmaku-flight' as string]: `${DANMAKU_FLIGHT_MS}ms` }}
    >
      {flights
        .filter((flight) => flight.lane < layout.lanes)
        .map((flight) => (
          <span
            key={flight.id}
            className={cx('uk-danmaku__item', flight.highlight && 'uk-danmaku__item--highlight')}
            data-lane={flight.lane}
            style={{ top: `${layout.top + flight.lane * layout.pitch}px` }}
          >
            {flight.text}
          </span>
        ))}
      <span ref={probe} className="uk-danmaku__item uk-danmaku__probe" />
    </div>
  );
}
