/** After a failure toast, further failure toasts are suppressed for 2 s (host-app spec §8). */
export const FAILURE_SUPPRESS_MS = 2000;

export type ToastKind = 'loading' | 'success' | 'fail';

export interface ToastGate {
  /** When the last failure toast was shown (ms), or null if none yet. */
  lastFailureAt: number | null;
}

export const INITIAL_TOAST_GATE: ToastGate = { lastFailureAt: null };

/**
 * Whether a toast may show now, and the gate after it (spec §8). Loading and success toasts always show and
 * replace the current one (one toast at a time); a failure shows unless another failure was shown less than
 * 2 s ago. A suppressed failure does not extend the 2 s.
 */
export function decideToast(gate: ToastGate, kind: ToastKind, now: number): { show: boolean; gate: ToastGate } {
  if (kind !== 'fail') return { show: true, gate };
  if (gate.lastFailureAt !== null && now - gate.lastFailureAt < FAILURE_SUPPRESS_MS && now >= gate.lastFailureAt) {
    return { show: false, gate };
  }
  return { show: true, gate: { lastFailureAt: now } };
}
