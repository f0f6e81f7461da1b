import type { ReactNode } from 'react';
import { cx } from '../theme/rem.ts';
import '../theme/tokens.css';
import './CheckList.css';

export interface CheckItem {
  key: string;
  /** The row's name; it labels the checkbox. */
  title: ReactNode;
  /** Content at the left (an avatar). */
  prefix?: ReactNode;
  /** A short note at the right, e.g. why a row cannot be picked ("已在群内"). */
  note?: ReactNode;
  disabled?: boolean;
}

export interface CheckListProps {
  items: readonly CheckItem[];
  /** Keys of the picked rows. */
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** Names the group of checkboxes for screen readers. */
  label: string;
  className?: string;
}

/** Picks several rows (friends to invite): each row is one native checkbox with its label, so tapping the row picks it. */
export function CheckList({ items, selected, onChange, label, className }: CheckListProps) {
  const picked = new Set(selected);
  const toggle = (key: string, on: boolean) =>
    onChange(on ? [...selected.filter((k) => k !== key), key] : selected.filter((k) => k !== key));
  return (
    <div role="group" aria-label={label} className={className}>
      <ul className="uk-checklist">
        {items.map((item) => (
          <li key={item.key} className="uk-checklist__row">
            <label className={cx('uk-checklist__label', item.disabled && 'uk-checklist__label--disabled')}>
              <input
                type="checkbox"
                className="uk-checklist__input"
                checked={picked.has(item.key)}
                disabled={item.disabled}
                onChange={(event) => toggle(item.key, event.target.checked)}
              />
              <span className="uk-checklist__box" aria-hidden="true" />
              {item.prefix && <span className="uk-checklist__prefix">{item.prefix}</span>}
              <span className="uk-checklist__title">{item.title}</span>
              {item.note && <span className="uk-checklist__note">{item.note}</span>}
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}
