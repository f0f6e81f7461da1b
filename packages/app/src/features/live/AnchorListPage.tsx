import { NavBar, Tabs } from '@live/ui-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useServices } from '../../app/services';
import { usePageMeta } from '../../shell/usePageMeta';
import { useLiveT } from './messages';
import { AnchorList } from '../../components/anchors/AnchorList';

const SPORT_TABS = [
  { key: '0', title: '全部', title_br: 'Todos' },
  { key: '1', title: '足球', title_br: 'Futebol' },
  { key: '2', title: '篮球', title_br: 'Basquete' },
];

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
