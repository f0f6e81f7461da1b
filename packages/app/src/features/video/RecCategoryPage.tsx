import type { CategoryDetail } from '@live/api-contract';
import { Cell, Empty, Image, List, NavBar, Skeleton } from '@live/ui-kit';
import { useNavigate, useParams } from 'react-router-dom';
import { useServices } from '../../app/services';
import { usePageMeta } from '../../shell/usePageMeta';
import { useVideoT } from './messages';
import { useLoad } from '../../hooks/use-load';
import { rowLink } from '../../routes/links';
import { paths } from '../../routes/paths';
import { VideoGrid } from '../../components/cards/VideoGrid';
import { RecCategoryList } from './VideosPage';
import { IN_PAGE } from '../../domain/request-presets';
import './video.css';

/** /rec-category/:id?: without an id every category; with one, its collections and videos. */
export default function RecCategoryPage() {
  const { brand, api } = useServices();
  const t = useVideoT();
  const navigate = useNavigate();
  const id = Number(useParams().id ?? 0);
  const detail = useLoad<CategoryDetail | null>(
    (signal) => (id > 0 ? api.video.getCategoryDetail({ id, ...IN_PAGE }, { signal }) : Promise.resolve(null)),
    String(id),
  );
  const data = detail.data;
  usePageMeta(brand, 'default', data?.category.name ?? t('recCategories'));
  return (
    <div>
      <NavBar title={data?.category.name ?? t('recCategories')} onBack={() => navigate(-1)} />
      {id > 0 ? (
        <Skeleton loading={detail.loading} rows={6}>
          {!data && <Empty description={t('notFound')} />}
          {data && data.collections.length > 0 && (
            <List header={t('collections')}>
              {data.collections.map((collection) => (
                <Cell
                  key={collection.id}
                  prefix={<Image src={collection.cover} alt="" width={64} height={36} fit="cover" />}
                  title={collection.title}
                  value={collection.video_count}
                  arrow
                  link={rowLink(paths.recCollection({ id: collection.id }))}
                />
              ))}
            </List>
          )}
          {data && <VideoGrid videos={data.list} label={data.category.name} kind="record" />}
        </Skeleton>
      ) : (
        <RecCategoryList />
      )}
    </div>
  );
}
