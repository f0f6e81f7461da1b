import type { ShortVideo, VideoCategory } from '@live/api-contract';
import { Cell, Empty, Image, InfiniteScroll, List, NavBar, Tabs } from '@live/ui-kit';
import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useServices } from '../../app/services';
import { usePageMeta } from '../../shell/usePageMeta';
import { useLiveT } from '../live/messages';
import { useLoad } from '../live/use-load';
import { VideoGrid } from './VideoCards';

const PAGE_SIZE = 20;

/** Short videos page by page (getShortVideoList). */
export function ShortVideoFeed() {
  const { api } = useServices();
  const t = useLiveT();
  const [videos, setVideos] = useState<ShortVideo[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const page = useRef(0);
  const loadMore = async () => {
    const next = page.current + 1;
    const data = await api.video.getShortVideoList({ page: next, size: PAGE_SIZE, hideLoading: true });
    page.current = next;
    setTotal(data.total);
    setVideos((list) => [...list, ...data.list]);
  };
  return (
    <>
      <VideoGrid videos={videos} label={t('shortVideos')} kind="short" />
      {total === 0 && <Empty description={t('noData')} />}
      <InfiniteScroll loadMore={loadMore} hasMore={total === null || videos.length < total} />
    </>
  );
}

/** The recorded-video categories (getRecCategories); each opens /rec-category/:id. */
export function RecCategoryList() {
  const { api } = useServices();
  const t = useLiveT();
  const navigate = useNavigate();
  const categories = useLoad<VideoCategory[]>(
    (signal) => api.video.getRecCategories({ hideLoading: true }, { signal }).then((d) => d.list),
    'categories',
  );
  if (categories.data?.length === 0) return <Empty description={t('noData')} />;
  return (
    <List>
      {categories.data?.map((category) => (
        <Cell
          key={category.id}
          prefix={<Image src={category.cover} alt="" width={64} height={36} fit="cover" />}
          title={category.name}
          value={category.video_count}
          arrow
          onClick={() => navigate(`/rec-category/${category.id}`)}
        />
      ))}
    </List>
  );
}

const TABS = [
  { key: 'short', title: '短视频', title_br: 'Vídeos curtos' },
  { key: 'record', title: '精彩回放', title_br: 'Replays' },
];

/** /live/videos: short videos and recorded-video categories. */
export default function VideosPage() {
  const { brand } = useServices();
  const t = useLiveT();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  usePageMeta(brand, 'default', t('videos'));
  const tab = params.get('tab') === 'record' ? 'record' : 'short';
  return (
    <div>
      <NavBar title={t('videos')} onBack={() => navigate(-1)} />
      <Tabs
        sticky
        label={t('videos')}
        items={TABS}
        activeKey={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
      >
        {tab === 'short' ? <ShortVideoFeed /> : <RecCategoryList />}
      </Tabs>
    </div>
  );
}
