import type { VideoCategory } from '@live/api-contract';
import { Cell, Empty, Image, List, NavBar, Tabs } from '@live/ui-kit';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useServices } from '../../app/services';
import { usePageMeta } from '../../shell/usePageMeta';
import { useVideoT } from './messages';
import { useLoad } from '../../hooks/use-load';
import { rowLink } from '../../routes/links';
import { paths } from '../../routes/paths';
import { ShortVideoFeed } from '../../components/cards/ShortVideoFeed';
import { IN_PAGE } from '../../domain/request-presets';

/** The recorded-video categories (getRecCategories); each opens /rec-category/:id. */
export function RecCategoryList() {
  const { api } = useServices();
  const t = useVideoT();
  const categories = useLoad<VideoCategory[]>(
    (signal) => api.video.getRecCategories(IN_PAGE, { signal }).then((d) => d.list),
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
          link={rowLink(paths.recCategory({ id: category.id }))}
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
  const t = useVideoT();
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
