export { formatAmount, formatCompact, formatCount, TEN_THOUSAND } from './amount.ts';
export {
  type AvatarImages,
  type AvatarVariant,
  chooseAvatar,
  chooseDefaultAvatar,
  type DefaultAvatarKind,
  defaultAvatarKind,
} from './avatar.ts';
export {
  addDays,
  type CalendarDay,
  calendarDayOf,
  calendarDayOffset,
  clockTime,
  type DateInput,
  dayLabel,
  daysBetween,
  dayShortDate,
  dayWeekday,
  isCalendarDay,
  isTimeZone,
  recentDays,
  resolveTimeZone,
  shortDate,
  type TimeZone,
  upcomingDays,
  wallClock,
  type WallClock,
  weekdayLabel,
} from './day-label.ts';
export { type GradeClass, gradeClass } from './grade.ts';
export { escapeRegExp, type HighlightPart, splitHighlight } from './highlight.ts';
export { charWidth, displayWidth, truncateByWidth } from './text-width.ts';
export { decideToast, FAILURE_SUPPRESS_MS, INITIAL_TOAST_GATE, type ToastGate, type ToastKind } from './toast-rule.ts';
