import { useSyncExternalStore } from 'react';

/**
 * The in-app address a pressed link opened, while the app still shows the previous one. react-router renders a
 * navigation in a transition: the previous page stays on screen until the next one's chunks are in, and nothing on
 * screen changed at the tap. The shell shows it was taken with this (the menu's item and a bar along the top).
 */
let pending: string | null = null;
const listeners = new Set<() => void>();

export function setPendingNavigation(address: string | null): void {
  if (pending === address) return;
  pending = address;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The address being opened (path and query, without the base path), or null once `shown` is it. */
export function usePendingNavigation(shown: string): string | null {
  const address = useSyncExternalStore(
    subscribe,
    () => pending,
    () => null,
  );
  return address === shown ? null : address;
}
