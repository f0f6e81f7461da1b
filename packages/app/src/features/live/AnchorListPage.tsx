import type { Anchor } from '@live/api-contract';
import { Avatar, Button, Cell, Empty, List, NavBar, Skeleton, Tabs } from '@live/ui-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { avatarImages } from '../../app/avatar-images';
import { useServices } from '../../app/services';
import { usePageMeta } from '../../shell/usePageMeta';
import { useLiveT } from './messages';
import { useLoad } from './use-load';

const SPORT_TABS = [
  { key: '0', title: '全部', title_br: 'Todos' },
  { key: '1', title: '足球', title_br: 'Futebol' },
  { key: '2', title: '篮球', title_br: 'Basquete' },
];

/** /anchor-list: recommended anchors by sport (getRecAnchors); live ones open their room. */
export default function AnchorListPage() {
  const { brand, api } = useServices();
  const t = useLiveT();
  const navigate = useNavigate();
  usePageMeta(brand, 'default', t('anchors'));
  const [sport, setSport] = useState('0');
  const anchors = useLoad<Anchor[]>(
    (signal) =>
      api.home
        .getRecAnchors({ sport_id: Number(sport) as 0 | 1 | 2, hideLoading: true }, { signal })
        .then((d) => d.list),
    sport,
  );
  return (
    <div>
      <NavBar title={t('anchors')} onBack={() => navigate(-1)} />
      <Tabs items={SPORT_TABS} activeKey={sport} onChange={setSport} label={t('anchors')} />
      <Skeleton loading={anchors.loading} rows={6} avatar>
        {anchors.data?.length === 0 && <Empty description={t('noData')} />}
        <List>
          {anchors.data?.map((anchor) => (
            <Cell
              key={anchor.id}
              prefix={<Avatar src={anchor.avatar} id={anchor.id} images={avatarImages(brand)} size={40} />}
              title={anchor.nick_name}
              description={`${t('fans')} ${anchor.fans_count}`}
              value={
                anchor.is_live === 1 ? (
                  <Button size="small" variant="primary" round onClick={() => navigate(`/live-detail/${anchor.id}`)}>
                    {t('liveNow')}
                  </Button>
                ) : null
              }
              onClick={() => navigate(`/live-detail/${anchor.id}`)}
            />
          ))}
        </List>
      </Skeleton>
    </div>
  );
}
