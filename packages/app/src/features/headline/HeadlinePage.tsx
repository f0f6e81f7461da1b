import type { DatabaseHome } from '@live/api-contract';
import { Cell, Empty, Image, List, NavBar, Skeleton, Tabs } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { useServices } from '../../app/services';
import { activeHeadlineTab, headlineTabs } from '../../domain/headline';
import type { HeadlineTab } from '../../domain/headline';
import { sportName } from '../../domain/names';
import { rowLink } from '../../routes/links';
import { paths } from '../../routes/paths';
import { usePageMeta } from '../../shell/usePageMeta';
import { AnchorList } from '../../components/anchors/AnchorList';
import { ShortVideoFeed } from '../../components/cards/ShortVideoFeed';
import { useLoad } from '../../hooks/use-load';
import { useHeadlineT } from './messages';

/** The database tab: the hot events of football (getHome); each opens its league page. */
function DatabaseTab() {
  const { api, root } = useServices();
  const t = useHeadlineT();
  const home = useLoad<DatabaseHome>(
    (signal) => api.database.getHome({ sport_id: 1, hideLoading: true }, { signal }),
    'db',
  );
  const zh = root.language.lang === 'zh-CN';
  return (
    <Skeleton loading={home.loading} rows={6}>
      {home.data && home.data.hot.length > 0 ? (
        <List header={t('events')}>
          {home.data.hot.map((event) => (
            <Cell
              key={event.id}
              prefix={<Image src={event.logo} alt="" width={28} height={28} />}
              title={zh ? event.short_name_zh || event.name_zh : event.short_name_en || event.name_en}
              description={event.country_zh}
              arrow
              link={rowLink(paths.databaseLeague({ sname: sportName(event.sport_id), cid: event.id }))}
            />
          ))}
        </List>
      ) : (
        <Empty description={t('noData')} />
      )}
    </Skeleton>
  );
}

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
      <NavBar title={t('headline')} />
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
