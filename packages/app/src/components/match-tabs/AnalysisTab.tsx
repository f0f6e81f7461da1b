import type { MatchBrief } from '@live/api-contract';
import { Cell, Empty, List, shortDate, useTimeZone } from '@live/ui-kit';
import { useServices } from '../../app/services';
import { ResultChip } from '../data-views/FormStrip';
import { useMatchTabsT } from './messages';
import { LoadState } from '../data-views/LoadState';
import { Section, type TabProps, useTabData } from './parts';

function Briefs({ title, list }: { title: string; list: MatchBrief[] }) {
  const { root } = useServices();
  const t = useMatchTabsT();
  const timeZone = useTimeZone();
  return (
    <Section title={title}>
      {list.length === 0 ? (
        <Empty description={t('noData')} />
      ) : (
        <List>
          {list.map((item, index) => (
            <Cell
              key={`${item.id}-${index}`}
              title={`${item.home_name} ${item.result ? `${item.home_score}-${item.away_score}` : 'VS'} ${item.away_name}`}
              description={`${item.event_name} ${shortDate(item.time * 1000, root.language.lang, timeZone)}`}
              value={item.result ? <ResultChip result={item.result} /> : undefined}
            />
          ))}
        </List>
      )}
    </Section>
  );
}

/** 分析: head to head, recent form and upcoming fixtures of both teams (getAnalysisData). */
export function AnalysisTab({ sport, matchId }: TabProps) {
  const t = useMatchTabsT();
  const state = useTabData({ sport, matchId }, (race) => race.getAnalysisData);
  return (
    <LoadState state={state} rows={5}>
      {(data) => (
        <>
          <Briefs title={t('headToHead')} list={data.history} />
          <Briefs title={t('recentHome')} list={data.home_recent} />
          <Briefs title={t('recentAway')} list={data.away_recent} />
          <Briefs title={t('futureHome')} list={data.home_future} />
          <Briefs title={t('futureAway')} list={data.away_future} />
        </>
      )}
    </LoadState>
  );
}
