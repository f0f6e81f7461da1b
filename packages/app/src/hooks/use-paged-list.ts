import type { PageOf } from '@live/api-contract';
import { startTransition, useEffect, useRef, useState } from 'react';
import type { Loaded } from './use-load';

export interface PagedList<T> extends Loaded<T[]> {
  hasMore: boolean;
  /** Loads the next page and appends it (spec §3: pagination appends when page > 1). */
  loadMore: () => Promise<void>;
}

/**
 * A list read page by page: page 1 when `key` changes (an older answer is dropped), then `loadMore` appends the
 * next page until the total is reached. A failed next page rejects, so the infinite scroll offers a retry.
 */
export function usePagedList<T>(
  fetchPage: (page: number, signal: AbortSignal) => Promise<PageOf<T>>,
  key: string,
): PagedList<T> {
  const [items, setItems] = useState<T[] | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [total, setTotal] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const page = useRef(1);
  const abort = useRef<AbortController | null>(null);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;

  // `key` names what `fetchPage` depends on (a new function each render).
  useEffect(() => {
    const controller = new AbortController();
    abort.current = controller;
    page.current = 1;
    setLoading(true);
    setFailed(false);
    fetchRef
      .current(1, controller.signal)
      .then((answer) => {
        if (controller.signal.aborted) return;
        // In a transition, sliced into short tasks, as useLoad's answer.
        startTransition(() => {
          setItems(answer.list);
          setTotal(answer.total);
          setLoading(false);
        });
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        setFailed(true);
        setLoading(false);
      });
    return () => controller.abort();
  }, [key, attempt]);

  const hasMore = items !== null && items.length < total;

  async function loadMore() {
    const controller = abort.current;
    if (!controller || !hasMore) return;
    const answer = await fetchRef.current(page.current + 1, controller.signal);
    if (controller.signal.aborted) return;
    page.current += 1;
    setItems((previous) => [...(previous ?? []), ...answer.list]);
    setTotal(answer.total);
  }

  return { data: items, loading, failed, hasMore, loadMore, reload: () => setAttempt((n) => n + 1) };
}
