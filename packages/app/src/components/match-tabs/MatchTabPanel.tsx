import type { ReactNode } from 'react';
import type { DetailTabKey } from '../../domain/tabs';
import { AnalysisTab } from './AnalysisTab';
import { AnchorsTab } from './AnchorsTab';
import { HappeningTab } from './HappeningTab';
import { IndexTab } from './IndexTab';
import { LineupTab } from './LineupTab';
import type { TabProps } from './parts';
import { RankTab } from './RankTab';

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
  return <Panel {...props} />;
}
