import { MODEL_TYPE, type ModelTypeName } from '@live/api-contract';
import { Empty } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { useServices } from '../../app/services';
import { PageBar } from '../../components/page-bar/PageBar';
import { modelTypeLabel } from '../../domain/data-models';
import { MODEL_TYPES } from '../../domain/labels';
import { paths } from '../../routes/paths';
import { usePageMeta } from '../../shell/usePageMeta';
import { useDataT } from './messages';
import { ModelDetailView } from './ModelDetailView';
import './data.css';

/** /data/model/detail/:type/:id: one model, its type named in the address. */
export default observer(function ModelDetailPage() {
  const { brand, root } = useServices();
  const t = useDataT();
  const segment = useParams().type ?? '';
  const type = (MODEL_TYPES as readonly string[]).includes(segment) ? (segment as ModelTypeName) : null;
  const title = type ? modelTypeLabel(MODEL_TYPE[type], root.language.lang) : t('data');
  usePageMeta(brand, 'default', title);
  return (
    <div className="data-page">
      <PageBar title={title} fallback={paths.data()} />
      {type ? <ModelDetailView type={type} /> : <Empty description={t('notFound')} />}
    </div>
  );
});
