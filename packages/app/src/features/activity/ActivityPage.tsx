import type { Activity } from '@live/api-contract';
import { Image, useTimeZone } from '@live/ui-kit';
import { useParams } from 'react-router-dom';
import { useServices } from '../../app/services';
import { AccountPage } from '../../components/account-page/AccountPage';
import { LoadState } from '../../components/data-views/LoadState';
import { formatRecordTime } from '../../domain/money';
import { useLoad } from '../../hooks/use-load';
import { paths } from '../../routes/paths';
import { activityPhase } from './activity-time';
import { useActivityT } from './messages';
import { QUIET } from '../../domain/request-presets';
import './activity.css';

/** /activity/:id and /mobile/activity/:id (inside the native app, without the bar): one activity's page. */
export function ActivityView({ mobile }: { mobile: boolean }) {
  const { api, root } = useServices();
  const timeZone = useTimeZone();
  const t = useActivityT();
  const id = Number(useParams().id);
  const activity = useLoad<Activity>(
    (signal) =>
      Number.isSafeInteger(id) && id > 0
        ? api.activity.getDetail({ id, ...QUIET }, { signal })
        : Promise.reject(new Error('bad id')),
    `activity-${id}`,
  );
  const language = root.language.lang;
  return (
    <AccountPage
      title={activity.data?.title ?? t('activity')}
      needsLogin={false}
      bare={mobile}
      fallback={paths.activities()}
    >
      {activity.failed ? (
        <p className="activity__missing" role="alert">
          {t('notFound')}
        </p>
      ) : (
        <LoadState state={activity} rows={6}>
          {(data) => (
            <article className="activity__detail">
              <Image src={data.cover} alt="" className="activity__cover" />
              <p className="activity__meta">
                <span className="account-status">{t(activityPhase(data, Date.now() / 1000))}</span>{' '}
                {t('period', {
                  from: formatRecordTime(data.start_time, language, timeZone),
                  to: formatRecordTime(data.end_time, language, timeZone),
                })}
              </p>
              {data.paragraphs.map((paragraph, index) => (
                <p key={index} className="activity__paragraph">
                  {paragraph}
                </p>
              ))}
            </article>
          )}
        </LoadState>
      )}
    </AccountPage>
  );
}

export default function ActivityPage() {
  return <ActivityView mobile={false} />;
}
