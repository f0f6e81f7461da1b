import { type ReactNode, useId } from 'react';
import { cx } from '../theme/rem.ts';
import '../theme/tokens.css';
import './List.css';

export interface ListProps {
  /** A heading above the list; it also names the list for screen readers. */
  header?: ReactNode;
  /** Cells. */
  children?: ReactNode;
  /** Inset card style with the brand radius instead of full-width rows. */
  card?: boolean;
  className?: string;
}

/** A group of cells (settings, user centre, search results). */
export function List({ header, children, card = false, className }: ListProps) {
  const headerId = useId();
  return (
    <div className={cx('uk-list', card && 'uk-list--card', className)}>
      {header && (
        <div className="uk-list__header" id={headerId}>
          {header}
        </div>
      )}
      <ul className="uk-list__body" aria-labelledby={header ? headerId : undefined}>
        {children}
      </ul>
    </div>
  );
}

export interface CellProps {
  title: ReactNode;
  /** A second, smaller line under the title. */
  description?: ReactNode;
  /** Content at the right (a value, a switch, a badge). */
  value?: ReactNode;
  /** Content at the left (icon, avatar). */
  prefix?: ReactNode;
  /** Shows the chevron; defaults to true when the cell is pressable. */
  arrow?: boolean;
  /** Makes the whole row one button. */
  onClick?: () => void;
  /**
   * Makes the whole row one link, for rows that open a page: renders the app's router link around the row's
   * content with the class it is given (ui-kit knows no router). Wins over onClick.
   */
  link?: (inner: { className: string; children: ReactNode }) => ReactNode;
  disabled?: boolean;
  className?: string;
}

/** One row of a List. A pressable cell is a single button, so it is one stop in the focus order. */
export function Cell({
  title,
  description,
  value,
  prefix,
  arrow,
  onClick,
  link,
  disabled = false,
  className,
}: CellProps) {
  const showArrow = arrow ?? Boolean(onClick || link);
  const content = (
    <>
      {prefix && <span className="uk-cell__prefix">{prefix}</span>}
      <span className="uk-cell__main">
        <span className="uk-cell__title">{title}</span>
        {description && <span className="uk-cell__description">{description}</span>}
      </span>
      {value !== undefined && <span className="uk-cell__value">{value}</span>}
      {showArrow && (
        <svg className="uk-cell__arrow" viewBox="0 0 24 24" aria-hidden="true">
          <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      )}
    </>
  );
  return (
    <li className={cx('uk-cell', className)}>
      {link ? (
        link({ className: 'uk-cell__inner uk-cell__inner--button uk-cell__inner--link', children: content })
      ) : onClick ? (
        <button type="button" className="uk-cell__inner uk-cell__inner--button" onClick={onClick} disabled={disabled}>
          {content}
        </button>
      ) : (
        <div className="uk-cell__inner">{content}</div>
      )}
    </li>
  );
}
