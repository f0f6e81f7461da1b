import type { Service } from '../service.ts';
import { ImError, str } from '../service.ts';
import { verifyUserSig } from '../usersig.ts';

/** Login, logout, heartbeat and the config commands the SDKs ask right after login. */
export function registerSession(svc: Service): void {
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
      } else {
        identifier = typeof head.identifier === 'string' ? head.identifier : '';
        const userSig = typeof head.usersig === 'string' ? head.usersig : '';
        if (!identifier) throw new ImError(70107, 'identifier is required');
        if (!userSig) throw new ImError(70003, 'userSig is required');
        const refused = verifyUserSig(userSig, {
          sdkAppId: svc.opts.sdkAppId,
          secretKey: svc.opts.secretKey,
          identifier,
          nowSeconds: svc.nowSeconds(),
        });
        if (refused) throw new ImError(refused.code, refused.info);
      }
      if (conn.user) svc.detach(conn);
      const profile = svc.store.ensureUser(identifier);
      svc.attach(conn, identifier, a2 || undefined);
      conn.tinyId = String(profile.tiny_id);
      // A second web instance of the same account kicks the earlier one (kick kind 1, other instance).
      for (const other of svc.connsOf(identifier)) {
        if (other === conn || other.instanceId === conn.instanceId) continue;
        svc.push(other, 'im_open_status.stat_forceoffline', {
          C2cNotifyMsgArray: [{ KickoutMsgNotify: { KickType: 1, NewInstInfo: { InstType: 0, InstId: conn.instId } } }],
        });
        svc.detach(other);
      }
      return {
        A2Key: conn.a2,
        TinyId: conn.tinyId,
        HelloInterval: 120,
        InstId: conn.instId,
        TimeStamp: svc.nowSeconds(),
      };
    },
    false,
  );

  svc.route('im_open_status.wslogout', (conn) => {
    svc.store.dropSession(conn.a2);
    svc.detach(conn);
    return {};
  });
  svc.route('im_open_status.wshello', () => ({}));
  svc.route('heartbeat.alive', () => ({}), false);
  svc.route('openim.authkey', () => ({ AuthKey: '', ExpireTime: 0 }));
  svc.route('im_sdk_config_mgr.fetch_config', () => ({ json_config: '', uint64_version: 0 }));
  svc.route('im_sdk_config_mgr.fetch_imsdk_purchase_bitsv2', () => ({
    int32_error_code: 0,
    str_error_message: '',
    str_purchase_bits: '',
    uint32_expired_time: svc.nowSeconds() + 86400,
  }));
  svc.route('im_msg_audit_mgr.get_local_words', () => ({
    CompleteFlag: 1,
    NextStartIndex: 0,
    Lexicon: [],
    Version: 0,
  }));
  svc.route('imopenstat.tim_web_report_v2', () => ({}), false);
  svc.route('openim.ws_msg_push_ack', () => ({}));
  svc.route('openim.get_c2c_peer_mute_notifications', () => ({ UpdateSeq: 0, MuteNotificationsList: [] }));
  svc.route('im_open_status.ws_stat_background', () => ({}));
  svc.route('im_open_status.ws_stat_foreground', () => ({}));
  svc.route('StatSvc.KickOther', (conn) => {
    for (const other of svc.connsOf(conn.user ?? '')) if (other !== conn) svc.detach(other);
    return {};
  });
  svc.route('sns.black_list_get', () => ({ BlackListItem: [], StartIndex: 0, CurruentSequence: 0 }));
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
    let nick = user.nick;
    let face = user.face_url;
    const extra = JSON.parse(user.extra) as Record<string, unknown>;
    const items = Array.isArray(body.ProfileItem) ? body.ProfileItem : [];
    for (const raw of items) {
      if (typeof raw !== 'object' || raw === null) throw new ImError(10004, 'ProfileItem entries must be objects');
      const { Tag, Value } = raw as { Tag?: unknown; Value?: unknown };
      if (typeof Tag !== 'string') throw new ImError(10004, 'ProfileItem Tag must be a string');
      if (Tag === 'Tag_Profile_IM_Nick') nick = String(Value ?? '');
      else if (Tag === 'Tag_Profile_IM_Image') face = String(Value ?? '');
      else extra[Tag] = Value;
    }
    svc.store.updateProfile(user.id, nick, face, JSON.stringify(extra));
    return {};
  });
}
