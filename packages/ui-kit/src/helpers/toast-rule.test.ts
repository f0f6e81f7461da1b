// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decideToast, FAILURE_SUPPRESS_MS, INITIAL_TOAST_GATE } from './toast-rule.ts';

describe('toast suppression (spec §8)', () => {
  it('shows the first failure toast', () => {
    expect(decideToast(INITIAL_TOAST_GATE, 'fail', 1000)).toEqual({ show: true, gate: { lastFailureAt: 1000 } });
  });

  it('suppresses further failure toasts for 2 seconds (spec §8)', () => {
    const { gate } = decideToast(INITIAL_TOAST_GATE, 'fail', 1000);
    expect(FAILURE_SUPPRESS_MS).toBe(2000);
    expect(decideToast(gate, 'fail', 1001).show).toBe(false);
    expect(decideToast(gate, 'fail', 2999).show).toBe(false);
    expect(decideToast(gate, 'fail', 3000).show).toBe(true);
  });

  it('a suppressed failure does not extend the 2 seconds (spec §8)', () => {
    let gate = decideToast(INITIAL_TOAST_GATE, 'fail', 0).gate;
    gate = decideToast(gate, 'fail', 1500).gate;
    expect(decideToast(gate, 'fail', 2000).show).toBe(true);
  });

  it('never suppresses loading and success toasts', () => {
    const { gate } = decideToast(INITIAL_TOAST_GATE, 'fail', 1000);
    expect(decideToast(gate, 'loading', 1001)).toEqual({ show: true, gate });
    expect(decideToast(gate, 'success', 1002)).toEqual({ show: true, gate });
  });

  it('shows a failure when the clock went backwards instead of hiding it forever', () => {
    const { gate } = decideToast(INITIAL_TOAST_GATE, 'fail', 5000);
    expect(decideToast(gate, 'fail', 100).show).toBe(true);
  });
});
