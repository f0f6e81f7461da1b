import type { MatchDetail, Team, VoteResult } from '@live/api-contract';
import { Button, Empty, Image, NavBar, PeriodScores, Skeleton, Tabs, Toast, dayLabel, useTimeZone } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { lazy, startTransition, Suspense, useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useRequireLogin } from '../../../app/require-login';
import { useServices } from '../../../app/services';
import { isInPlay, isWaiting, matchClock, statusLabel } from '../../../domain/match-status';
import { isChinese } from '../../../domain/language';
import { periodLines } from '../../../domain/match-centre';
import { displayName, sportIdOf, sportName, sportOfDetailPath } from '../../../domain/names';
import { type DetailTabKey, detailTabs, roomTabs } from '../../../domain/tabs';
import { paths } from '../../../routes/paths';
import { usePageMeta } from '../../../shell/usePageMeta';
import { useScoreT } from '../messages';
import { type ListedMatch, stamp } from '../use-match-list';
import { useNow } from '../../../hooks/use-now';
import { useVisiblePolling } from '../../../hooks/use-visible-polling';
import { MatchTabPanel } from '../../../components/match-tabs/MatchTabPanel';
import { useLoad } from '../../../hooks/use-load';
import { ShareButton } from '../../../components/share-button/ShareButton';
import { useCollect } from '../use-collect';
import { IN_PAGE, QUIET } from '../../../domain/request-presets';
import '../score.css';
import './detail.css';

// The chat tab loads when picked, as the other tabs do (MatchTabPanel): the page opens on a match tab, and the chat's
// ~10 files (client hooks, composer, send rules, their styles) were a third of a deep link's requests (issue #31).
const MatchRoomChat = lazy(() => import('../../../chat/MatchRoomChat').then((m) => ({ default: m.MatchRoomChat })));

/** A team of the header; it opens the team's page (squad, fixtures, follow). */
function TeamBadge({
  team,
  sportId,
  language,
  placeholder,
}: {
  team: Team;
  sportId: number;
  language: string;
  placeholder: string;
}) {
  return (
    <Link className="score-detail__team" to={paths.databaseTeam({ sname: sportName(sportId), teamId: team.id })}>
      <Image src={team.logo} alt="" width={48} height={48} round placeholder={placeholder} />
      <span>{displayName(team, language)}</span>
    </Link>
  );
}

/**
 * The header while the match loads: the header's own boxes (logo, name, time, score, status), blank, so the vote
 * and the tabs below are already where they stay when the match arrives (a 20 px layout shift before, issue #31).
 */
function HeaderPlaceholder() {
  const t = useScoreT();
  const team = (
    <span className="score-detail__team">
      <span className="score-detail__placeholder score-detail__placeholder--logo" />
      <span className="score-detail__placeholder">&nbsp;</span>
    </span>
  );
  return (
    <section className="score-detail__header" aria-label={t('detail')} aria-busy="true">
      {/* What the skeleton it replaced announced: the grey boxes say nothing to a screen reader. */}
      <span className="uk-visually-hidden" role="status">
        {t('loadingMatch')}
      </span>
      {team}
      <div className="score-detail__center">
        <span className="score-detail__time">&nbsp;</span>
        <strong className="score-detail__score score-detail__placeholder">&nbsp;</strong>
        <span className="score-detail__status">&nbsp;</span>
      </div>
      {team}
    </section>
  );
}

/** The header's star: follows the match (attentMatch), as the list's star does; the platform's answer shows. */
function FollowMatch({ match, onChanged }: { match: ListedMatch; onChanged: (attented: 0 | 1) => void }) {
  const t = useScoreT();
  const collect = useCollect(useCallback((_: number, attented: 0 | 1) => onChanged(attented), [onChanged]));
  const on = match.attented === 1;
  return (
    <button
      type="button"
      className="score-detail__follow"
      aria-pressed={on}
      aria-label={t('collect')}
      onClick={() => collect(match, !on)}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}

/** The header (score, status, clock) is asked again this often while the page is visible. */
const HEADER_POLL_MS = 5000;
/** The tab a detail page opens on when it shows. */
const DEFAULT_TAB: DetailTabKey = 'happening';

/**
 * A match (/score/detail/:matchid, /score/basketball/detail/:matchid, /score/detail/{football|basketball}/:matchid):
 * header with teams, score, status, clock and event, the team vote, and the tabs of spec §2 shown by the config.
 */
export default observer(function MatchDetailPage() {
  const { brand, root, api } = useServices();
  const t = useScoreT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const requireLogin = useRequireLogin();
  const language = root.language.lang;
  const sport = sportOfDetailPath(pathname);
  const matchId = Number(useParams().matchid);
  const valid = Number.isInteger(matchId) && matchId > 0;
  const [match, setMatch] = useState<ListedMatch | null>(null);
  const [failed, setFailed] = useState(false);
  const [vote, setVote] = useState<VoteResult | null>(null);
  const [chosen, setChosen] = useState<DetailTabKey | 'chat' | null>(null);
  const now = useNow(1000);
  const timeZone = useTimeZone();
  usePageMeta(brand, 'default', t('detail'));

  const refresh = useCallback(async () => {
    if (!valid) return;
    const info: MatchDetail = await api.race.getMatchInfo(sport, {
      matchid: matchId,
      ...QUIET,
    });
    const [fresh] = stamp([info]);
    // In a transition: React slices the page's render into short tasks (issue #31).
    if (fresh) startTransition(() => setMatch(fresh));
  }, [api, sport, matchId, valid]);

  useEffect(() => {
    setMatch(null);
    setFailed(false);
    refresh().catch(() => setFailed(true));
  }, [refresh]);
  useVisiblePolling(refresh, HEADER_POLL_MS, valid && !failed);

  const tabs = detailTabs({
    pathname,
    switches: root.config.config,
    matchId: valid ? matchId : null,
    sportId: sportIdOf(sport),
  });
  // The chat tab shows when the match has an anchor's room (spec §2); it is that room's chat.
  const anchors = useLoad(
    (signal) =>
      valid
        ? api.race.getMatchAnchors(sport, { matchid: matchId, ...QUIET }, { signal })
        : Promise.resolve({ list: [] }),
    `${sport}:${matchId}`,
  );
  const room = anchors.data?.list[0] ?? null;
  const chatTab = roomTabs({
    pathname,
    switches: root.config.config,
    matchId: valid ? matchId : null,
    sportId: sportIdOf(sport),
    hasAnchor: room !== null,
  }).find((tab) => tab.key === 'chat');
  const items = chatTab?.show ? [chatTab, ...tabs] : tabs;
  const shown = tabs.filter((tab) => tab.show);
  const active =
    (chosen === 'chat' && chatTab?.show ? 'chat' : null) ??
    shown.find((tab) => tab.key === chosen)?.key ??
    shown.find((tab) => tab.key === DEFAULT_TAB)?.key ??
    shown[0]?.key ??
    null;

  const castVote = (team: 1 | 2) => {
    if (!requireLogin()) return;
    api.race.voteRaceTeam({ matchid: matchId, team, ...IN_PAGE }).then(
      (result) => {
        setVote(result);
        Toast.success(t('voted'));
      },
      () => undefined,
    );
  };

  const followed = useCallback(
    (attented: 0 | 1) => setMatch((current) => (current ? { ...current, attented } : current)),
    [],
  );

  const back = () => (window.history.length > 1 ? navigate(-1) : navigate(paths.score()));
  if (!valid || failed) {
    return (
      <div className="score-plain-page">
        <NavBar className="score-detail__nav" title={t('detail')} onBack={back} lang={language} />
        <Empty description={t('loadFailed')} lang={language} />
      </div>
    );
  }
  const waiting = match ? isWaiting(match) : true;
  const clock = match ? matchClock(match, now) : null;
  const periods = match && match.sport_id === 2 ? periodLines(match, isChinese(language)) : null;
  return (
    <div className="score-plain-page score-detail">
      <NavBar
        className="score-detail__nav"
        title={match ? displayName(match.matchevent, language) : t('detail')}
        onBack={back}
        lang={language}
        right={
          <span className="score-detail__actions">
            {match && <FollowMatch match={match} onChanged={followed} />}
            <ShareButton target={match ? { kind: 'match', id: matchId, sport } : null} />
          </span>
        }
      />
      {match ? (
        <section className="score-detail__header" aria-label={t('detail')}>
          <TeamBadge
            team={match.hometeam}
            sportId={match.sport_id}
            language={language}
            placeholder={brand.images.placeholder}
          />
          <div className="score-detail__center">
            <span className="score-detail__time">{dayLabel(match.time * 1000, now, language, timeZone)}</span>
            <strong className="score-detail__score" data-testid="detail-score">
              {waiting ? 'VS' : `${match.home_score} - ${match.away_score}`}
            </strong>
            <span
              className={isInPlay(match) ? 'score-detail__status score-detail__status--live' : 'score-detail__status'}
            >
              {statusLabel(match.sport_id, match.status, language)}
              {clock && <span data-testid="detail-clock"> {clock}</span>}
            </span>
          </div>
          <TeamBadge
            team={match.awayteam}
            sportId={match.sport_id}
            language={language}
            placeholder={brand.images.placeholder}
          />
        </section>
      ) : (
        <HeaderPlaceholder />
      )}
      {match && periods && (
        <PeriodScores
          className="score-detail__periods"
          caption={t('periodScores')}
          teamLabel={t('periodTeam')}
          periods={periods.labels}
          totalLabel={t('periodTotal')}
          home={{ name: displayName(match.hometeam, language), scores: periods.home, total: match.home_score }}
          away={{ name: displayName(match.awayteam, language), scores: periods.away, total: match.away_score }}
          lang={language}
        />
      )}
      <div className="score-detail__vote">
        <Button size="small" onClick={() => castVote(1)} aria-pressed={vote?.voted === 1}>
          {t('vote')} {t('home')}
          {vote ? ` · ${t('votes', { n: vote.home_votes })}` : ''}
        </Button>
        <Button size="small" onClick={() => castVote(2)} aria-pressed={vote?.voted === 2}>
          {t('vote')} {t('away')}
          {vote ? ` · ${t('votes', { n: vote.away_votes })}` : ''}
        </Button>
      </div>
      {active && (
        <Tabs
          label={t('matchTabs')}
          items={items}
          activeKey={active}
          onChange={(key) => setChosen(key as DetailTabKey | 'chat')}
          sticky
          lang={language}
        >
          {active === 'chat' && room ? (
            <Suspense fallback={<Skeleton rows={5} />}>
              <MatchRoomChat roomId={room.id} />
            </Suspense>
          ) : (
            active !== 'chat' && <MatchTabPanel key={active} tab={active} sport={sport} matchId={matchId} />
          )}
        </Tabs>
      )}
    </div>
  );
});
