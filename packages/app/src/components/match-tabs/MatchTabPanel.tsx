import { lazy, type ReactNode, Suspense } from 'react';
import { Skeleton } from '@live/ui-kit';
import type { DetailTabKey } from '../../domain/tabs';
import { HappeningTab } from './HappeningTab';
import type { TabProps } from './parts';

// The other tabs load when picked: a page opens on one tab, so its first load carries that one only (issue #31).
const AnalysisTab = lazy(() => import('./AnalysisTab').then((m) => ({ default: m.AnalysisTab })));
const AnchorsTab = lazy(() => import('./AnchorsTab').then((m) => ({ default: m.AnchorsTab })));
const IndexTab = lazy(() => import('./IndexTab').then((m) => ({ default: m.IndexTab })));
const LineupTab = lazy(() => import('./LineupTab').then((m) => ({ default: m.LineupTab })));
const RankTab = lazy(() => import('./RankTab').then((m) => ({ default: m.RankTab })));

const PANELS: Record<DetailTabKey, (props: TabProps) => ReactNode> = {
  index: IndexTab,
  analysis: AnalysisTab,
  lineup: LineupTab,
  rank: RankTab,
  happening: HappeningTab,
  lives: AnchorsTab,
};

/** The panel of one detail tab, shared by the match detail page, the /mobile/ pages and the live room. */
export function MatchTabPanel({ tab, ...props }: TabProps & { tab: DetailTabKey }) {
  const Panel = PANELS[tab];
  return (
    <Suspense fallback={<Skeleton rows={5} />}>
      <Panel {...props} />
    </Suspense>
  );
}
