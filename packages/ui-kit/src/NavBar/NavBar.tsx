import type { ReactNode } from 'react';
import { useMessages } from '../UiKitProvider/UiKitProvider.tsx';
import type { Lang } from '../i18n/messages.ts';
import { cx } from '../theme/rem.ts';
import '../theme/tokens.css';
import './NavBar.css';

export interface NavBarProps {
  /** The page title, rendered as the page heading. */
  title: ReactNode;
  /** Shows the back arrow; called when it is pressed. */
  onBack?: () => void;
  /** Content at the right (icons, a text button). */
  right?: ReactNode;
  /** Fixes the bar to the top of the viewport. */
  fixed?: boolean;
  lang?: Lang;
  className?: string;
}

/** The top bar of a page: back button, title and actions. */
export function NavBar({ title, onBack, right, fixed = false, lang, className }: NavBarProps) {
  const messages = useMessages(lang);
  return (
    <header className={cx('uk-nav-bar', fixed && 'uk-nav-bar--fixed', className)}>
      <div className="uk-nav-bar__side">
        {onBack && (
          <button type="button" className="uk-icon-button uk-nav-bar__back" aria-label={messages.back} onClick={onBack}>
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path
                d="M15 4 7 12l8 8"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        )}
      </div>
      <h1 className="uk-nav-bar__title">{title}</h1>
      <div className="uk-nav-bar__side uk-nav-bar__side--right">{right}</div>
    </header>
  );
}
