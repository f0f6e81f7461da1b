/**
 * Resolves when the main thread is idle, at most `timeoutMs` later (a short timer where idle callbacks are
 * missing): work nobody waits on starts here, not in the page's load (issue #31 item 1, long tasks).
 */
export function idle(win: Window, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else win.setTimeout(resolve, 200);
  });
}
