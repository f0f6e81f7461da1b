/** Day labels and the 7-day list of the match pages (spec §9), in the device's local time. */
import dayjs, { type Dayjs } from 'dayjs';
import { isChinese } from './language';

type DateInput = Date | number | string | Dayjs;

const RELATIVE = {
  zh: ['昨天', '今天', '明天'],
  pt: ['Ontem', 'Hoje', 'Amanhã'],
} as const;

export const WEEKDAYS_ZH = ['日', '一', '二', '三', '四', '五', '六'] as const;
export const WEEKDAYS_PT = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'] as const;

/** Unix seconds from the API or a Date/ms value from the app. */
function toDay(value: DateInput): Dayjs {
  if (typeof value === 'number' && value < 1e12) return dayjs.unix(value);
  return dayjs(value);
}

/** 'MM-DD' in Chinese, 'DD/MM' in Portuguese. */
export function shortDate(value: DateInput, language: string): string {
  return toDay(value).format(isChinese(language) ? 'MM-DD' : 'DD/MM');
}

/** 昨天/今天/明天 HH:mm near today, otherwise MM-DD HH:mm (DD/MM HH:mm in Portuguese). */
export function dayLabel(value: DateInput, now: DateInput, language: string): string {
  const day = toDay(value);
  const offset = day.startOf('day').diff(toDay(now).startOf('day'), 'day');
  const words = isChinese(language) ? RELATIVE.zh : RELATIVE.pt;
  const word = offset >= -1 && offset <= 1 ? words[offset + 1] : undefined;
  return `${word ?? shortDate(day, language)} ${day.format('HH:mm')}`;
}

export function weekday(value: DateInput, language: string): string {
  const index = toDay(value).day();
  return (isChinese(language) ? WEEKDAYS_ZH : WEEKDAYS_PT)[index] ?? '';
}

export interface DayTab {
  /** 'YYYY-MM-DD', the date sent to /api/race/getEventByDate. */
  date: string;
  /** 今天 for today, otherwise MM-DD (DD/MM). */
  label: string;
  weekday: string;
  isToday: boolean;
}

/** The seven days going back from today, today first. */
export function lastSevenDays(now: DateInput, language: string): DayTab[] {
  const today = toDay(now).startOf('day');
  return Array.from({ length: 7 }, (_, back) => {
    const day = today.subtract(back, 'day');
    return {
      date: day.format('YYYY-MM-DD'),
      label: back === 0 ? (isChinese(language) ? RELATIVE.zh[1] : RELATIVE.pt[1]) : shortDate(day, language),
      weekday: weekday(day, language),
      isToday: back === 0,
    };
  });
}
