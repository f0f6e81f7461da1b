import { Empty } from '@live/ui-kit';
import { useLocation, useParams } from 'react-router-dom';
import { useServices } from '../../app/services';
import type { DetailTabKey } from '../../domain/tabs';
import { sportOfDetailPath } from '../../domain/names';
import { usePageMeta } from '../../shell/usePageMeta';
import { MatchTabPanel } from '../../components/match-tabs/MatchTabPanel';
import { useMobileT } from './messages';
import './mobile.css';

/**
 * The match pages the apps open in a webview (/mobile/{tab}/:matchid, /mobile/basketball/{tab}/:matchid): one
 * detail tab alone, without the site's menu or header.
 */
export function MobileMatchPage({ tab }: { tab: DetailTabKey }) {
  const { brand } = useServices();
  const t = useMobileT();
  const sport = sportOfDetailPath(useLocation().pathname);
  const matchId = Number(useParams().matchid);
  usePageMeta(brand, 'default', t('detail'));
  return (
    <div className="mobile-match-page">
      {Number.isInteger(matchId) && matchId > 0 ? (
        <MatchTabPanel tab={tab} sport={sport} matchId={matchId} />
      ) : (
        <Empty description={t('loadFailed')} />
      )}
    </div>
  );
}
