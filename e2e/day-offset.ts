import { dayOffsetOf } from '@live/sandbox/day-offset';

/**
 * E2E_DAY_OFFSET=n runs the suite as of n days later (or earlier), to meet a coming day's matches and samples before
 * a CI run on that day does: preview.ts moves the sandbox's clock (SANDBOX_DAY_OFFSET), fixtures.ts the tests' and
 * the pages' `Date`. Read by the sandbox's rule: unset or empty is 0 (CI), anything else but a whole number of days
 * within a year stops the run.
 */
export const e2eDayOffset = (): number => dayOffsetOf(process.env.E2E_DAY_OFFSET, 'E2E_DAY_OFFSET');

/**
 * Moves this realm's `Date` (a page's, by addInitScript, or the test process's) `offsetMs` on. Only `Date`: timers
 * keep the machine's pace, which Playwright's clock would fake too. Self-contained, as a page receives its source.
 */
export function shiftDate(offsetMs: number): void {
  const RealDate = Date;
  const now = () => RealDate.now() + offsetMs;
  const ShiftedDate = function (this: unknown, ...args: unknown[]) {
    if (!new.target) return new RealDate(now()).toString();
    return args.length === 0 ? new RealDate(now()) : Reflect.construct(RealDate, args);
  } as unknown as DateConstructor;
  Object.assign(ShiftedDate, { now, parse: RealDate.parse, UTC: RealDate.UTC, prototype: RealDate.prototype });
  globalThis.Date = ShiftedDate;
}
