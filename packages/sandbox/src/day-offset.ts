/** A year either way: every weekday, season round and calendar gap of the seeded data is within reach. */
export const MAX_DAY_OFFSET = 366;

/**
 * SANDBOX_DAY_OFFSET=n runs the sandbox n days later (negative: earlier) than the machine's clock: its calendar,
 * matches, samples and chat service all on that day. An e2e run (E2E_DAY_OFFSET, read by the same rule) meets a
 * coming day's data before a CI run on that day does. Unset or empty is 0; anything but a whole number within
 * MAX_DAY_OFFSET is refused, naming `variable`.
 */
export function dayOffsetOf(value: string | undefined, variable = 'SANDBOX_DAY_OFFSET'): number {
  if (value === undefined || value.trim() === '') return 0;
  const days = Number(value);
  if (!Number.isInteger(days) || Math.abs(days) > MAX_DAY_OFFSET) {
    throw new Error(
      `${variable} must be a whole number of days from -${MAX_DAY_OFFSET} to ${MAX_DAY_OFFSET}, got "${value}"`,
    );
  }
  return days;
}
