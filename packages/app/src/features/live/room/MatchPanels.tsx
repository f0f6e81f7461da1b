import type {
  AnalysisData,
  LineupData,
  LiveRoom,
  MatchBrief,
  MatchDetail,
  MatchOdds,
  MatchRank,
  MatchStats,
  PrivateAgent,
  TeamLineup,
  VoteResult,
} from '@live/api-contract';
import { Avatar, Button, Cell, Empty, List, Skeleton } from '@live/ui-kit';
import { useState } from 'react';
import { avatarImages } from '../../../app/avatar-images';
import { useRequireLogin } from '../../../app/require-login';
import { useServices } from '../../../app/services';
import { matchClock, statusLabel } from '../../../domain/match-status';
import { useLiveT } from '../messages';
import { sportName, teamName } from '../names';
import { RoomGrid } from '../RoomCard';
import { useLoad } from '../use-load';
import './room.css';

/** What every match tab gets: the room's match id and sport. */
export interface MatchRef {
  matchId: number;
  sportId: number;
}

function Loading({ loading, empty, children }: { loading: boolean; empty: boolean; children: React.ReactNode }) {
  const t = useLiveT();
  if (loading) return <Skeleton rows={5} />;
  if (empty) return <Empty description={t('noData')} />;
  return <>{children}</>;
}

/** Match status tab: score, status and clock, then the technical statistics (getMatchInfo, getMatchData). */
export function StatusPanel({ matchId, sportId }: MatchRef) {
  const { api, root } = useServices();
  const lang = root.language.lang;
  const sport = sportName(sportId);
  const info = useLoad<[MatchDetail, MatchStats]>(
    (signal) =>
      Promise.all([
        api.race.getMatchInfo(sport, { matchid: matchId, hideLoading: true }, { signal }),
        api.race.getMatchData(sport, { matchid: matchId, hideLoading: true }, { signal }),
      ]),
    `${sport}${matchId}`,
  );
  const [match, stats] = info.data ?? [null, null];
  return (
    <Loading loading={info.loading} empty={!match}>
      {match && (
        <div className="match-panel">
          <div className="match-panel__score" data-testid="room-match-score">
            <span>{teamName(match.hometeam, lang)}</span>
            <strong>
              {match.home_score} - {match.away_score}
            </strong>
            <span>{teamName(match.awayteam, lang)}</span>
          </div>
          <p className="match-panel__status">
            {statusLabel(match.sport_id, match.status, lang)} {matchClock(match, Date.now()) ?? ''}
          </p>
          <dl className="match-panel__stats">
            {stats?.stats.map((item) => (
              <div key={item.key} className="match-panel__stat">
                <dd>{item.home}</dd>
                <dt>{item.name}</dt>
                <dd>{item.away}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </Loading>
  );
}

function BriefList({ title, list }: { title: string; list: MatchBrief[] }) {
  if (list.length === 0) return null;
  return (
    <List header={title}>
      {list.map((item) => (
        <Cell
          key={`${title}${item.id}`}
          title={`${item.home_name} ${item.home_score}-${item.away_score} ${item.away_name}`}
          description={`${item.event_name} · ${new Date(item.time * 1000).toLocaleDateString()}`}
          value={item.result}
        />
      ))}
    </List>
  );
}

/** Analysis tab: head-to-head and recent matches (getAnalysisData). */
export function AnalysisPanel({ matchId, sportId }: MatchRef) {
  const { api } = useServices();
  const t = useLiveT();
  const sport = sportName(sportId);
  const data = useLoad<AnalysisData>(
    (signal) => api.race.getAnalysisData(sport, { matchid: matchId, hideLoading: true }, { signal }),
    `${sport}${matchId}`,
  );
  const value = data.data;
  const empty = !value || value.history.length + value.home_recent.length + value.away_recent.length === 0;
  return (
    <Loading loading={data.loading} empty={empty}>
      {value && (
        <>
          <BriefList title={t('history')} list={value.history} />
          <BriefList title={t('homeRecent')} list={value.home_recent} />
          <BriefList title={t('awayRecent')} list={value.away_recent} />
        </>
      )}
    </Loading>
  );
}

function TeamLineupList({ lineup, title }: { lineup: TeamLineup; title: string }) {
  const t = useLiveT();
  return (
    <List header={`${title} ${lineup.formation ? `(${lineup.formation})` : ''}`}>
      {lineup.players.map((player) => (
        <Cell
          key={player.id}
          prefix={<span className="match-panel__shirt">{player.shirt_number}</span>}
          title={player.name}
          value={player.position}
          description={player.starter ? undefined : '—'}
        />
      ))}
      {lineup.coach && <Cell title={t('coach')} value={lineup.coach} />}
    </List>
  );
}

/** Lineup tab (football): both squads, starters first (getLineupData). */
export function LineupPanel({ matchId, sportId }: MatchRef) {
  const { api } = useServices();
  const t = useLiveT();
  const sport = sportName(sportId);
  const data = useLoad<LineupData>(
    (signal) => api.race.getLineupData(sport, { matchid: matchId, hideLoading: true }, { signal }),
    `${sport}${matchId}`,
  );
  const value = data.data;
  return (
    <Loading loading={data.loading} empty={!value}>
      {value && (
        <>
          {value.confirmed === 0 && <p className="match-panel__hint">{t('lineupPending')}</p>}
          <div className="match-panel__columns">
            <TeamLineupList lineup={value.home} title={t('home')} />
            <TeamLineupList lineup={value.away} title={t('away')} />
          </div>
        </>
      )}
    </Loading>
  );
}

/** Odds index tab: each bookmaker's live 1X2 prices (matchOdd). */
export function IndexPanel({ matchId, sportId }: MatchRef) {
  const { api } = useServices();
  const t = useLiveT();
  const sport = sportName(sportId);
  const data = useLoad<MatchOdds>(
    (signal) => api.race.matchOdd(sport, { matchid: matchId, hideLoading: true }, { signal }),
    `${sport}${matchId}`,
  );
  const list = data.data?.list ?? [];
  return (
    <Loading loading={data.loading} empty={list.length === 0}>
      <table className="match-panel__table">
        <caption>{t('oddsEurope')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('company')}</th>
            <th scope="col">1</th>
            <th scope="col">X</th>
            <th scope="col">2</th>
          </tr>
        </thead>
        <tbody>
          {list.map((row) => (
            <tr key={row.company_id}>
              <th scope="row">{row.company}</th>
              {row.europe.live.map((price, index) => (
                // The three prices are positional (home, draw, away).
                <td key={index}>{price.toFixed(2)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Loading>
  );
}

/** Rank tab (basketball): the event's standings (getMatchRank). */
export function RankPanel({ matchId, sportId }: MatchRef) {
  const { api } = useServices();
  const t = useLiveT();
  const sport = sportName(sportId);
  const data = useLoad<MatchRank>(
    (signal) => api.race.getMatchRank(sport, { matchid: matchId, hideLoading: true }, { signal }),
    `${sport}${matchId}`,
  );
  const tables = data.data?.tables ?? [];
  return (
    <Loading loading={data.loading} empty={tables.length === 0}>
      {tables.map((table) => (
        <table key={table.name} className="match-panel__table">
          <caption>{table.name}</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('rankTeam')}</th>
              <th scope="col">{t('played')}</th>
              <th scope="col">{t('won')}</th>
              <th scope="col">{t('lost')}</th>
              <th scope="col">{t('points')}</th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.team_id}>
                <td>{row.position}</td>
                <th scope="row">{row.team_name}</th>
                <td>{row.played}</td>
                <td>{row.won}</td>
                <td>{row.lost}</td>
                <td>{row.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </Loading>
  );
}

/** Quiz tab: back the home or the away team (vote_race_team); needs login. */
export function QuizPanel({ match }: { match: LiveRoom['match'] }) {
  const { api, root } = useServices();
  const t = useLiveT();
  const requireLogin = useRequireLogin();
  const [result, setResult] = useState<VoteResult | null>(null);
  if (!match) return <Empty description={t('noMatch')} />;
  const lang = root.language.lang;
  const vote = async (team: 1 | 2) => {
    if (!(await requireLogin())) return;
    try {
      setResult(await api.race.voteRaceTeam({ matchid: match.id, team }));
    } catch {
      // The client showed why.
    }
  };
  return (
    <div className="match-panel">
      <p className="match-panel__hint">{t('quizHint')}</p>
      <div className="match-panel__vote">
        {([1, 2] as const).map((team) => (
          <div key={team} className="match-panel__vote-side">
            <span>{teamName(team === 1 ? match.hometeam : match.awayteam, lang)}</span>
            <Button
              variant={result?.voted === team ? 'primary' : 'default'}
              round
              disabled={Boolean(result?.voted)}
              onClick={() => void vote(team)}
            >
              {t('vote')}
            </Button>
            {result && (
              <span>
                {team === 1 ? result.home_votes : result.away_votes} {t('votes')}
              </span>
            )}
          </div>
        ))}
      </div>
    </div>
  );
}

/** Anchors tab: the other rooms on this match, or other live rooms of the sport (getMatchAnchors, getRealLives). */
export function AnchorsPanel({ room }: { room: LiveRoom }) {
  const { api } = useServices();
  const t = useLiveT();
  const data = useLoad<LiveRoom[]>(
    (signal) =>
      room.matchid > 0
        ? api.race
            .getMatchAnchors(sportName(room.sport_id), { matchid: room.matchid, hideLoading: true }, { signal })
            .then((d) => d.list)
        : api.live
            .getRealLives({ sport_id: room.sport_id, page: 1, size: 20, hideLoading: true }, { signal })
            .then((d) => d.list),
    `${room.id}`,
  );
  const others = (data.data ?? []).filter((other) => other.id !== room.id);
  return (
    <Loading loading={data.loading} empty={others.length === 0}>
      <RoomGrid rooms={others} label={t('anchors')} />
    </Loading>
  );
}

/** Private chat tab: the operate staff; adding one (addOperateFriend) opens the private chat. Needs login. */
export function OperatePanel({ liveId, onOpenChat }: { liveId: number; onOpenChat: (imId: string) => void }) {
  const { api, brand } = useServices();
  const t = useLiveT();
  const requireLogin = useRequireLogin();
  const staff = useLoad<PrivateAgent[]>(
    (signal) => api.user.getUserThirdPrivateAgent({ hideLoading: true }, { signal }).then((d) => d.list),
    'operate',
  );
  const add = async (operate: PrivateAgent) => {
    if (!(await requireLogin())) return;
    try {
      const result = await api.live.addOperateFriend({ operate_uid: operate.uid, liveid: liveId });
      onOpenChat(result.im_id);
    } catch {
      // The client showed why.
    }
  };
  const list = staff.data ?? [];
  return (
    <Loading loading={staff.loading} empty={list.length === 0}>
      <List header={t('operate')}>
        {list.map((operate) => (
          <Cell
            key={operate.uid}
            prefix={<Avatar src={operate.avatar} id={operate.uid} images={avatarImages(brand)} size={36} />}
            title={operate.nick_name}
            value={
              <Button size="small" variant="primary" round onClick={() => void add(operate)}>
                {t('addFriend')}
              </Button>
            }
          />
        ))}
      </List>
    </Loading>
  );
}
