/**
 * The entry, kept tiny (issue #14): index.html already shows the address's root page (its stamped first paint),
 * and a browser paints only once the entry's module graph has run, so the entry lets that paint happen first and
 * only then imports the app (boot.tsx; Vite's loader preloads its chunks together, and index.html the page's at the
 * same moment): the paint and its largest image have the network to themselves until then.
 */

/** Resolves once the stamped page has been painted: after the next frame, in a task of its own. */
function afterFirstPaint(): Promise<void> {
  // A hidden tab runs no animation frames: nothing is painted, so nothing to wait for.
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

await afterFirstPaint();
await import('./boot');
