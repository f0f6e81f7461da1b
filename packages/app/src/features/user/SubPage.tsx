import { Button, Empty, Skeleton } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useServices } from '../../app/services';
import { PageBar } from '../../components/page-bar/PageBar';
import { LinkButton } from '../../routes/links';
import { paths } from '../../routes/paths';
import { usePageMeta } from '../../shell/usePageMeta';
import { useUserT } from './messages';
import './user.css';

/**
 * A sub-page of the user centre: its bar (back to the previous page, or to the centre) and, for a guest, the
 * not-logged-in state (spec §8's 您还未登录 / 请登录使用完整功能) whose button goes to /login with this page as the
 * return address, so the user comes back here after logging in.
 */
export const SubPage = observer(function SubPage({
  title,
  right,
  guest = false,
  children,
}: {
  title: string;
  right?: ReactNode;
  /** The page is for guests too (a public anchor page). */
  guest?: boolean;
  children: ReactNode;
}) {
  const { brand, root } = useServices();
  usePageMeta(brand, 'default', title);
  return (
    <div className="user-sub">
      <PageBar title={title} fallback={paths.userCenter()} right={right} />
      {root.user.isLoggedIn || guest ? children : <LoginNeeded />}
    </div>
  );
});

export function LoginNeeded() {
  const { root } = useServices();
  const t = useUserT();
  const { pathname, search } = useLocation();
  return (
    <Empty
      className="user-sub__login"
      description={
        <>
          <strong className="user-sub__login-title">{t('needLogin')}</strong>
          <br />
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

/**
 * The three states of loaded content: a skeleton while loading (aria-busy), a retry on failure (the API client
 * already said why), the empty text when there is nothing, else the content.
 */
export function LoadView<T>({
  loaded,
  isEmpty,
  empty,
  emptyAction,
  rows = 5,
  children,
}: {
  loaded: { data: T | null; loading: boolean; failed: boolean; reload: () => void };
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  /** What to do about it (a link to where content is). */
  emptyAction?: ReactNode;
  rows?: number;
  children: (data: T) => ReactNode;
}) {
  const t = useUserT();
  if (loaded.loading && loaded.data === null) return <Skeleton loading rows={rows} />;
  if (loaded.failed || loaded.data === null)
    return (
      <Empty description={t('loadFailed')}>
        <Button size="small" onClick={loaded.reload}>
          {t('retry')}
        </Button>
      </Empty>
    );
  if (isEmpty(loaded.data)) return <Empty description={empty}>{emptyAction}</Empty>;
  return <>{children(loaded.data)}</>;
}
