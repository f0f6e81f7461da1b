import type { ReactNode } from 'react';
import { cx } from '../theme/rem.ts';
import '../theme/tokens.css';
import './Badge.css';

export interface BadgeProps {
  /** A count or short text; numbers above `max` show as `max+`; 0 and empty show nothing. */
  content?: number | string;
  /** A small dot instead of content (e.g. something new). */
  dot?: boolean;
  max?: number;
  /** What the badge means for screen readers, e.g. "12 条未读"; without it the content is read as is. */
  label?: string;
  /** The element the badge sits on; without children the badge stands alone. */
  children?: ReactNode;
  className?: string;
}

/** The text a badge shows (99+ above the max); empty when there is nothing to show. */
export function badgeText(content: number | string | undefined, max = 99): string {
  if (content === undefined || content === '' || content === 0) return '';
  if (typeof content === 'number') {
    if (!Number.isFinite(content) || content < 0) return '';
    return content > max ? `${max}+` : String(content);
  }
  return content;
}

/** A count or dot on an icon or avatar, coloured --uk-badge-bg (danger red by default). */
export function Badge({ content, dot = false, max = 99, label, children, className }: BadgeProps) {
  const text = badgeText(content, max);
  const show = dot || text !== '';
  const mark = show && (
    <span
      className={cx(
        'uk-badge__mark',
        dot ? 'uk-badge__mark--dot' : 'uk-badge__mark--count',
        !children && 'uk-badge__mark--alone',
      )}
    >
      {!dot && <span aria-hidden={label ? true : undefined}>{text}</span>}
      {label && <span className="uk-visually-hidden">{label}</span>}
    </span>
  );
  if (!children) return mark || null;
  return (
    <span className={cx('uk-badge', className)}>
      {children}
      {mark}
    </span>
  );
}
