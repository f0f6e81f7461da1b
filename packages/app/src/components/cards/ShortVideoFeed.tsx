import type { ShortVideo } from '@live/api-contract';
import { Empty, InfiniteScroll } from '@live/ui-kit';
import { useRef, useState } from 'react';
import { useServices } from '../../app/services';
import { useCardsT } from './messages';
import { VideoGrid } from './VideoGrid';
import { IN_PAGE } from '../../domain/request-presets';

const PAGE_SIZE = 20;

/** Short videos page by page (getShortVideoList). */
export function ShortVideoFeed() {
  const { api } = useServices();
  const t = useCardsT();
  const [videos, setVideos] = useState<ShortVideo[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const page = useRef(0);
  const loadMore = async () => {
    const next = page.current + 1;
    const data = await api.video.getShortVideoList({ page: next, size: PAGE_SIZE, ...IN_PAGE });
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
