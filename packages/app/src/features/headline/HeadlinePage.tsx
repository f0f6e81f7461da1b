import type { DatabaseHome, News } from '@live/api-contract';
import { Cell, Empty, Image, List, NavBar, Tabs } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useServices } from '../../app/services';
import { activeHeadlineTab, headlineTabs } from '../../domain/headline';
import type { HeadlineTab } from '../../domain/headline';
import { eventCountry } from '../../domain/database';
import { displayName, sportName } from '../../domain/names';
import { rowLink } from '../../routes/links';
import { paths } from '../../routes/paths';
import { usePageMeta } from '../../shell/usePageMeta';
import { AnchorList } from '../../components/anchors/AnchorList';
import { ShortVideoFeed } from '../../components/cards/ShortVideoFeed';
import { LoadState } from '../../components/data-views/LoadState';
import { NewsRows } from '../../components/data-views/NewsRows';
import { useLoad } from '../../hooks/use-load';
import { useHeadlineT } from './messages';
import { IN_PAGE } from '../../domain/request-presets';
import './headline.css';

/** The database tab: links to the database and the data models, the hot football events, then the headlines. */
const DatabaseTab = observer(function DatabaseTab() {
  const { api, root } = useServices();
  const t = useHeadlineT();
  const home = useLoad<DatabaseHome>((signal) => api.database.getHome({ sport_id: 1, ...IN_PAGE }, { signal }), 'db');
  const news = useLoad<News[]>(
    (signal) => api.news.getHeadlines(IN_PAGE, { signal }).then((data) => data.list.slice(0, 5)),
    'news',
  );
  const language = root.language.lang;
  return (
    <>
      <nav className="headline-links" aria-label={t('db')}>
        <Link to={paths.database()}>{t('database')}</Link>
        <Link to={paths.data()}>{t('models')}</Link>
        <Link to={paths.databaseBillboard({ type: 'fifa' })}>{t('fifa')}</Link>
      </nav>
      <LoadState state={home} isEmpty={(data) => data.hot.length === 0} rows={4}>
        {(data) => (
          <List header={t('events')}>
            {data.hot.map((event) => (
              <Cell
                key={event.id}
                prefix={<Image src={event.logo} alt="" width={28} height={28} />}
                title={displayName(event, language)}
                description={eventCountry(event, language)}
                arrow
                link={rowLink(paths.databaseLeague({ sname: sportName(event.sport_id), cid: event.id }))}
              />
            ))}
          </List>
        )}
      </LoadState>
      <div className="headline-news__head">
        <h2>{t('news')}</h2>
        <Link to={paths.mobileNews()}>{t('moreNews')}</Link>
      </div>
      <LoadState state={news} isEmpty={(list) => list.length === 0} rows={4}>
        {(list) => <NewsRows list={list} />}
      </LoadState>
    </>
  );
});

/** /headline: the anchors, clips and db tabs, shown by the switches, opening on the default-tab rule (§2). */
const HeadlinePage = observer(function HeadlinePage() {
  const { brand, root } = useServices();
  const t = useHeadlineT();
  usePageMeta(brand, 'default', t('headline'));
  const switches = root.config.config;
  const tabs = headlineTabs(switches);
  const active = activeHeadlineTab(root.home.selectedHeadline, switches);
  return (
    <div>
      <NavBar
        title={t('headline')}
        right={
          <Link to={paths.search()} className="headline-search" aria-label={t('search')}>
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="m16 16 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Link>
        }
      />
      {active === '' ? (
        <Empty description={t('headlineEmpty')} />
      ) : (
        <Tabs
          sticky
          label={t('headline')}
          items={tabs}
          activeKey={active}
          onChange={(key) => root.home.selectHeadline(key as HeadlineTab)}
        >
          {active === 'anchors' && <AnchorList sport="0" />}
          {active === 'clips' && <ShortVideoFeed />}
          {active === 'db' && <DatabaseTab />}
        </Tabs>
      )}
    </div>
  );
});

export default HeadlinePage;
