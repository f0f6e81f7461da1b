import { TabBar } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { useServices } from '../app/services';
import { useT } from '../i18n/messages';
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
  const { pathname } = useLocation();
  const active = menuPathOf(pathname);
  return (
    <div className={active ? 'app-shell app-shell--with-menu' : 'app-shell'}>
      {/* Every page is the document's one main landmark (axe landmark-one-main); the menu and overlays are not. */}
      <main>
        <Outlet />
      </main>
      {active && (
        <TabBar
          label={t('menu')}
          activeKey={active}
          link={({ key, className, current, children }) => (
            <Link to={key} className={className} aria-current={current ? 'page' : undefined}>
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
