import type { Incident, StatItem, TliveLine } from '@live/api-contract';
import { Cell, Empty, List, Skeleton, StatBars } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { lazy, startTransition, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useServices } from '../../app/services';
import { useVisiblePolling } from '../../hooks/use-visible-polling';
import { clockMinute, momentumPushes, momentumSeries } from '../../domain/momentum';
import { useMatchTabsT } from './messages';
import { Section, type TabProps } from './parts';
import { QUIET } from '../../domain/request-presets';
import { MatchTimeline, MomentumChart } from './charts';

// The charts (~1 KB gzip; a football match's momentum chart is the detail page's largest paint, issue #31 item 1) are
// part of the tab: a deep link preloads them with the page's chunks and their CSS comes with the page's, where a lazy
// chunk was asked for only once this module had run, and its CSS only once it had arrived (two more round trips
// before the largest paint). The box score loads after the tab.
const BoxScoreSection = lazy(() => import('./BoxScoreSection').then((m) => ({ default: m.BoxScoreSection })));

/** Live text and incidents are asked again this often while the page is visible. */
const HAPPENING_POLL_MS = 5000;

const INCIDENT_NAMES: Record<string, { zh: string; pt: string }> = {
  goal: { zh: '进球', pt: 'Gol' },
  penalty: { zh: '点球', pt: 'Pênalti' },
  own_goal: { zh: '乌龙球', pt: 'Gol contra' },
  yellow: { zh: '黄牌', pt: 'Cartão amarelo' },
  red: { zh: '红牌', pt: 'Cartão vermelho' },
  sub: { zh: '换人', pt: 'Substituição' },
  var: { zh: 'VAR', pt: 'VAR' },
};

function incidentText(incident: Incident, language: string): string {
  const name = INCIDENT_NAMES[incident.type];
  const label = name ? (language === 'pt-BR' ? name.pt : name.zh) : incident.type;
  const who = incident.assist ? `${incident.player} ↔ ${incident.assist}` : incident.player;
  return `${label} ${who}`;
}

/** The minutes the momentum chart covers: up to the latest moment the live text or the incidents report. */
function playedMinutes(incidents: readonly Incident[], lines: readonly TliveLine[]): number {
  const minutes = [
    ...incidents.map((incident) => incident.minute),
    ...lines.map((line) => clockMinute(line.clock) ?? 0),
  ];
  return Math.max(0, ...minutes);
}

/** The stats block shows once the match has any statistic (before kick-off every pair is 0 / 0). */
export function hasStats(stats: readonly StatItem[] | null): stats is StatItem[] {
  return stats !== null && stats.some((item) => item.home > 0 || item.away > 0);
}

/**
 * 赛况: the technical statistics as paired bars (getMatchData), incidents (football, getIncidentsData) and the live
 * text (getTliveData), newest first. The live text is polled with startid = the last id seen, so each poll brings
 * only the new lines. The match detail page and the live room's status tab both show this tab, so they agree.
 */
export const HappeningTab = observer(function HappeningTab({ sport, matchId }: TabProps) {
  const { api, root } = useServices();
  const t = useMatchTabsT();
  const [lines, setLines] = useState<TliveLine[] | null>(null);
  const [incidents, setIncidents] = useState<Incident[] | null>(null);
  const [stats, setStats] = useState<StatItem[] | null>(null);
  const lastId = useRef(0);

  const refresh = useCallback(async () => {
    const [text, events, numbers] = await Promise.all([
      api.race.getTliveData(sport, { matchid: matchId, startid: lastId.current, ...QUIET }),
      sport === 'football' ? api.race.getIncidentsData({ matchid: matchId, ...QUIET }) : null,
      api.race.getMatchData(sport, { matchid: matchId, ...QUIET }).catch(() => null),
    ]);
    if (text.matchid !== matchId) return;
    lastId.current = Math.max(lastId.current, text.last_id);
    // In a transition: React slices the tab's render into short tasks (issue #31).
    startTransition(() => {
      setLines((previous) => {
        const known = new Set((previous ?? []).map((line) => line.id));
        return [...text.list.filter((line) => !known.has(line.id)), ...(previous ?? [])];
      });
      if (events) setIncidents(events.list);
      if (numbers?.matchid === matchId) setStats(numbers.stats);
    });
  }, [api, sport, matchId]);

  useEffect(() => {
    lastId.current = 0;
    setLines(null);
    setIncidents(null);
    setStats(null);
    void refresh().catch(() => setLines([]));
  }, [refresh]);
  useVisiblePolling(refresh, HAPPENING_POLL_MS);

  if (lines === null) return <Skeleton rows={5} />;
  const lang = root.language.lang;
  return (
    <>
      {hasStats(stats) && (
        <Section title={t('stats')}>
          <StatBars items={stats} homeName={t('home')} awayName={t('away')} lang={lang} />
        </Section>
      )}
      {sport === 'basketball' && (
        <Suspense fallback={<Skeleton rows={5} />}>
          <BoxScoreSection matchId={matchId} />
        </Suspense>
      )}
      {sport === 'football' && incidents && (
        <Section title={t('momentum')}>
          <MomentumChart
            caption={t('momentumCaption')}
            homeName={t('home')}
            awayName={t('away')}
            values={momentumSeries(momentumPushes(incidents, lines), playedMinutes(incidents, lines))}
            lang={lang}
          />
        </Section>
      )}
      {sport === 'football' && (
        <Section title={t('incidents')}>
          {incidents && incidents.length > 0 ? (
            <>
              <MatchTimeline
                caption={t('incidents')}
                homeName={t('home')}
                awayName={t('away')}
                events={incidents.map((incident) => ({
                  key: String(incident.id),
                  minute: incident.minute,
                  side: incident.position === 1 ? 'home' : 'away',
                  kind: incident.type,
                  label: `${incident.minute}' ${incidentText(incident, lang)}`,
                }))}
                marks={incidents.some((incident) => incident.minute > 90) ? [0, 45, 90, 120] : [0, 45, 90]}
                lang={lang}
              />
              <List>
                {incidents.map((incident) => (
                  <Cell
                    key={incident.id}
                    className={`match-tab__incident match-tab__incident--${incident.position === 1 ? 'home' : 'away'}`}
                    prefix={<span className="match-tab__minute">{incident.minute}'</span>}
                    title={incidentText(incident, lang)}
                    value={`${incident.home_score}-${incident.away_score}`}
                  />
                ))}
              </List>
            </>
          ) : (
            <Empty description={t('noData')} />
          )}
        </Section>
      )}
      <Section title={t('liveText')}>
        {lines.length === 0 ? (
          <Empty description={t('noData')} />
        ) : (
          <List>
            {lines.map((line) => (
              <Cell key={line.id} prefix={<span className="match-tab__minute">{line.clock}</span>} title={line.text} />
            ))}
          </List>
        )}
      </Section>
    </>
  );
});
