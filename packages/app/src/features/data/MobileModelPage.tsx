import { MODEL_TYPE, type ModelTypeName } from '@live/api-contract';
import { useServices } from '../../app/services';
import { modelTypeLabel } from '../../domain/data-models';
import { usePageMeta } from '../../shell/usePageMeta';
import { ModelDetailView } from './ModelDetailView';
import './data.css';

/** /mobile/model/detail/{type}/:id: a model's detail for the apps' webviews, without the site's frame. */
export function MobileModelPage({ type }: { type: ModelTypeName }) {
  const { brand, root } = useServices();
  const title = modelTypeLabel(MODEL_TYPE[type], root.language.lang);
  usePageMeta(brand, 'default', title);
  return (
    <div className="data-page is-mobile">
      <h1 className="data-page__title">{title}</h1>
      <ModelDetailView type={type} />
    </div>
  );
}
