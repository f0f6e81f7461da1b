import type { ShortVideo } from '@live/api-contract';
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

/** /shortvideo/:id: the clip, its author and counts, and more clips. */
export default function ShortVideoPage() {
  const { brand, api } = useServices();
  const t = useVideoT();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const video = useLoad<ShortVideo>(
    (signal) => api.video.getShortVideoDetail({ id, ...IN_PAGE }, { signal }),
    String(id),
  );
  const more = useLoad<ShortVideo[]>(
    (signal) => api.video.getShortVideoList({ page: 1, size: 10, ...IN_PAGE }, { signal }).then((d) => d.list),
    'more',
  );
  usePageMeta(brand, 'default', video.data?.title);
  const data = video.data;
  return (
    <div>
      <NavBar
        title={t('shortVideos')}
        onBack={() => navigate(-1)}
        right={<ShareButton target={data ? { kind: 'shortvideo', id: data.id } : null} />}
      />
      <Skeleton loading={video.loading} rows={4}>
        {!data && <Empty description={t('notFound')} />}
        {data && (
          <VideoView video={data}>
            {data.author.nick_name} · <Amount value={data.views} /> {t('views')} · <Amount value={data.likes} />{' '}
            {t('likes')}
          </VideoView>
        )}
      </Skeleton>
      <VideoGrid videos={(more.data ?? []).filter((item) => item.id !== id)} label={t('more')} kind="short" />
    </div>
  );
}
