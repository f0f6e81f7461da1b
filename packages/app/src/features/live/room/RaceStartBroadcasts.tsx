import { useEffect, useState } from 'react';
import { type RaceStartArrival, type RaceStartMessage, raceStartView } from '../../../domain/race-start';
import './room.css';

/**
 * Race-start broadcasts (spec §4): each appears, is flagged removed after 5 s (it fades out) and is purged
 * 2.999 s later. One timer for the next change, from the pure schedule.
 */
export function RaceStartBroadcasts({
  subscribe,
}: {
  subscribe: (listener: (message: RaceStartMessage) => void) => () => void;
}) {
  const [arrivals, setArrivals] = useState<RaceStartArrival[]>([]);
  const [now, setNow] = useState(() => Date.now());

  useEffect(
    () =>
      subscribe((message) => {
        const at = Date.now();
        setNow(at);
        setArrivals((list) =>
          list.some((item) => item.message.id === message.id) ? list : [...list, { message, arrivedAt: at }],
        );
      }),
    [subscribe],
  );

  const view = raceStartView(arrivals, now);
  useEffect(() => {
    if (view.nextChangeAt === null) return;
    const timer = window.setTimeout(
      () => {
        const at = Date.now();
        setNow(at);
        setArrivals((list) => raceStartView(list, at).pending);
      },
      Math.max(0, view.nextChangeAt - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [view.nextChangeAt]);

  if (view.messages.length === 0) return null;
  return (
    <ul className="race-start" aria-live="polite">
      {view.messages.map((message) => (
        <li
          key={message.id}
          className={`race-start__item${message.remove ? ' race-start__item--removed' : ''}`}
          data-removed={message.remove}
        >
          {message.desc}
        </li>
      ))}
    </ul>
  );
}
