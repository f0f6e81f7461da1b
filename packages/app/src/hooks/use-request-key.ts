import { useRef } from 'react';
import { newRequestId } from '../domain/money';

/**
 * The idempotency key of the action a page is about to take (a purchase, recharge, withdrawal or claim): the same
 * key on every retry until the server confirmed it, so a retry after a lost answer is never charged twice; a new
 * key after `settled()`. The server stores only successes, so a refused attempt may be retried with its key.
 */
export function useRequestKey(): { key: () => string; settled: () => void } {
  const current = useRef<string | null>(null);
  return {
    key: () => (current.current ??= newRequestId()),
    settled: () => {
      current.current = null;
    },
  };
}
