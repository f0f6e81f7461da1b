import { makeAutoObservable } from 'mobx';
import type { TimeZone } from '@live/ui-kit';
import { calendarDay } from '../domain/calendar-day';
import { field, isObject, type Persistent } from './persist';

export interface VideoTimer {
  /** The day the counters belong to, YYYY-MM-DD in the user's zone (the brand's pinned one, else the device's). */
  date: string;
  /** Seconds played today while logged in. */
  time1: number;
  /** Seconds played today while not logged in. */
  time2: number;
}

function readTimer(value: unknown): VideoTimer | undefined {
  return isObject(value) &&
    typeof value.date === 'string' &&
    typeof value.time1 === 'number' &&
    typeof value.time2 === 'number' &&
    Number.isFinite(value.time1) &&
    Number.isFinite(value.time2)
    ? { date: value.date, time1: value.time1, time2: value.time2 }
    : undefined;
}

/**
 * Seconds of room video played today, per viewer state (spec §3 video timer), persisted so the day's count survives a
 * reload. A new day or a login starts again from zero (spec §2). The limit it is held to is domain/playback.ts's
 * playAllowance.
 */
export class VideoTimerStore implements Persistent {
  date = '';
  time1 = 0;
  time2 = 0;
  readonly persisted = {
    videoTimer: field(
      readTimer,
      () => this.snapshot,
      (timer) => this.restore(timer),
    ),
  };

  /** The zone whose days the counters are per (issue #30: the brand's pinned zone, else the device's). */
  readonly timeZone: TimeZone;

  constructor(timeZone?: TimeZone) {
    this.timeZone = timeZone;
    makeAutoObservable(this, { persisted: false, timeZone: false }, { autoBind: true });
  }

  get snapshot(): VideoTimer {
    return { date: this.date, time1: this.time1, time2: this.time2 };
  }

  restore(timer: VideoTimer): void {
    this.date = timer.date;
    this.time1 = timer.time1;
    this.time2 = timer.time2;
  }

  reset(nowMs = Date.now()): void {
    this.restore({ date: calendarDay(nowMs, this.timeZone), time1: 0, time2: 0 });
  }

  /** Adds played seconds (the 1000 ms timer tick) to today's counter of the viewer's state. */
  addPlayed(seconds: number, loggedIn: boolean, nowMs = Date.now()): void {
    if (calendarDay(nowMs, this.timeZone) !== this.date) this.reset(nowMs);
    if (loggedIn) this.time1 += seconds;
    else this.time2 += seconds;
  }
}
