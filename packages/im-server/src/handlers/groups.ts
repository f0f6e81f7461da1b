import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { checkMessage, groupText, platformActionOf, requireAccount } from '../checks.ts';
import type { Body } from '../frames.ts';
import { LIMIT_ERRORS, LIMITS, utf8Bytes } from '../limits.ts';
import { ImError, list, num, requireStr, str, SYSTEM_ACCOUNT, type Conn, type Service } from '../service.ts';
import { groupTipPush, newGroupMessage } from '../group-messages.ts';
import { LiveBanRepo } from '../repos/live-bans.ts';
import { groupKey } from '../repos/versions.ts';
import {
  atInfoListOf,
  dropAtTips,
  dropAtTipsOfMessage,
  groupAtInfoOf,
  recordAtTips,
  storedAtInfoOf,
} from './at-tips.ts';
import { groupWire } from './modify.ts';
import type { GroupMsgRow, GroupRow, MemberRow } from '../store.ts';
import { groupInfo, groupItem, memberInfo, MSG_FLAGS, msgFlagName } from '../wire.ts';

const GROUP_TYPES = new Set(['Public', 'Private', 'ChatRoom', 'AVChatRoom', 'Community']);
/** Messages a live room keeps for long polling (in memory and in the store). */
const LIVE_BACKLOG = 1000;
/** How long past a poll's hold a live-room socket still counts as watching. */
const POLL_GRACE_MS = 30_000;
const JOINED_PAGE = 50;

interface Poller {
  startSeq: number;
  resolve: (body: Body) => void;
}

/**
 * Live-room (AVChatRoom) feed: the recent messages long polling serves (persisted, so a restart loses none of
 * them), the waiting polls, and the sockets watching the room (its online count).
 */
class LiveRoom {
  readonly msgs: Body[] = [];
  readonly seqs: number[] = [];
  readonly waiters = new Set<Poller>();
  /** Each socket in the room, when it last joined or polled (ms), and how it leaves when it closes. */
  private readonly viewers = new Map<Conn, { seen: number; leave: () => void }>();

  add(seq: number, item: Body): void {
    this.msgs.push(item);
    this.seqs.push(seq);
    if (this.msgs.length > LIVE_BACKLOG) {
      this.msgs.shift();
      this.seqs.shift();
    }
    for (const w of [...this.waiters]) {
      const out = this.since(w.startSeq);
      if (out.list.length > 0) {
        this.waiters.delete(w);
        w.resolve(out.body);
      }
    }
  }

  since(startSeq: number): { list: Body[]; body: Body } {
    const out: Body[] = [];
    for (let i = 0; i < this.seqs.length; i++) if (this.seqs[i]! >= startSeq) out.push(this.msgs[i]!);
    const last = this.seqs[this.seqs.length - 1];
    const nextSeq = last !== undefined && last >= startSeq ? last + 1 : startSeq;
    return { list: out, body: { NextSeq: nextSeq, RspMsgList: out } };
  }

  /** A socket joined or polled: it counts as watching until it closes or stops polling. */
  watch(conn: Conn, now: number): void {
    if (conn.closed) return;
    const known = this.viewers.get(conn);
    if (known) {
      known.seen = now;
      return;
    }
    const leave = (): void => {
      this.viewers.delete(conn);
    };
    this.viewers.set(conn, { seen: now, leave });
    conn.onClose.add(leave);
  }

  leave(conn: Conn): void {
    const known = this.viewers.get(conn);
    if (!known) return;
    this.viewers.delete(conn);
    conn.onClose.delete(known.leave);
  }

  /** Sockets watching now: closed ones are gone, and one that has not polled for `staleMs` has left. */
  online(now: number, staleMs: number): number {
    for (const [conn, { seen }] of this.viewers) if (conn.closed || now - seen > staleMs) this.leave(conn);
    return this.viewers.size;
  }
}

/** The text fields of a group's profile in a create or modify request, each within its limit. */
function groupFields(body: Body): { introduction?: string; notification?: string; face_url?: string } {
  return {
    introduction: groupText(body, 'Introduction', LIMITS.groupIntroductionBytes),
    notification: groupText(body, 'Notification', LIMITS.groupNotificationBytes),
    face_url: groupText(body, 'FaceUrl', LIMITS.groupFaceUrlBytes),
  };
}

/** The custom fields of a request (`[{Key, Value}]`; an empty value removes a field), each within its limits. */
function customFields(raw: unknown, name: string, most: number, valueBytes: number): { Key: string; Value: string }[] {
  if (!Array.isArray(raw) || raw.length > most)
    throw new ImError(LIMIT_ERRORS.groupInvalid, `${name} lists at most ${most} fields`);
  return raw.map((f) => {
    const { Key, Value } = (typeof f === 'object' && f !== null ? f : {}) as Body;
    if (
      typeof Key !== 'string' ||
      Key === '' ||
      utf8Bytes(Key) > LIMITS.groupAttributeKeyBytes ||
      typeof Value !== 'string'
    )
      throw new ImError(LIMIT_ERRORS.groupInvalid, `each field of ${name} needs a Key and a string Value`);
    if (utf8Bytes(Value) > valueBytes)
      throw new ImError(LIMIT_ERRORS.groupInvalid, `${name} ${Key} is longer than ${valueBytes} bytes`);
    return { Key, Value };
  });
}

/** Writes a member's custom fields, within their limits. */
function setMemberFields(svc: Service, groupId: string, user: string, raw: unknown): void {
  const fields = customFields(raw, 'AppMemberDefinedData', LIMITS.memberCustomFields, LIMITS.memberCustomValueBytes);
  svc.store.transaction(() => {
    for (const f of fields) svc.groupExtras.setMemberField(groupId, user, f.Key, f.Value);
    if (svc.groupExtras.memberFields(groupId, user).length > LIMITS.memberCustomFields)
      throw new ImError(LIMIT_ERRORS.groupInvalid, `at most ${LIMITS.memberCustomFields} custom fields per member`);
  });
}

/** The group custom field of slow mode: seconds a member waits between two messages (managers never wait). */
const SLOW_MODE_FIELD = 'slow_mode';

/** Writes a group's custom fields (AppDefinedData); slow mode must be whole seconds. */
/** Stores a group's custom fields (AppDefinedData) and returns them as stored, for the change tip. */
function setGroupFields(svc: Service, groupId: string, raw: unknown): { Key: string; Value: string }[] {
  const fields = customFields(raw, 'AppDefinedData', LIMITS.groupCustomFields, LIMITS.groupCustomValueBytes);
  for (const f of fields)
    if (f.Key === SLOW_MODE_FIELD && f.Value !== '' && !/^\d{1,5}$/.test(f.Value))
      throw new ImError(LIMIT_ERRORS.groupInvalid, `${SLOW_MODE_FIELD} must be whole seconds`);
  svc.store.transaction(() => {
    for (const f of fields) svc.groupExtras.setGroupField(groupId, f.Key, f.Value);
    if (svc.groupExtras.groupFields(groupId).length > LIMITS.groupCustomFields)
      throw new ImError(LIMIT_ERRORS.groupInvalid, `at most ${LIMITS.groupCustomFields} custom fields per group`);
  });
  return fields;
}

/** Seconds `user` still waits under the group's slow mode (0: may send). */
function slowModeWait(svc: Service, groupId: string, user: string): number {
  const field = svc.groupExtras.groupFields(groupId).find((f) => f.key === SLOW_MODE_FIELD);
  const interval = Number(field?.value ?? 0);
  if (!(interval > 0)) return 0;
  const last = svc.store.lastGroupMsgTimeFrom(groupId, user);
  return Math.max(0, last + interval - svc.nowSeconds());
}

/** The accounts of a MemberList (`[{Member_Account}]`), each a valid UserID (10004 otherwise). */
function memberAccounts(entries: unknown[]): string[] {
  return entries.map((raw) =>
    requireAccount(
      typeof raw === 'object' && raw !== null ? (raw as Body).Member_Account : undefined,
      'Member_Account',
      LIMIT_ERRORS.groupInvalid,
    ),
  );
}

/** Groups of every type: membership, roles, messages, read marks and live-room long polling. */
export function registerGroups(svc: Service): void {
  const live = new Map<string, LiveRoom>();
  const bans = new LiveBanRepo(svc.store.db);
  const room = (g: GroupRow): LiveRoom => {
    let r = live.get(g.id);
    if (!r) {
      r = new LiveRoom();
      // After a restart the window is rebuilt from the store: a poll with an old StartSeq resumes exactly.
      for (const row of svc.store.groupHistory(g.id, g.next_seq, LIVE_BACKLOG).reverse())
        r.add(row.seq, { ...groupItem(row, g), Event: 3 });
      live.set(g.id, r);
    }
    return r;
  };
  /** A socket that has not polled for this long has left the room (a poll holds at most maxHoldMs). */
  const staleMs = (): number => svc.opts.maxHoldMs + POLL_GRACE_MS;
  // Long-polling keys are signed: they name the room and the user, and stay valid across a restart.
  const keyMac = (payload: string): Buffer =>
    createHmac('sha256', svc.opts.secretKey).update(`live-poll-key\n${payload}`).digest().subarray(0, 16);
  const issueKey = (groupId: string, user: string | null): string => {
    const payload = [randomBytes(6), Buffer.from(groupId), Buffer.from(user ?? '')]
      .map((b) => b.toString('base64url'))
      .join('.');
    return `${payload}.${keyMac(payload).toString('base64url')}`;
  };
  const readKey = (key: string): { groupId: string; user: string | null } | null => {
    const parts = key.split('.');
    if (parts.length !== 4) return null;
    const given = Buffer.from(parts[3]!, 'base64url');
    const expected = keyMac(parts.slice(0, 3).join('.'));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const user = Buffer.from(parts[2]!, 'base64url').toString('utf8');
    return { groupId: Buffer.from(parts[1]!, 'base64url').toString('utf8'), user: user === '' ? null : user };
  };
  /** Joins a socket to a live room (one socket counts once, however often it joins) and issues its poll key. */
  const joinLiveRoom = (conn: Conn, g: GroupRow, user: string | null) => {
    const key = issueKey(g.id, user);
    room(g).watch(conn, svc.opts.now());
    return {
      JoinedStatus: 'JoinedSuccess',
      GroupId: g.id,
      HugeGroupFlag: 1,
      LongPollingKey: key,
      StartSeq: g.next_seq,
    };
  };
  const groupOr404 = (id: string): GroupRow => {
    const g = svc.store.findGroup(id);
    if (!g) throw new ImError(10010, `group ${id} does not exist or was dismissed`);
    return g;
  };
  const roleOf = (g: GroupRow, user: string): string | null => svc.store.member(g.id, user)?.role ?? null;
  /** A member as the wire lists it, with its custom fields. */
  const withFields = (m: MemberRow): Body => ({
    ...memberInfo(m),
    AppMemberDefinedData: svc.groupExtras.memberFields(m.group_id, m.user).map((f) => ({ Key: f.key, Value: f.value })),
  });
  const isAdmin = (role: string | null): boolean => role === 'Owner' || role === 'Admin';
  /**
   * Group tips (event 4, spec §4): 1 join, 2 quit, 3 kicked, 4/5 admin set/cancelled, 6 profile modified
   * (`MsgGroupNewInfo`), 7 member info modified (`MsgMemberInfo`), to every member; live rooms send none.
   */
  const pushTipBody = (g: GroupRow, operator: string, msgBody: Body): void => {
    if (g.type === 'AVChatRoom') return;
    const tip = groupTipPush(svc, g, 4, operator, { Operator_Account: operator, ...msgBody });
    for (const m of svc.store.members(g.id)) svc.pushUser(m.user, 'im_open_push.msg_push', tip);
  };
  const pushTip = (g: GroupRow, opType: number, operator: string, users: string[]): void => {
    if (users.length === 0) return;
    pushTipBody(g, operator, { OpType: opType, List_Account: users, MemberNum: svc.store.memberCount(g.id) });
  };
  /** System notice (event 5) to one user: 4 kicked out. */
  const pushNotice = (g: GroupRow, user: string, opType: number, operator: string, extra: Body = {}): void => {
    const now = svc.nowSeconds();
    svc.pushUser(user, 'im_open_push.msg_push', {
      EventArray: [
        {
          Event: 5,
          GroupTips: [
            {
              GroupId: g.id,
              GroupInfo: { GroupId: g.id, GroupType: g.type },
              From_Account: operator,
              MsgSeq: now,
              MsgRandom: randomBytes(4).readUInt32BE(0),
              MsgTimeStamp: now,
              MsgBody: { OpType: opType, Operator_Account: operator, ...extra },
            },
          ],
        },
      ],
    });
  };

  svc.route('group_open_http_svc.create_group', (conn, body) => {
    const owner = conn.user ?? '';
    const type = str(body, 'Type');
    if (!GROUP_TYPES.has(type)) throw new ImError(10004, `illegal group type ${type}`);
    const name = requireStr(body, 'Name');
    const fields = groupFields(body);
    if (utf8Bytes(name) > LIMITS.groupNameBytes)
      throw new ImError(LIMIT_ERRORS.groupInvalid, `Name is longer than ${LIMITS.groupNameBytes} bytes`);
    let id = str(body, 'GroupId');
    if (id) {
      if (utf8Bytes(id) > LIMITS.groupIdBytes)
        throw new ImError(LIMIT_ERRORS.groupIdInvalid, `GroupId is longer than ${LIMITS.groupIdBytes} bytes`);
      if (type === 'Community' ? !id.startsWith('@TGS#_') : id.startsWith('@TGS#_'))
        throw new ImError(10015, 'illegal group ID');
      if (svc.store.findGroup(id)) throw new ImError(10021, 'group ID is already in use');
    } else {
      id = `@TGS#${type === 'AVChatRoom' ? 'a' : type === 'Community' ? '_' : '1'}${randomBytes(6).toString('hex').toUpperCase()}`;
    }
    // Live rooms take no initial members (spec §5).
    const initial = type === 'AVChatRoom' ? [] : memberAccounts(list(body, 'MemberList'));
    const now = svc.nowSeconds();
    svc.store.transaction(() => {
      svc.store.insertGroup({
        id,
        type,
        name,
        owner,
        introduction: fields.introduction ?? '',
        notification: fields.notification ?? '',
        face_url: fields.face_url ?? '',
        create_time: now,
        next_seq: 1,
        join_option:
          type === 'Public' || type === 'Community'
            ? str(body, 'ApplyJoinOption', 'NeedPermission')
            : type === 'Private'
              ? 'DisableApply'
              : 'FreeAccess',
        mute_all: 0,
        info_seq: 1,
      });
      svc.store.addMember({
        group_id: id,
        user: owner,
        role: 'Owner',
        join_time: now,
        read_seq: 0,
        msg_flag: 0,
        name_card: '',
        mute_until: 0,
      });
      for (const user of initial) {
        if (user === owner) continue;
        svc.store.ensureUser(user);
        svc.store.addMember({
          group_id: id,
          user,
          role: 'Member',
          join_time: now,
          read_seq: 0,
          msg_flag: 0,
          name_card: '',
          mute_until: 0,
        });
      }
    });
    if (type === 'Community' && num(body, 'SupportTopic') === 1) svc.topics.enableTopics(id);
    return { GroupId: id, Type: type, HugeGroupFlag: type === 'AVChatRoom' ? 1 : 0 };
  });

  const joinedList = (conn: Conn, body: Body, community: boolean): Body => {
    const all = svc.store.joinedGroups(conn.user ?? '').filter((g) => (g.type === 'Community') === community);
    const offset = num(body, 'Offset');
    const limit = Math.min(Math.max(1, num(body, 'Limit', JOINED_PAGE)), JOINED_PAGE);
    const page = all.slice(offset, offset + limit);
    return {
      TotalCount: all.length,
      GroupIdList: page.map((g) => ({
        GroupId: g.id,
        Type: g.type,
        Name: g.name,
        FaceUrl: g.face_url,
        NextMsgSeq: g.next_seq,
        LastMsgTime: svc.store.lastGroupMsg(g.id)?.time ?? 0,
        SelfInfo: { Role: g.role, JoinTime: g.join_time, MsgFlag: msgFlagName(g.msg_flag), MsgSeq: g.read_seq },
        MsgFlag: msgFlagName(g.msg_flag),
        SupportTopic: svc.topics.supportsTopics(g.id) ? 1 : 0,
        ...atInfoListOf(svc, conn.user ?? '', g.id),
      })),
      ...(offset + limit >= all.length ? {} : { NextOffset: offset + limit }),
    };
  };
  svc.route('group_open_http_svc.get_joined_group_list', (conn, body) => joinedList(conn, body, false));
  svc.route('million_group_open_http_svc.get_joined_group_list', (conn, body) => joinedList(conn, body, true));

  const profiles = (conn: Conn | null, body: Body): Body => {
    const ids = list(body, 'GroupIdList')
      .filter((x): x is string => typeof x === 'string')
      .slice(0, 50);
    return {
      GroupInfo: ids.map((id) => {
        const g = svc.store.findGroup(id);
        if (!g) return { GroupId: id, ErrorCode: 10010, ErrorInfo: 'group does not exist' };
        const self = conn?.user ? svc.store.member(id, conn.user) : undefined;
        return {
          ...groupInfo(g, svc.store.memberCount(id), self),
          SupportTopic: svc.topics.supportsTopics(g.id) ? 1 : 0,
          AppDefinedData: svc.groupExtras.groupFields(g.id).map((f) => ({ Key: f.key, Value: f.value })),
        };
      }),
    };
  };
  svc.route('group_open_http_svc.get_group_self_member_info', profiles);
  svc.route('group_open_http_svc.get_group_public_info', (_conn, body) => profiles(null, body));

  svc.route('group_open_http_svc.apply_join_group', (conn, body) => {
    const user = conn.user ?? '';
    const g = groupOr404(requireStr(body, 'GroupId'));
    if (g.type === 'Private') throw new ImError(10007, 'a Work group cannot be joined by application');
    if (bans.bannedUntil(g.id, user) > svc.nowSeconds()) throw new ImError(10007, 'banned from this live room for now');
    if (svc.store.member(g.id, user) && g.type !== 'AVChatRoom') throw new ImError(10013, 'already a member');
    if ((g.type === 'Public' || g.type === 'Community') && g.join_option === 'DisableApply')
      throw new ImError(10007, 'the group does not accept applications');
    if ((g.type === 'Public' || g.type === 'Community') && g.join_option === 'NeedPermission') {
      // The application waits; owner and admins get a system notice of operation 1.
      const auth = randomBytes(8).toString('hex');
      const now = svc.nowSeconds();
      const message = groupText(body, 'ApplyMsg', LIMITS.applicationMessageBytes) ?? '';
      svc.store.addApplication(g.id, user, message, now, auth);
      for (const m of svc.store.members(g.id)) {
        if (isAdmin(m.role)) pushNotice(g, m.user, 1, user, { RemarkInfo: message, Authentication: auth, MsgKey: now });
      }
      return { JoinedStatus: 'WaitAdminApproval' };
    }
    svc.store.addMember({
      group_id: g.id,
      user,
      role: 'Member',
      join_time: svc.nowSeconds(),
      read_seq: g.next_seq - 1,
      msg_flag: 0,
      name_card: '',
      mute_until: 0,
    });
    if (g.type !== 'AVChatRoom') {
      pushTip(g, 1, user, [user]);
      return { JoinedStatus: 'JoinedSuccess', GroupId: g.id };
    }
    const joined = joinLiveRoom(conn, g, user);
    return { ...joined, AVChatRoomKey: joined.LongPollingKey, RspMsgList: [] };
  });

  const pendency = (conn: Conn, community: boolean): Body => ({
    NextStartTime: 0,
    PendencyList: svc.store
      .applicationsFor(conn.user ?? '')
      .filter((a) => (a.type === 'Community') === community)
      .map((a) => ({
        GroupId: a.group_id,
        GroupName: a.name,
        From_Account: a.applicant,
        To_Account: conn.user,
        Handled: 0,
        AddTime: a.time,
        Authentication: a.auth,
        PendencyType: 0,
        ApplyMsg: a.message,
        FromUserNickName: svc.store.findUser(a.applicant)?.nick ?? '',
      })),
  });
  svc.route('group_open_http_svc.get_pendency', (conn) => pendency(conn, false));
  svc.route('million_group_open_http_svc.get_pendency', (conn) => pendency(conn, true));

  svc.route('group_open_http_svc.handle_apply_join_group', (conn, body) => {
    const g = groupOr404(requireStr(body, 'GroupId'));
    if (!isAdmin(roleOf(g, conn.user ?? '')))
      throw new ImError(10007, 'only the owner or an admin can handle applications');
    const applicant = requireStr(body, 'Applicant_Account');
    const open = svc.store.application(g.id, applicant);
    if (!open || open.handled) throw new ImError(10004, 'no open application from this user');
    if (str(body, 'Authentication') && str(body, 'Authentication') !== open.auth)
      throw new ImError(10004, 'the application token does not match');
    const action = str(body, 'HandleMsg');
    if (action !== 'Agree' && action !== 'Reject') throw new ImError(10004, 'HandleMsg must be Agree or Reject');
    svc.store.closeApplication(g.id, applicant);
    if (action === 'Agree') {
      svc.store.addMember({
        group_id: g.id,
        user: applicant,
        role: 'Member',
        join_time: svc.nowSeconds(),
        read_seq: g.next_seq - 1,
        msg_flag: 0,
        name_card: '',
        mute_until: 0,
      });
      pushTip(g, 1, conn.user ?? '', [applicant]);
    }
    // System notice 2 (agreed) or 3 (refused) to the applicant.
    pushNotice(g, applicant, action === 'Agree' ? 2 : 3, conn.user ?? '', {
      RemarkInfo: groupText(body, 'ApprovalMsg', LIMITS.applicationMessageBytes) ?? '',
    });
    return {};
  });

  svc.route(
    'group_open_http_noauth_svc.apply_join_group',
    (conn, body) => {
      const g = groupOr404(requireStr(body, 'GroupId'));
      if (g.type !== 'AVChatRoom') throw new ImError(10007, 'only live rooms can be joined without login');
      return joinLiveRoom(conn, g, null);
    },
    false,
  );

  const poll = (conn: Conn, body: Body): Body | Promise<Body> => {
    const key = requireStr(body, 'Key');
    const owner = readKey(key);
    const g = owner ? svc.store.findGroup(owner.groupId) : undefined;
    // A user's key is good on that user's sockets while the user is in the room; an anonymous one anywhere.
    if (
      !owner ||
      g?.type !== 'AVChatRoom' ||
      (owner.user !== null && (owner.user !== conn.user || !svc.store.member(g.id, owner.user)))
    )
      throw new ImError(10010, 'long polling key is not valid');
    const groupId = g.id;
    const r = room(g);
    r.watch(conn, svc.opts.now());
    const startSeq = Math.max(1, num(body, 'StartSeq', 1));
    const now = r.since(startSeq);
    if (now.list.length > 0) return { Key: key, GroupId: groupId, ...now.body };
    const holdMs = Math.min(Math.max(0, num(body, 'HoldTime', 90)) * 1000, svc.opts.maxHoldMs);
    return new Promise<Body>((resolve) => {
      const empty = { Key: key, GroupId: groupId, NextSeq: startSeq, RspMsgList: [] };
      const waiter: Poller = {
        startSeq,
        resolve: (b) => {
          clearTimeout(timer);
          conn.holds.delete(cancel);
          r.watch(conn, svc.opts.now());
          resolve({ Key: key, GroupId: groupId, ...b });
        },
      };
      // A hold cut short (logout, another login on this socket) is answered empty, never left hanging.
      const cancel = (): void => {
        clearTimeout(timer);
        r.waiters.delete(waiter);
        resolve(empty);
      };
      const timer = setTimeout(() => {
        r.waiters.delete(waiter);
        conn.holds.delete(cancel);
        r.watch(conn, svc.opts.now());
        resolve(empty);
      }, holdMs);
      r.waiters.add(waiter);
      conn.holds.add(cancel);
    });
  };
  svc.route('group_open_long_polling_http_svc.get_msg', poll);
  svc.route('group_open_long_polling_http_noauth_svc.get_msg', poll, false);

  svc.route('group_open_http_svc.quit_group', (conn, body) => {
    const user = conn.user ?? '';
    const g = groupOr404(requireStr(body, 'GroupId'));
    const role = roleOf(g, user);
    if (!role) throw new ImError(10007, 'not a member of the group');
    if (role === 'Owner' && g.type !== 'AVChatRoom') throw new ImError(10009, 'the owner cannot quit the group');
    svc.store.removeMember(g.id, user);
    pushTip(g, 2, user, [user]);
    // System notice 8: the user's other instances drop the group too.
    pushNotice(g, user, 8, user);
    const r = live.get(g.id);
    if (r) for (const c of svc.connsOf(user)) r.leave(c);
    return {};
  });

  svc.route('group_open_http_svc.destroy_group', (conn, body) => {
    const g = groupOr404(requireStr(body, 'GroupId'));
    // The platform's administrator may dismiss any group (an app administrator's right in the cloud service).
    if (conn.user !== SYSTEM_ACCOUNT) {
      if (g.type === 'Private') throw new ImError(10007, 'a Work group cannot be dismissed by a member');
      if (g.owner !== conn.user) throw new ImError(10007, 'only the owner can dismiss the group');
    }
    const members = svc.store.members(g.id).map((m) => m.user);
    svc.store.deleteGroup(g.id);
    svc.groupExtras.dropGroup(g.id);
    bans.dropGroup(g.id);
    svc.topics.dropCommunity(g.id);
    live.delete(g.id);
    // A system notice (event 5) of operation 5: the group was dismissed.
    const now = svc.nowSeconds();
    const notice = {
      EventArray: [
        {
          Event: 5,
          GroupTips: [
            {
              GroupId: g.id,
              GroupInfo: { GroupId: g.id, GroupType: g.type },
              From_Account: conn.user,
              MsgSeq: now,
              MsgRandom: randomBytes(4).readUInt32BE(0),
              MsgTimeStamp: now,
              MsgBody: { OpType: 5, Operator_Account: conn.user },
            },
          ],
        },
      ],
    };
    for (const m of members) if (m !== conn.user) svc.pushUser(m, 'im_open_push.msg_push', notice);
    return {};
  });

  svc.route('group_open_http_svc.add_group_member', (conn, body) => {
    const g = groupOr404(requireStr(body, 'GroupId'));
    if (g.type === 'AVChatRoom') throw new ImError(10007, 'members cannot be added to a live room');
    const role = roleOf(g, conn.user ?? '');
    if (!role) throw new ImError(10007, 'not a member of the group');
    if (g.type !== 'Private' && !isAdmin(role)) throw new ImError(10007, 'only the owner or an admin can add members');
    const now = svc.nowSeconds();
    const results = memberAccounts(list(body, 'MemberList')).map((user) => {
      svc.store.ensureUser(user);
      const added = svc.store.addMember({
        group_id: g.id,
        user,
        role: 'Member',
        join_time: now,
        read_seq: g.next_seq - 1,
        msg_flag: 0,
        name_card: '',
        mute_until: 0,
      });
      return { Member_Account: user, Result: added ? 1 : 2 };
    });
    pushTip(
      g,
      1,
      conn.user ?? '',
      results.filter((r) => r.Result === 1).map((r) => r.Member_Account),
    );
    return { MemberList: results };
  });

  // Removing a live room's member is a ban for a duration (spec §5; the live-room ban ability): the member leaves,
  // is told by system notice 21 and cannot join again until it ends.
  svc.route('group_open_http_svc.ban_group_member', (conn, body) => {
    const g = groupOr404(requireStr(body, 'GroupId'));
    if (g.type !== 'AVChatRoom') throw new ImError(10007, 'only live-room members are banned');
    svc.requireAbility('liveRoomBan');
    if (!isAdmin(roleOf(g, conn.user ?? ''))) throw new ImError(10007, 'only the owner or an admin can ban');
    const duration = num(body, 'Duration');
    if (duration <= 0) throw new ImError(10004, 'Duration must be at least 1 second');
    const until = svc.nowSeconds() + duration;
    const room = live.get(g.id);
    for (const raw of list(body, 'Members_Account')) {
      if (typeof raw !== 'string' || raw === g.owner) continue;
      bans.ban(g.id, raw, until);
      svc.store.removeMember(g.id, raw);
      if (room) for (const c of svc.connsOf(raw)) room.leave(c);
      pushNotice(g, raw, 21, conn.user ?? '');
    }
    return {};
  });

  svc.route('group_open_http_svc.delete_group_member', (conn, body) => {
    const g = groupOr404(requireStr(body, 'GroupId'));
    const role = roleOf(g, conn.user ?? '');
    if (!isAdmin(role)) throw new ImError(10007, 'only the owner or an admin can remove members');
    const removed: string[] = [];
    for (const raw of list(body, 'MemberToDel_Account')) {
      if (typeof raw !== 'string') continue;
      const target = roleOf(g, raw);
      if (!target) continue;
      if (target === 'Owner' || (target === 'Admin' && role !== 'Owner'))
        throw new ImError(10004, `cannot remove ${raw}`);
      svc.store.removeMember(g.id, raw);
      removed.push(raw);
    }
    pushTip(g, 3, conn.user ?? '', removed);
    for (const user of removed) pushNotice(g, user, 4, conn.user ?? '');
    return {};
  });

  svc.route('group_open_http_svc.get_group_member_info', (conn, body) => {
    const g = groupOr404(requireStr(body, 'GroupId'));
    if (!roleOf(g, conn.user ?? '')) throw new ImError(10007, 'not a member of the group');
    const limit = Math.min(Math.max(1, num(body, 'Limit', 15)), 100);
    const offset = num(body, 'Offset');
    return {
      MemberNum: svc.store.memberCount(g.id),
      MemberList: svc.store.members(g.id, limit, offset).map(withFields),
    };
  });

  svc.route('group_open_http_svc.get_specified_group_member_info', (conn, body) => {
    const g = groupOr404(requireStr(body, 'GroupId'));
    if (!roleOf(g, conn.user ?? '')) throw new ImError(10007, 'not a member of the group');
    const ids = list(body, 'Member_List_Account')
      .filter((x): x is string => typeof x === 'string')
      .slice(0, 50);
    return {
      MemberList: ids
        .map((id) => svc.store.member(g.id, id))
        .filter((m) => m !== undefined)
        .map(withFields),
    };
  });

  svc.route('group_open_http_svc.modify_group_member_info', (conn, body) => {
    const g = groupOr404(requireStr(body, 'GroupId'));
    const me = conn.user ?? '';
    const myRole = roleOf(g, me);
    if (!myRole) throw new ImError(10007, 'not a member of the group');
    const target = requireStr(body, 'Member_Account');
    const targetRole = roleOf(g, target);
    if (!targetRole) throw new ImError(10007, `${target} is not a member`);
    const newRole = str(body, 'Role');
    if (newRole) {
      if (myRole !== 'Owner') throw new ImError(10007, 'only the owner can set roles');
      if (g.type === 'Private' || g.type === 'AVChatRoom')
        throw new ImError(10007, 'roles cannot be set in Work groups and live rooms');
      if (target === me) throw new ImError(10007, "cannot set one's own role");
      // Custom is a role of communities only (spec §3, §5).
      if (newRole !== 'Admin' && newRole !== 'Member' && !(newRole === 'Custom' && g.type === 'Community'))
        throw new ImError(10004, `invalid member role ${newRole}`);
      svc.store.setMemberRole(g.id, target, newRole);
      // Tips 4/5 to the group and system notices 9/10 to the member, when the admin role really changed.
      if (newRole !== targetRole && (newRole === 'Admin' || targetRole === 'Admin')) {
        pushTip(g, newRole === 'Admin' ? 4 : 5, me, [target]);
        pushNotice(g, target, newRole === 'Admin' ? 9 : 10, me);
      }
    }
    const mute = body.ShutUpTime;
    if (mute !== undefined) {
      if (!isAdmin(myRole) || target === me) throw new ImError(10007, 'cannot mute this member');
      const secs = num(body, 'ShutUpTime', -1);
      if (secs < 0) throw new ImError(10004, 'mute time must be at least 0');
      svc.store.updateMember(g.id, target, { mute_until: secs === 0 ? 0 : svc.nowSeconds() + secs });
      pushTipBody(g, me, {
        OpType: 7,
        List_Account: [target],
        MsgMemberInfo: [{ User_Account: target, ShutupTime: secs }],
      });
    }
    const nameCard = groupText(body, 'NameCard', LIMITS.nameCardBytes);
    if (nameCard !== undefined) {
      if (target !== me && !isAdmin(myRole)) throw new ImError(10007, "cannot change another member's name card");
      svc.store.updateMember(g.id, target, { name_card: nameCard });
    }
    const flag = body.MsgFlag;
    if (typeof flag === 'string' && Object.hasOwn(MSG_FLAGS, flag)) {
      if (target !== me) throw new ImError(10007, "only one's own remind type can be set");
      svc.store.updateMember(g.id, target, { msg_flag: MSG_FLAGS[flag] });
      // System notice 20: the user's other instances follow the remind type.
      pushNotice(g, me, 20, me, { MsgFlag: flag });
    }
    if (body.AppMemberDefinedData !== undefined) {
      if (target !== me && !isAdmin(myRole)) throw new ImError(10007, "cannot change another member's custom fields");
      setMemberFields(svc, g.id, target, body.AppMemberDefinedData);
    }
    return {};
  });

  svc.route('group_open_http_svc.change_group_owner', (conn, body) => {
    const g = groupOr404(requireStr(body, 'GroupId'));
    if (g.type === 'AVChatRoom') throw new ImError(10007, 'a live room cannot change owner');
    if (g.owner !== conn.user) throw new ImError(10007, 'only the owner can transfer ownership');
    const next = requireStr(body, 'NewOwner_Account');
    if (next === conn.user) throw new ImError(10004, 'cannot transfer ownership to oneself');
    if (!roleOf(g, next)) throw new ImError(10007, `${next} is not a member`);
    svc.store.transaction(() => {
      svc.store.setMemberRole(g.id, g.owner, 'Member');
      svc.store.setMemberRole(g.id, next, 'Owner');
      svc.store.setGroupOwner(g.id, next);
    });
    pushTipBody(g, conn.user ?? '', { OpType: 6, MsgGroupNewInfo: { Owner_Account: next } });
    return {};
  });

  svc.route('group_open_http_svc.modify_group_base_info', (conn, body) => {
    const g = groupOr404(requireStr(body, 'GroupId'));
    const role = roleOf(g, conn.user ?? '');
    if (g.type === 'Private' ? !role : !isAdmin(role)) throw new ImError(10007, 'no permission to modify the group');
    const mute = body.ShutUpAllMember;
    const customChanged = body.AppDefinedData !== undefined ? setGroupFields(svc, g.id, body.AppDefinedData) : [];
    svc.store.updateGroupInfo(g.id, {
      name: groupText(body, 'Name', LIMITS.groupNameBytes),
      ...groupFields(body),
      join_option:
        typeof body.ApplyJoinOption === 'string' && (g.type === 'Public' || g.type === 'Community')
          ? body.ApplyJoinOption
          : undefined,
      mute_all: mute === 'On' ? 1 : mute === 'Off' ? 0 : undefined,
    });
    const changed = profileChanges(body);
    // Members learn of a custom field change (slow mode) at once, as the cloud's tip carries the changed fields.
    if (customChanged.length > 0) changed.MsgAppDefinedData = customChanged;
    if (Object.keys(changed).length > 0) pushTipBody(g, conn.user ?? '', { OpType: 6, MsgGroupNewInfo: changed });
    return {};
  });

  svc.route('group_open_http_svc.get_online_member_num', (_conn, body) => {
    const g = groupOr404(requireStr(body, 'GroupId'));
    // A live room counts the sockets watching it; other groups count their members.
    const count = g.type === 'AVChatRoom' ? room(g).online(svc.opts.now(), staleMs()) : svc.store.memberCount(g.id);
    return { OnlineMemberNum: count, ExpireTime: 60 };
  });

  svc.route('group_open_http_svc.send_group_msg', (conn, body) => {
    const from = conn.user ?? '';
    const platform = from === SYSTEM_ACCOUNT;
    const g = groupOr404(requireStr(body, 'GroupId'));
    const { elems, cloud } = checkMessage(body);
    if (!platform) {
      const me = svc.store.member(g.id, from);
      if (!me) throw new ImError(10007, 'not a member of the group');
      if (me.mute_until > svc.nowSeconds()) throw new ImError(10017, 'the sender is muted');
      if (g.mute_all && !isAdmin(me.role)) throw new ImError(10017, 'all members are muted');
      const wait = isAdmin(me.role) ? 0 : slowModeWait(svc, g.id, from);
      if (wait > 0) throw new ImError(LIMIT_ERRORS.slowMode, `slow mode: the next message in ${wait} s`);
      const action = platformActionOf(elems);
      if (action) throw new ImError(10007, `${action} messages are sent by the platform only`);
    }
    const onlineOnly = num(body, 'OnlineOnlyFlag') === 1;
    const stored = !onlineOnly || g.type === 'AVChatRoom';
    const random = num(body, 'Random');
    const clientSeq = num(body, 'ClientSeq');
    // A resend after a lost answer gets the stored message back and is delivered no second time (a message
    // with neither Random nor ClientSeq has no identity to match).
    const resent =
      stored && (random !== 0 || clientSeq !== 0)
        ? svc.store.findGroupResend(g.id, from, random, clientSeq)
        : undefined;
    if (resent) return { MsgTime: resent.time, MsgSeq: resent.seq };
    const row = newGroupMessage(svc, g.id, from, body, { elems, cloud });
    // A live room's window is loaded before this message is stored, so it is added to it once.
    const liveRoom = g.type === 'AVChatRoom' ? room(g) : null;
    if (stored) {
      row.seq = svc.store.nextGroupSeq(g.id);
      svc.store.insertGroupMsg(row);
      svc.versions.remember(groupKey(g.id, row.seq), body, num(body, 'MsgClientTime'));
      if (g.type === 'AVChatRoom') svc.store.dropGroupMsgsBefore(g.id, row.seq - LIVE_BACKLOG + 1);
      else svc.store.setReadSeq(g.id, from, row.seq);
    }
    const item = { ...groupWire(svc, groupItem(row, g, onlineOnly), row), ...groupAtInfoOf(body) };
    if (liveRoom) {
      liveRoom.add(row.seq, { ...item, Event: 3 });
    } else {
      const push = { EventArray: [{ Event: 3, GroupMsgArray: [item] }] };
      for (const m of svc.store.members(g.id))
        svc.pushUser(m.user, 'im_open_push.msg_push', push, m.user === from ? conn : undefined);
      if (stored) recordAtTips(svc, g, row, body);
    }
    const msgTypes = elems.map((elem) => String(elem.MsgType));
    svc.opts.onGroupMessage?.({ groupID: g.id, groupType: g.type, from, msgTypes });
    return { MsgTime: row.time, MsgSeq: row.seq };
  });

  svc.route('group_open_http_svc.group_msg_get', (conn, body) => {
    const g = groupOr404(requireStr(body, 'GroupId'));
    if (!svc.store.member(g.id, conn.user ?? '')) throw new ImError(10007, 'not a member of the group');
    // Live rooms serve their window by long polling only; their history is a commercial ability left off.
    if (g.type === 'AVChatRoom') return { GroupId: g.id, IsFinished: 1, RspMsgList: [] };
    const upto = num(body, 'ReqMsgSeq', g.next_seq - 1) || g.next_seq - 1;
    const count = Math.min(Math.max(1, num(body, 'ReqMsgNumber', 15)), 21);
    const me = conn.user ?? '';
    const cleared = svc.store.clearedUpto(me, `GROUP${g.id}`);
    const deleted = svc.store.deletedKeys(me, `GROUP${g.id}`);
    const raw = svc.store.groupHistory(g.id, upto, count + deleted.size);
    const oldest = raw[raw.length - 1];
    const rows = raw.filter((r) => r.seq > cleared && !deleted.has(String(r.seq))).slice(0, count);
    return {
      GroupId: g.id,
      IsFinished: !oldest || oldest.seq <= cleared + 1 ? 1 : 0,
      RspMsgList: rows.map((r) => ({ ...groupWire(svc, groupItem(r, g), r), ...storedAtInfoOf(svc, g.id, r.seq) })),
    };
  });

  svc.route('group_open_http_svc.delete_group_ramble_msg_by_seq', (conn, body) => {
    const g = groupOr404(requireStr(body, 'GroupId'));
    if (!svc.store.member(g.id, conn.user ?? '')) throw new ImError(10007, 'not a member of the group');
    const seqs = list(body, 'Seqs')
      .map((x) => (typeof x === 'object' && x !== null ? num(x as Body, 'MsgSeq') : Number(x)))
      .filter((n) => Number.isInteger(n) && n > 0)
      .slice(0, 30);
    if (seqs.length === 0) throw new ImError(10004, 'Seqs must list message sequences');
    svc.store.deleteForUser(conn.user ?? '', `GROUP${g.id}`, seqs.map(String));
    for (const seq of seqs) dropAtTips(svc, conn.user ?? '', g.id, seq);
    return {};
  });

  svc.route('group_open_http_svc.msg_read_report', (conn, body) => {
    const g = groupOr404(requireStr(body, 'GroupId'));
    if (!svc.store.member(g.id, conn.user ?? '')) throw new ImError(10007, 'not a member of the group');
    svc.store.setReadSeq(g.id, conn.user ?? '', num(body, 'MsgReadedSeq'));
    return {};
  });

  svc.route('group_open_http_svc.group_msg_recall', (conn, body) => {
    const g = groupOr404(requireStr(body, 'GroupId'));
    const role = roleOf(g, conn.user ?? '');
    if (!role) throw new ImError(10007, 'not a member of the group');
    const seqs = list(body, 'MsgSeqList').map((x) =>
      typeof x === 'object' && x !== null ? num(x as Body, 'MsgSeq') : Number(x),
    );
    const revoked: Body[] = [];
    for (const seq of seqs) {
      const m = svc.store.groupMsg(g.id, seq);
      if (!m) continue;
      if (m.from_acc !== conn.user && !isAdmin(role))
        throw new ImError(10007, 'only the sender or an admin can revoke');
      dropAtTipsOfMessage(svc, g.id, seq);
      if (svc.store.revokeGroupMsg(g.id, seq))
        revoked.push({ MsgSeq: seq, MsgRandom: m.random, MsgTimeStamp: m.time, From_Account: m.from_acc });
    }
    // Revocations travel as event 5 whose body lists the withdrawn messages.
    const notice = {
      EventArray: [
        {
          Event: 5,
          GroupTips: [
            {
              GroupId: g.id,
              GroupInfo: { GroupId: g.id, GroupType: g.type },
              MsgBody: { GroupWithdrawInfoArray: revoked.map((r) => ({ ...r, GroupId: g.id })) },
            },
          ],
        },
      ],
    };
    for (const m of svc.store.members(g.id))
      svc.pushUser(m.user, 'im_open_push.msg_push', notice, m.user === conn.user ? conn : undefined);
    return { RecallRetList: revoked.map((r) => ({ MsgSeq: r.MsgSeq, RetCode: 0 })) };
  });
}

/** The profile fields a modify request set, as tip 6 names them (`MsgGroupNewInfo`). */
function profileChanges(body: Body): Body {
  const changed: Body = {};
  const names: Record<string, string> = {
    Name: 'GroupName',
    Introduction: 'GroupIntroduction',
    Notification: 'GroupNotification',
    FaceUrl: 'GroupFaceUrl',
  };
  for (const [key, tipKey] of Object.entries(names)) if (typeof body[key] === 'string') changed[tipKey] = body[key];
  if (body.ShutUpAllMember === 'On' || body.ShutUpAllMember === 'Off')
    changed.ShutupAll = body.ShutUpAllMember === 'On' ? 1 : 0;
  return changed;
}
