import type { ModelHome } from '@live/api-contract';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useServices } from '../../app/services';
import { LoadState } from '../../components/data-views/LoadState';
import { PageBar } from '../../components/page-bar/PageBar';
import { inModelOrder, modelListPath, modelTypeKey } from '../../domain/data-models';
import { useLoad } from '../../hooks/use-load';
import { paths } from '../../routes/paths';
import { usePageMeta } from '../../shell/usePageMeta';
import { useDataT } from './messages';
import { ModelCard } from './ModelCard';
import { IN_PAGE } from '../../domain/request-presets';
import './data.css';

/** /data: the four model types in the order of §4 with their hit rates, then today's models. */
export default observer(function DataHomePage() {
  const { api, brand } = useServices();
  const t = useDataT();
  usePageMeta(brand, 'default', t('data'));
  const home = useLoad<ModelHome>((signal) => api.model.getModelHome(IN_PAGE, { signal }), 'home');
  return (
    <div className="data-page data-page--home">
      <PageBar
        title={t('data')}
        fallback={paths.root()}
        right={
          <Link to={paths.dataModelSubscriptionRecords()} className="data-page__records">
            {t('records')}
          </Link>
        }
      />
      <LoadState state={home} isEmpty={(data) => data.types.length === 0} emptyText={t('noModels')}>
        {(data) => (
          <>
            <ul className="model-types">
              {inModelOrder(data.types).map((type) => {
                const key = modelTypeKey(type.type);
                return (
                  key && (
                    <li key={type.type}>
                      <Link to={modelListPath(key)} className={`model-types__card is-${key}`}>
                        <span className="model-types__name">{type.name}</span>
                        <span className="model-types__desc">{type.desc}</span>
                        <span className="model-types__rate">
                          <span className="model-types__meter" aria-hidden="true">
                            <span style={{ width: `${type.hit_rate}%` }} />
                          </span>
                          {t('hitRate')} {type.hit_rate}%
                        </span>
                      </Link>
                    </li>
                  )
                );
              })}
            </ul>
            <h2 className="data-page__heading">{t('today')}</h2>
            {data.list.length === 0 ? (
              <p className="data-page__note">{t('noModels')}</p>
            ) : (
              <ul className="model-list">
                {data.list.map((item) => (
                  <ModelCard key={item.id} item={item} />
                ))}
              </ul>
            )}
          </>
        )}
      </LoadState>
    </div>
  );
});
