import { Button, Empty, Skeleton } from '@live/ui-kit';
import type { ReactNode } from 'react';
import type { Loaded as LoadedData } from '../../hooks/use-load';
import { useAboutT } from './messages';

/** Loaded text: a skeleton while it comes (aria-busy), a retry when it failed, else the content. */
export function Loaded<T>({ loaded, children }: { loaded: LoadedData<T>; children: (data: T) => ReactNode }) {
  const t = useAboutT();
  if (loaded.loading) return <Skeleton loading rows={6} title />;
  if (loaded.failed || loaded.data === null)
    return (
      <Empty description={t('loadFailed')}>
        <Button size="small" onClick={loaded.reload}>
          {t('retry')}
        </Button>
      </Empty>
    );
  return <>{children(loaded.data)}</>;
}
