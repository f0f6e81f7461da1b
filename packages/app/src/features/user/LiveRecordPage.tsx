import type { LiveLogEntry } from '@live/api-contract';
import { Image, InfiniteScroll, Tabs } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useServices } from '../../app/services';
import { formatDateTime } from '../../domain/user-centre';
import { usePagedList } from '../../hooks/use-paged-list';
import { LinkButton } from '../../routes/links';
import { paths } from '../../routes/paths';
import { LoadState } from '../../components/data-views/LoadState';
import { useUserT } from './messages';
import { BroadcastList } from './records';
import { SubPage } from './SubPage';
import { IN_PAGE } from '../../domain/request-presets';

function WatchHistory() {
  const { api, brand } = useServices();
  const t = useUserT();
  const list = usePagedList<LiveLogEntry>(
    (page, signal) => api.user.getLiveLog({ page, size: 20, ...IN_PAGE }, { signal }),
    'watch-history',
  );
  return (
    <LoadState
      state={list}
      isEmpty={(data) => data.length === 0}
      emptyText={t('noHistory')}
      emptyAction={
        <LinkButton variant="primary" round to={paths.liveLives()}>
          {t('goLive')}
        </LinkButton>
      }
    >
      {(entries) => (
        <>
          <ul className="user-rows">
            {entries.map((entry) => (
              <li key={entry.liveid}>
                <Link to={paths.liveDetail({ id: entry.anchorid })} className="user-rows__item user-rows__item--media">
                  <Image src={entry.cover} alt="" width={96} height={54} fit="cover" />
                  <span className="user-rows__text">
                    <span className="user-rows__title">{entry.title}</span>
                    <span className="user-rows__meta">
                      <span>{entry.anchor_name}</span>
                      <time>{formatDateTime(entry.watched_at, brand.language, brand.timeZone)}</time>
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <InfiniteScroll loadMore={list.loadMore} hasMore={list.hasMore} lang={brand.language} />
        </>
      )}
    </LoadState>
  );
}

/** /user-center/live-record: the rooms watched, and for an anchor their own broadcasts. */
const LiveRecordPage = observer(function LiveRecordPage() {
  const { root } = useServices();
  const t = useUserT();
  const [tab, setTab] = useState('history');
  const isAnchor = root.user.info?.is_anchor === 1;
  return (
    <SubPage title={t('liveRecord')}>
      {isAnchor ? (
        <Tabs
          label={t('liveRecord')}
          items={[
            { key: 'history', title: t('watchHistory') },
            { key: 'broadcasts', title: t('myBroadcasts') },
          ]}
          activeKey={tab}
          onChange={setTab}
        >
          {tab === 'history' ? <WatchHistory /> : <BroadcastList anchorId={null} />}
        </Tabs>
      ) : (
        <WatchHistory />
      )}
    </SubPage>
  );
});

export default LiveRecordPage;
