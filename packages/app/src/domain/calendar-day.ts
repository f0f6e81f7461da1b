/**
 * The local calendar day of a moment as YYYY-MM-DD: the video timer's day (spec §3 play limits) and the day
 * the new-benefit modal was seen (spec §2, once a day).
 */
export function calendarDay(ms: number): string {
  const date = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
