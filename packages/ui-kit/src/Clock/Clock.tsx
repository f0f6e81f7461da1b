import { useEffect, useRef, useState } from 'react';
import { useTimeZone } from '../UiKitProvider/UiKitProvider.tsx';
import { cx } from '../theme/rem.ts';
import '../theme/tokens.css';
import { formatClock, formatCountdown, TICK_MS } from './time.ts';
import './Clock.css';

/** The current time, re-read every tick (1000 ms, spec §9). */
function useNow(active = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

export interface ClockProps {
  withSeconds?: boolean;
  className?: string;
}

/** The wall-clock time of the user's zone (UiKitProvider's timeZone, else the device's), HH:mm or HH:mm:ss. */
export function Clock({ withSeconds = false, className }: ClockProps) {
  const now = useNow();
  const timeZone = useTimeZone();
  const date = new Date(now);
  return (
    <time className={cx('uk-clock', className)} dateTime={date.toISOString()}>
      {formatClock(date, withSeconds, timeZone)}
    </time>
  );
}

export interface CountdownProps {
  /** When it ends, in epoch ms. */
  target: number;
  /** Called once when the time is up. */
  onEnd?: () => void;
  withHours?: boolean;
  /** Text before the time, e.g. 距开赛. */
  label?: string;
  className?: string;
}

/** Time left until `target`, ticking every second; stops at 00:00. */
export function Countdown({ target, onEnd, withHours = false, label, className }: CountdownProps) {
  const now = useNow(Date.now() < target);
  const left = Math.max(0, target - now);
  const ended = useRef(false);
  const end = useRef(onEnd);
  end.current = onEnd;

  useEffect(() => {
    if (left > 0) {
      ended.current = false;
      return;
    }
    if (!ended.current) {
      ended.current = true;
      end.current?.();
    }
  }, [left]);

  return (
    <span className={cx('uk-countdown', className)} role="timer" aria-live="off">
      {label && <span className="uk-countdown__label">{label}</span>}
      <span className="uk-countdown__time">{formatCountdown(left, withHours)}</span>
    </span>
  );
}
