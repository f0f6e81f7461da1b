import { randomBytes } from 'node:crypto';
import { groupText } from '../checks.ts';
import { LIMIT_ERRORS, LIMITS } from '../limits.ts';
import { ImError, list, num, requireStr, str, type Service } from '../service.ts';
import { checkOwnName } from '../own-name.ts';
import type { MemberRow } from '../store.ts';
import type { Body } from '../frames.ts';
import { memberInfo, MSG_FLAGS } from '../wire.ts';
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

/** Writes a member's custom fields, within their limits. */
function setMemberFields(svc: Service, groupId: string, user: string, raw: unknown): void {
  const fields = customFields(raw, 'AppMemberDefinedData', LIMITS.memberCustomFields, LIMITS.memberCustomValueBytes);
  svc.store.transaction(() => {
    for (const f of fields) svc.groupExtras.setMemberField(groupId, user, f.Key, f.Value);
    if (svc.groupExtras.memberFields(groupId, user).length > LIMITS.memberCustomFields)
      throw new ImError(LIMIT_ERRORS.groupInvalid, `at most ${LIMITS.memberCustomFields} custom fields per member`);
  });
}

/** Group members: adding, removing, listing and changing them (roles, mute, name cards, remind type, fields). */
export function registerGroupMembers(svc: Service): void {
  /** A member as the wire lists it, with its custom fields. */
  const withFields = (m: MemberRow): Body => ({
    ...memberInfo(m),
    AppMemberDefinedData: svc.groupExtras.memberFields(m.group_id, m.user).map((f) => ({ Key: f.key, Value: f.value })),
  });

  svc.route('group_open_http_svc.add_group_member', (conn, body) => {
    const g = groupOr404(svc, requireStr(body, 'GroupId'));
    if (g.type === 'AVChatRoom') throw new ImError(10007, 'members cannot be added to a live room');
    const role = roleOf(svc, g, conn.user ?? '');
    if (!role) throw new ImError(10007, 'not a member of the group');
    // Communities: managers add. Other groups follow their invite option (InviteJoinOption): DisableInvite lets
    // nobody add, FreeAccess every member; under NeedPermission the owner and admins add, and a member's
    // invitation waits for one of them (pendency type 2, handled by handle_invite_join_permission_group).
    const invite = g.type === 'Community' ? 'NeedPermission' : svc.groupExtras.inviteOption(g.id, g.type);
    if (invite === 'DisableInvite') throw new ImError(10007, 'the group does not accept invitations');
    const accounts = memberAccounts(list(body, 'MemberList'));
    if (invite === 'NeedPermission' && !isAdmin(role)) {
      if (g.type === 'Community') throw new ImError(10007, 'only the owner or an admin can add members');
      const now = svc.nowSeconds();
      return {
        MemberList: svc.store.transaction(() =>
          accounts.map((user) => {
            if (svc.store.member(g.id, user)) return { Member_Account: user, Result: 2 };
            svc.store.ensureUser(user);
            svc.groupExtras.addInviteRequest(g.id, conn.user ?? '', user, now, randomBytes(8).toString('hex'));
            // 3: waiting (the cloud's answer for an invitation someone must still approve).
            return { Member_Account: user, Result: 3 };
          }),
        ),
      };
    }
    // The cloud refuses the whole request when its new members do not fit (10014: add fewer at a time).
    requireMemberRoom(svc, g, new Set(accounts.filter((user) => !svc.store.member(g.id, user))).size);
    const now = svc.nowSeconds();
    const results = svc.store.transaction(() =>
      accounts.map((user) => {
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
      }),
    );
    pushTip(
      svc,
      g,
      1,
      conn.user ?? '',
      results.filter((r) => r.Result === 1).map((r) => r.Member_Account),
    );
    return { MemberList: results };
  });

  svc.route('group_open_http_svc.handle_invite_join_permission_group', (conn, body) => {
    const g = groupOr404(svc, requireStr(body, 'GroupId'));
    if (!isAdmin(roleOf(svc, g, conn.user ?? '')))
      throw new ImError(10007, 'only the owner or an admin can handle invitations');
    const invitee = requireStr(body, 'Invited_Account');
    const open = svc.groupExtras.inviteRequest(g.id, invitee);
    if (!open || open.inviter !== requireStr(body, 'Applicant_Account'))
      throw new ImError(10004, 'no waiting invitation of this user by this inviter');
    if (str(body, 'Authentication') && str(body, 'Authentication') !== open.auth)
      throw new ImError(10004, 'the invitation token does not match');
    const action = str(body, 'HandleMsg');
    if (action !== 'Agree' && action !== 'Reject') throw new ImError(10004, 'HandleMsg must be Agree or Reject');
    const joins = action === 'Agree' && !svc.store.member(g.id, invitee);
    // A full group keeps the invitation waiting: it can be agreed once someone left.
    if (joins) requireMemberRoom(svc, g, 1);
    svc.groupExtras.closeInviteRequest(g.id, invitee);
    if (joins) {
      svc.store.addMember({
        group_id: g.id,
        user: invitee,
        role: 'Member',
        join_time: svc.nowSeconds(),
        read_seq: g.next_seq - 1,
        msg_flag: 0,
        name_card: '',
        mute_until: 0,
      });
      pushTip(svc, g, 1, open.inviter, [invitee]);
    }
    return {};
  });

  svc.route('group_open_http_svc.delete_group_member', (conn, body) => {
    const g = groupOr404(svc, requireStr(body, 'GroupId'));
    const role = roleOf(svc, g, conn.user ?? '');
    if (!isAdmin(role)) throw new ImError(10007, 'only the owner or an admin can remove members');
    const removed: string[] = [];
    for (const raw of list(body, 'MemberToDel_Account')) {
      if (typeof raw !== 'string') continue;
      const target = roleOf(svc, g, raw);
      if (!target) continue;
      if (target === 'Owner' || (target === 'Admin' && role !== 'Owner'))
        throw new ImError(10004, `cannot remove ${raw}`);
      svc.store.removeMember(g.id, raw);
      removed.push(raw);
    }
    pushTip(svc, g, 3, conn.user ?? '', removed);
    for (const user of removed) pushNotice(svc, g, user, 4, conn.user ?? '');
    return {};
  });

  svc.route('group_open_http_svc.get_group_member_info', (conn, body) => {
    const g = groupOr404(svc, requireStr(body, 'GroupId'));
    if (!roleOf(svc, g, conn.user ?? '')) throw new ImError(10007, 'not a member of the group');
    const limit = Math.min(Math.max(1, num(body, 'Limit', 15)), 100);
    const offset = num(body, 'Offset');
    return {
      MemberNum: svc.store.memberCount(g.id),
      MemberList: svc.store.members(g.id, limit, offset).map(withFields),
    };
  });

  svc.route('group_open_http_svc.get_specified_group_member_info', (conn, body) => {
    const g = groupOr404(svc, requireStr(body, 'GroupId'));
    if (!roleOf(svc, g, conn.user ?? '')) throw new ImError(10007, 'not a member of the group');
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
    const g = groupOr404(svc, requireStr(body, 'GroupId'));
    const me = conn.user ?? '';
    const myRole = roleOf(svc, g, me);
    if (!myRole) throw new ImError(10007, 'not a member of the group');
    const target = requireStr(body, 'Member_Account');
    const targetRole = roleOf(svc, g, target);
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
        pushTip(svc, g, newRole === 'Admin' ? 4 : 5, me, [target]);
        pushNotice(svc, g, target, newRole === 'Admin' ? 9 : 10, me);
      }
    }
    const mute = body.ShutUpTime;
    if (mute !== undefined) {
      if (!isAdmin(myRole) || target === me) throw new ImError(10007, 'cannot mute this member');
      const secs = num(body, 'ShutUpTime', -1);
      if (secs < 0) throw new ImError(10004, 'mute time must be at least 0');
      svc.store.updateMember(g.id, target, { mute_until: secs === 0 ? 0 : svc.nowSeconds() + secs });
      pushTipBody(svc, g, me, {
        OpType: 7,
        List_Account: [target],
        MsgMemberInfo: [{ User_Account: target, ShutupTime: secs }],
      });
    }
    const nameCard = groupText(body, 'NameCard', LIMITS.nameCardBytes);
    if (nameCard !== undefined) {
      if (target !== me && !isAdmin(myRole)) throw new ImError(10007, "cannot change another member's name card");
      if (nameCard !== '') checkOwnName(svc, target, nameCard, LIMIT_ERRORS.sensitiveWords);
      svc.store.updateMember(g.id, target, { name_card: nameCard });
    }
    const flag = body.MsgFlag;
    if (typeof flag === 'string' && Object.hasOwn(MSG_FLAGS, flag)) {
      if (target !== me) throw new ImError(10007, "only one's own remind type can be set");
      svc.store.updateMember(g.id, target, { msg_flag: MSG_FLAGS[flag] });
      // System notice 20: the user's other instances follow the remind type.
      pushNotice(svc, g, me, 20, me, { MsgFlag: flag });
    }
    if (body.AppMemberDefinedData !== undefined) {
      if (target !== me && !isAdmin(myRole)) throw new ImError(10007, "cannot change another member's custom fields");
      setMemberFields(svc, g.id, target, body.AppMemberDefinedData);
    }
    return {};
  });
}
