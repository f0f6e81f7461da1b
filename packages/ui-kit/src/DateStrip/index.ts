export { DateStrip, type DateStripProps } from './DateStrip.tsx';
export {
  calendarDayOffset,
  type DateInput,
  dayLabel,
  recentDays,
  shortDate,
  weekdayLabel,
} from '../helpers/day-label.ts';
