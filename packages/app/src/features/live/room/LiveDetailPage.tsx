import type { LivePageData } from '@live/api-contract';
import { Amount, Avatar, Button, Empty, NavBar, Skeleton, Tabs } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { avatarImages } from '../../../app/avatar-images';
import { useRequireLogin } from '../../../app/require-login';
import { useServices } from '../../../app/services';
import { roomQualities } from '../../../domain/playback';
import { playableStreamUrl } from '../../../domain/stream';
import { type RoomTabKey, roomTabs } from '../../../domain/tabs';
import { paths } from '../../../routes/paths';
import { usePageMeta } from '../../../shell/usePageMeta';
import { useLiveT } from '../messages';
import { useLoad } from '../../../hooks/use-load';
import { RoomChatPanel } from '../../../chat/RoomChatPanel';
import { GiftSheet } from './GiftSheet';
import { ShareButton } from '../../../components/share-button/ShareButton';
import { sportName } from '../../../domain/names';
import { AnchorsPanel, OperatePanel, QuizPanel, StatusPanel } from './MatchPanels';
import { RoomAd } from './RoomAd';
import { RoomEffectsBar } from './RoomEffectsBar';
import { type DanmakuSettings, readDanmakuSettings, saveDanmakuSettings } from './danmaku-settings';
import { roomTabsFromPlatform } from './room-tabs';
import { RoomPlayer } from './RoomPlayer';
import { RaceStartBroadcasts } from './RaceStartBroadcasts';
import { useRoomChat } from '../../../chat/use-room-chat';
import { IN_PAGE, QUIET } from '../../../domain/request-presets';
import './room.css';

// Comments and gift animations over the video load after the room (issue #33: the room's chunk stays small).
const RoomEffects = lazy(() => import('./RoomEffects'));
// The match tabs load when picked: the room opens on its chat, so a first visit does not carry them.
const AnalysisTab = lazy(() =>
  import('../../../components/match-tabs/AnalysisTab').then((m) => ({ default: m.AnalysisTab })),
);
const IndexTab = lazy(() => import('../../../components/match-tabs/IndexTab').then((m) => ({ default: m.IndexTab })));
const LineupTab = lazy(() =>
  import('../../../components/match-tabs/LineupTab').then((m) => ({ default: m.LineupTab })),
);
const RankTab = lazy(() => import('../../../components/match-tabs/RankTab').then((m) => ({ default: m.RankTab })));

/**
 * /live-detail/:id (the anchor's id): the player, the anchor with follow and gifts, the room notes and member
 * count, and the room tabs in the spec's order, each shown by the visibility rules and config switches (§2).
 */
const LiveDetailPage = observer(function LiveDetailPage() {
  const { brand, root, api } = useServices();
  const t = useLiveT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const anchorId = Number(useParams().id);
  const requireLogin = useRequireLogin();
  const page = useLoad<LivePageData>(
    (signal) => api.live.getLivePageData({ anchorid: anchorId, ...IN_PAGE }, { signal }),
    String(anchorId),
  );
  const data = page.data;
  const live = data?.live ?? null;
  usePageMeta(brand, 'default', data?.anchor.nick_name);
  const chat = useRoomChat(live ? live.id : null, data?.anchor.id);
  const [followed, setFollowed] = useState<{ attented: 0 | 1; fans: number } | null>(null);
  const [giftOpen, setGiftOpen] = useState(false);
  const [danmaku, setDanmaku] = useState<DanmakuSettings>(() => readDanmakuSettings(brand.storeKey));
  const changeDanmaku = (settings: DanmakuSettings) => {
    setDanmaku(settings);
    saveDanmakuSettings(brand.storeKey, settings);
  };
  // The newest gift seen in the room: the ranking sheet reads the ranking again when it changes.
  const lastGift = useMemo(() => chat.lines.findLast((line) => line.kind === 'gift')?.id ?? '', [chat.lines]);
  const config = root.config.config;

  // The platform's tabs and titles (getRaceSubTab), read once a visit; not shown until read, so titles never swap.
  const subTabs = useLoad((signal) => api.race.getRaceSubTab(QUIET, { signal }).then((d) => d.list), 'room-tabs');
  const tabs = roomTabsFromPlatform(
    roomTabs({
      pathname,
      switches: config,
      matchId: live && live.matchid > 0 ? live.matchid : null,
      sportId: live?.sport_id ?? null,
      hasAnchor: true,
    }),
    subTabs.failed ? null : (subTabs.data ?? []),
  );
  const shown = tabs.filter((tab) => tab.show);
  const [picked, setPicked] = useState<RoomTabKey | null>(null);
  const active = shown.find((tab) => tab.key === picked)?.key ?? shown[0]?.key ?? null;

  useEffect(() => setFollowed(null), [anchorId]);

  if (!Number.isInteger(anchorId) || anchorId <= 0) return <Empty description={t('notFound')} />;

  const anchor = data?.anchor;
  const attented = followed?.attented ?? anchor?.attented ?? 0;
  const fans = followed?.fans ?? anchor?.fans_count ?? 0;

  const toggleFollow = async () => {
    if (!anchor || !(await requireLogin())) return;
    try {
      const result = await api.user.attentUser({ userid: anchor.id, type: attented ? 0 : 1 });
      setFollowed({ attented: result.attented, fans: result.fans_count });
    } catch {
      // The client showed why.
    }
  };

  const streamUrl = live ? api.client.absolute(playableStreamUrl(live.pull, config?.huawei_pull_hls_domain ?? '')) : '';
  const match = live?.match ?? null;
  const matchRef = live && live.matchid > 0 ? { matchId: live.matchid, sportId: live.sport_id } : null;
  // The match tabs of the score feature take the sport's API name.
  const matchTab = matchRef ? { matchId: matchRef.matchId, sport: sportName(matchRef.sportId) } : null;

  const panel = (key: RoomTabKey | null) => {
    if (!live || !data) return null;
    switch (key) {
      case 'chat':
        return (
          <RoomChatPanel
            chat={chat}
            notes={data.notice}
            loggedIn={root.user.isLoggedIn}
            anchor={{ id: data.anchor.id, name: data.anchor.nick_name }}
          />
        );
      case 'c2c':
        return <OperatePanel liveId={live.id} onOpenChat={(imId) => navigate(paths.c2cChatroom({ id: imId }))} />;
      case 'lives':
        return <AnchorsPanel room={live} />;
      case 'quiz':
        return <QuizPanel match={match} />;
      case 'status':
        return matchRef && <StatusPanel {...matchRef} />;
      case 'analysis':
        return matchTab && <AnalysisTab {...matchTab} />;
      case 'lineup':
        return matchTab && <LineupTab {...matchTab} />;
      case 'index':
        return matchTab && <IndexTab {...matchTab} />;
      case 'rank':
        return matchTab && <RankTab {...matchTab} />;
      default:
        return null;
    }
  };

  return (
    <div className="live-room">
      <NavBar
        title={anchor?.nick_name ?? ''}
        onBack={() => navigate(-1)}
        right={<ShareButton target={anchor ? { kind: 'live', id: anchorId } : null} />}
      />
      <RaceStartBroadcasts subscribe={chat.onRaceStart} />
      <Skeleton loading={page.loading} rows={6} avatar>
        {page.failed && !data && (
          <Empty description={t('notFound')}>
            <Button round onClick={page.reload}>
              {t('retry')}
            </Button>
          </Empty>
        )}
        {data && live && (
          <div className="live-room__stage">
            <RoomPlayer
              key={live.id}
              liveId={live.id}
              src={streamUrl}
              poster={api.client.absolute(live.poster)}
              qualities={roomQualities(live.quality)}
            />
            <Suspense fallback={null}>
              <RoomEffects chat={chat} settings={danmaku} />
            </Suspense>
          </div>
        )}
        {live && <RoomEffectsBar settings={danmaku} onChange={changeDanmaku} liveId={live.id} lastGift={lastGift} />}
        {data && !live && <div className="live-room__offline">{t('offline')}</div>}
        {live && <RoomAd />}
        {live && <h2 className="live-room__title">{live.title}</h2>}
        {anchor && (
          <section className="live-room__anchor" aria-label={t('anchors')}>
            <Avatar
              src={anchor.avatar}
              id={anchor.id}
              images={avatarImages(brand)}
              size={40}
              frame={chat.avatarFrame(String(anchor.id))}
            />
            <div className="live-room__who">
              <p className="live-room__nick">{anchor.nick_name}</p>
              <p className="live-room__meta">
                {t('fans')} <Amount value={fans} />
                {live && (
                  <>
                    {' · '}
                    {t('online')} <Amount value={live.online} />
                  </>
                )}
              </p>
            </div>
            <Button size="small" round variant={attented ? 'default' : 'primary'} onClick={() => void toggleFollow()}>
              {attented ? t('followed') : t('follow')}
            </Button>
            {live && (
              <Button size="small" round onClick={() => setGiftOpen(true)}>
                {t('gift')}
              </Button>
            )}
          </section>
        )}
        {live && active && !subTabs.loading && (
          <Tabs
            sticky
            label={t('roomTabs')}
            items={tabs.map((tab) => ({ key: tab.key, title: tab.title, title_br: tab.title_br, show: tab.show }))}
            activeKey={active}
            onChange={(key) => setPicked(key as RoomTabKey)}
          >
            <Suspense fallback={<Skeleton rows={5} />}>{panel(active)}</Suspense>
          </Tabs>
        )}
      </Skeleton>
      {live && anchor && (
        <GiftSheet open={giftOpen} onClose={() => setGiftOpen(false)} anchorId={anchor.id} liveId={live.id} />
      )}
    </div>
  );
});

export default LiveDetailPage;
