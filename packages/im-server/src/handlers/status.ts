import { isAccountId, LIMIT_ERRORS, LIMITS, utf8Bytes } from '../limits.ts';
import type { Body } from '../frames.ts';
import { ImError, type Departure, type Service } from '../service.ts';

/** User status kinds of the wire (the SDK's TYPES.USER_STATUS_*). */
export const USER_STATUS = { online: 1, offline: 2, loggedOut: 3 } as const;

/** Peers one setMessageRemindType call may name (the official SDK sends the first 30). */
const C2C_MUTE_MAX = 30;

const base64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');

/** The accounts a status request names (To_Account), at most `max` (70402 otherwise), valid ones and refusals. */
function named(body: Body, max: number): { valid: string[]; errors: Body[] } {
  const raw = body.To_Account;
  const ids = Array.isArray(raw) ? raw : [];
  if (ids.length > max)
    throw new ImError(LIMIT_ERRORS.invalidAccount, `To_Account names ${ids.length} accounts, at most ${max}`);
  const valid: string[] = [];
  const errors: Body[] = [];
  for (const id of ids) {
    if (isAccountId(id)) valid.push(id);
    else
      errors.push({
        Invalid_Account: typeof id === 'string' ? id.slice(0, LIMITS.accountIdBytes) : '',
        ErrorCode: LIMIT_ERRORS.invalidAccount,
        ErrorInfo: 'not a UserID',
      });
  }
  return { valid: [...new Set(valid)], errors };
}

/**
 * User status (spec §3, §7): online, offline or logged out from the service's own sockets, plus a custom status
 * the user sets (answered base64, as the SDK decodes it). Subscribers are pushed every change.
 */
export function registerStatus(svc: Service): void {
  const status = svc.status;

  // One-to-one remind types (setMessageRemindType with userIDList): at most 30 peers a call, flags 0-2; a peer
  // that is no account fails on its own. The official SDK reads the list back at login.
  svc.route('openim.set_c2c_peer_mute_notifications', (conn, body) => {
    const peers = body.Peer_Account;
    const flag = body.Mute_Notifications;
    if (!Array.isArray(peers) || peers.length === 0 || peers.length > C2C_MUTE_MAX)
      throw new ImError(LIMIT_ERRORS.invalidAccount, `Peer_Account lists 1 to ${C2C_MUTE_MAX} accounts`);
    if (flag !== 0 && flag !== 1 && flag !== 2) throw new ImError(90001, 'Mute_Notifications is 0, 1 or 2');
    const known = peers.filter((p): p is string => isAccountId(p) && svc.store.findUser(p) !== undefined);
    const ErrorList = peers
      .filter((p) => !known.includes(p as string))
      .map((p) => ({
        UserId: typeof p === 'string' ? p.slice(0, LIMITS.accountIdBytes) : '',
        ErrorCode: LIMIT_ERRORS.invalidAccount,
        ErrorInfo: 'not an account',
      }));
    const user = conn.user ?? '';
    const UpdateSeq = known.length > 0 ? status.setC2cMutes(user, known, flag) : status.c2cMuteSeq(user);
    return { UpdateSeq, ErrorList };
  });
  svc.route('openim.get_c2c_peer_mute_notifications', (conn) => {
    const user = conn.user ?? '';
    return {
      UpdateSeq: status.c2cMuteSeq(user),
      MuteNotificationsList: status.c2cMutes(user).map((m) => ({ UserId: m.peer, MuteFlag: m.flag })),
    };
  });
  /** How each user left last; users never seen online count as logged out. */
  const departures = new Map<string, Departure>();
  const statusOf = (user: string): number =>
    svc.connsOf(user).length > 0
      ? USER_STATUS.online
      : departures.get(user) === 'offline'
        ? USER_STATUS.offline
        : USER_STATUS.loggedOut;

  /** Pushes a user's status to its subscribers (and its own instances when it set its custom status). */
  const announce = (user: string, toSelf: boolean): void => {
    const push = {
      EventArray: [
        {
          Event: 11,
          UserStatusList: [
            { To_Account: user, StatusType: statusOf(user), CustomStatus: base64(status.customStatus(user)) },
          ],
        },
      ],
    };
    const targets = new Set(status.subscribers(user));
    if (toSelf) targets.add(user);
    for (const target of targets) svc.pushUser(target, 'im_open_push.msg_push', push);
  };

  svc.presence.add((user, departure) => {
    if (departure) departures.set(user, departure);
    else departures.delete(user);
    // A logout ends the custom status; a dropped socket keeps it for the reconnect.
    if (departure === 'logout') status.setCustomStatus(user, '');
    announce(user, false);
  });

  svc.route('im_open_status.ws_set_custom_status', (conn, body) => {
    const text = body.CustomStatus ?? '';
    if (typeof text !== 'string') throw new ImError(LIMIT_ERRORS.invalidAccount, 'CustomStatus must be a string');
    if (utf8Bytes(text) > LIMITS.customStatusBytes)
      throw new ImError(LIMIT_ERRORS.invalidAccount, `CustomStatus is longer than ${LIMITS.customStatusBytes} bytes`);
    status.setCustomStatus(conn.user ?? '', text);
    announce(conn.user ?? '', true);
    return {};
  });

  svc.route('im_open_status.ws_get_user_status', (_conn, body) => {
    svc.requireAbility('userStatus');
    const { valid, errors } = named(body, LIMITS.statusQuery);
    return {
      UserStatusList: valid.map((id) => ({
        To_Account: id,
        Status: statusOf(id),
        CustomStatus: base64(status.customStatus(id)),
      })),
      ErrorList: errors,
    };
  });

  svc.route('im_open_status.ws_status_subscribe', (conn, body) => {
    svc.requireAbility('userStatus');
    const me = conn.user ?? '';
    const { valid, errors } = named(body, LIMITS.statusSubscribe);
    for (const id of valid) {
      if (id !== me && status.subscriptionCount(me) >= LIMITS.statusSubscriptions)
        errors.push({
          To_Account: id,
          ErrorCode: LIMIT_ERRORS.invalidAccount,
          ErrorInfo: `at most ${LIMITS.statusSubscriptions} subscriptions`,
        });
      else if (id !== me) status.subscribe(me, id);
    }
    return { ErrorList: errors };
  });

  // An empty list with UnsubscribeAll ends every subscription.
  svc.route('im_open_status.ws_status_unsubscribe', (conn, body) => {
    svc.requireAbility('userStatus');
    const me = conn.user ?? '';
    const { valid, errors } = named(body, LIMITS.statusSubscribe);
    if (valid.length === 0 && errors.length === 0) status.unsubscribeAll(me);
    for (const id of valid) status.unsubscribe(me, id);
    return { ErrorList: errors };
  });
}
