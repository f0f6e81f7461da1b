import type { LiveRoom, MatchDetail, PrivateAgent, VoteResult } from '@live/api-contract';
import { Avatar, Button, Cell, Empty, List, Skeleton } from '@live/ui-kit';
import { lazy, useState } from 'react';
import { avatarImages } from '../../../app/avatar-images';
import { useRequireLogin } from '../../../app/require-login';
import { useServices } from '../../../app/services';
import { matchClock, statusLabel } from '../../../domain/match-status';
import { useLiveT } from '../messages';
import { RoomGrid } from '../../../components/cards/RoomGrid';
import { displayName, sportName } from '../../../domain/names';
import { useLoad } from '../../../hooks/use-load';
import { IN_PAGE } from '../../../domain/request-presets';
import './room.css';

// The status tab's body loads when the tab is picked (the room opens on its chat); the room's Suspense waits for it.
const HappeningTab = lazy(() =>
  import('../../../components/match-tabs/HappeningTab').then((m) => ({ default: m.HappeningTab })),
);

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

/**
 * Match status tab: score, status and clock (getMatchInfo), then the match detail page's status tab (HappeningTab:
 * the stats block, incidents and live text), so the room and match detail show the same statistics.
 */
export function StatusPanel({ matchId, sportId }: MatchRef) {
  const { api, root } = useServices();
  const lang = root.language.lang;
  const sport = sportName(sportId);
  const info = useLoad<MatchDetail>(
    (signal) => api.race.getMatchInfo(sport, { matchid: matchId, ...IN_PAGE }, { signal }),
    `${sport}${matchId}`,
  );
  const match = info.data;
  return (
    <Loading loading={info.loading} empty={!match}>
      {match && (
        <div className="match-panel">
          <div className="match-panel__score" data-testid="room-match-score">
            <span>{displayName(match.hometeam, lang)}</span>
            <strong>
              {match.home_score} - {match.away_score}
            </strong>
            <span>{displayName(match.awayteam, lang)}</span>
          </div>
          <p className="match-panel__status">
            {statusLabel(match.sport_id, match.status, lang)} {matchClock(match, Date.now()) ?? ''}
          </p>
        </div>
      )}
      <HappeningTab sport={sport} matchId={matchId} />
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
            <span>{displayName(team === 1 ? match.hometeam : match.awayteam, lang)}</span>
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
            .getMatchAnchors(sportName(room.sport_id), { matchid: room.matchid, ...IN_PAGE }, { signal })
            .then((d) => d.list)
        : api.live
            .getRealLives({ sport_id: room.sport_id, page: 1, size: 20, ...IN_PAGE }, { signal })
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
    (signal) => api.user.getUserThirdPrivateAgent(IN_PAGE, { signal }).then((d) => d.list),
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
