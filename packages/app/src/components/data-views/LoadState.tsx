import { Button, Empty, Skeleton } from '@live/ui-kit';
import type { ReactNode } from 'react';
import type { Loaded } from '../../hooks/use-load';
import { useDataViewsT } from './messages';
import './data-views.css';

export interface LoadStateProps<T> {
  state: Loaded<T>;
  /** Whether the answer has nothing to show. */
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  /** What to do about an empty answer (a link to where content is). */
  emptyAction?: ReactNode;
  rows?: number;
  children: (data: T) => ReactNode;
}

/** The three states every data page has besides its content: loading, failed (with a retry) and empty. */
export function LoadState<T>({ state, isEmpty, emptyText, emptyAction, rows = 6, children }: LoadStateProps<T>) {
  const t = useDataViewsT();
  if (state.failed) {
    return (
      <Empty description={t('loadFailed')} className="data-views__state">
        <Button size="small" round onClick={state.reload}>
          {t('retry')}
        </Button>
      </Empty>
    );
  }
  if (state.loading || state.data === null) return <Skeleton rows={rows} className="data-views__state" />;
  if (isEmpty?.(state.data))
    return (
      <Empty description={emptyText ?? t('noData')} className="data-views__state">
        {emptyAction}
      </Empty>
    );
  return <>{children(state.data)}</>;
}
