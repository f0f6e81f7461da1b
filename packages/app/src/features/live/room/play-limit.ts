import { useEffect, useRef } from 'react';
import { useServices } from '../../../app/services';
import { useRequireLogin } from '../../../app/require-login';

/**
 * The room's play limit (spec §3): today's seconds of play, counted on the video timer per viewer state, against
 * room_video_play_sec (logged in) or room_video_play_flogin_sec (guest). Once reached the player stops; a guest
 * gets the not-logged-in prompt (once per room visit). Read inside an observer: it follows the stores.
 */
export function usePlayLimit(): { reached: boolean; loggedIn: boolean; onPlaySecond: () => void } {
  const { root } = useServices();
  const requireLogin = useRequireLogin();
  const loggedIn = root.user.isLoggedIn;
  const reached = root.videoTimer.limitReached(loggedIn, root.config.config);
  const prompted = useRef(false);

  useEffect(() => {
    if (!reached || loggedIn || prompted.current) return;
    prompted.current = true;
    void requireLogin();
  }, [reached, loggedIn, requireLogin]);

  return { reached, loggedIn, onPlaySecond: () => root.videoTimer.addPlayed(1, loggedIn) };
}
