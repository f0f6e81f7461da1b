import type { ModelSubscription } from '@live/api-contract';
import { Empty, InfiniteScroll, useTimeZone } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useServices } from '../../app/services';
import { LoadState } from '../../components/data-views/LoadState';
import { PageBar } from '../../components/page-bar/PageBar';
import { modelDetailPath, modelTypeKey } from '../../domain/data-models';
import { modelTypeLabel } from '../../domain/data-models';
import { usePagedList } from '../../hooks/use-paged-list';
import { LinkButton } from '../../routes/links';
import { paths } from '../../routes/paths';
import { usePageMeta } from '../../shell/usePageMeta';
import { useDataT } from './messages';
import { ResultBadge } from './ModelCard';
import './data.css';
import { formatRecordTime } from '../../domain/money';
import { IN_PAGE } from '../../domain/request-presets';

function RecordRow({ record }: { record: ModelSubscription }) {
  const { root } = useServices();
  const timeZone = useTimeZone();
  const t = useDataT();
  const key = modelTypeKey(record.type);
  const body = (
    <>
      <span className="model-record__main">
        <span className="model-card__type">{modelTypeLabel(record.type, root.language.lang)}</span>
        <span className="model-record__title">{record.title}</span>
        <span className="data-page__note is-inline">
          {formatRecordTime(record.created_at, root.language.lang, timeZone)} · {t('paid', { n: record.gold })}
        </span>
      </span>
      <ResultBadge status={record.status} result={record.result} />
    </>
  );
  return (
    <li className="model-record" data-testid="subscription-record">
      {key ? (
        <Link to={modelDetailPath(key, record.model_id)} className="model-record__link">
          {body}
        </Link>
      ) : (
        <div className="model-record__link">{body}</div>
      )}
    </li>
  );
}

/** The signed-in user's subscriptions, newest first, each with its state (waiting, in play, finished). */
const Records = observer(function Records() {
  const { api, root } = useServices();
  const t = useDataT();
  const list = usePagedList(
    (page, signal) => api.model.getSubscriptionRecords({ page, size: 20, ...IN_PAGE }, { signal }),
    String(root.user.uid),
  );
  return (
    <LoadState state={list} isEmpty={(items) => items.length === 0} emptyText={t('noRecords')}>
      {(items) => (
        <>
          <ul className="model-records">
            {items.map((record) => (
              <RecordRow key={record.id} record={record} />
            ))}
          </ul>
          <InfiniteScroll loadMore={list.loadMore} hasMore={list.hasMore} lang={root.language.lang} />
        </>
      )}
    </LoadState>
  );
});

/** /data/model/subscription-records: needs login; a visitor gets a login link that brings them back here. */
export default observer(function RecordsPage() {
  const { brand, root } = useServices();
  const t = useDataT();
  usePageMeta(brand, 'default', t('records'));
  return (
    <div className="data-page">
      <PageBar title={t('records')} fallback={paths.data()} />
      {root.user.isLoggedIn ? (
        <Records />
      ) : (
        <Empty description={t('loginForRecords')}>
          <LinkButton
            to={paths.login()}
            variant="primary"
            round
            onClick={() => root.setReturnAddress(paths.dataModelSubscriptionRecords())}
          >
            {t('login')}
          </LinkButton>
        </Empty>
      )}
    </div>
  );
});
