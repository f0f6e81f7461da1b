import { useEffect, useState } from 'react';

/** The current time, updated every `intervalMs` (the match clocks tick every second, spec §9 timer tick). */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
