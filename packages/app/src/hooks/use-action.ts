import { useCallback, useRef, useState } from 'react';

export interface Action<K> {
  /** Whether an action is running (its button shows loading). */
  busy: boolean;
  /** The key the running action was started with (a plan id, a task key), or null. */
  running: K | null;
  /**
   * Runs `call` unless an action is already running; answers whether it succeeded. A failure leaves the page as it
   * was: the API client has already told the user why (spec §8), and `onError` is for callers that must say it
   * themselves (chat calls).
   */
  run: (call: () => Promise<unknown>, key?: K) => Promise<boolean>;
}

/** What a button starts, one at a time: the one busy/try/finally of the app's actions. */
export function useAction<K = string>(onError?: (error: unknown) => void): Action<K> {
  const [state, setState] = useState<{ key: K | null } | null>(null);
  // The guard reads a ref: a second tap in the same frame comes before the state above updates.
  const running = useRef(false);
  const run = useCallback(
    async (call: () => Promise<unknown>, key?: K) => {
      if (running.current) return false;
      running.current = true;
      setState({ key: key ?? null });
      try {
        await call();
        return true;
      } catch (error) {
        onError?.(error);
        return false;
      } finally {
        running.current = false;
        setState(null);
      }
    },
    [onError],
  );
  return { busy: state !== null, running: state?.key ?? null, run };
}
