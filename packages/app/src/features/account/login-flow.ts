import { API_STATUS, type LoginBody, type UserInfo } from '@live/api-contract';
import { ApiError } from '../../api';
import type { Services } from '../../app/services';
import { appHref, paths } from '../../routes/paths';
import { IN_PAGE } from '../../domain/request-presets';

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
  const full = await api.user.getUserInfo(IN_PAGE).catch(() => null);
  if (full) root.user.setUser({ ...full, token: full.token || login.token });
  const back = root.takeReturnAddress();
  loadPage(appHref(back && !back.startsWith(paths.login()) ? back : paths.root()));
}

/**
 * The login form's picture code (issue #27): hidden until the platform answers status 5 (three wrong passwords
 * on the account), then asked on every later attempt. Each attempt spends the picture it sent, so every failure
 * while it shows (a wrong password, a wrong code, the lockout) brings a new one. Answers the key to show, or null.
 */
export function captchaAfterFailure(shownKey: string | null, error: unknown, newKey: () => string): string | null {
  const status = error instanceof ApiError ? error.status : -1;
  return shownKey !== null || status === API_STATUS.captchaRequired ? newKey() : null;
}

/** What a login attempt sends: the picture code's key (`code`) and answer (`captcha`) only while it shows. */
export function loginBody(
  form: { account: string; password: string; captcha: string },
  captchaKey: string | null,
): LoginBody {
  const body: LoginBody = { account: form.account.trim(), password: form.password };
  return captchaKey === null ? body : { ...body, code: captchaKey, captcha: form.captcha.trim() };
}
