import type { Services } from './services';
import { QUIET } from '../domain/request-presets';

/**
 * After first render: the API host list and common script (spec §4), then the common config, and a fresh copy
 * of the persisted user (a login timeout here resets the user quietly, without the prompt: spec §8); then the
 * presence heartbeat of a logged-in user, whose module loads then, out of the first load.
 */
export async function startSession({ root, api }: Pick<Services, 'root' | 'api'>, boot: () => Promise<void>) {
  await boot();
  await Promise.allSettled([
    root.config.load(() => api.config.getCommonConfig()),
    root.user.isLoggedIn ? api.user.getUserInfo(QUIET).then(root.user.setUser) : null,
  ]);
  const { startPresence } = await import('./presence');
  startPresence({ root, api });
}
