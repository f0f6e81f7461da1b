import { startTransition, useEffect, useState } from 'react';

export interface Loaded<T> {
  data: T | null;
  loading: boolean;
  failed: boolean;
  reload: () => void;
}

/**
 * Runs `load` when `key` changes and keeps its answer; a newer run or unmounting aborts the older one, so no
 * stale answer reaches the page. Failures are shown by the API client; the page only shows an empty state.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, key: string): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // `key` names what `load` depends on (a new function each render).
  useEffect(() => {
    const abort = new AbortController();
    setLoading(true);
    setFailed(false);
    load(abort.signal)
      .then((value) => {
        if (abort.signal.aborted) return;
        // The answer renders in a transition, which React slices into short tasks (a default update renders a
        // page's whole list in one long task); its loading state stays on screen until then.
        startTransition(() => {
          setData(value);
          setLoading(false);
        });
      })
      .catch(() => {
        if (abort.signal.aborted) return;
        setFailed(true);
        setLoading(false);
      });
    return () => abort.abort();
  }, [key, attempt]);

  return { data, loading, failed, reload: () => setAttempt((n) => n + 1) };
}
