import type { RecordVideo } from '@live/api-contract';
import { Amount, Empty, NavBar, Skeleton } from '@live/ui-kit';
import { useNavigate, useParams } from 'react-router-dom';
import { useServices } from '../../app/services';
import { usePageMeta } from '../../shell/usePageMeta';
import { useVideoT } from './messages';
import { useLoad } from '../../hooks/use-load';
import { ShareButton } from '../../components/share-button/ShareButton';
import { VideoGrid } from '../../components/cards/VideoGrid';
import { VideoView } from './VideoCards';
import { IN_PAGE } from '../../domain/request-presets';

/** /rec-video/:id: a recorded video and the rest of its collection. */
export default function RecVideoPage() {
  const { brand, api } = useServices();
  const t = useVideoT();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const video = useLoad<RecordVideo>(
    (signal) => api.video.getRecordVideoDetail({ id, ...IN_PAGE }, { signal }),
    String(id),
  );
  const data = video.data;
  const collectionId = data?.collection_id ?? 0;
  const related = useLoad<RecordVideo[]>(
    (signal) =>
      collectionId > 0
        ? api.video
            .getRecordVideoList({ collection_id: collectionId, page: 1, size: 20, ...IN_PAGE }, { signal })
            .then((d) => d.list)
        : Promise.resolve([]),
    String(collectionId),
  );
  usePageMeta(brand, 'default', data?.title);
  return (
    <div>
      <NavBar
        title={t('recCategories')}
        onBack={() => navigate(-1)}
        right={<ShareButton target={data ? { kind: 'recordvideo', id: data.id } : null} />}
      />
      <Skeleton loading={video.loading} rows={4}>
        {!data && <Empty description={t('notFound')} />}
        {data && (
          <VideoView video={data}>
            {data.author.nick_name} · <Amount value={data.views} /> {t('views')}
          </VideoView>
        )}
      </Skeleton>
      <VideoGrid videos={(related.data ?? []).filter((item) => item.id !== id)} label={t('more')} kind="record" />
    </div>
  );
}
