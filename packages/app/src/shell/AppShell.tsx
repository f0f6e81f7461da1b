import { TabBar } from '@live/ui-kit';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useT } from '../i18n/useT';
import { MatchNoticeBanner } from './MatchNoticeBanner';
import { MENU, menuPathOf } from './menu';
import { NewBenefitModal } from './NewBenefitModal';
import './app-shell.css';

/** The frame of every page: the page itself, the fixed menu, the new-benefit modal and match notices (spec §2). */
export function AppShell() {
  const t = useT();
  const navigate = useNavigate();
  const active = menuPathOf(useLocation().pathname);
  return (
    <div className={active ? 'app-shell app-shell--with-menu' : 'app-shell'}>
      <Outlet />
      {active && (
        <TabBar
          label={t('menu')}
          activeKey={active}
          onChange={(path) => navigate(path)}
          items={MENU.map((entry) => ({ key: entry.path, title: t(entry.title), icon: entry.icon }))}
        />
      )}
      <NewBenefitModal />
      <MatchNoticeBanner />
    </div>
  );
}
