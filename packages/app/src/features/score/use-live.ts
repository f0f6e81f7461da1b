import { useEffect, useRef, useState } from 'react';

/** The current time, updated every `intervalMs` (the match clocks tick every second, spec §9 timer tick). */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

function pageVisible(): boolean {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden';
}

/**
 * Calls `poll` every `intervalMs` while the page is visible (document.visibilityState), never two at once; stops
 * when the page is hidden and polls at once when it shows again. The latest `poll` is always the one called.
 *
 * Polling is the interim transport for live scores: NOTIFY_ROOM pushes from the chat client (@live/im-client)
 * will replace it once that client is loaded lazily on these pages (never in the first load).
 */
export function useVisiblePolling(poll: () => Promise<unknown>, intervalMs: number, enabled = true): void {
  const latest = useRef(poll);
  latest.current = poll;
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    let busy = false;
    const tick = () => {
      if (busy || !pageVisible()) return;
      busy = true;
      latest
        .current()
        .catch(() => undefined)
        .finally(() => {
          busy = false;
        });
    };
    const start = () => {
      clearInterval(timer);
      timer = pageVisible() ? setInterval(tick, intervalMs) : undefined;
    };
    const onVisibility = () => {
      start();
      if (pageVisible()) tick();
    };
    start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [intervalMs, enabled]);
}

/** CSS px per design px (1rem = viewport width / 10 = 37.5 design px, spec §9). */
function designScale(): number {
  const rootPx = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
  return Number.isFinite(rootPx) && rootPx > 0 ? rootPx / 37.5 : 1;
}

/** The height of an element in design px, following resizes: what VirtualList takes as its viewport height. */
export function useDesignHeight<E extends HTMLElement>(): [React.RefObject<E | null>, number] {
  const ref = useRef<E>(null);
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setHeight(Math.floor(element.clientHeight / designScale()));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, height];
}
