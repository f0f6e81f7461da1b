import { useEffect, useRef } from 'react';

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
