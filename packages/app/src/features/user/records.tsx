import type { AnchorLiveSession } from '@live/api-contract';
import { InfiniteScroll } from '@live/ui-kit';
import { useServices } from '../../app/services';
import { formatDateTime, formatDuration } from '../../domain/user-centre';
import { usePagedList } from '../../hooks/use-paged-list';
import { LoadState } from '../../components/data-views/LoadState';
import { useUserT } from './messages';
import { IN_PAGE } from '../../domain/request-presets';

/** An anchor's broadcasts (their own when `anchorId` is null): start, length, peak audience; the live one first. */
export function BroadcastList({ anchorId }: { anchorId: number | null }) {
  const { api, brand } = useServices();
  const t = useUserT();
  const list = usePagedList<AnchorLiveSession>(
    (page, signal) =>
      api.user.getAnchorLiveRecord({ anchorid: anchorId ?? undefined, page, size: 20, ...IN_PAGE }, { signal }),
    `broadcasts-${anchorId ?? 'me'}`,
  );
  return (
    <LoadState state={list} isEmpty={(data) => data.length === 0} emptyText={t('noBroadcasts')}>
      {(sessions) => (
        <>
          <ul className="user-rows">
            {sessions.map((session) => (
              <li key={session.id} className="user-rows__item">
                <span className="user-rows__title">
                  {session.live === 1 && <span className="user-tag user-tag--live">{t('liveNow')}</span>}
                  {session.title}
                </span>
                <span className="user-rows__meta">
                  <time>{formatDateTime(session.started_at, brand.language, brand.timeZone)}</time>
                  {session.live === 0 && <span>{t('duration', { d: formatDuration(session.duration) })}</span>}
                  <span>{t('peak', { n: session.peak_viewers })}</span>
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
