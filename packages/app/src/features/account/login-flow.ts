import type { UserInfo } from '@live/api-contract';
import type { Services } from '../../app/services';
import { appHref, paths } from '../../routes/paths';

/** Loads an address as a new page (the browser's location.replace). */
export type LoadPage = (href: string) => void;

const replacePage: LoadPage = (href) => window.location.replace(href);

/**
 * Login success (spec §2): fetch the full user (with third_member), reset the video timer, then go to the
 * saved return address or / and reload, so every page starts again as the logged-in user.
 */
export async function completeLogin(
  { root, api }: Pick<Services, 'root' | 'api'>,
  login: UserInfo,
  loadPage: LoadPage = replacePage,
): Promise<void> {
  root.onLoginSuccess(login);
  const full = await api.user.getUserInfo({ hideLoading: true }).catch(() => null);
  if (full) root.user.setUser({ ...full, token: full.token || login.token });
  const back = root.takeReturnAddress();
  loadPage(appHref(back && !back.startsWith(paths.login()) ? back : paths.root()));
}
