import type {
  BookmakerOdds,
  Incident,
  MatchBrief,
  OddsMarket,
  Player,
  SportName,
  TeamLineup,
  TliveLine,
} from '@live/api-contract';
import { Avatar, Cell, Empty, List, Skeleton, shortDate } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { avatarImages } from '../../../app/avatar-images';
import { useServices } from '../../../app/services';
import type { DetailTabKey } from '../../../domain/tabs';
import { useScoreT } from '../messages';
import { useVisiblePolling } from '../use-live';
import { type Loaded, useMatchData } from './use-match-data';

export interface TabProps {
  sport: SportName;
  matchId: number;
}

/** Live text and incidents are asked again this often while the page is visible. */
const HAPPENING_POLL_MS = 5000;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="match-tab__section">
      <h3 className="match-tab__heading">{title}</h3>
      {children}
    </section>
  );
}

function Loading<T>({ state, children }: { state: Loaded<T>; children: (data: T) => ReactNode }) {
  const t = useScoreT();
  if (state.status === 'loading') return <Skeleton rows={5} />;
  if (state.status === 'error') return <Empty description={t('loadFailed')} />;
  return <>{children(state.data)}</>;
}

const quiet = { hideLoading: true, noToast: true } as const;

function triple(market: OddsMarket['open']) {
  return market.map((value) => value.toFixed(2)).join(' / ');
}

/** 指数: the odds of every bookmaker (matchOdd): 1X2, handicap and over/under, opening and current. */
export function IndexTab({ sport, matchId }: TabProps) {
  const { api } = useServices();
  const t = useScoreT();
  const state = useMatchData(
    (signal) => api.race.matchOdd(sport, { matchid: matchId, ...quiet }, { signal }),
    `${sport}-${matchId}`,
  );
  const markets: ('europe' | 'asia' | 'bigsmall')[] = ['europe', 'asia', 'bigsmall'];
  return (
    <Loading state={state}>
      {(data) =>
        data.list.length === 0 ? (
          <Empty description={t('noData')} />
        ) : (
          <table className="match-tab__table" data-testid="odds-table">
            <thead>
              <tr>
                <th scope="col">{t('company')}</th>
                {markets.map((market) => (
                  <th scope="col" key={market}>
                    {t(market)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.list.map((row: BookmakerOdds) => (
                <tr key={row.company_id}>
                  <th scope="row">{row.company}</th>
                  {markets.map((market) => (
                    <td key={market}>
                      <span className="match-tab__odds-open">
                        {t('open')} {triple(row[market].open)}
                      </span>
                      <span>
                        {t('live')} {triple(row[market].live)}
                      </span>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )
      }
    </Loading>
  );
}

function Briefs({ title, list }: { title: string; list: MatchBrief[] }) {
  const { root } = useServices();
  const t = useScoreT();
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
              description={`${item.event_name} ${shortDate(item.time * 1000, root.language.lang)}`}
              value={item.result || undefined}
            />
          ))}
        </List>
      )}
    </Section>
  );
}

/** 分析: head to head, recent form and upcoming fixtures of both teams (getAnalysisData). */
export function AnalysisTab({ sport, matchId }: TabProps) {
  const { api } = useServices();
  const t = useScoreT();
  const state = useMatchData(
    (signal) => api.race.getAnalysisData(sport, { matchid: matchId, ...quiet }, { signal }),
    `${sport}-${matchId}`,
  );
  return (
    <Loading state={state}>
      {(data) => (
        <>
          <Briefs title={t('headToHead')} list={data.history} />
          <Briefs title={t('recentHome')} list={data.home_recent} />
          <Briefs title={t('recentAway')} list={data.away_recent} />
          <Briefs title={t('futureHome')} list={data.home_future} />
          <Briefs title={t('futureAway')} list={data.away_future} />
        </>
      )}
    </Loading>
  );
}

function Players({ title, players }: { title: string; players: Player[] }) {
  return (
    <Section title={title}>
      <List>
        {players.map((player) => (
          <Cell
            key={player.id}
            prefix={<span className="match-tab__shirt">{player.shirt_number}</span>}
            title={player.name}
            value={player.position}
          />
        ))}
      </List>
    </Section>
  );
}

function TeamSheet({ side, lineup }: { side: string; lineup: TeamLineup }) {
  const t = useScoreT();
  return (
    <>
      <Section title={`${side} ${lineup.formation}`}>
        <p className="match-tab__note">
          {t('coach')}: {lineup.coach}
        </p>
      </Section>
      <Players title={t('starters')} players={lineup.players.filter((p) => p.starter === 1)} />
      <Players title={t('substitutes')} players={lineup.players.filter((p) => p.starter !== 1)} />
    </>
  );
}

/** 阵容 (football only): formations, coaches, starters and substitutes (getLineupData). */
export function LineupTab({ sport, matchId }: TabProps) {
  const { api } = useServices();
  const t = useScoreT();
  const state = useMatchData(
    (signal) => api.race.getLineupData(sport, { matchid: matchId, ...quiet }, { signal }),
    `${sport}-${matchId}`,
  );
  return (
    <Loading state={state}>
      {(data) => (
        <>
          {data.confirmed !== 1 && <p className="match-tab__note">{t('unconfirmed')}</p>}
          <TeamSheet side={t('home')} lineup={data.home} />
          <TeamSheet side={t('away')} lineup={data.away} />
        </>
      )}
    </Loading>
  );
}

/** 排名: the league tables of the match's event (getMatchRank). */
export function RankTab({ sport, matchId }: TabProps) {
  const { api } = useServices();
  const t = useScoreT();
  const state = useMatchData(
    (signal) => api.race.getMatchRank(sport, { matchid: matchId, ...quiet }, { signal }),
    `${sport}-${matchId}`,
  );
  const head = t('rankHeader').split(' ');
  return (
    <Loading state={state}>
      {(data) =>
        data.tables.length === 0 ? (
          <Empty description={t('noData')} />
        ) : (
          data.tables.map((table) => (
            <Section key={table.name} title={table.name}>
              <table className="match-tab__table" data-testid="rank-table">
                <thead>
                  <tr>
                    {head.map((name) => (
                      <th scope="col" key={name}>
                        {name}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {table.rows.map((row) => (
                    <tr key={row.team_id}>
                      <td>{row.position}</td>
                      <th scope="row">{row.team_name}</th>
                      <td>{row.played}</td>
                      <td>{row.won}</td>
                      <td>{row.drawn}</td>
                      <td>{row.lost}</td>
                      <td>{row.points}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Section>
          ))
        )
      }
    </Loading>
  );
}

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

/**
 * 赛况: incidents (football, getIncidentsData) and the live text (getTliveData), newest first. The live text is
 * polled with startid = the last id seen, so each poll brings only the new lines.
 */
export const HappeningTab = observer(function HappeningTab({ sport, matchId }: TabProps) {
  const { api, root } = useServices();
  const t = useScoreT();
  const [lines, setLines] = useState<TliveLine[] | null>(null);
  const [incidents, setIncidents] = useState<Incident[] | null>(null);
  const lastId = useRef(0);

  const refresh = useCallback(async () => {
    const [text, events] = await Promise.all([
      api.race.getTliveData(sport, { matchid: matchId, startid: lastId.current, ...quiet }),
      sport === 'football' ? api.race.getIncidentsData({ matchid: matchId, ...quiet }) : null,
    ]);
    if (text.matchid !== matchId) return;
    lastId.current = Math.max(lastId.current, text.last_id);
    setLines((previous) => {
      const known = new Set((previous ?? []).map((line) => line.id));
      return [...text.list.filter((line) => !known.has(line.id)), ...(previous ?? [])];
    });
    if (events) setIncidents(events.list);
  }, [api, sport, matchId]);

  useEffect(() => {
    lastId.current = 0;
    setLines(null);
    setIncidents(null);
    void refresh().catch(() => setLines([]));
  }, [refresh]);
  useVisiblePolling(refresh, HAPPENING_POLL_MS);

  if (lines === null) return <Skeleton rows={5} />;
  return (
    <>
      {sport === 'football' && (
        <Section title={t('incidents')}>
          {incidents && incidents.length > 0 ? (
            <List>
              {incidents.map((incident) => (
                <Cell
                  key={incident.id}
                  className={`match-tab__incident match-tab__incident--${incident.position === 1 ? 'home' : 'away'}`}
                  prefix={<span className="match-tab__minute">{incident.minute}'</span>}
                  title={incidentText(incident, root.language.lang)}
                  value={`${incident.home_score}-${incident.away_score}`}
                />
              ))}
            </List>
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

/** 主播: the anchors streaming this match (getMatchAnchors); a row opens the live room (/live-detail/:anchorid). */
export function AnchorsTab({ sport, matchId }: TabProps) {
  const { api, brand } = useServices();
  const t = useScoreT();
  const navigate = useNavigate();
  const state = useMatchData(
    (signal) => api.race.getMatchAnchors(sport, { matchid: matchId, ...quiet }, { signal }),
    `${sport}-${matchId}`,
  );
  return (
    <Loading state={state}>
      {(data) =>
        data.list.length === 0 ? (
          <Empty description={t('noAnchors')} />
        ) : (
          <List>
            {data.list.map((room) => (
              <Cell
                key={room.id}
                prefix={<Avatar src={room.anchor.avatar} id={room.anchor.id} images={avatarImages(brand)} size={36} />}
                title={room.title}
                description={room.anchor.nick_name}
                onClick={() => navigate(`/live-detail/${room.anchorid}`)}
              />
            ))}
          </List>
        )
      }
    </Loading>
  );
}

const PANELS: Record<DetailTabKey, (props: TabProps) => ReactNode> = {
  index: IndexTab,
  analysis: AnalysisTab,
  lineup: LineupTab,
  rank: RankTab,
  happening: HappeningTab,
  lives: AnchorsTab,
};

/** The panel of one detail tab, shared by the match detail page and the /mobile/ pages. */
export function MatchTabPanel({ tab, ...props }: TabProps & { tab: DetailTabKey }) {
  const Panel = PANELS[tab];
  return <Panel {...props} />;
}
