import { HEARTBEAT_SEC } from '@live/api-contract';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useRequireLogin } from '../../../app/require-login';
import { useServices } from '../../../app/services';
import { Player } from '../../../components/player/Player';
import {
  PLAY_LIMIT_WARNING_SEC,
  type PlayAllowance,
  playAllowance,
  playClock,
  playHeartbeatDue,
  type QualityCode,
} from '../../../domain/playback';
import { paths } from '../../../routes/paths';
import { LinkButton } from '../../../routes/links';
import { useLiveT } from '../messages';
import { QUIET } from '../../../domain/request-presets';

/**
 * The room's player under the play limit (issue #28: a funnel, not a wall). Each second of real play counts on the
 * persisted video timer (spec §3); playAllowance decides: an active VIP never stops; near the end the free play left
 * shows; past it a guest gets the not-logged-in prompt (once a visit) and a login link, a logged-in viewer the VIP
 * plans and the task centre (tasks pay gold, which buys VIP). A logged-in viewer's play also sends the play heartbeat
 * the platform times watchLive from, while the page is visible. Its own observer: the timer ticks re-render only it.
 */
export const RoomPlayer = observer(function RoomPlayer({
  liveId,
  src,
  poster,
  qualities,
}: {
  liveId: number;
  src: string;
  poster: string;
  qualities: QualityCode[];
}) {
  const { root, api } = useServices();
  const t = useLiveT();
  const requireLogin = useRequireLogin();
  const loggedIn = root.user.isLoggedIn;
  const now = Date.now();
  const allowance = playAllowance({
    isVip: root.user.isVip(now),
    loggedIn,
    config: root.config.config,
    timer: root.videoTimer.snapshot,
    now,
    timeZone: root.videoTimer.timeZone,
  });
  const stopped = allowance.state === 'stopped' ? allowance.offer : null;

  const prompted = useRef(false);
  useEffect(() => {
    if (stopped !== 'login' || prompted.current) return;
    prompted.current = true;
    requireLogin();
  }, [stopped, requireLogin]);

  const played = useRef(0);
  const onPlaySecond = () => {
    root.videoTimer.addPlayed(1, loggedIn);
    played.current += 1;
    if (loggedIn && document.visibilityState === 'visible' && playHeartbeatDue(played.current, HEARTBEAT_SEC))
      api.live.playHeartbeat({ liveid: liveId, ...QUIET }).catch(() => undefined);
  };

  return (
    <Player
      src={src}
      poster={poster}
      qualities={qualities}
      language={root.language.lang}
      stopped={stopped && <PlayOffer offer={stopped} />}
      notice={remainingNotice(allowance, loggedIn, t)}
      onPlaySecond={onPlaySecond}
    />
  );
});

function remainingNotice(allowance: PlayAllowance, loggedIn: boolean, t: ReturnType<typeof useLiveT>) {
  if (allowance.state !== 'counting' || allowance.remaining > PLAY_LIMIT_WARNING_SEC) return null;
  const time = playClock(allowance.remaining);
  return loggedIn ? t('limitLeftUser', { time }) : t('limitLeftGuest', { time });
}

/** What the stopped player offers: login to a guest; VIP (or the tasks that pay for it) to a logged-in viewer. */
function PlayOffer({ offer }: { offer: 'login' | 'vip' }) {
  const { root } = useServices();
  const t = useLiveT();
  const { pathname, search } = useLocation();
  if (offer === 'login')
    return (
      <div className="play-offer" data-testid="play-offer" data-offer="login">
        <p className="play-offer__title">{t('limitGuest')}</p>
        <p className="play-offer__hint">{t('limitGuestHint')}</p>
        <div className="play-offer__actions">
          <LinkButton
            to={paths.login()}
            variant="primary"
            size="small"
            round
            onClick={() => root.setReturnAddress(`${pathname}${search}`)}
          >
            {t('login')}
          </LinkButton>
        </div>
      </div>
    );
  return (
    <div className="play-offer" data-testid="play-offer" data-offer="vip">
      <p className="play-offer__title">{t('limitUser')}</p>
      <p className="play-offer__hint">{t('limitUserHint')}</p>
      <div className="play-offer__actions">
        <LinkButton to={paths.vipPlans()} variant="primary" size="small" round>
          {t('limitVip')}
        </LinkButton>
        <LinkButton to={paths.userTask()} size="small" round>
          {t('limitTasks')}
        </LinkButton>
      </div>
    </div>
  );
}
