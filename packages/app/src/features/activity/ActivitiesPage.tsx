import type { Activity } from '@live/api-contract';
import { Image, InfiniteScroll, useTimeZone } from '@live/ui-kit';
import { Link } from 'react-router-dom';
import { useServices } from '../../app/services';
import { AccountPage } from '../../components/account-page/AccountPage';
import { LoadState } from '../../components/data-views/LoadState';
import { formatRecordTime } from '../../domain/money';
import { usePagedList } from '../../hooks/use-paged-list';
import { paths } from '../../routes/paths';
import { activityPhase } from './activity-time';
import { useActivityT } from './messages';
import { IN_PAGE } from '../../domain/request-presets';
import './activity.css';

const TONE = { upcoming: 'wait', ongoing: 'good', ended: '' } as const;

/** /activities: the platform's activities, newest first, paged; each opens its page. */
export default function ActivitiesPage() {
  const { api, root } = useServices();
  const timeZone = useTimeZone();
  const t = useActivityT();
  const list = usePagedList<Activity>(
    (page, signal) => api.activity.getList({ page, size: 10, ...IN_PAGE }, { signal }),
    'activities',
  );
  const now = Date.now() / 1000;
  const language = root.language.lang;
  return (
    <AccountPage title={t('activities')} needsLogin={false} fallback={paths.root()}>
      <LoadState state={list} isEmpty={(rows) => rows.length === 0} emptyText={t('noActivities')}>
        {(rows) => (
          <>
            <ul className="activity__list">
              {rows.map((activity, index) => {
                const phase = activityPhase(activity, now);
                return (
                  <li key={activity.id}>
                    <Link className="activity__card" to={paths.activity({ id: activity.id })}>
                      {/* The first cover is the page's largest paint (issue #31): no lazy loading. */}
                      <Image src={activity.cover} alt="" className="activity__cover" priority={index === 0} />
                      <span className="activity__title">
                        {activity.title}
                        <span className={`account-status account-status--${TONE[phase]}`}>{t(phase)}</span>
                      </span>
                      <span className="account-hint">{activity.summary}</span>
                      <span className="account-hint">
                        {t('period', {
                          from: formatRecordTime(activity.start_time, language, timeZone),
                          to: formatRecordTime(activity.end_time, language, timeZone),
                        })}
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
            <InfiniteScroll loadMore={list.loadMore} hasMore={list.hasMore} />
          </>
        )}
      </LoadState>
    </AccountPage>
  );
}
