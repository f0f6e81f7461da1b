import type { Anchor } from '@live/api-contract';
import { Avatar, Cell, Empty, List, NavBar, Skeleton, Tabs } from '@live/ui-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { avatarImages } from '../../app/avatar-images';
import { useServices } from '../../app/services';
import { usePageMeta } from '../../shell/usePageMeta';
import { useLiveT } from './messages';
import { useLoad } from './use-load';
import './live.css';

const SPORT_TABS = [
  { key: '0', title: '全部', title_br: 'Todos' },
  { key: '1', title: '足球', title_br: 'Futebol' },
  { key: '2', title: '篮球', title_br: 'Basquete' },
];

/** Recommended anchors of a sport (getRecAnchors); a row opens the anchor's room. */
export function AnchorList({ sport }: { sport: string }) {
  const { brand, api } = useServices();
  const t = useLiveT();
  const navigate = useNavigate();
  const anchors = useLoad<Anchor[]>(
    (signal) =>
      api.home
        .getRecAnchors({ sport_id: Number(sport) as 0 | 1 | 2, hideLoading: true }, { signal })
        .then((d) => d.list),
    sport,
  );
  return (
    <Skeleton loading={anchors.loading} rows={6} avatar>
      {anchors.data?.length === 0 && <Empty description={t('noData')} />}
      <List>
        {anchors.data?.map((anchor) => (
          <Cell
            key={anchor.id}
            prefix={<Avatar src={anchor.avatar} id={anchor.id} images={avatarImages(brand)} size={40} />}
            title={anchor.nick_name}
            description={`${t('fans')} ${anchor.fans_count}`}
            value={anchor.is_live === 1 ? <span className="anchor-list__live">{t('liveNow')}</span> : null}
            arrow
            onClick={() => navigate(`/live-detail/${anchor.id}`)}
          />
        ))}
      </List>
    </Skeleton>
  );
}

/** /anchor-list: recommended anchors by sport; live ones open their room. */
export default function AnchorListPage() {
  const { brand } = useServices();
  const t = useLiveT();
  const navigate = useNavigate();
  usePageMeta(brand, 'default', t('anchors'));
  const [sport, setSport] = useState('0');
  return (
    <div>
      <NavBar title={t('anchors')} onBack={() => navigate(-1)} />
      <Tabs items={SPORT_TABS} activeKey={sport} onChange={setSport} label={t('anchors')}>
        <AnchorList sport={sport} />
      </Tabs>
    </div>
  );
}
