import { randomBytes } from 'node:crypto';
import { groupText } from '../checks.ts';
import type { Body } from '../frames.ts';
import { groupTipPush } from '../group-messages.ts';
import { LIMIT_ERRORS, LIMITS, utf8Bytes } from '../limits.ts';
import { ImError, list, num, requireStr, str, SYSTEM_ACCOUNT, type Conn, type Service } from '../service.ts';
import { atInfoListOf } from './at-tips.ts';
import {
  customFields,
  groupOr404,
  isAdmin,
  memberAccounts,
  pushNotice,
  pushTip,
  pushTipBody,
  requireMemberRoom,
  roleOf,
} from './group-common.ts';
import { SLOW_MODE_FIELD } from './gates.ts';
import { registerGroupMembers } from './group-members.ts';
import { registerGroupMessages } from './group-messages.ts';
import { LiveRooms, registerLiveRooms } from './live-rooms.ts';
import { groupInfo, msgFlagName } from '../wire.ts';
import { INVITE_OPTIONS, type InviteOption } from '../repos/group-extras.ts';

const GROUP_TYPES = new Set(['Public', 'Private', 'ChatRoom', 'AVChatRoom', 'Community']);
const JOINED_PAGE = 50;

/** The text fields of a group's profile in a create or modify request, each within its limit. */
function groupFields(body: Body): { introduction?: string; notification?: string; face_url?: string } {
  return {
    introduction: groupText(body, 'Introduction', LIMITS.groupIntroductionBytes),
    notification: groupText(body, 'Notification', LIMITS.groupNotificationBytes),
    face_url: groupText(body, 'FaceUrl', LIMITS.groupFaceUrlBytes),
  };
}

/** The InviteJoinOption of a create or modify request (undefined: not set); live rooms and communities have none. */
function inviteOptionOf(body: Body, type: string): InviteOption | undefined {
  const option = body.InviteJoinOption;
  if (option === undefined || type === 'AVChatRoom' || type === 'Community') return undefined;
  if (!INVITE_OPTIONS.includes(option as InviteOption))
    throw new ImError(10004, `InviteJoinOption must be one of ${INVITE_OPTIONS.join(', ')}`);
  return option as InviteOption;
}

/** Stores a group's custom fields (AppDefinedData; slow mode in whole seconds) and returns them for the tip. */
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

/**
 * Groups of every type: creation, profiles, joining and leaving, dismissal; their members, messages and live rooms
 * register from their own files.
 */
export function registerGroups(svc: Service): void {
  const rooms = new LiveRooms(svc);
  registerLiveRooms(svc, rooms);
  registerGroupMembers(svc);
  registerGroupMessages(svc, rooms);

  svc.route('group_open_http_svc.create_group', (conn, body) => {
    const owner = conn.user ?? '';
    const type = str(body, 'Type');
    if (!GROUP_TYPES.has(type)) throw new ImError(10004, `illegal group type ${type}`);
    const name = requireStr(body, 'Name');
    const fields = groupFields(body);
    const invite = inviteOptionOf(body, type);
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
    requireMemberRoom(svc, { id, type }, new Set([owner, ...initial]).size);
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
        // The cloud's defaults: a Public group needs approval, a Community is free to join.
        join_option:
          type === 'Public' || type === 'Community'
            ? str(body, 'ApplyJoinOption', type === 'Community' ? 'FreeAccess' : 'NeedPermission')
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
      if (invite) svc.groupExtras.setInviteOption(id, invite);
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
        // Microseconds, as the official SDK asks get_group_notify from it after a reconnect.
        LastRecallTime: svc.groupRevokes.lastTime(g.id) * 1000,
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
          ...groupInfo(g, svc.store.memberCount(id), svc.groupExtras.inviteOption(g.id, g.type), self),
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
    const g = groupOr404(svc, requireStr(body, 'GroupId'));
    if (g.type === 'Private') throw new ImError(10007, 'a Work group cannot be joined by application');
    if (rooms.bans.bannedUntil(g.id, user) > svc.nowSeconds())
      throw new ImError(10007, 'banned from this live room for now');
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
        if (isAdmin(m.role))
          pushNotice(svc, g, m.user, 1, user, { RemarkInfo: message, Authentication: auth, MsgKey: now });
      }
      return { JoinedStatus: 'WaitAdminApproval' };
    }
    requireMemberRoom(svc, g, 1);
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
      pushTip(svc, g, 1, user, [user]);
      return { JoinedStatus: 'JoinedSuccess', GroupId: g.id };
    }
    const joined = rooms.join(conn, g, user);
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
      }))
      .concat(
        // Members' invitations waiting for a manager (type 2): From the inviter, To the invitee.
        community
          ? []
          : svc.groupExtras.inviteRequestsFor(conn.user ?? '').map((r) => ({
              GroupId: r.group_id,
              GroupName: r.name,
              From_Account: r.inviter,
              To_Account: r.invitee,
              Handled: 0,
              AddTime: r.time,
              Authentication: r.auth,
              PendencyType: 2,
              ApplyMsg: '',
              FromUserNickName: svc.store.findUser(r.inviter)?.nick ?? '',
            })),
      ),
  });
  svc.route('group_open_http_svc.get_pendency', (conn) => pendency(conn, false));
  svc.route('million_group_open_http_svc.get_pendency', (conn) => pendency(conn, true));

  svc.route('group_open_http_svc.handle_apply_join_group', (conn, body) => {
    const g = groupOr404(svc, requireStr(body, 'GroupId'));
    if (!isAdmin(roleOf(svc, g, conn.user ?? '')))
      throw new ImError(10007, 'only the owner or an admin can handle applications');
    const applicant = requireStr(body, 'Applicant_Account');
    const open = svc.store.application(g.id, applicant);
    if (!open || open.handled) throw new ImError(10004, 'no open application from this user');
    if (str(body, 'Authentication') && str(body, 'Authentication') !== open.auth)
      throw new ImError(10004, 'the application token does not match');
    const action = str(body, 'HandleMsg');
    if (action !== 'Agree' && action !== 'Reject') throw new ImError(10004, 'HandleMsg must be Agree or Reject');
    // A full group keeps the application open: it can be agreed once someone left.
    if (action === 'Agree' && !svc.store.member(g.id, applicant)) requireMemberRoom(svc, g, 1);
    svc.store.closeApplication(g.id, applicant);
    // Its request's notices are answered: no manager finds them at a later sync.
    svc.groupNotices.removeOperation(g.id, 1, applicant);
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
      pushTip(svc, g, 1, conn.user ?? '', [applicant]);
    }
    // System notice 2 (agreed) or 3 (refused) to the applicant.
    pushNotice(svc, g, applicant, action === 'Agree' ? 2 : 3, conn.user ?? '', {
      RemarkInfo: groupText(body, 'ApprovalMsg', LIMITS.applicationMessageBytes) ?? '',
    });
    return {};
  });

  svc.route('group_open_http_svc.quit_group', (conn, body) => {
    const user = conn.user ?? '';
    const g = groupOr404(svc, requireStr(body, 'GroupId'));
    const role = roleOf(svc, g, user);
    if (!role) throw new ImError(10007, 'not a member of the group');
    if (role === 'Owner' && g.type !== 'AVChatRoom') throw new ImError(10009, 'the owner cannot quit the group');
    svc.store.removeMember(g.id, user);
    pushTip(svc, g, 2, user, [user]);
    // System notice 8: the user's other instances drop the group too.
    pushNotice(svc, g, user, 8, user);
    rooms.leave(g.id, user);
    return {};
  });

  svc.route('group_open_http_svc.destroy_group', (conn, body) => {
    const g = groupOr404(svc, requireStr(body, 'GroupId'));
    // The platform's administrator may dismiss any group (an app administrator's right in the cloud service).
    if (conn.user !== SYSTEM_ACCOUNT) {
      if (g.type === 'Private') throw new ImError(10007, 'a Work group cannot be dismissed by a member');
      if (g.owner !== conn.user) throw new ImError(10007, 'only the owner can dismiss the group');
    }
    const members = svc.store.members(g.id).map((m) => m.user);
    svc.store.deleteGroup(g.id);
    svc.groupExtras.dropGroup(g.id);
    svc.topics.dropCommunity(g.id);
    rooms.drop(g.id);
    // A system notice (event 5) of operation 5: the group was dismissed.
    const operator = conn.user ?? '';
    const notice = groupTipPush(svc, g, 5, operator, { OpType: 5, Operator_Account: operator });
    for (const m of members) if (m !== operator) svc.pushUser(m, 'im_open_push.msg_push', notice);
    return {};
  });

  svc.route('group_open_http_svc.change_group_owner', (conn, body) => {
    const g = groupOr404(svc, requireStr(body, 'GroupId'));
    if (g.type === 'AVChatRoom') throw new ImError(10007, 'a live room cannot change owner');
    if (g.owner !== conn.user) throw new ImError(10007, 'only the owner can transfer ownership');
    const next = requireStr(body, 'NewOwner_Account');
    if (next === conn.user) throw new ImError(10004, 'cannot transfer ownership to oneself');
    if (!roleOf(svc, g, next)) throw new ImError(10007, `${next} is not a member`);
    svc.store.transaction(() => {
      svc.store.setMemberRole(g.id, g.owner, 'Member');
      svc.store.setMemberRole(g.id, next, 'Owner');
      svc.store.setGroupOwner(g.id, next);
    });
    pushTipBody(svc, g, conn.user ?? '', { OpType: 6, MsgGroupNewInfo: { Owner_Account: next } });
    return {};
  });

  svc.route('group_open_http_svc.modify_group_base_info', (conn, body) => {
    const g = groupOr404(svc, requireStr(body, 'GroupId'));
    const role = roleOf(svc, g, conn.user ?? '');
    if (g.type === 'Private' ? !role : !isAdmin(role)) throw new ImError(10007, 'no permission to modify the group');
    const mute = body.ShutUpAllMember;
    const invite = inviteOptionOf(body, g.type);
    if (invite) svc.groupExtras.setInviteOption(g.id, invite);
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
    if (Object.keys(changed).length > 0) pushTipBody(svc, g, conn.user ?? '', { OpType: 6, MsgGroupNewInfo: changed });
    return {};
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
