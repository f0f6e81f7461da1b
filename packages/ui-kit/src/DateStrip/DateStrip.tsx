import { type KeyboardEvent, useRef } from 'react';
import { type CalendarDay, dayShortDate, dayWeekday, recentDays, upcomingDays } from '../helpers/day-label.ts';
import { useLang, useMessages } from '../UiKitProvider/UiKitProvider.tsx';
import type { Lang } from '../i18n/messages.ts';
import { cx } from '../theme/rem.ts';
import '../theme/tokens.css';
import './DateStrip.css';

export interface DateStripProps {
  /** Today (YYYY-MM-DD) in the user's zone; the strip lists the 7 days back from it (spec §9). */
  today: CalendarDay;
  /** The chosen day (YYYY-MM-DD). */
  selected: CalendarDay;
  onChange: (day: CalendarDay) => void;
  days?: number;
  /** Days after today appended to the strip (upcoming fixtures); 0 shows results only. */
  ahead?: number;
  label?: string;
  lang?: Lang;
  className?: string;
}

/**
 * The day picker of match lists: the 7 days back from today (then `ahead` upcoming days), each with its weekday
 * and MM-DD (DD/MM in pt-BR). Days are calendar days: the caller reads today in the user's zone (calendarDayOf).
 */
export function DateStrip({
  today,
  selected,
  onChange,
  days = 7,
  ahead = 0,
  label,
  lang: langProp,
  className,
}: DateStripProps) {
  const lang = useLang(langProp);
  const messages = useMessages(lang);
  const list = [...recentDays(today, days), ...upcomingDays(today, ahead)];
  const listRef = useRef<HTMLDivElement>(null);
  const selectedIndex = list.indexOf(selected);

  function onKeyDown(event: KeyboardEvent) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step || selectedIndex === -1) return;
    event.preventDefault();
    const next = Math.min(list.length - 1, Math.max(0, selectedIndex + step));
    const day = list[next];
    if (!day) return;
    onChange(day);
    listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  }

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      className={cx('uk-date-strip', className)}
      onKeyDown={onKeyDown}
    >
      {list.map((day, index) => {
        const active = index === selectedIndex;
        const isToday = day === today;
        return (
          <button
            key={day}
            type="button"
            role="tab"
            aria-selected={active}
            tabIndex={active || (selectedIndex === -1 && isToday) ? 0 : -1}
            className={cx('uk-date-strip__day', active && 'uk-date-strip__day--active')}
            onClick={() => onChange(day)}
          >
            <span className="uk-date-strip__weekday">{isToday ? messages.today : dayWeekday(day, lang)}</span>
            <span className="uk-date-strip__date">{dayShortDate(day, lang)}</span>
          </button>
        );
      })}
    </div>
  );
}
