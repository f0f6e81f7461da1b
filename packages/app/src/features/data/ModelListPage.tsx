import { MODEL_RESULT, MODEL_TYPE, type ModelItem, type ModelTypeName } from '@live/api-contract';
import { InfiniteScroll } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { useServices } from '../../app/services';
import { LoadState } from '../../components/data-views/LoadState';
import { PageBar } from '../../components/page-bar/PageBar';
import { hitRateOf } from '../../domain/data-models';
import { modelTypeLabel } from '../../domain/data-models';
import { usePagedList } from '../../hooks/use-paged-list';
import { paths } from '../../routes/paths';
import { usePageMeta } from '../../shell/usePageMeta';
import { useDataT } from './messages';
import { ModelCard } from './ModelCard';
import { IN_PAGE } from '../../domain/request-presets';
import './data.css';

/** The hit rate of the type (last 20, from the platform) and the record of the models on the page. */
function HitSummary({ items }: { items: readonly ModelItem[] }) {
  const t = useDataT();
  const rate = items[0]?.hit_rate ?? 0;
  const results = items.map((item) => item.result);
  const hit = results.filter((result) => result === MODEL_RESULT.hit).length;
  const missed = results.filter((result) => result === MODEL_RESULT.missed).length;
  const shown = hitRateOf(results);
  return (
    <div className="model-summary" data-testid="hit-summary">
      <div
        className="model-summary__ring"
        style={{ ['--rate' as string]: `${rate}%` }}
        role="img"
        aria-label={t('hitRateOf', { p: rate })}
      >
        <span>{rate}%</span>
      </div>
      <div className="model-summary__text">
        <p>{t('hitRateOf', { p: rate })}</p>
        {shown !== null && <p className="data-page__note">{t('shownRecord', { hit, missed })}</p>}
      </div>
    </div>
  );
}

/** /data/model/{upset|poisson|diversity|margin}: the models of one type, pinned first, page by page. */
export const ModelListPage = observer(function ModelListPage({ type }: { type: ModelTypeName }) {
  const { api, brand, root } = useServices();
  const t = useDataT();
  const code = MODEL_TYPE[type];
  const title = modelTypeLabel(code, root.language.lang);
  usePageMeta(brand, 'default', title);
  const list = usePagedList(
    (page, signal) => api.model.getModelList({ type: code, page, size: 10, ...IN_PAGE }, { signal }),
    type,
  );
  return (
    <div className="data-page">
      <PageBar title={title} fallback={paths.data()} />
      <LoadState state={list} isEmpty={(items) => items.length === 0} emptyText={t('noModels')}>
        {(items) => (
          <>
            <HitSummary items={items} />
            <ul className="model-list">
              {items.map((item) => (
                <ModelCard key={item.id} item={item} />
              ))}
            </ul>
            <InfiniteScroll loadMore={list.loadMore} hasMore={list.hasMore} lang={root.language.lang} />
          </>
        )}
      </LoadState>
    </div>
  );
});
