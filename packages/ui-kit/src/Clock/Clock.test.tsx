import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Clock, Countdown } from './Clock.tsx';

describe('Clock and Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 22, 20, 0, 0));
  });
  afterEach(() => vi.useRealTimers());

  it('counts down every second and calls onEnd once at 00:00', () => {
    const onEnd = vi.fn();
    render(<Countdown target={Date.now() + 3000} onEnd={onEnd} label="距开赛" />);
    expect(screen.getByRole('timer')).toHaveTextContent('距开赛00:03');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:02');
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00');
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('shows the wall clock and ticks', () => {
    render(<Clock withSeconds />);
    expect(screen.getByText('20:00:00')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('20:00:01')).toBeInTheDocument();
  });
});
