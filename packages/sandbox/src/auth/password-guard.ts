/**
 * What wrong passwords cost, for every call that checks one (login, rebinding a phone): counted per account (and
 * per client, see auth/limits.ts). From `captchaAfter` failures a login needs the picture captcha (status 5); from
 * `freeFailures` each attempt must also wait 2^(failures - freeFailures) seconds (at most `maxDelaySeconds`) after
 * the last failure; at `lockFailures` the account locks for `lockSeconds`. A lock holds whatever is sent, a solved
 * captcha included. An attempt refused by the lock or the wait counts as a failure, so hammering only locks sooner;
 * the right password clears the account's count.
 */
import { API_STATUS } from '@live/api-contract';
import type { Call } from '../http/call.ts';
import { fail } from '../http/errors.ts';
import { countInWindow, LIMITS, recordAct, waitText } from './limits.ts';

export const LOGIN_THROTTLE = {
  captchaAfter: 3,
  freeFailures: 3,
  maxDelaySeconds: 60,
  lockFailures: 10,
  lockSeconds: 15 * 60,
};

interface Failures {
  failures: number;
  last_failed_at: number;
  locked_until: number;
}

/** One counter per account whichever name reaches it; an unknown name has its own, so it is throttled alike. */
export function accountKey(userId: number | undefined, name: string): string {
  return userId === undefined ? `name:${name.toLowerCase()}` : `user:${userId}`;
}

function failuresOf(call: Call, key: string): Failures | undefined {
  return call.app.db
    .prepare('SELECT failures, last_failed_at, locked_until FROM login_failures WHERE account_key = ?')
    .get(key) as Failures | undefined;
}

function lockedMessage(call: Call, lockedUntil: number): never {
  const [zh, pt] = waitText(lockedUntil - call.now);
  fail(
    `密码错误次数过多，账号已锁定，请 ${zh}后再试`,
    `Muitas senhas erradas: conta bloqueada, tente de novo em ${pt}`,
  );
}

/** Counts one failure for the account and the client; returns the account's count after it. */
function recordFailure(call: Call, key: string): Failures {
  const failures = (failuresOf(call, key)?.failures ?? 0) + 1;
  const lock = failures >= LOGIN_THROTTLE.lockFailures ? call.now + LOGIN_THROTTLE.lockSeconds : 0;
  call.app.db
    .prepare(
      `INSERT INTO login_failures (account_key, failures, last_failed_at, locked_until) VALUES (?, ?, ?, ?)
       ON CONFLICT(account_key) DO UPDATE SET failures = excluded.failures, last_failed_at = excluded.last_failed_at,
         locked_until = MAX(locked_until, excluded.locked_until)`,
    )
    .run(key, failures, call.now, lock);
  recordAct(call.app.db, LIMITS.loginFailuresPerClient, call.info.client, call.now);
  return failuresOf(call, key) as Failures;
}

/** Before a password is checked: refuses (and counts) an attempt on a locked account or within the wait. */
export function guardPasswordAttempt(call: Call, key: string): void {
  const row = failuresOf(call, key);
  if (!row) return;
  if (row.locked_until > call.now) {
    recordFailure(call, key);
    lockedMessage(call, row.locked_until);
  }
  if (row.failures < LOGIN_THROTTLE.freeFailures) return;
  const delay = Math.min(2 ** (row.failures - LOGIN_THROTTLE.freeFailures), LOGIN_THROTTLE.maxDelaySeconds);
  const wait = row.last_failed_at + delay - call.now;
  if (wait > 0) {
    recordFailure(call, key);
    fail(`密码错误次数过多，请 ${wait} 秒后再试`, `Muitas senhas erradas: tente de novo em ${wait} s`);
  }
}

/** Whether a login on this account from this client must carry a solved captcha. */
export function captchaRequired(call: Call, key: string): boolean {
  return (
    (failuresOf(call, key)?.failures ?? 0) >= LOGIN_THROTTLE.captchaAfter ||
    countInWindow(call.app.db, LIMITS.loginFailuresPerClient, call.info.client, call.now) >=
      LIMITS.loginFailuresPerClient.max
  );
}

/**
 * A wrong password: counts it, then fails saying what the next attempt needs: the lock's end, the picture captcha
 * (status 5, when `captchaStatus`; the login form shows it), or just another try.
 */
export function wrongPassword(call: Call, key: string, text: [zh: string, pt: string], captchaStatus: boolean): never {
  const row = recordFailure(call, key);
  if (row.locked_until > call.now) lockedMessage(call, row.locked_until);
  if (captchaStatus && captchaRequired(call, key))
    fail(
      `${text[0]}，请填写图形验证码后重试`,
      `${text[1]}. Digite o código da imagem e tente de novo`,
      API_STATUS.captchaRequired,
    );
  fail(...text);
}

/** The right password: the account starts afresh. */
export function clearFailures(call: Call, key: string): void {
  call.app.db.prepare('DELETE FROM login_failures WHERE account_key = ?').run(key);
}
