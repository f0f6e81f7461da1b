import type { UserLogEntry, UserLogKind } from '@live/api-contract';
import { InfiniteScroll, Tabs } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useServices } from '../../app/services';
import { formatDateTime } from '../../domain/user-centre';
import { usePagedList } from '../../hooks/use-paged-list';
import { LoadState } from '../../components/data-views/LoadState';
import { type UserTextKey, useUserT } from './messages';
import { SubPage } from './SubPage';
import { IN_PAGE } from '../../domain/request-presets';

const PLATFORMS: Record<number, UserTextKey> = { 1: 'platform1', 2: 'platform2', 3: 'platform3' };

function LogList({ kind }: { kind: UserLogKind }) {
  const { api, brand } = useServices();
  const t = useUserT();
  const list = usePagedList<UserLogEntry>(
    (page, signal) => api.user.getUserLog({ kind, page, size: 20, ...IN_PAGE }, { signal }),
    `log-${kind}`,
  );
  return (
    <LoadState state={list} isEmpty={(data) => data.length === 0} emptyText={t('noLog')}>
      {(lines) => (
        <>
          <ul className="user-rows">
            {lines.map((line) => (
              <li key={line.id} className="user-rows__item">
                <span className="user-rows__title">{line.title}</span>
                <span className="user-rows__meta">
                  <time>{formatDateTime(line.created_at, brand.language, brand.timeZone)}</time>
                  <span>{t(PLATFORMS[line.platform] ?? 'platform3')}</span>
                </span>
              </li>
            ))}
          </ul>
          <InfiniteScroll loadMore={list.loadMore} hasMore={list.hasMore} lang={brand.language} />
        </>
      )}
    </LoadState>
  );
}

/** /user-center/my-log: when and from what the account logged in, and what was changed on it. */
const MyLogPage = observer(function MyLogPage() {
  const t = useUserT();
  const [kind, setKind] = useState<UserLogKind>('login');
  return (
    <SubPage title={t('myLog')}>
      <Tabs
        label={t('myLog')}
        items={[
          { key: 'login', title: t('loginLog') },
          { key: 'activity', title: t('activityLog') },
        ]}
        activeKey={kind}
        onChange={(key) => setKind(key === 'activity' ? 'activity' : 'login')}
      >
        <LogList key={kind} kind={kind} />
      </Tabs>
    </SubPage>
  );
});

export default MyLogPage;
