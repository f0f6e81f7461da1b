import type { CollectionDetail } from '@live/api-contract';
import { Empty, NavBar, Skeleton } from '@live/ui-kit';
import { useNavigate, useParams } from 'react-router-dom';
import { useServices } from '../../app/services';
import { usePageMeta } from '../../shell/usePageMeta';
import { useVideoT } from './messages';
import { useLoad } from '../../hooks/use-load';
import { VideoGrid } from '../../components/cards/VideoGrid';
import { IN_PAGE } from '../../domain/request-presets';

/** /rec-collection/:id: a collection's recorded videos. */
export default function RecCollectionPage() {
  const { brand, api } = useServices();
  const t = useVideoT();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const detail = useLoad<CollectionDetail>(
    (signal) => api.video.getCollectionDetail({ id, ...IN_PAGE }, { signal }),
    String(id),
  );
  const data = detail.data;
  usePageMeta(brand, 'default', data?.collection.title ?? t('collections'));
  return (
    <div>
      <NavBar title={data?.collection.title ?? t('collections')} onBack={() => navigate(-1)} />
      <Skeleton loading={detail.loading} rows={6}>
        {!data && <Empty description={t('notFound')} />}
        {data && <VideoGrid videos={data.list} label={data.collection.title} kind="record" />}
      </Skeleton>
    </div>
  );
}
