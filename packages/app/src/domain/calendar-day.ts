/**
 * The local calendar day of a moment as YYYY-MM-DD: the video timer's day (spec §3 play limits) and the day
 * the new-benefit modal was seen (spec §2, once a day).
 */
export function calendarDay(ms: number): string {
  const date = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local midnight of a YYYY-MM-DD calendar day (the /score address's `date`): the inverse of calendarDay. */
export function dateOfCalendarDay(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}
