import { TabBar } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { useServices } from '../app/services';
import { useT } from '../i18n/messages';
import { setPendingNavigation, usePendingNavigation } from '../routes/pending-navigation';
import { MENU, menuButtonOn, menuPathOf } from './menu';
import './app-shell.css';

// Overlays load only when they have something to show, keeping them out of the first load.
const NewBenefitModal = lazy(async () => ({ default: (await import('./NewBenefitModal')).NewBenefitModal }));
const MatchNoticeBanner = lazy(async () => ({ default: (await import('./MatchNoticeBanner')).MatchNoticeBanner }));
const MatchAlerts = lazy(async () => ({ default: (await import('./MatchAlerts')).MatchAlerts }));
const FloatingMenu = lazy(async () => ({ default: (await import('./FloatingMenu')).FloatingMenu }));

const Overlays = observer(function Overlays() {
  const { root, notices } = useServices();
  return (
    <Suspense fallback={null}>
      {(root.config.common?.home_pop_ad.length ?? 0) > 0 && <NewBenefitModal />}
      {/* Only a logged-in user follows matches: a visitor loads no alert (or chat) code. */}
      {root.user.isLoggedIn && <MatchAlerts key={root.user.uid} />}
      {notices.current && <MatchNoticeBanner />}
    </Suspense>
  );
});

/** The frame of every page: the page itself, the fixed menu, the new-benefit modal and match notices (spec §2). */
export function AppShell() {
  const t = useT();
  const { pathname, search } = useLocation();
  const pending = usePendingNavigation(`${pathname}${search}`);
  // Shown, or left for another address (back, a redirect): no longer pending.
  useEffect(() => setPendingNavigation(null), [pathname, search]);
  const active = menuPathOf(pathname);
  return (
    <div className={active ? 'app-shell app-shell--with-menu' : 'app-shell'}>
      {pending && <div className="app-shell__pending" aria-hidden="true" />}
      {/* Every page is the document's one main landmark (axe landmark-one-main); the menu and overlays are not. */}
      <main aria-busy={pending ? true : undefined}>
        <Outlet />
      </main>
      {active && (
        <TabBar
          label={t('menu')}
          // The pressed item lights at the tap; the page it opens is marked current once it shows.
          activeKey={(pending && menuPathOf(pending.split('?')[0] ?? '')) || active}
          link={({ key, className, children }) => (
            <Link to={key} className={className} aria-current={key === active ? 'page' : undefined}>
              {children}
            </Link>
          )}
          items={MENU.map((entry) => ({ key: entry.path, title: t(entry.title), icon: entry.icon }))}
        />
      )}
      {menuButtonOn(pathname) && (
        <Suspense fallback={null}>
          <FloatingMenu />
        </Suspense>
      )}
      <Overlays />
    </div>
  );
}
