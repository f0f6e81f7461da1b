import type { LiveRoom } from '@live/api-contract';
import { Empty, InfiniteScroll, NavBar, Tabs } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useServices } from '../../app/services';
import { usePageMeta } from '../../shell/usePageMeta';
import { useLiveT } from './messages';
import { RoomGrid } from '../../components/cards/RoomGrid';
import { IN_PAGE } from '../../domain/request-presets';
import './live.css';

const PAGE_SIZE = 20;
/** The tab of rooms not about a match (getNoMatchLiveList), after the categories. */
const NO_MATCH_TAB = 'no-match';

/**
 * /live/lives: every live room of a category, page by page (getRealLives; category 1 is all rooms by heat), and
 * the rooms not about a match (getNoMatchLiveList).
 */
const LivesPage = observer(function LivesPage() {
  const { brand, root, api } = useServices();
  const t = useLiveT();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  usePageMeta(brand, '/live/lives');
  const categories = root.home.categories;
  const active = params.get('category') ?? String(categories[0]?.id ?? 1);
  const [rooms, setRooms] = useState<LiveRoom[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const page = useRef(0);
  const generation = useRef(0);

  useEffect(() => {
    if (categories.length > 0) return;
    const abort = new AbortController();
    api.live
      .getCategory(IN_PAGE, { signal: abort.signal })
      .then((data) => root.home.setCategories(data.list))
      .catch(() => undefined);
    return () => abort.abort();
  }, [api, root, categories.length]);

  // A new category starts again from page 1.
  useEffect(() => {
    generation.current += 1;
    page.current = 0;
    setRooms([]);
    setTotal(null);
  }, [active]);

  const loadMore = async () => {
    const mine = generation.current;
    const next = page.current + 1;
    const data =
      active === NO_MATCH_TAB
        ? await api.live.getNoMatchLiveList({ page: next, size: PAGE_SIZE, ...IN_PAGE })
        : await api.live.getRealLives({ category_id: Number(active), page: next, size: PAGE_SIZE, ...IN_PAGE });
    if (mine !== generation.current) return;
    page.current = next;
    setTotal(data.total);
    setRooms((list) => (next === 1 ? data.list : [...list, ...data.list]));
  };

  return (
    <div className="live-lives">
      <NavBar title={t('allLives')} onBack={() => navigate(-1)} />
      {categories.length > 0 && (
        <Tabs
          sticky
          label={t('categories')}
          activeKey={active}
          onChange={(key) => setParams({ category: key }, { replace: true })}
          items={[
            ...categories.map((category) => ({ key: String(category.id), title: category.name })),
            { key: NO_MATCH_TAB, title: t('noMatchLives') },
          ]}
        />
      )}
      <RoomGrid rooms={rooms} label={t('allLives')} />
      {total === 0 && <Empty description={t('noLives')} />}
      <InfiniteScroll key={active} loadMore={loadMore} hasMore={total === null || rooms.length < total} />
    </div>
  );
});

export default LivesPage;
