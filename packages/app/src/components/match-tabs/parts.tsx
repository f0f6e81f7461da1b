import type { SportName } from '@live/api-contract';
import { Empty, Skeleton } from '@live/ui-kit';
import type { ReactNode } from 'react';
import { useMatchTabsT } from './messages';
import type { Loaded } from './use-match-data';
import './match-tabs.css';

export interface TabProps {
  sport: SportName;
  matchId: number;
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="match-tab__section">
      <h3 className="match-tab__heading">{title}</h3>
      {children}
    </section>
  );
}

export function Loading<T>({ state, children }: { state: Loaded<T>; children: (data: T) => ReactNode }) {
  const t = useMatchTabsT();
  if (state.status === 'loading') return <Skeleton rows={5} />;
  if (state.status === 'error') return <Empty description={t('loadFailed')} />;
  return <>{children(state.data)}</>;
}

/** Tab answers load quietly: a failed tab shows its own empty state instead of a toast. */
export const quiet = { hideLoading: true, noToast: true } as const;
