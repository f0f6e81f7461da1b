import { Button, Empty, Skeleton } from '@live/ui-kit';
import type { ReactNode } from 'react';
import { AccountPage } from '../../components/account-page/AccountPage';
import { useUserT } from './messages';
import './user.css';

/**
 * A sub-page of the user centre: the shared account frame (back to the previous page or the centre; a guest gets
 * the not-logged-in state, whose link returns here after login), unless `guest` lets visitors in.
 */
export function SubPage({
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
  return (
    <AccountPage title={title} right={right} needsLogin={!guest}>
      <div className="user-sub">{children}</div>
    </AccountPage>
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
