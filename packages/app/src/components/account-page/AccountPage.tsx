import { Empty } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useServices } from '../../app/services';
import { LinkButton } from '../../routes/links';
import { paths } from '../../routes/paths';
import { usePageMeta } from '../../shell/usePageMeta';
import { PageBar } from '../page-bar/PageBar';
import './account-page.css';

import { useAccountPageT } from './messages';

/**
 * The frame of the wallet, VIP, shop and task pages: the bar (back, or to `fallback` when opened directly), the
 * page title, and for a guest on a page that needs login the not-logged-in state (spec §8's 您还未登录 /
 * 请登录使用完整功能) whose button returns here after logging in. `bare` leaves the bar out (the /mobile/ pages
 * shown inside the native app).
 */
export const AccountPage = observer(function AccountPage({
  title,
  fallback = paths.userCenter(),
  needsLogin = true,
  bare = false,
  right,
  children,
}: {
  title: string;
  fallback?: string;
  needsLogin?: boolean;
  bare?: boolean;
  right?: ReactNode;
  children: ReactNode;
}) {
  const { brand, root } = useServices();
  usePageMeta(brand, 'default', title);
  return (
    <div className="account-page">
      {bare ? (
        <h1 className="account-page__title">{title}</h1>
      ) : (
        <PageBar title={title} fallback={fallback} right={right} />
      )}
      {needsLogin && !root.user.isLoggedIn ? <LoginNeeded /> : children}
    </div>
  );
});

/** A guest's state on a page that needs login: its button opens /login and comes back here afterwards. */
export function LoginNeeded() {
  const { root } = useServices();
  const t = useAccountPageT();
  const { pathname, search } = useLocation();
  return (
    <Empty
      className="account-page__login"
      description={
        <>
          <strong>{t('needLogin')}</strong>
          {t('needLoginHint')}
        </>
      }
    >
      <LinkButton
        variant="primary"
        round
        to={paths.login()}
        onClick={() => root.setReturnAddress(`${pathname}${search}`)}
      >
        {t('goLogin')}
      </LinkButton>
    </Empty>
  );
}
