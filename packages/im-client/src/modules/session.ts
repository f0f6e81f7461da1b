import { ERROR_CODES, filled, TimError } from '../errors.ts';

export type LoginState = 'loggedOut' | 'loggingIn' | 'loggedIn';
/** A second login attempt within this long of the last one fails as repeat login (spec §4). */
export const REPEAT_LOGIN_GUARD_MS = 15_000;

export type LoginDecision = { kind: 'proceed' } | { kind: 'alreadyIn' } | { kind: 'reject'; error: TimError };

/** Login state with the repeat-login guard; pure, the clock is passed in. */
export class LoginGuard {
  state: LoginState = 'loggedOut';
  userID = '';
  private lastAttemptAt = -Infinity;

  decide(now: number, options: { userID?: unknown; userSig?: unknown }, sdkAppId: unknown): LoginDecision {
    if (this.state === 'loggedIn') return { kind: 'alreadyIn' };
    if (now - this.lastAttemptAt <= REPEAT_LOGIN_GUARD_MS)
      return {
        kind: 'reject',
        error: new TimError(ERROR_CODES.REPEAT_LOGIN),
      };
    if (typeof sdkAppId !== 'number' || !Number.isFinite(sdkAppId))
      return { kind: 'reject', error: new TimError(ERROR_CODES.NO_SDKAPPID) };
    if (!filled(options.userID)) return { kind: 'reject', error: new TimError(ERROR_CODES.NO_IDENTIFIER) };
    if (!filled(options.userSig)) return { kind: 'reject', error: new TimError(ERROR_CODES.NO_USERSIG) };
    return { kind: 'proceed' };
  }

  started(now: number, userID: string): void {
    this.lastAttemptAt = now;
    this.state = 'loggingIn';
    this.userID = userID;
  }

  succeeded(): void {
    this.state = 'loggedIn';
  }

  failed(): void {
    this.state = 'loggedOut';
  }

  /** Logout and kicks reset everything, the guard included. */
  reset(): void {
    this.state = 'loggedOut';
    this.userID = '';
    this.lastAttemptAt = -Infinity;
  }
}

/** Calls allowed before the client is ready (spec §4). */
export const READY_EXEMPT = new Set([
  'login',
  'logout',
  'destroy',
  'on',
  'off',
  'once',
  'ready',
  'setLogLevel',
  'joinGroup',
  'quitGroup',
  'registerPlugin',
  'getGroupOnlineMemberCount',
]);

/** Ready once logged in and the conversation and profile modules have synced. */
export class Readiness {
  private loggedIn = false;
  private conversations = false;
  private profile = false;
  /** Why the client is not ready, reported by calls made too early. */
  notReadyReason: TimError = new TimError(ERROR_CODES.SDK_IS_NOT_READY);

  get ready(): boolean {
    return this.loggedIn && this.conversations && this.profile;
  }

  mark(part: 'loggedIn' | 'conversations' | 'profile'): boolean {
    const before = this.ready;
    this[part] = true;
    return !before && this.ready;
  }

  reset(reason?: TimError): void {
    this.loggedIn = false;
    this.conversations = false;
    this.profile = false;
    this.notReadyReason = reason ?? new TimError(ERROR_CODES.SDK_IS_NOT_READY);
  }

  /**
   * Null when `api` may run now, else the error to reject with: as in the official SDK, its code is why the session
   * ended (a kick 3002/3003/3006, an expired signature 3004, a logout 3005), 2999 before any session.
   */
  check(api: string): TimError | null {
    if (READY_EXEMPT.has(api) || this.ready) return null;
    return new TimError(this.notReadyReason.code, `${api}: ${this.notReadyReason.message}`, {
      reason: this.notReadyReason.code,
    });
  }
}

/** Kick kinds on the wire (1 other account, 2 other device, 3 server side) -> public kind and catalogue code. */
export function kickKind(wireKind: number): { type: string; code: number } | null {
  switch (wireKind) {
    case 1:
      return { type: 'multipleAccount', code: ERROR_CODES.KICKED_OUT_MULT_ACCOUNT };
    case 2:
      return { type: 'multipleDevice', code: ERROR_CODES.KICKED_OUT_MULT_DEVICE };
    case 3:
      return { type: 'REST_API_Kick', code: ERROR_CODES.KICKED_OUT_REST_API };
    default:
      return null;
  }
}

interface FrequencyLimit {
  windowMs: number;
  count: number;
  /** The official SDK counts per command: calls sending the same command share one count. */
  command?: string;
}
const per = (windowMs: number, count: number, command?: string): FrequencyLimit => ({ windowMs, count, command });

/** Default frequency limits (spec §9; the official SDK's table by command): calls allowed per window. */
export const FREQUENCY_LIMITS: Record<string, FrequencyLimit> = {
  getGroupProfile: per(1000, 20),
  getGroupApplicationList: per(1000, 15),
  setAllMessageRead: per(1000, 1),
  getTopicList: per(1000, 10),
  initGroupAttributes: per(5000, 10),
  setGroupAttributes: per(5000, 10),
  deleteGroupAttributes: per(5000, 10),
  getGroupAttributes: per(5000, 20),
  setGroupCounters: per(5000, 20, 'update_group_counter'),
  increaseGroupCounter: per(5000, 20, 'update_group_counter'),
  decreaseGroupCounter: per(5000, 20, 'update_group_counter'),
  getGroupCounters: per(5000, 20),
  getUserStatus: per(5000, 20),
  subscribeUserStatus: per(5000, 20),
  unsubscribeUserStatus: per(5000, 20),
};

/** Sliding-window call counter per API (or shared command); pure, the clock is passed in. */
export class FrequencyLimiter {
  private readonly calls = new Map<string, number[]>();
  private readonly limits: Record<string, FrequencyLimit>;
  constructor(limits = FREQUENCY_LIMITS) {
    this.limits = limits;
  }

  /** Records a call; false when it is over the API's limit (code 2996). */
  allow(api: string, now: number): boolean {
    const limit = this.limits[api];
    if (!limit) return true;
    const key = limit.command ?? api;
    const recent = (this.calls.get(key) ?? []).filter((t) => now - t < limit.windowMs);
    if (recent.length >= limit.count) {
      this.calls.set(key, recent);
      return false;
    }
    recent.push(now);
    this.calls.set(key, recent);
    return true;
  }
}
