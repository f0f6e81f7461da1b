import { MODEL_SUBSCRIPTION, MODEL_TYPE, type ModelDetail, type ModelTypeName } from '@live/api-contract';
import { Empty } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useServices } from '../../app/services';
import { LoadState } from '../../components/data-views/LoadState';
import { displayName, matchDetailPath } from '../../domain/names';
import { type Loaded, useLoad } from '../../hooks/use-load';
import { LinkButton } from '../../routes/links';
import { paths } from '../../routes/paths';
import { useDataT } from './messages';
import { ModelCard, PriceTag } from './ModelCard';
import { ModelNumbers } from './ModelNumbers';
import { QUIET } from '../../domain/request-presets';

/** A positive whole number from the address, or null. */
export function modelIdParam(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The model of the address (:id), of the given type when the address names one. */
export function useModel(type?: ModelTypeName): { id: number | null; model: Loaded<ModelDetail | null> } {
  const { api } = useServices();
  const id = modelIdParam(useParams().id);
  const model = useLoad<ModelDetail | null>(
    (signal) =>
      id === null
        ? Promise.resolve(null)
        : api.model.getModelDetail({ id, type: type ? MODEL_TYPE[type] : undefined, ...QUIET }, { signal }),
    `${type ?? ''}-${id}`,
  );
  return { id, model };
}

/** The model of the address through its states: a bad address, loading, failed, not found, then `children`. */
export function ModelLoad({ type, children }: { type?: ModelTypeName; children: (data: ModelDetail) => ReactNode }) {
  const t = useDataT();
  const { id, model } = useModel(type);
  if (id === null) return <Empty description={t('notFound')} />;
  return (
    <LoadState state={model} isEmpty={(data) => data === null} emptyText={t('notFound')}>
      {(data) => data && children(data)}
    </LoadState>
  );
}

/**
 * A model's card and, once subscribed (or when free), its numbers; before that, what it costs and the way to
 * the subscribe page. Shared by /data/model/detail/:type/:id and the /mobile/ pages.
 */
export const ModelDetailView = observer(function ModelDetailView({ type }: { type: ModelTypeName }) {
  const { root } = useServices();
  const t = useDataT();
  return (
    <ModelLoad type={type}>
      {(data) => (
        <>
          <ul className="model-list">
            <ModelCard item={data.item} />
          </ul>
          <section className="model-numbers" data-testid="model-numbers">
            {data.detail ? (
              <ModelNumbers
                detail={data.detail}
                names={[
                  displayName(data.item.match.hometeam, root.language.lang),
                  displayName(data.item.match.awayteam, root.language.lang),
                ]}
              />
            ) : (
              <div className="model-locked">
                {data.item.status === MODEL_SUBSCRIPTION.finished ? (
                  <p role="status">{t('closed')}</p>
                ) : (
                  <>
                    <p>{t('locked')}</p>
                    <PriceTag item={data.item} />
                    <LinkButton to={paths.dataModelSubscribe({ id: data.item.id })} variant="primary" round block>
                      {t('subscribeFor', { n: data.item.price })}
                    </LinkButton>
                  </>
                )}
              </div>
            )}
          </section>
          <p className="data-page__note">
            <LinkButton to={matchDetailPath(data.item.match)} variant="text" size="small">
              {displayName(data.item.match.hometeam, root.language.lang)} VS{' '}
              {displayName(data.item.match.awayteam, root.language.lang)}
            </LinkButton>
          </p>
        </>
      )}
    </ModelLoad>
  );
});
