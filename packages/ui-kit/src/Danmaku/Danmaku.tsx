import { useEffect, useRef, useState } from 'react';
import { cx } from '../theme/rem.ts';
import '../theme/tokens.css';
import './Danmaku.css';
import { DANMAKU_FLIGHT_MS, DANMAKU_LANE_GAP_MS, DANMAKU_LANES, enqueue, flyingText, freeLane } from './lanes.ts';
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
}

interface Flight extends DanmakuItem {
  lane: number;
  /** When it has crossed (performance.now ms): the pump then removes it. */
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
 * the readable copy) and from the pointer. At most one comment per lane every 2.2 s is launched and each leaves once across (about lanes x 4 in the DOM), each one element moved by
 * a CSS transform, so a busy room costs no layout work; waiting comments are capped (enqueue). With reduced motion
 * a comment fades in place instead of flying.
 */
export function Danmaku({ items, density = 'medium', className }: DanmakuProps) {
  const lanes = DANMAKU_LANES[density];
  const [flights, setFlights] = useState<Flight[]>([]);
  const seen = useRef(new Set<string>());
  const queue = useRef<DanmakuItem[]>([]);
  const laneFreeAt = useRef<number[]>([]);

  useEffect(() => {
    const fresh = items.filter((item) => !seen.current.has(item.id));
    if (fresh.length === 0) return;
    for (const item of fresh) seen.current.add(item.id);
    // The ids still listed are enough to tell new from old; the set never outgrows them.
    if (seen.current.size > items.length * 2) seen.current = new Set(items.map((item) => item.id));
    queue.current = enqueue(queue.current, fresh);
  }, [items]);

  useEffect(() => {
    laneFreeAt.current = Array.from({ length: lanes }, (_, lane) => laneFreeAt.current[lane] ?? 0);
    setFlights((now) => now.filter((flight) => flight.lane < lanes));
    const timer = setInterval(() => {
      const now = performance.now();
      const launched: Flight[] = [];
      let lane = freeLane(laneFreeAt.current, now);
      while (lane >= 0 && queue.current.length > 0) {
        const [next, ...rest] = queue.current;
        queue.current = rest;
        if (!next) break;
        laneFreeAt.current[lane] = now + (reducedMotion() ? DANMAKU_FADE_MS : DANMAKU_LANE_GAP_MS);
        launched.push({ ...next, text: flyingText(next.text), lane, until: now + DANMAKU_FLIGHT_MS });
        lane = freeLane(laneFreeAt.current, now);
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
      className={cx('uk-danmaku', className)}
      aria-hidden="true"
      data-density={density}
      style={{ ['--uk-danmaku-flight' as string]: `${DANMAKU_FLIGHT_MS}ms` }}
    >
      {flights.map((flight) => (
        <span
          key={flight.id}
          className={cx('uk-danmaku__item', flight.highlight && 'uk-danmaku__item--highlight')}
          style={{ ['--uk-danmaku-lane' as string]: flight.lane }}
        >
          {flight.text}
        </span>
      ))}
    </div>
  );
}
