export { Clock, type ClockProps, Countdown, type CountdownProps } from './Clock.tsx';
export { formatClock, formatCountdown, TICK_MS } from './time.ts';
