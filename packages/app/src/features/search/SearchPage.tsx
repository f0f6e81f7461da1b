import type { Anchor, Match, MatchEvent, MultipleSearch, News, RaceHomeSearch, Team } from '@live/api-contract';
import { Button, Empty, InfiniteScroll, SearchBar, Tabs } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useServices } from '../../app/services';
import { LoadState } from '../../components/data-views/LoadState';
import { MatchRows } from '../../components/data-views/MatchRows';
import { NewsRows } from '../../components/data-views/NewsRows';
import { PageBar } from '../../components/page-bar/PageBar';
import {
  keywordLogEntry,
  loggedKeywords,
  normalizeKeyword,
  SEARCH_TABS,
  type SearchTab,
  searchTabOf,
} from '../../domain/search';
import { useLoad } from '../../hooks/use-load';
import { usePagedList } from '../../hooks/use-paged-list';
import { paths } from '../../routes/paths';
import { usePageMeta } from '../../shell/usePageMeta';
import { useSearchT } from './messages';
import { AnchorRows, EventRows, TeamRows } from './ResultRows';
import { IN_PAGE } from '../../domain/request-presets';
import './search.css';

/** Rows per kind in the overview; each kind's tab shows them all. */
const PREVIEW = 3;

type Overview = MultipleSearch & RaceHomeSearch;

function Group({ title, onMore, children }: { title: string; onMore: () => void; children: ReactNode }) {
  const t = useSearchT();
  return (
    <section className="search-group">
      <div className="search-group__head">
        <h2>{title}</h2>
        <Button variant="text" size="small" onClick={onMore}>
          {t('more')}
        </Button>
      </div>
      {children}
    </section>
  );
}

/** Everything at once: `multiple` with the keyword only (spec §7) for anchors and news, raceHome for the rest. */
function OverviewResults({ keyword, openTab }: { keyword: string; openTab: (tab: SearchTab) => void }) {
  const { api } = useServices();
  const t = useSearchT();
  const overview = useLoad<Overview>(
    (signal) =>
      Promise.all([
        api.search.multiple(keyword, IN_PAGE, { signal }),
        api.search.raceHome({ keyword, ...IN_PAGE }, { signal }),
      ]).then(([multiple, race]) => ({ ...multiple, ...race })),
    keyword,
  );
  const empty = (data: Overview) =>
    data.matches.length + data.teams.length + data.events.length + data.anchors.length + data.news.length === 0;
  return (
    <LoadState state={overview} isEmpty={empty} emptyText={t('noResults', { k: keyword })}>
      {(data) => (
        <>
          {data.matches.length > 0 && (
            <Group title={t('matches')} onMore={() => openTab('matches')}>
              <MatchRows list={data.matches.slice(0, PREVIEW)} keyword={keyword} />
            </Group>
          )}
          {data.teams.length > 0 && (
            <Group title={t('teams')} onMore={() => openTab('teams')}>
              <TeamRows list={data.teams.slice(0, PREVIEW)} keyword={keyword} />
            </Group>
          )}
          {data.events.length > 0 && (
            <Group title={t('events')} onMore={() => openTab('events')}>
              <EventRows list={data.events.slice(0, PREVIEW)} keyword={keyword} />
            </Group>
          )}
          {data.anchors.length > 0 && (
            <Group title={t('anchors')} onMore={() => openTab('anchors')}>
              <AnchorRows list={data.anchors.slice(0, PREVIEW)} keyword={keyword} />
            </Group>
          )}
          {data.news.length > 0 && (
            <Group title={t('news')} onMore={() => openTab('news')}>
              <NewsRows list={data.news.slice(0, PREVIEW)} keyword={keyword} />
            </Group>
          )}
        </>
      )}
    </LoadState>
  );
}

/** One kind from its own call: the race calls answer whole lists. */
function ListResults<T>({
  keyword,
  load,
  render,
}: {
  keyword: string;
  load: (signal: AbortSignal) => Promise<{ list: T[] }>;
  render: (list: T[]) => ReactNode;
}) {
  const t = useSearchT();
  const found = useLoad((signal) => load(signal).then((data) => data.list), keyword);
  return (
    <LoadState state={found} isEmpty={(list) => list.length === 0} emptyText={t('noResults', { k: keyword })}>
      {render}
    </LoadState>
  );
}

/** One kind page by page: /webapi/search/{type} with keyword, page and size (spec §7). */
const PagedResults = observer(function PagedResults<T>({
  keyword,
  load,
  render,
}: {
  keyword: string;
  load: (page: number, signal: AbortSignal) => Promise<{ list: T[]; total: number; page: number; size: number }>;
  render: (list: T[]) => ReactNode;
}) {
  const { root } = useServices();
  const t = useSearchT();
  const found = usePagedList(load, keyword);
  return (
    <LoadState state={found} isEmpty={(list) => list.length === 0} emptyText={t('noResults', { k: keyword })}>
      {(list) => (
        <>
          {render(list)}
          <InfiniteScroll loadMore={found.loadMore} hasMore={found.hasMore} lang={root.language.lang} />
        </>
      )}
    </LoadState>
  );
});

function TabResults({ tab, keyword }: { tab: Exclude<SearchTab, 'all'>; keyword: string }) {
  const { api } = useServices();
  const size = 20;
  switch (tab) {
    case 'matches':
      return (
        <ListResults<Match>
          keyword={keyword}
          load={(signal) => api.search.matches({ keyword, ...IN_PAGE }, { signal })}
          render={(list) => <MatchRows list={list} keyword={keyword} />}
        />
      );
    case 'teams':
      return (
        <ListResults<Team>
          keyword={keyword}
          load={(signal) => api.search.teams({ keyword, ...IN_PAGE }, { signal })}
          render={(list) => <TeamRows list={list} keyword={keyword} />}
        />
      );
    case 'events':
      return (
        <ListResults<MatchEvent>
          keyword={keyword}
          load={(signal) => api.search.events({ keyword, ...IN_PAGE }, { signal })}
          render={(list) => <EventRows list={list} keyword={keyword} />}
        />
      );
    case 'anchors':
      return (
        <PagedResults<Anchor>
          keyword={keyword}
          load={(page, signal) => api.search.anchor({ keyword, page, size, ...IN_PAGE }, { signal })}
          render={(list) => <AnchorRows list={list} keyword={keyword} />}
        />
      );
    case 'news':
      return (
        <PagedResults<News>
          keyword={keyword}
          load={(page, signal) => api.search.news({ keyword, page, size, ...IN_PAGE }, { signal })}
          render={(list) => <NewsRows list={list} keyword={keyword} />}
        />
      );
  }
}

/** The newest 5 keywords searched (spec §4), each a link that searches it again. */
const History = observer(function History() {
  const { root } = useServices();
  const t = useSearchT();
  const keywords = loggedKeywords(root.history.searchLog);
  if (keywords.length === 0) return <Empty description={t('noHistory')} />;
  return (
    <section className="search-history" aria-labelledby="search-history">
      <div className="search-group__head">
        <h2 id="search-history">{t('history')}</h2>
        <Button variant="text" size="small" onClick={() => root.history.addSearch([])}>
          {t('clearHistory')}
        </Button>
      </div>
      <ul className="search-history__list">
        {keywords.map((keyword) => (
          <li key={keyword}>
            <Link to={paths.search(undefined, { keyword })}>{keyword}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
});

/**
 * /search: the site-wide search. The keyword and the kind shown are in the address (?keyword=&tab=), so back
 * and a shared link return to the same results. Every match is marked as text nodes, never HTML (spec §5).
 */
export default observer(function SearchPage() {
  const { brand, root } = useServices();
  const t = useSearchT();
  const [params, setParams] = useSearchParams();
  const keyword = normalizeKeyword(params.get('keyword') ?? '');
  const tab = searchTabOf(params.get('tab'));
  const [value, setValue] = useState(keyword);
  usePageMeta(brand, 'default', keyword ? `${keyword} - ${t('search')}` : t('search'));
  // A history link or back changes the keyword in the address: the box follows it.
  useEffect(() => setValue(keyword), [keyword]);

  function search(word: string) {
    const entry = keywordLogEntry(word);
    if (!entry) return;
    root.history.addSearch(entry);
    setParams({ keyword: entry.keyword });
  }

  const openTab = (next: SearchTab) => setParams({ keyword, tab: next }, { replace: true });
  const tabs = SEARCH_TABS.map((key) => ({ key, title: t(key) }));
  return (
    <div className="search-page">
      <PageBar title={t('search')} fallback={paths.root()} />
      <SearchBar
        value={value}
        onChange={setValue}
        onSearch={search}
        placeholder={t('placeholder')}
        autoFocus={!keyword}
        lang={root.language.lang}
      />
      {keyword ? (
        <Tabs
          sticky
          items={tabs}
          activeKey={tab}
          onChange={(key) => openTab(searchTabOf(key))}
          label={t('resultTypes')}
        >
          {tab === 'all' ? (
            <OverviewResults keyword={keyword} openTab={openTab} />
          ) : (
            <TabResults tab={tab} keyword={keyword} />
          )}
        </Tabs>
      ) : (
        <History />
      )}
    </div>
  );
});
