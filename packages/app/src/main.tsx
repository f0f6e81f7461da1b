/**
 * The entry, kept tiny (issue #14): index.html already shows the address's root page (its stamped first paint),
 * and a browser paints only once the entry's module graph has run, so the entry lets that paint happen first and
 * only then imports the app (boot.tsx; Vite's loader preloads its chunks together, and index.html the page's at the
 * same moment), after the largest image index.html's early call shows: the paint and its largest image have the
 * network to themselves until then.
 */

/** Resolves once the stamped page has been painted: after the next frame, in a task of its own. */
function afterFirstPaint(): Promise<void> {
  // A hidden tab runs no animation frames: nothing is painted, so nothing to wait for.
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

// The page's largest image, which index.html's early call shows in the stamped page, is in (at most a while:
// api/core/early-call.ts EARLY_PAINT_KEY, written out so the entry imports nothing); no wait without one.
await (window as { __earlyLargestPaint?: Promise<void> }).__earlyLargestPaint;
await afterFirstPaint();
await import('./boot');
