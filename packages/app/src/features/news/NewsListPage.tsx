import { InfiniteScroll, Tabs } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { useServices } from '../../app/services';
import { LoadState } from '../../components/data-views/LoadState';
import { NewsRows } from '../../components/data-views/NewsRows';
import { PageBar } from '../../components/page-bar/PageBar';
import { usePagedList } from '../../hooks/use-paged-list';
import { paths } from '../../routes/paths';
import { usePageMeta } from '../../shell/usePageMeta';
import { useNewsT } from './messages';
import { IN_PAGE } from '../../domain/request-presets';

const FILTERS = ['headline', 'all', 'football', 'basketball'] as const;
type NewsFilter = (typeof FILTERS)[number];

function filterOf(value: string | null): NewsFilter {
  return (FILTERS as readonly string[]).includes(value ?? '') ? (value as NewsFilter) : 'headline';
}

/**
 * /mobile/news: the news list, headlines first, then all or one sport, page by page; each row opens its article in
 * the app (/mobile/news?id=). The filter is in the address (?sport=), so a shared list opens as it was.
 */
export default observer(function NewsListPage() {
  const { api, brand, root } = useServices();
  const t = useNewsT();
  usePageMeta(brand, 'default', t('news'));
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params.get('sport'));
  const list = usePagedList(
    (page, signal) =>
      api.news.getNewsList(
        {
          page,
          size: 10,
          headline: filter === 'headline' ? 1 : 0,
          sport_id: filter === 'football' ? 1 : filter === 'basketball' ? 2 : 0,
          ...IN_PAGE,
        },
        { signal },
      ),
    filter,
  );
  const tabs = FILTERS.map((key) => ({ key, title: t(key === 'headline' ? 'headlines' : key) }));
  return (
    <div>
      <PageBar title={t('news')} fallback={paths.headline()} />
      <Tabs
        sticky
        items={tabs}
        activeKey={filter}
        onChange={(key) => setParams({ sport: key }, { replace: true })}
        label={t('news')}
      >
        <LoadState state={list} isEmpty={(items) => items.length === 0} emptyText={t('noNews')}>
          {(items) => (
            <>
              <NewsRows list={items} />
              <InfiniteScroll loadMore={list.loadMore} hasMore={list.hasMore} lang={root.language.lang} />
            </>
          )}
        </LoadState>
      </Tabs>
    </div>
  );
});
