import { Fragment, type ReactNode } from 'react';
import { Badge } from '../Badge/Badge.tsx';
import { cx } from '../theme/rem.ts';
import '../theme/tokens.css';
import './TabBar.css';

export interface TabBarItem {
  key: string;
  title: string;
  /** Icon shown when not active. */
  icon: ReactNode;
  /** Icon shown when active; defaults to `icon`. */
  activeIcon?: ReactNode;
  /** A number or true for a dot. */
  badge?: number | boolean;
}

export interface TabBarProps {
  items: TabBarItem[];
  activeKey: string;
  /** Called with the pressed item's key (items as buttons). */
  onChange?: (key: string) => void;
  /**
   * Renders each item as the app's router link instead of a button (menu entries open pages); it receives the
   * item's key, class, aria-current and content. ui-kit knows no router.
   */
  link?: (item: { key: string; className: string; current: boolean; children: ReactNode }) => ReactNode;
  /** Accessible name of the menu. */
  label?: string;
  /** Fixed to the bottom of the viewport (the app's menu); off for embedding in stories or pages. */
  fixed?: boolean;
  className?: string;
}

/** The fixed bottom menu shown on every page (spec §2). The active item is marked aria-current="page". */
export function TabBar({ items, activeKey, onChange, link, label = 'menu', fixed = true, className }: TabBarProps) {
  return (
    <nav aria-label={label} className={cx('uk-tab-bar', fixed && 'uk-tab-bar--fixed', className)}>
      {items.map((item) => {
        const active = item.key === activeKey;
        const itemClass = cx('uk-tab-bar__item', active && 'uk-tab-bar__item--active');
        const content = (
          <>
            <Badge content={typeof item.badge === 'number' ? item.badge : undefined} dot={item.badge === true}>
              <span className="uk-tab-bar__icon" aria-hidden="true">
                {active ? (item.activeIcon ?? item.icon) : item.icon}
              </span>
            </Badge>
            <span className="uk-tab-bar__title">{item.title}</span>
          </>
        );
        if (link) {
          return (
            <Fragment key={item.key}>
              {link({ key: item.key, className: itemClass, current: active, children: content })}
            </Fragment>
          );
        }
        return (
          <button
            key={item.key}
            type="button"
            className={itemClass}
            aria-current={active ? 'page' : undefined}
            onClick={() => onChange?.(item.key)}
          >
            {content}
          </button>
        );
      })}
    </nav>
  );
}
