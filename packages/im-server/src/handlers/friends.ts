import { requireAccount } from '../checks.ts';
import { isRecord, type Body } from '../frames.ts';
import { LIMIT_ERRORS, LIMITS, utf8Bytes } from '../limits.ts';
import type { ApplicationRow, FriendRow } from '../repos/relations.ts';
import { ImError, num, str, type Conn, type Service } from '../service.ts';

/**
 * Result codes of the relation chain. The cloud's own: 30001 invalid parameter, 30010 friend list full, 30011 too
 * many friend groups, 30013 blacklist full, 30515 the peer is in your blacklist, 30516 the peer accepts no
 * requests, 30525 you are in the peer's blacklist, 30539 waiting for the peer to confirm (a success the SDK
 * reports with its message). Where the cloud documents none, ours are 3060x.
 */
export const RELATION_CODES = {
  invalid: LIMIT_ERRORS.relationInvalid,
  friendListFull: 30010,
  friendGroupsFull: 30011,
  blacklistFull: 30013,
  peerInMyBlacklist: 30515,
  peerDeniesRequests: 30516,
  inPeerBlacklist: 30525,
  waitingForConfirmation: 30539,
  alreadyFriend: 30600,
  notFriend: 30601,
  friendGroupExists: 30602,
  friendGroupMissing: 30603,
  applicationMissing: 30604,
  wordingRefused: 80001,
} as const;

const ADD_SINGLE = 'Add_Type_Single';
const ADD_BOTH = 'Add_Type_Both';
const SOURCE_PREFIX = 'AddSource_Type_';
const COME_IN = 'Pendency_Type_ComeIn';
const SEND_OUT = 'Pendency_Type_SendOut';
const AGREE = 'Response_Action_Agree';
const AGREE_AND_ADD = 'Response_Action_AgreeAndAdd';
const REJECT = 'Response_Action_Reject';
const REMARK_TAG = 'Tag_SNS_IM_Remark';
const FRIEND_CUSTOM_PREFIX = 'Tag_SNS_Custom_';
const ALLOW_TYPE_TAG = 'Tag_Profile_IM_AllowType';

/** Relation-chain push kinds (`FriendListMod[].PushType`). */
export const RELATION_PUSH = {
  friendAdded: 1,
  friendDeleted: 2,
  applicationAdded: 3,
  applicationDeleted: 4,
  blacklistAdded: 5,
  blacklistDeleted: 6,
  applicationsRead: 7,
  friendUpdated: 8,
} as const;

/** Pushes relation-chain changes to every instance of `user` (the official SDK updates its lists from them). */
export function pushRelation(svc: Service, user: string, items: Body[], except?: Conn): void {
  if (items.length === 0) return;
  svc.pushUser(user, 'im_open_push.msg_push', { EventArray: [{ Event: 7, FriendListMod: items }] }, except);
}

type Result = { To_Account: string; ResultCode: number; ResultInfo: string };
const ok = (to: string): Result => ({ To_Account: to, ResultCode: 0, ResultInfo: '' });
const fail = (to: string, code: number, info: string): Result => ({
  To_Account: to,
  ResultCode: code,
  ResultInfo: info,
});

/** Accounts a relation request names (To_Account: [ids]), each a valid UserID, at most `max` of them. */
function accounts(body: Body, key: string, max: number = LIMITS.accountsPerRequest): string[] {
  const v = body[key];
  const raw = Array.isArray(v) ? v : typeof v === 'string' ? [v] : [];
  if (raw.length > max)
    throw new ImError(RELATION_CODES.invalid, `${key} names ${raw.length} accounts, at most ${max}`);
  return [...new Set(raw.map((id) => requireAccount(id, key, RELATION_CODES.invalid)))];
}

/** A list of request items (objects), at most `max`. */
function items(body: Body, key: string, max: number): Body[] {
  const v = body[key];
  if (!Array.isArray(v) || v.length === 0) throw new ImError(RELATION_CODES.invalid, `${key} must be a non-empty list`);
  if (v.length > max) throw new ImError(RELATION_CODES.invalid, `${key} lists ${v.length} items, at most ${max}`);
  return v.map((item) => {
    if (!isRecord(item)) throw new ImError(RELATION_CODES.invalid, `each ${key} item must be an object`);
    return item;
  });
}

function textWithin(body: Body, key: string, maxBytes: number): string {
  const v = body[key];
  if (v === undefined) return '';
  if (typeof v !== 'string') throw new ImError(RELATION_CODES.invalid, `${key} must be a string`);
  if (utf8Bytes(v) > maxBytes) throw new ImError(RELATION_CODES.invalid, `${key} is longer than ${maxBytes} bytes`);
  return v;
}

function friendGroupName(value: unknown, key: string): string {
  if (typeof value !== 'string' || value === '' || utf8Bytes(value) > LIMITS.friendGroupNameBytes)
    throw new ImError(RELATION_CODES.invalid, `${key} must be a name of 1 to ${LIMITS.friendGroupNameBytes} bytes`);
  return value;
}

/** A friend row's profile tags as the wire lists them (`[{Tag, Value}]`). */
function friendTags(svc: Service, row: FriendRow): Body[] {
  const user = svc.store.findUser(row.friend);
  const custom = JSON.parse(row.custom) as Record<string, string>;
  return [
    { Tag: REMARK_TAG, Value: row.remark },
    { Tag: 'Tag_SNS_IM_Group', Value: svc.relations.groupsOf(row.owner, row.friend) },
    { Tag: 'Tag_SNS_IM_AddSource', Value: row.source },
    { Tag: 'Tag_SNS_IM_AddWording', Value: row.wording },
    { Tag: 'Tag_SNS_IM_AddTime', Value: row.add_time },
    { Tag: 'Tag_Profile_IM_Nick', Value: user?.nick ?? '' },
    { Tag: 'Tag_Profile_IM_Image', Value: user?.face_url ?? '' },
    ...Object.entries(custom).map(([Tag, Value]) => ({ Tag, Value })),
  ];
}

/** Friends, friend groups and friend requests (spec §4-§5): every read and change is the signed-in user's own. */
export function registerFriends(svc: Service): void {
  const rel = svc.relations;
  const me = (conn: Conn): string => conn.user ?? '';

  const allowType = (user: string): string => {
    const extra = JSON.parse(svc.store.findUser(user)?.extra ?? '{}') as Record<string, unknown>;
    const v = extra[ALLOW_TYPE_TAG];
    return typeof v === 'string' ? v : 'AllowType_Type_NeedConfirm';
  };
  const refusedWording = (text: string): boolean => svc.opts.bannedWords.some((w) => w !== '' && text.includes(w));

  /** Makes `friend` a friend of `owner`, optionally into a friend group; false when the list is full. */
  const befriend = (owner: string, friend: string, extra: Partial<FriendRow>, groupName = ''): boolean => {
    if (rel.friend(owner, friend)) return true;
    if (rel.friendCount(owner) >= LIMITS.friends) return false;
    rel.addFriend({
      owner,
      friend,
      remark: extra.remark ?? '',
      source: extra.source ?? '',
      wording: extra.wording ?? '',
      add_time: svc.nowSeconds(),
      custom: '{}',
    });
    if (groupName && rel.hasFriendGroup(owner, groupName)) rel.addToFriendGroup(owner, groupName, friend);
    return true;
  };
  /**
   * A request as sns.pendency_get lists it (the other side, its nick and avatar, the request, its direction), or
   * with no `type` as the cloud pushes it (PendencyAdd), in the names the official SDK's push key map reads:
   * PendencyAdd_Account, ProfileImNick, ProfileImImage; a push's direction is its From_Account (the applicant).
   */
  const applicationItem = (peer: string, a: ApplicationRow, type?: string): Body => {
    const user = svc.store.findUser(peer);
    const [nick, image] = [user?.nick ?? '', user?.face_url ?? ''];
    const request = { AddSource: a.source, AddWording: a.wording, AddTime: a.time };
    return type
      ? { To_Account: peer, Nick: nick, Image: image, ...request, PendencyType: type }
      : { PendencyAdd_Account: peer, ProfileImNick: nick, ProfileImImage: image, ...request };
  };

  svc.route('sns.friend_add', (conn, body) => {
    const from = me(conn);
    const addType = str(body, 'AddType', ADD_BOTH) === ADD_SINGLE ? ADD_SINGLE : ADD_BOTH;
    const results = items(body, 'AddFriendItem', LIMITS.relationPage).map((item): Result => {
      const to = requireAccount(item.To_Account, 'To_Account', RELATION_CODES.invalid);
      const source = str(item, 'AddSource');
      const suffix = source.startsWith(SOURCE_PREFIX) ? source.slice(SOURCE_PREFIX.length) : '';
      if (suffix === '' || suffix.length > LIMITS.friendSourceChars)
        return fail(to, RELATION_CODES.invalid, `AddSource must be ${SOURCE_PREFIX} and 1 to 8 characters`);
      const wording = textWithin(item, 'AddWording', LIMITS.applicationMessageBytes);
      const remark = textWithin(item, 'Remark', LIMITS.friendRemarkBytes);
      const groupName = item.GroupName === undefined ? '' : friendGroupName(item.GroupName, 'GroupName');
      if (to === from) return fail(to, RELATION_CODES.invalid, 'cannot add oneself as a friend');
      if (rel.friend(from, to)) return fail(to, RELATION_CODES.alreadyFriend, `${to} is already a friend`);
      if (refusedWording(wording)) return fail(to, RELATION_CODES.wordingRefused, 'AddWording contains a refused word');
      if (rel.isBlocked(from, to)) return fail(to, RELATION_CODES.peerInMyBlacklist, `${to} is in your blacklist`);
      if (rel.isBlocked(to, from)) return fail(to, RELATION_CODES.inPeerBlacklist, `you are in ${to}'s blacklist`);
      svc.store.ensureUser(to);
      const allow = allowType(to);
      if (allow === 'AllowType_Type_DenyAny')
        return fail(to, RELATION_CODES.peerDeniesRequests, `${to} accepts no friend requests`);
      // The peer consented already when it has us as a friend, or lets anyone add it.
      if (allow === 'AllowType_Type_AllowAny' || rel.friend(to, from)) {
        if (!befriend(from, to, { remark, source, wording }, groupName))
          return fail(to, RELATION_CODES.friendListFull, 'your friend list is full');
        if (addType === ADD_BOTH) befriend(to, from, { source, wording });
        pushRelation(svc, from, [{ PushType: RELATION_PUSH.friendAdded, FriendAdd_Account: [to] }]);
        if (addType === ADD_BOTH && rel.friend(to, from))
          pushRelation(svc, to, [{ PushType: RELATION_PUSH.friendAdded, FriendAdd_Account: [from] }]);
        return ok(to);
      }
      const application: ApplicationRow = {
        from_acc: from,
        to_acc: to,
        source,
        wording,
        remark,
        group_name: groupName,
        add_type: addType,
        time: svc.nowSeconds(),
      };
      rel.saveApplication(application);
      pushRelation(svc, from, [
        {
          PushType: RELATION_PUSH.applicationAdded,
          From_Account: from,
          PendencyAdd: [applicationItem(to, application)],
        },
      ]);
      pushRelation(svc, to, [
        {
          PushType: RELATION_PUSH.applicationAdded,
          From_Account: from,
          PendencyAdd: [applicationItem(from, application)],
        },
      ]);
      return fail(to, RELATION_CODES.waitingForConfirmation, 'waiting for the peer to confirm');
    });
    return { ResultItem: results };
  });

  svc.route('sns.friend_get', (conn, body) => {
    const all = rel.friends(me(conn));
    const start = Math.max(0, num(body, 'StartIndex'));
    const page = all.slice(start, start + LIMITS.relationPage);
    const next = start + page.length;
    return {
      FriendNum: all.length,
      UserDataItem: page.map((row) => ({ To_Account: row.friend, ValueItem: friendTags(svc, row) })),
      NextStartIndex: next >= all.length ? 0 : next,
      CompleteFlag: next >= all.length ? 1 : 0,
      StandardSequence: 0,
      CustomSequence: 0,
    };
  });

  // Only one's own friends are answered: anyone else is reported as not a friend.
  svc.route('sns.friend_get_specified', (conn, body) => ({
    InfoItem: accounts(body, 'To_Account', LIMITS.relationPage).map((id) => {
      const row = rel.friend(me(conn), id);
      return row
        ? { ...ok(id), SnsProfileItem: friendTags(svc, row) }
        : fail(id, RELATION_CODES.notFriend, `${id} is not a friend`);
    }),
  }));

  svc.route('sns.friend_check', (conn, body) => {
    const user = me(conn);
    const both = str(body, 'CheckType', 'CheckResult_Type_Both') !== 'CheckResult_Type_Single';
    return {
      InfoItem: accounts(body, 'To_Account').map((id) => {
        const mine = rel.friend(user, id) !== undefined;
        const theirs = both && rel.friend(id, user) !== undefined;
        const relation =
          mine && theirs
            ? 'CheckResult_Type_BothWay'
            : mine
              ? 'CheckResult_Type_AWithB'
              : theirs
                ? 'CheckResult_Type_BWithA'
                : 'CheckResult_Type_NoRelation';
        return { ...ok(id), Relation: relation };
      }),
    };
  });

  svc.route('sns.friend_update', (conn, body) => {
    const user = me(conn);
    const results = items(body, 'UpdateItem', LIMITS.relationPage).map((item): Result => {
      const to = requireAccount(item.To_Account, 'To_Account', RELATION_CODES.invalid);
      const row = rel.friend(user, to);
      if (!row) return fail(to, RELATION_CODES.notFriend, `${to} is not a friend`);
      let remark = row.remark;
      const custom = JSON.parse(row.custom) as Record<string, string>;
      const tags = Array.isArray(item.SnsItem) ? item.SnsItem : [];
      if (tags.length > LIMITS.friendCustomFields + 1)
        return fail(to, RELATION_CODES.invalid, `SnsItem lists ${tags.length} fields`);
      for (const tag of tags) {
        const { Tag, Value } = isRecord(tag) ? tag : {};
        if (typeof Tag !== 'string' || typeof Value !== 'string')
          return fail(to, RELATION_CODES.invalid, 'each SnsItem needs a Tag and a string Value');
        if (Tag === REMARK_TAG) {
          if (utf8Bytes(Value) > LIMITS.friendRemarkBytes)
            return fail(to, RELATION_CODES.invalid, `the remark is longer than ${LIMITS.friendRemarkBytes} bytes`);
          remark = Value;
        } else if (Tag.startsWith(FRIEND_CUSTOM_PREFIX) && Tag.length > FRIEND_CUSTOM_PREFIX.length) {
          if (utf8Bytes(Value) > LIMITS.profileValueBytes)
            return fail(to, RELATION_CODES.invalid, `${Tag} is longer than ${LIMITS.profileValueBytes} bytes`);
          custom[Tag] = Value;
        } else {
          return fail(to, RELATION_CODES.invalid, `${Tag.slice(0, 40)} is not a friend field`);
        }
      }
      if (Object.keys(custom).length > LIMITS.friendCustomFields)
        return fail(to, RELATION_CODES.invalid, `at most ${LIMITS.friendCustomFields} custom friend fields`);
      rel.updateFriend(user, to, remark, JSON.stringify(custom));
      pushRelation(
        svc,
        user,
        [{ PushType: RELATION_PUSH.friendUpdated, FriendUpInfo: [{ Friend_Account: to, Sns: tags }] }],
        conn,
      );
      return ok(to);
    });
    return { ResultItem: results };
  });

  svc.route('sns.friend_delete', (conn, body) => {
    const user = me(conn);
    const both = str(body, 'DeleteType', 'Delete_Type_Both') !== 'Delete_Type_Single';
    const raw = Array.isArray(body.To_Account) ? body.To_Account.slice(0, LIMITS.friendDeleteBatch) : [];
    const deleted: string[] = [];
    const results = accounts({ To_Account: raw }, 'To_Account', LIMITS.friendDeleteBatch).map((id): Result => {
      if (!rel.friend(user, id)) return fail(id, RELATION_CODES.notFriend, `${id} is not a friend`);
      rel.removeFriend(user, id);
      deleted.push(id);
      if (both && rel.removeFriend(id, user))
        pushRelation(svc, id, [{ PushType: RELATION_PUSH.friendDeleted, FriendDel_Account: [user] }]);
      return ok(id);
    });
    pushRelation(svc, user, [{ PushType: RELATION_PUSH.friendDeleted, FriendDel_Account: deleted }]);
    return { ResultItem: results };
  });

  svc.route('sns.pendency_get', (conn, body) => {
    const user = me(conn);
    const type = str(body, 'PendencyType', 'Pendency_Type_Both');
    const limit = Math.min(Math.max(1, num(body, 'MaxLimited', LIMITS.relationPage)), LIMITS.relationPage);
    const startTime = num(body, 'StartTime');
    const all = rel
      .applicationsOf(user)
      .filter((a) => (type === COME_IN ? a.to_acc === user : type === SEND_OUT ? a.from_acc === user : true))
      .filter((a) => startTime === 0 || a.time <= startTime);
    const page = all.slice(0, limit);
    const rest = all[limit];
    return {
      PendencyItem: page.map((a) =>
        a.to_acc === user ? applicationItem(a.from_acc, a, COME_IN) : applicationItem(a.to_acc, a, SEND_OUT),
      ),
      UnreadPendencyCount: rel.unreadApplications(user),
      StartTime: rest ? rest.time : 0,
      CompleteFlag: rest ? 0 : 1,
      CurrentSequence: 0,
    };
  });

  svc.route('sns.friend_response', (conn, body) => {
    const user = me(conn);
    const results = items(body, 'ResponseFriendItem', LIMITS.relationPage).map((item): Result => {
      const applicant = requireAccount(item.To_Account, 'To_Account', RELATION_CODES.invalid);
      const action = str(item, 'ResponseAction', AGREE_AND_ADD);
      if (![AGREE, AGREE_AND_ADD, REJECT].includes(action))
        return fail(applicant, RELATION_CODES.invalid, `unknown ResponseAction ${action.slice(0, 40)}`);
      const application = rel.application(applicant, user);
      if (!application) return fail(applicant, RELATION_CODES.applicationMissing, `no request from ${applicant}`);
      const remark = textWithin(item, 'Remark', LIMITS.friendRemarkBytes);
      const tag = item.TagName === undefined || item.TagName === '' ? '' : friendGroupName(item.TagName, 'TagName');
      if (action !== REJECT) {
        if (rel.friendCount(applicant) >= LIMITS.friends)
          return fail(applicant, RELATION_CODES.friendListFull, `${applicant}'s friend list is full`);
        befriend(
          applicant,
          user,
          { remark: application.remark, source: application.source, wording: application.wording },
          application.group_name,
        );
        pushRelation(svc, applicant, [{ PushType: RELATION_PUSH.friendAdded, FriendAdd_Account: [user] }]);
        if (action === AGREE_AND_ADD) {
          if (!befriend(user, applicant, { remark, source: application.source }, tag))
            return fail(applicant, RELATION_CODES.friendListFull, 'your friend list is full');
          pushRelation(svc, user, [{ PushType: RELATION_PUSH.friendAdded, FriendAdd_Account: [applicant] }]);
        }
      }
      rel.deleteApplication(applicant, user);
      pushRelation(svc, user, [{ PushType: RELATION_PUSH.applicationDeleted, FrienPencydDel_Account: [applicant] }]);
      pushRelation(svc, applicant, [{ PushType: RELATION_PUSH.applicationDeleted, FrienPencydDel_Account: [user] }]);
      return ok(applicant);
    });
    return { ResultItem: results };
  });

  svc.route('sns.pendency_delete', (conn, body) => {
    const user = me(conn);
    const sentByMe = str(body, 'PendencyType', COME_IN) === SEND_OUT;
    const deleted: string[] = [];
    const results = accounts(body, 'To_Account', LIMITS.relationPage).map((id): Result => {
      const removed = sentByMe ? rel.deleteApplication(user, id) : rel.deleteApplication(id, user);
      if (!removed) return fail(id, RELATION_CODES.applicationMissing, `no request with ${id}`);
      deleted.push(id);
      pushRelation(svc, id, [{ PushType: RELATION_PUSH.applicationDeleted, FrienPencydDel_Account: [user] }]);
      return ok(id);
    });
    pushRelation(svc, user, [{ PushType: RELATION_PUSH.applicationDeleted, FrienPencydDel_Account: deleted }]);
    return { ResultItem: results };
  });

  // Requests up to this time were seen: the unread count drops to the ones received since (never below 0).
  svc.route('sns.pendency_report', (conn, body) => {
    const user = me(conn);
    const time = Math.min(num(body, 'LatestPendencyTimeStamp', svc.nowSeconds()), svc.nowSeconds());
    rel.setApplicationReadTime(user, time);
    pushRelation(svc, user, [{ PushType: RELATION_PUSH.applicationsRead, ReportTime: time }]);
    return {};
  });

  svc.route('sns.group_get', (conn) => ({
    ResultItem: rel.friendGroups(me(conn)).map((g) => ({
      GroupName: g.name,
      FriendNumber: g.members.length,
      To_Account: g.members,
    })),
    CurrentSequence: 0,
  }));

  /** Adds or removes friends of a friend group; only one's friends can be in one's groups. */
  const changeMembers = (user: string, name: string, changes: { id: string; add: boolean }[]): Body[] =>
    changes.map(({ id, add }) => {
      const type = add ? 'Update_Type_Add' : 'Update_Type_Delete';
      if (!rel.friend(user, id))
        return { ...fail(id, RELATION_CODES.notFriend, `${id} is not a friend`), UpdateType: type };
      if (add) rel.addToFriendGroup(user, name, id);
      else rel.removeFromFriendGroup(user, name, id);
      return { ...ok(id), UpdateType: type };
    });

  svc.route('sns.group_add', (conn, body) => {
    const user = me(conn);
    const names = Array.isArray(body.GroupName) ? body.GroupName : [body.GroupName];
    if (names.length !== 1) throw new ImError(RELATION_CODES.invalid, 'GroupName must name one friend group');
    const name = friendGroupName(names[0], 'GroupName');
    if (rel.hasFriendGroup(user, name))
      throw new ImError(RELATION_CODES.friendGroupExists, `friend group ${name} exists`);
    if (rel.friendGroupCount(user) >= LIMITS.friendGroups)
      throw new ImError(RELATION_CODES.friendGroupsFull, `at most ${LIMITS.friendGroups} friend groups`);
    const members = accounts(body, 'To_Account');
    rel.createFriendGroup(user, name);
    return {
      ResultItem: changeMembers(
        user,
        name,
        members.map((id) => ({ id, add: true })),
      ),
      CurrentSequence: 0,
    };
  });

  svc.route('sns.group_delete', (conn, body) => {
    const user = me(conn);
    const names = (Array.isArray(body.GroupName) ? body.GroupName : [body.GroupName]).map((n) =>
      friendGroupName(n, 'GroupName'),
    );
    if (names.length === 0 || names.length > LIMITS.friendGroups)
      throw new ImError(RELATION_CODES.invalid, 'GroupName must name friend groups');
    for (const name of names)
      if (!rel.hasFriendGroup(user, name))
        throw new ImError(RELATION_CODES.friendGroupMissing, `friend group ${name} does not exist`);
    for (const name of names) rel.deleteFriendGroup(user, name);
    return { CurrentSequence: 0 };
  });

  svc.route('sns.group_update', (conn, body) => {
    const user = me(conn);
    const name = friendGroupName(body.GroupOldName, 'GroupOldName');
    if (!rel.hasFriendGroup(user, name))
      throw new ImError(RELATION_CODES.friendGroupMissing, `friend group ${name} does not exist`);
    const changes = (Array.isArray(body.UpdateGroupItem) ? body.UpdateGroupItem : []).map((item) => {
      const entry = isRecord(item) ? item : {};
      return {
        id: requireAccount(entry.To_Account, 'To_Account', RELATION_CODES.invalid),
        add: entry.UpdateType !== 'Update_Type_Delete',
      };
    });
    if (changes.length > LIMITS.accountsPerRequest)
      throw new ImError(RELATION_CODES.invalid, `UpdateGroupItem lists over ${LIMITS.accountsPerRequest} items`);
    const results = changeMembers(user, name, changes);
    if (body.GroupNewName !== undefined) {
      const to = friendGroupName(body.GroupNewName, 'GroupNewName');
      if (to !== name && rel.hasFriendGroup(user, to))
        throw new ImError(RELATION_CODES.friendGroupExists, `friend group ${to} exists`);
      rel.renameFriendGroup(user, name, to);
    }
    return { ResultItem: results, CurrentSequence: 0 };
  });

  registerBlacklist(svc);
}

/** The blacklist: blocking ends the friendship both ways and any request between the two. */
function registerBlacklist(svc: Service): void {
  const rel = svc.relations;
  const page = (user: string, start: number, max: number): Body => {
    const all = rel.blacklist(user);
    const items = all.slice(start, start + max);
    const next = start + items.length;
    return {
      BlackListItem: items.map((b) => ({ To_Account: b.blocked, AddBlackTimeStamp: b.time })),
      StartIndex: next >= all.length ? 0 : next,
      CurruentSequence: 0,
    };
  };
  svc.route('sns.black_list_get', (conn, body) =>
    page(
      conn.user ?? '',
      Math.max(0, num(body, 'StartIndex')),
      Math.min(Math.max(1, num(body, 'MaxLimited', LIMITS.relationPage)), LIMITS.relationPage),
    ),
  );

  svc.route('sns.black_list_add', (conn, body) => {
    const user = conn.user ?? '';
    const now = svc.nowSeconds();
    const added: string[] = [];
    const results = accounts(body, 'To_Account').map((id) => {
      if (id === user) return fail(id, RELATION_CODES.invalid, 'cannot add oneself to the blacklist');
      if (!rel.isBlocked(user, id) && rel.blacklist(user).length >= LIMITS.blacklist)
        return fail(id, RELATION_CODES.blacklistFull, `at most ${LIMITS.blacklist} blacklisted accounts`);
      svc.store.ensureUser(id);
      if (rel.block(user, id, now)) added.push(id);
      for (const [owner, other] of [
        [user, id],
        [id, user],
      ] as const) {
        if (rel.removeFriend(owner, other))
          pushRelation(svc, owner, [{ PushType: RELATION_PUSH.friendDeleted, FriendDel_Account: [other] }]);
        if (rel.deleteApplication(owner, other)) {
          pushRelation(svc, owner, [{ PushType: RELATION_PUSH.applicationDeleted, FrienPencydDel_Account: [other] }]);
          pushRelation(svc, other, [{ PushType: RELATION_PUSH.applicationDeleted, FrienPencydDel_Account: [owner] }]);
        }
      }
      return { ...ok(id), AddBlackTimeStamp: now };
    });
    pushRelation(svc, user, [{ PushType: RELATION_PUSH.blacklistAdded, BlackListAdd_Account: added }]);
    return { ResultItem: results, CurruentSequence: 0 };
  });

  svc.route('sns.black_list_delete', (conn, body) => {
    const user = conn.user ?? '';
    const removed: string[] = [];
    const results = accounts(body, 'To_Account').map((id) => {
      if (!rel.unblock(user, id)) return fail(id, RELATION_CODES.invalid, `${id} is not in the blacklist`);
      removed.push(id);
      return ok(id);
    });
    pushRelation(svc, user, [{ PushType: RELATION_PUSH.blacklistDeleted, BlackListDel_Account: removed }]);
    return { ResultItem: results, CurruentSequence: 0 };
  });
}
