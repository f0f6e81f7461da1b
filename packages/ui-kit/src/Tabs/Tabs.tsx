import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { Badge } from '../Badge/Badge.tsx';
import { useLang } from '../UiKitProvider/UiKitProvider.tsx';
import type { Lang } from '../i18n/messages.ts';
import { cx } from '../theme/rem.ts';
import '../theme/tokens.css';
import './Tabs.css';

/** A tab as the app's tables define it (spec §2): key, Chinese title, Portuguese title_br and a show flag. */
export interface TabItem {
  key: string;
  title: string;
  title_br?: string;
  /** Hidden tabs (show false) are left out; missing means shown. */
  show?: boolean;
  /** A count beside the title (e.g. pending requests); 0 or missing shows none. */
  badge?: number;
  /** What the count means for screen readers (e.g. "3 个好友申请"); without it the number is read. */
  badgeLabel?: string;
}

/** The tabs that show, in order. */
export function visibleTabs<T extends TabItem>(items: readonly T[]): T[] {
  return items.filter((item) => item.show !== false);
}

/** The title in the language: title_br in pt-BR when present, else the Chinese title. */
export function tabTitle(item: TabItem, lang: Lang): string {
  return lang === 'pt-BR' && item.title_br ? item.title_br : item.title;
}

export interface TabsProps {
  items: readonly TabItem[];
  activeKey: string;
  onChange: (key: string) => void;
  /** Accessible name of the tab list. */
  label?: string;
  /** The panel of the active tab; rendered as its tabpanel. */
  children?: ReactNode;
  /** Sticks to the top while the page scrolls. */
  sticky?: boolean;
  lang?: Lang;
  className?: string;
}

/**
 * A horizontally scrollable tab strip (match detail tabs, room tabs, headline tabs). Arrow keys, Home and End
 * move between tabs; the active tab is scrolled into view.
 */
export function Tabs({
  items,
  activeKey,
  onChange,
  label,
  children,
  sticky = false,
  lang: langProp,
  className,
}: TabsProps) {
  const lang = useLang(langProp);
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const shown = visibleTabs(items);
  const activeIndex = shown.findIndex((item) => item.key === activeKey);
  const focusIndex = activeIndex === -1 ? 0 : activeIndex;

  // Centres the active tab by scrolling the strip only (scrollIntoView would also scroll the page). A new strip
  // starts at its left edge, where the first tab already is: reading the tab's position then would only force the
  // page's layout into the commit (up to 300 ms at 4x CPU on a phone page's first render). Other tabs are read in
  // the next frame, whose own layout that read brings forward, so React's commit task never lays the page out.
  const centred = useRef(false);
  useEffect(() => {
    const mountedOnFirst = !centred.current && focusIndex === 0;
    centred.current = true;
    if (mountedOnFirst) return;
    const frame = requestAnimationFrame(() => {
      const list = listRef.current;
      const tab = list?.querySelector<HTMLElement>('[aria-selected="true"]');
      if (!list || !tab) return;
      list.scrollTo?.({ left: tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2, behavior: 'smooth' });
    });
    return () => cancelAnimationFrame(frame);
  }, [activeKey]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = {
      ArrowRight: focusIndex + 1,
      ArrowLeft: focusIndex - 1,
      Home: 0,
      End: shown.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined || shown.length === 0) return;
    event.preventDefault();
    const next = shown[(target + shown.length) % shown.length];
    if (!next) return;
    onChange(next.key);
    listRef.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(next.key)}"]`)?.focus();
  }

  return (
    <div className={cx('uk-tabs', sticky && 'uk-tabs--sticky', className)}>
      <div ref={listRef} role="tablist" aria-label={label} className="uk-tabs__list" onKeyDown={onKeyDown}>
        {shown.map((item, index) => {
          const active = index === activeIndex;
          return (
            <button
              key={item.key}
              type="button"
              role="tab"
              id={`${id}-tab-${item.key}`}
              data-key={item.key}
              aria-selected={active}
              aria-controls={active && children !== undefined ? `${id}-panel` : undefined}
              tabIndex={index === focusIndex ? 0 : -1}
              className={cx('uk-tabs__tab', active && 'uk-tabs__tab--active')}
              onClick={() => onChange(item.key)}
            >
              {tabTitle(item, lang)}
              {item.badge ? (
                <span className="uk-tabs__badge">
                  <Badge content={item.badge} label={item.badgeLabel} />
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      {children !== undefined && activeIndex !== -1 && (
        <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${activeKey}`} className="uk-tabs__panel">
          {children}
        </div>
      )}
    </div>
  );
}
