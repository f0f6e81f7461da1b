import { requireAccount } from '../checks.ts';
import { purchaseBits } from '../commercial.ts';
import type { Body } from '../frames.ts';
import { LIMIT_ERRORS, LIMITS, utf8Bytes } from '../limits.ts';
import { checkOwnName } from '../own-name.ts';
import { ImError, str, type Conn, type Service } from '../service.ts';
import { decodeUserSig, verifyUserSig } from '../usersig.ts';

/**
 * Kick kinds of `stat_forceoffline`: 1 the account logged in on another web instance, 2 on another device, 3 the
 * server side (the cloud's REST kick).
 */
const KICK_MULTIPLE_ACCOUNT = 1;
const KICK_MULTIPLE_DEVICE = 2;
const KICK_REST_API = 3;
/** The heartbeat's answer to a kicked socket: the SDKs read `KickType` from it (HELLO_ANSWER_KICKED_OUT). */
const HELLO_KICKED_OUT = 1002;
/** The heartbeat's answer to a socket that must not come back: the SDKs stop reconnecting on it. */
const FATAL_ADDRESS = 60002;
/** How long the SDK keeps the purchase bits before asking again. */
const PURCHASE_BITS_SECONDS = 3600;

/** What the platform does to sessions through the cloud's REST API. */
export interface SessionAdmin {
  /** Kicks every instance of `user` out (kick kind 3) and ends its a2 keys; returns how many were online. */
  kickUser(user: string): number;
}

/** Login, logout, heartbeat and the config commands the SDKs ask right after login. */
export function registerSession(svc: Service): SessionAdmin {
  /** Sockets kicked out, with the kind: their next heartbeat is answered with it, as a lost push would be. */
  const kickedKind = new WeakMap<Conn, number>();
  /** Tells `kicked` it was kicked out by instance `byInstId` (the official SDK logs out on it), then detaches it. */
  const kick = (kicked: Conn, byInstId: number, kickType: number): void => {
    // Only inside an event, as the cloud sends it and the official SDK reads it (as in message pushes).
    const notices = [{ KickoutMsgNotify: { KickType: kickType, NewInstInfo: { InstType: 0, InstId: byInstId } } }];
    svc.push(kicked, 'im_open_status.stat_forceoffline', { EventArray: [{ Event: 9, C2cNotifyMsgArray: notices }] });
    kickedKind.set(kicked, kickType);
    svc.detach(kicked);
  };

  svc.route(
    'im_open_status.wslogin',
    (conn, _body, head) => {
      if (Number(head.sdkappid) !== svc.opts.sdkAppId) throw new ImError(70014, 'unknown SDKAppID');
      // After a reconnect the official SDK logs in again with its a2 key instead of the userSig.
      const a2 = typeof head.a2 === 'string' && head.a2 !== '' && !head.identifier ? head.a2 : '';
      let identifier: string;
      if (a2) {
        const known = svc.store.sessionUser(a2, svc.nowSeconds());
        if (!known) throw new ImError(70001, 'the a2 session key has expired; log in with a userSig');
        identifier = known;
        conn.sigExpiresAt = svc.store.sessionExpiry(a2);
      } else {
        identifier = typeof head.identifier === 'string' ? head.identifier : '';
        const userSig = typeof head.usersig === 'string' ? head.usersig : '';
        if (!identifier) throw new ImError(70107, 'identifier is required');
        requireAccount(identifier, 'identifier', LIMIT_ERRORS.invalidAccount);
        if (!userSig) throw new ImError(70003, 'userSig is required');
        const refused = verifyUserSig(userSig, {
          sdkAppId: svc.opts.sdkAppId,
          secretKey: svc.opts.secretKey,
          identifier,
          nowSeconds: svc.nowSeconds(),
        });
        if (refused) throw new ImError(refused.code, refused.info);
        const doc = decodeUserSig(userSig);
        conn.sigExpiresAt = 'code' in doc ? 0 : doc.time + doc.expire;
      }
      if (conn.user) svc.detach(conn);
      const profile = svc.store.ensureUser(identifier);
      svc.attach(conn, identifier, a2 || undefined);
      conn.tinyId = String(profile.tiny_id);
      // A second instance of the same account on the same platform kicks the earlier one (kick kind 1, other
      // instance); instances on other platforms (a phone beside the web) stay.
      for (const other of svc.connsOf(identifier))
        if (other !== conn && other.instanceId !== conn.instanceId && other.platform === conn.platform)
          kick(other, conn.instId, KICK_MULTIPLE_ACCOUNT);
      return {
        A2Key: conn.a2,
        TinyId: conn.tinyId,
        HelloInterval: 120,
        InstId: conn.instId,
        TimeStamp: svc.nowSeconds(),
        CustomStatus: Buffer.from(svc.status.customStatus(identifier)).toString('base64'),
        PurchaseBits: purchaseBits(svc.opts.commercial),
      };
    },
    false,
  );

  svc.route('im_open_status.wslogout', (conn) => {
    svc.store.dropSession(conn.a2);
    svc.detach(conn, 'logout');
    return {};
  });
  svc.route(
    'im_open_status.wshello',
    (conn) => {
      const kickType = kickedKind.get(conn);
      if (kickType !== undefined)
        return { ActionStatus: 'FAIL', ErrorCode: HELLO_KICKED_OUT, ErrorInfo: 'kicked out', KickType: kickType };
      if (!conn.user) throw new ImError(70101, 'not logged in');
      return {};
    },
    false,
  );
  // A socket opened for an app this service does not serve is refused for good (60002, the cloud's "check the
  // request address"): the SDKs stop reconnecting instead of retrying forever.
  svc.route(
    'heartbeat.alive',
    (conn) => {
      if (conn.appId !== undefined && conn.appId !== String(svc.opts.sdkAppId))
        throw new ImError(FATAL_ADDRESS, `this service does not serve SDKAppID ${conn.appId.slice(0, 20)}`);
      return {};
    },
    false,
  );
  svc.route('openim.authkey', () => ({ AuthKey: '', ExpireTime: 0 }));
  svc.route('im_sdk_config_mgr.fetch_config', () => ({ json_config: '', uint64_version: 0 }));
  // The app's paid abilities; the SDK asks again after the expiry (seconds from now).
  svc.route('im_sdk_config_mgr.fetch_imsdk_purchase_bitsv2', () => ({
    int32_error_code: 0,
    str_error_message: '',
    str_purchase_bits: purchaseBits(svc.opts.commercial),
    uint32_expired_time: PURCHASE_BITS_SECONDS,
  }));
  svc.route('imopenstat.tim_web_report_v2', () => ({}), false);
  svc.route('openim.ws_msg_push_ack', () => ({}));
  svc.route('im_open_status.ws_stat_background', () => ({}));
  svc.route('im_open_status.ws_stat_foreground', () => ({}));
  // The caller keeps its session; every other instance of the account is told it was kicked, then logged out.
  svc.route('StatSvc.KickOther', (conn) => {
    for (const other of svc.connsOf(conn.user ?? ''))
      if (other !== conn) kick(other, conn.instId, KICK_MULTIPLE_DEVICE);
    return {};
  });
  svc.route('profile.portrait_get_all', (_conn, body) => {
    const items = Array.isArray(body.UserItem)
      ? body.UserItem
      : Array.isArray(body.To_Account)
        ? (body.To_Account as unknown[]).map((id) => ({ To_Account: id }))
        : [];
    const out = items.slice(0, 100).map((item) => {
      const id = typeof item === 'object' && item !== null ? str(item as Record<string, unknown>, 'To_Account') : '';
      const user = svc.store.findUser(id);
      const extra = user ? (JSON.parse(user.extra) as Record<string, string | number>) : {};
      return {
        To_Account: id,
        ResultCode: 0,
        StandardSequence: 1,
        CustomSequence: 1,
        ProfileItem: [
          { Tag: 'Tag_Profile_IM_Nick', Value: user?.nick ?? '' },
          { Tag: 'Tag_Profile_IM_Image', Value: user?.face_url ?? '' },
          ...Object.entries(extra).map(([Tag, Value]) => ({ Tag, Value })),
        ],
      };
    });
    return { UserProfileItem: out };
  });
  svc.route('profile.portrait_set', (conn, body) => {
    const user = svc.store.ensureUser(conn.user ?? '');
    // Fields stored before these checks existed that they would refuse are dropped.
    const stored = Object.entries(JSON.parse(user.extra) as Body).filter(([tag]) => isTag(tag));
    const customBefore = stored.filter(([tag]) => tag.startsWith(CUSTOM_PREFIX)).length;
    const profile: Body = { ...Object.fromEntries(stored), [NICK]: user.nick, [AVATAR]: user.face_url };
    if (!Array.isArray(body.ProfileItem)) throw new ImError(LIMIT_ERRORS.profileInvalid, 'ProfileItem must be a list');
    if (body.ProfileItem.length > PROFILE_TAGS.length + LIMITS.customProfileFields)
      throw new ImError(LIMIT_ERRORS.profileInvalid, `ProfileItem lists ${body.ProfileItem.length} items`);
    for (const raw of body.ProfileItem as unknown[]) {
      const { Tag, Value } = (typeof raw === 'object' && raw !== null ? raw : {}) as { Tag?: unknown; Value?: unknown };
      if (svc.opts.platformProfileTags.includes(String(Tag)))
        throw new ImError(40004, `${String(Tag)} is written by the platform only`);
      profile[checkTag(Tag)] = checkValue(String(Tag), Value);
      if (Tag === NICK) checkOwnName(svc, user.id, String(Value));
    }
    const custom = Object.keys(profile).filter((tag) => tag.startsWith(CUSTOM_PREFIX));
    if (custom.length > LIMITS.customProfileFields && custom.length > customBefore)
      throw new ImError(
        LIMIT_ERRORS.profileInvalid,
        `at most ${LIMITS.customProfileFields} custom profile fields, this would make ${custom.length}`,
      );
    const { [NICK]: nick, [AVATAR]: face, ...extra } = profile;
    svc.store.updateProfile(user.id, String(nick ?? ''), String(face ?? ''), JSON.stringify(extra));
    return {};
  });

  return {
    kickUser(user) {
      const conns = svc.connsOf(user);
      for (const conn of conns) {
        svc.store.dropSession(conn.a2);
        kick(conn, 0, KICK_REST_API);
      }
      return conns.length;
    },
  };
}

const NICK = 'Tag_Profile_IM_Nick';
const AVATAR = 'Tag_Profile_IM_Image';
const CUSTOM_PREFIX = 'Tag_Profile_Custom_';
/** The standard profile fields; everything else must be a custom field. */
const PROFILE_TAGS = [
  NICK,
  AVATAR,
  'Tag_Profile_IM_Gender',
  'Tag_Profile_IM_BirthDay',
  'Tag_Profile_IM_Location',
  'Tag_Profile_IM_SelfSignature',
  'Tag_Profile_IM_AllowType',
  'Tag_Profile_IM_Language',
  'Tag_Profile_IM_MsgSettings',
  'Tag_Profile_IM_AdminForbidType',
  'Tag_Profile_IM_Level',
  'Tag_Profile_IM_Role',
];
/** Standard fields whose value is text; the others are numbers. */
const TEXT_TAGS = new Set([
  NICK,
  AVATAR,
  'Tag_Profile_IM_Gender',
  'Tag_Profile_IM_Location',
  'Tag_Profile_IM_SelfSignature',
  'Tag_Profile_IM_AllowType',
  'Tag_Profile_IM_AdminForbidType',
]);

function isTag(tag: string): boolean {
  if (PROFILE_TAGS.includes(tag)) return true;
  const name = tag.startsWith(CUSTOM_PREFIX) ? tag.slice(CUSTOM_PREFIX.length) : '';
  return name !== '' && name.length <= LIMITS.customProfileNameChars;
}

function checkTag(tag: unknown): string {
  if (typeof tag !== 'string') throw new ImError(LIMIT_ERRORS.profileInvalid, 'ProfileItem Tag must be a string');
  if (!isTag(tag))
    throw new ImError(
      LIMIT_ERRORS.profileInvalid,
      `unknown profile tag ${tag.slice(0, 40)}: custom ones are ${CUSTOM_PREFIX} and 1 to ${LIMITS.customProfileNameChars} characters`,
    );
  return tag;
}

function checkValue(tag: string, value: unknown): string | number {
  const text = TEXT_TAGS.has(tag) || tag.startsWith(CUSTOM_PREFIX);
  if (typeof value === 'number' && Number.isFinite(value) && !TEXT_TAGS.has(tag)) return value;
  if (typeof value !== 'string' || !text)
    throw new ImError(LIMIT_ERRORS.profileInvalid, `${tag} must be ${text ? 'a string' : 'a number'}`);
  const size = utf8Bytes(value);
  if (size > LIMITS.profileValueBytes)
    throw new ImError(LIMIT_ERRORS.profileValueTooLong, `${tag} is ${size} bytes, at most ${LIMITS.profileValueBytes}`);
  return value;
}
