import type { Services } from '../../app/services';
import { appHref, paths } from '../../routes/paths';
import { QUIET } from '../../domain/request-presets';

/** Ends the session on the server when it can, and always locally; then the app starts again at /. */
export async function logout({ root, api }: Pick<Services, 'root' | 'api'>): Promise<void> {
  await api.user.logout(QUIET).catch(() => undefined);
  root.user.reset();
  root.clearPersisted();
  window.location.replace(appHref(paths.root()));
}
