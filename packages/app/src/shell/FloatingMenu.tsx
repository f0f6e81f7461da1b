import { Popup, TabBar } from '@live/ui-kit';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../i18n/messages';
import { MENU } from './menu';
import './floating-menu.css';

/**
 * The fixed menu on the pages without the bottom menu (spec §2: on all pages): a small button at the screen's
 * right edge, clear of a page's own bottom bar or input, that opens the menu's entries as links.
 */
export function FloatingMenu() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className="floating-menu"
        aria-label={t('menu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            d="M4 4h6v6H4z M14 4h6v6h-6z M4 14h6v6H4z M14 14h6v6h-6z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <Popup open={open} onClose={close} label={t('menu')} position="bottom" className="floating-menu__sheet">
        <TabBar
          fixed={false}
          label={t('menu')}
          activeKey=""
          link={({ key, className, children }) => (
            <Link to={key} className={className} onClick={close}>
              {children}
            </Link>
          )}
          items={MENU.map((entry) => ({ key: entry.path, title: t(entry.title), icon: entry.icon }))}
        />
      </Popup>
    </>
  );
}
