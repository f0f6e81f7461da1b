import { filled, paramsInvalid } from '../../errors.ts';
import { utf8Bytes } from '../../limits.ts';
import { asList, asNum, asRecord, asStr } from '../../protocol/wire.ts';
import { ok, type Result } from '../../result.ts';
import { EVENT } from '../../types.ts';
import type { Commercial } from '../commercial/commercial.ts';
import type { ModuleContext } from '../context.ts';
import type { TextCheck } from '../moderation/moderation.ts';
import { decodeResults } from '../relation/codec.ts';

export const STATUS_METHODS = [
  'setSelfStatus',
  'getUserStatus',
  'subscribeUserStatus',
  'unsubscribeUserStatus',
] as const;

/** Spec §7: at most 500 users per query and 100 per (un)subscription. */
export const STATUS_QUERY_MAX = 500;
export const STATUS_SUBSCRIBE_MAX = 100;
const CUSTOM_STATUS_MAX_BYTES = 100;

export interface UserStatus {
  userID: string;
  statusType: number;
  customStatus: string;
}

/** The service sends custom status as base64 of UTF-8; bad input reads as empty. */
export function decodeCustomStatus(base64: string): string {
  try {
    return new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
  } catch {
    return '';
  }
}

export function decodeUserStatus(raw: unknown): UserStatus {
  const s = asRecord(raw);
  return {
    userID: asStr(s.To_Account),
    statusType: asNum(s.Status ?? s.StatusType),
    customStatus: decodeCustomStatus(asStr(s.CustomStatus)),
  };
}

/** User status: one's own custom status, others' status by query or subscription (pushed, Event 11). */
export class StatusModule {
  private readonly ctx: ModuleContext;
  private readonly commercial: Commercial;

  /** §5: a custom status is profanity-filtered (scene user_profile). */
  private readonly checkText: TextCheck;

  constructor(ctx: ModuleContext, commercial: Commercial, checkText: TextCheck) {
    this.ctx = ctx;
    this.commercial = commercial;
    this.checkText = checkText;
    ctx.internal.on('UserStatusList', (e) => this.ctx.emit(EVENT.USER_STATUS_UPDATED, [decodeUserStatus(e.data)]));
  }

  private userIDs(api: string, list: unknown, max: number): string[] {
    if (!Array.isArray(list) || list.some((id) => !filled(id)))
      throw paramsInvalid(api, 'userIDList must be a list of user IDs');
    if (list.length > max) throw paramsInvalid(api, `userIDList names at most ${max} users`);
    return list as string[];
  }

  async setSelfStatus(options: { customStatus: string }): Result<UserStatus> {
    const text = options?.customStatus;
    if (typeof text !== 'string' || utf8Bytes(text) > CUSTOM_STATUS_MAX_BYTES)
      throw paramsInvalid('setSelfStatus', `customStatus must be a string of at most ${CUSTOM_STATUS_MAX_BYTES} bytes`);
    this.checkText('setSelfStatus', 'user_profile', options, ['customStatus']);
    const customStatus = options.customStatus;
    await this.ctx.request('im_open_status.ws_set_custom_status', { CustomStatus: customStatus });
    // The official SDK resolves the user's own status itself, not a list.
    return ok({ userID: this.ctx.me(), statusType: 1, customStatus });
  }

  async getUserStatus(options: { userIDList: string[] }): Result<{
    successUserList: UserStatus[];
    failureUserList: { userID: string; code: number; message: string }[];
  }> {
    await this.commercial.require('userStatus');
    const ids = this.userIDs('getUserStatus', options?.userIDList, STATUS_QUERY_MAX);
    const body = await this.ctx.request('im_open_status.ws_get_user_status', { To_Account: ids });
    return ok({
      successUserList: asList(body.UserStatusList).map(decodeUserStatus),
      failureUserList: decodeResults(body.ErrorList),
    });
  }

  async subscribeUserStatus(options: { userIDList: string[] }): Result<{
    failureUserList: { userID: string; code: number; message: string }[];
  }> {
    await this.commercial.require('userStatus');
    const ids = this.userIDs('subscribeUserStatus', options?.userIDList, STATUS_SUBSCRIBE_MAX);
    if (ids.length === 0) throw paramsInvalid('subscribeUserStatus', 'userIDList must not be empty');
    const body = await this.ctx.request('im_open_status.ws_status_subscribe', { To_Account: ids });
    return ok({ failureUserList: decodeResults(body.ErrorList) });
  }

  /** An empty or missing list ends every subscription (spec §7). */
  async unsubscribeUserStatus(options?: { userIDList?: string[] }): Result<{
    failureUserList: { userID: string; code: number; message: string }[];
  }> {
    await this.commercial.require('userStatus');
    const ids = this.userIDs('unsubscribeUserStatus', options?.userIDList ?? [], STATUS_SUBSCRIBE_MAX);
    const body = await this.ctx.request('im_open_status.ws_status_unsubscribe', { To_Account: ids });
    return ok({ failureUserList: decodeResults(body.ErrorList) });
  }
}
