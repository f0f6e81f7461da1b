import { HEARTBEAT_SEC } from '@live/api-contract';
import { reaction } from 'mobx';
import type { Services } from './services';
import { QUIET } from '../domain/request-presets';

/**
 * The app's presence heartbeat (issue #28: the online task, 在线30分钟): while a user is logged in and the page is
 * visible, /api/user/heartbeat at once and then every HEARTBEAT_SEC; nothing while hidden or logged out. The
 * platform counts the online time by its own clock from these, ignoring any that come too soon. Returns the stop.
 */
export function startPresence({ root, api }: Pick<Services, 'root' | 'api'>, page: Document = document): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  const active = () => root.user.isLoggedIn && page.visibilityState !== 'hidden';
  const beat = () => {
    if (active()) api.user.heartbeat(QUIET).catch(() => undefined);
  };
  const restart = () => {
    clearInterval(timer);
    timer = undefined;
    if (!active()) return;
    beat();
    timer = setInterval(beat, HEARTBEAT_SEC * 1000);
  };
  const stopFollowing = reaction(() => root.user.isLoggedIn, restart, { fireImmediately: true });
  page.addEventListener('visibilitychange', restart);
  return () => {
    stopFollowing();
    page.removeEventListener('visibilitychange', restart);
    clearInterval(timer);
  };
}
