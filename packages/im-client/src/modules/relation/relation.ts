import { Throttle } from '../../emitter.ts';
import { ERROR_CODES, filled, ignore, nonEmpty, paramsInvalid, TimError } from '../../errors.ts';
import { asList, asNum, asRecord, asStr, asStrings } from '../../protocol/wire.ts';
import { ok, type Result } from '../../result.ts';
import { EVENT, type TYPES } from '../../types.ts';
import { INTERNAL, type ModuleContext } from '../context.ts';
import type { TextCheck } from '../moderation/moderation.ts';
import { setKeyValue } from '../profile/codec.ts';
import {
  decodeApplication,
  decodeFriend,
  decodePushedApplication,
  decodeFriendGroup,
  decodeResults,
  friendUpdateTags,
  splitResults,
  type Friend,
  type FriendApplication,
  type FriendGroup,
  type ItemResult,
  type SnsTag,
} from './codec.ts';

export const RELATION_METHODS = [
  'addFriend',
  'deleteFriend',
  'checkFriend',
  'updateFriend',
  'getFriendList',
  'getFriendProfile',
  'getFriendApplicationList',
  'acceptFriendApplication',
  'refuseFriendApplication',
  'deleteFriendApplication',
  'setFriendApplicationRead',
  'createFriendGroup',
  'deleteFriendGroup',
  'renameFriendGroup',
  'getFriendGroupList',
  'addToFriendGroup',
  'removeFromFriendGroup',
  'getBlacklist',
  'addToBlacklist',
  'removeFromBlacklist',
] as const;

/** Spec §9: the friend list, and a friend's data for getFriendProfile, are trusted for 3 minutes. */
export const FRIEND_CACHE_MS = 180_000;
/** Spec §5: at most 1,000 friends are deleted per call. */
export const DELETE_FRIEND_MAX = 1000;
const WAITING_FOR_PEER = 30539;

// Relation-chain push kinds (`FriendListMod[].PushType`), as constants the bundler writes in place.
const FRIEND_ADDED = 1;
const FRIEND_DELETED = 2;
const APPLICATION_ADDED = 3;
const APPLICATION_DELETED = 4;
const BLACKLIST_ADDED = 5;
const BLACKLIST_DELETED = 6;
const APPLICATIONS_READ = 7;
const FRIEND_UPDATED = 8;
/** The push kinds by name (im-server's wire-tables test checks them against the service's). */
export const PUSH = {
  friendAdded: FRIEND_ADDED,
  friendDeleted: FRIEND_DELETED,
  applicationAdded: APPLICATION_ADDED,
  applicationDeleted: APPLICATION_DELETED,
  blacklistAdded: BLACKLIST_ADDED,
  blacklistDeleted: BLACKLIST_DELETED,
  applicationsRead: APPLICATIONS_READ,
  friendUpdated: FRIEND_UPDATED,
} as const;

/** Unread friend requests after a change of `delta`, never below 0 (spec §4). */
export function nextUnread(unread: number, delta: number): number {
  return Math.max(0, unread + delta);
}

/** Friends, friend groups, friend requests and the blacklist: own state, refreshed from relation pushes. */
export class RelationModule {
  private readonly ctx: ModuleContext;
  // The user's state, set by reset() (the constructor's first state too).
  private friends!: Map<string, Friend>;
  private friendsAt!: number;
  private groups!: Map<string, FriendGroup>;
  private groupsLoaded!: boolean;
  private applications!: FriendApplication[];
  private unread!: number;
  private applicationsLoaded!: boolean;
  private blacklist!: string[];
  private blacklistLoaded!: boolean;
  private readonly friendEvent: Throttle;
  private readonly groupEvent: Throttle;
  private readonly applicationEvent: Throttle;
  /** Shows the friends' remarks on their one-to-one conversations (the conversation's `remark`). */
  private readonly showRemarks: () => void;
  /** §5: a friend request's wording is profanity-filtered (scene sns). */
  private readonly checkText: TextCheck;

  constructor(ctx: ModuleContext, showRemarks: () => void = () => {}, checkText: TextCheck = () => {}) {
    this.ctx = ctx;
    this.showRemarks = showRemarks;
    this.checkText = checkText;
    this.friendEvent = new Throttle(() => void this.refresh('friends'));
    this.groupEvent = new Throttle(() => this.ctx.emit(EVENT.FRIEND_GROUP_LIST_UPDATED, [...this.groups.values()]));
    this.applicationEvent = new Throttle(() => void this.refresh('applications'));
    this.reset();
    ctx.internal.on('FriendListMod', (e) => this.onPush(asRecord(e.data)));
    ctx.internal.on(INTERNAL.RESET, () => this.reset());
  }

  private reset(): void {
    this.friends = new Map();
    this.friendsAt = 0;
    this.groups = new Map();
    this.groupsLoaded = false;
    this.applications = [];
    this.unread = 0;
    this.applicationsLoaded = false;
    this.blacklist = [];
    this.blacklistLoaded = false;
    for (const t of [this.friendEvent, this.groupEvent, this.applicationEvent]) t.cancel();
  }

  private onPush(item: Record<string, unknown>): void {
    switch (asNum(item.PushType)) {
      case FRIEND_ADDED: {
        // As the official SDK: the added friends are fetched on their own (into their friend groups), and the
        // requests, which no longer hold one between us, are fetched again, at once.
        const added = asStrings(item.FriendAdd_Account);
        this.fetchFriends(added).then(() => this.friendEvent.request(), ignore);
        this.reloadApplications();
        break;
      }
      case FRIEND_DELETED:
        // As the official SDK: a deleted friend leaves the held list and its friend groups, no fetch.
        for (const id of asStrings(item.FriendDel_Account)) this.dropFriend(id);
        this.friendEvent.request();
        break;
      case FRIEND_UPDATED:
        // As the official SDK: the held friend takes the pushed remark and custom fields, no fetch.
        for (const raw of asList(item.FriendUpInfo)) {
          const up = asRecord(raw);
          const tags = asList(up.Sns).map(asRecord);
          this.update(
            asStr(up.Friend_Account),
            tags.map((t) => ({ Tag: asStr(t.Tag), Value: asStr(t.Value) })),
          );
        }
        break;
      case APPLICATION_ADDED:
        // As the official SDK: a pushed request joins the held list (or replaces the one held), no fetch; it was sent
        // by me when the push's From_Account is me, else to me, and then it is unread.
        for (const raw of asList(item.PendencyAdd)) {
          const added = decodePushedApplication(
            raw,
            item.From_Account === this.ctx.me() ? 'Pendency_Type_SendOut' : 'Pendency_Type_ComeIn',
          );
          const held = this.applications.findIndex((a) => a.userID === added.userID && a.type === added.type);
          if (held < 0 && added.type === 'Pendency_Type_ComeIn') this.unread++;
          this.applications.splice(held < 0 ? this.applications.length : held, +(held >= 0), added);
        }
        this.applicationEvent.request();
        break;
      case APPLICATION_DELETED:
        this.reloadApplications();
        break;
      case APPLICATIONS_READ:
        this.unread = 0;
        this.applicationEvent.request();
        break;
      case BLACKLIST_ADDED:
      case BLACKLIST_DELETED: {
        const added = asStrings(item.BlackListAdd_Account);
        const removed = new Set(asStrings(item.BlackListDel_Account));
        this.blacklist = [...new Set([...this.blacklist.filter((id) => !removed.has(id)), ...added])];
        this.ctx.emit(EVENT.BLACKLIST_UPDATED, [...this.blacklist]);
        break;
      }
    }
  }

  /** The requests fetched at once (the official SDK's answer to a request or friend pushed away), then told. */
  private reloadApplications(): void {
    this.loadApplications().then(() => this.applicationEvent.request(), ignore);
  }

  /** Fetches a list a push changed and tells the app (at most once a second per list). */
  private async refresh(what: 'friends' | 'applications'): Promise<void> {
    try {
      if (what === 'friends') {
        // Fetched only when a change left the list stale (deletions are applied to it). As the official SDK, every
        // change of the list shows the remarks on the conversations again.
        if (!this.friendsAt) await this.loadFriends();
        this.showRemarks();
        this.ctx.emit(EVENT.FRIEND_LIST_UPDATED, [...this.friends.values()]);
      } else {
        if (!this.applicationsLoaded) await this.loadApplications();
        this.ctx.emit(EVENT.FRIEND_APPLICATION_LIST_UPDATED, this.applicationState());
      }
    } catch {
      // The list stays stale, so the next call fetches it again.
    }
  }

  private async loadFriends(): Promise<void> {
    const friends = new Map<string, Friend>();
    let start = 0;
    for (;;) {
      const body = await this.sns('friend_get', { StartIndex: start, StandardSequence: 0, CustomSequence: 0 });
      for (const raw of asList(body.UserDataItem)) {
        const item = asRecord(raw);
        const userID = asStr(item.To_Account);
        if (userID) friends.set(userID, decodeFriend(userID, item.ValueItem, Date.now()));
      }
      start = asNum(body.NextStartIndex);
      if (asNum(body.CompleteFlag, 1) === 1 || start <= 0) break;
    }
    this.friends = friends;
    this.friendsAt = Date.now();
    this.showRemarks();
  }

  /** A friend's remark; undefined for anyone else (a one-to-one conversation's `remark`). */
  remarkOf(userID: string): string | undefined {
    return this.friends.get(userID)?.remark;
  }

  /**
   * What the official SDK loads at login and then keeps from pushes: friends (conversations show remarks from the
   * start), friend groups, requests and the blacklist. A list that failed is fetched when first asked for.
   */
  async loadAtLogin(): Promise<void> {
    await Promise.all(
      [this.loadFriends(), this.loadGroups(), this.loadApplications(), this.loadBlacklist()].map((p) =>
        p.catch(ignore),
      ),
    );
  }

  /** Fetches friends by id (sns.friend_get_specified) into the held list and their friend groups; returns failures. */
  private async fetchFriends(ids: string[]): Promise<ItemResult[]> {
    const failures: ItemResult[] = [];
    if (ids.length === 0) return failures;
    const body = await this.sns('friend_get_specified', { To_Account: ids });
    for (const raw of asList(body.InfoItem)) {
      const r = asRecord(raw);
      const userID = asStr(r.To_Account);
      if (asNum(r.ResultCode) === 0) {
        const friend = decodeFriend(userID, r.SnsProfileItem, Date.now());
        this.friends.set(userID, friend);
        for (const name of friend.groupList) this.member(name, userID, true);
      } else failures.push(...decodeResults([r]));
    }
    return failures;
  }

  /** Puts a friend into a held friend group or takes it out, on both sides (the group's list, the friend's). */
  private member(name: string, userID: string, add: boolean): void {
    const group = this.groups.get(name);
    const friend = this.friends.get(userID);
    for (const [list, item] of [
      [group?.userIDList, userID],
      [friend?.groupList, name],
    ] as const) {
      const at = list?.indexOf(item) ?? 0;
      if (add && at < 0) list?.push(item);
      if (!add && at >= 0) list?.splice(at, 1);
    }
    if (group) group.count = group.userIDList.length;
  }

  private dropFriend(userID: string): void {
    for (const name of [...(this.friends.get(userID)?.groupList ?? [])]) this.member(name, userID, false);
    this.friends.delete(userID);
  }

  private async cachedFriends(): Promise<Map<string, Friend>> {
    if (Date.now() - this.friendsAt >= FRIEND_CACHE_MS) await this.loadFriends();
    return this.friends;
  }

  private async loadGroups(): Promise<void> {
    const body = await this.sns('group_get', { LastSequence: 0, NeedFriend: 'Need_Friend_Type_Yes' });
    this.groups = new Map(
      asList(body.ResultItem)
        .map(decodeFriendGroup)
        .map((group) => [group.name, group]),
    );
    this.groupsLoaded = true;
  }

  private async cachedGroups(): Promise<Map<string, FriendGroup>> {
    if (!this.groupsLoaded) await this.loadGroups();
    return this.groups;
  }

  private async loadApplications(): Promise<void> {
    const list: FriendApplication[] = [];
    let startTime = 0;
    let unread = 0;
    for (;;) {
      const body = await this.sns('pendency_get', {
        PendencyType: 'Pendency_Type_Both',
        StartTime: startTime,
        MaxLimited: 100,
        LastSequence: 0,
      });
      list.push(...asList(body.PendencyItem).map(decodeApplication));
      unread = asNum(body.UnreadPendencyCount);
      startTime = asNum(body.StartTime);
      if (asNum(body.CompleteFlag, 1) === 1 || startTime <= 0) break;
    }
    this.applications = list;
    this.unread = nextUnread(unread, 0);
    this.applicationsLoaded = true;
  }

  /** A relation-chain command (sns.*), always on behalf of the logged-in user. */
  private sns(command: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
    return this.ctx.request(`sns.${command}`, { From_Account: this.ctx.me(), ...body });
  }

  private applicationState(): { friendApplicationList: FriendApplication[]; unreadCount: number } {
    return { friendApplicationList: [...this.applications], unreadCount: this.unread };
  }

  private userIDs(api: string, list: unknown, max = 100): string[] {
    if (!Array.isArray(list) || list.length === 0 || list.some((id) => !filled(id)))
      throw paramsInvalid(api, 'userIDList must be a non-empty list of user IDs');
    return [...new Set(list as string[])].slice(0, max);
  }

  async addFriend(options: {
    to: string;
    source: string;
    wording?: string;
    type?: string;
    remark?: string;
    groupName?: string;
  }): Result<{ userID: string; code: number; message?: string }> {
    const to = nonEmpty('addFriend', 'userID', options?.to);
    if (typeof options.source !== 'string' || !options.source.startsWith('AddSource_Type_'))
      throw paramsInvalid('addFriend', 'source must start with AddSource_Type_');
    if ((await this.cachedFriends()).has(to)) throw new TimError(ERROR_CODES.ALREADY_MY_FRIEND);
    this.checkText('addFriend', 'sns', options, ['wording']);
    // Undefined fields stay off the wire (JSON leaves them out).
    const item = {
      To_Account: to,
      AddSource: options.source,
      AddWording: options.wording,
      Remark: options.remark,
      GroupName: options.groupName,
    };
    const body = await this.sns('friend_add', {
      AddFriendItem: [item],
      AddType: options.type === 'Add_Type_Single' ? 'Add_Type_Single' : 'Add_Type_Both',
    });
    const result = decodeResults(body.ResultItem)[0];
    if (!result || result.code === 0) return ok({ userID: to, code: 0 });
    // The peer must confirm: not a failure (spec §5).
    if (result.code === WAITING_FOR_PEER) return ok({ userID: to, code: result.code, message: result.message });
    throw new TimError(result.code, result.message);
  }

  async deleteFriend(options: { userIDList: string[]; type?: string }): Result<ReturnType<typeof splitResults>> {
    const ids = this.userIDs('deleteFriend', options?.userIDList, DELETE_FRIEND_MAX);
    const { mine, failures } = await this.onlyFriends(ids);
    let results: ItemResult[] = [];
    if (mine.length > 0) {
      const body = await this.sns('friend_delete', {
        To_Account: mine,
        DeleteType: options.type === 'Delete_Type_Single' ? 'Delete_Type_Single' : 'Delete_Type_Both',
      });
      results = decodeResults(body.ResultItem);
      for (const r of results) if (r.code === 0) this.dropFriend(r.userID);
      this.friendEvent.request();
    }
    return ok(splitResults([...results, ...failures]));
  }

  async checkFriend(options: { userIDList: string[]; type?: string }): Result<{
    successUserIDList: { userID: string; code: number; relation: string }[];
    failureUserIDList: ItemResult[];
  }> {
    const ids = this.userIDs('checkFriend', options?.userIDList, 1000);
    const body = await this.sns('friend_check', {
      To_Account: ids,
      CheckType: options.type === 'CheckResult_Type_Single' ? 'CheckResult_Type_Single' : 'CheckResult_Type_Both',
    });
    const successUserIDList: { userID: string; code: number; relation: string }[] = [];
    const failureUserIDList: ItemResult[] = [];
    for (const raw of asList(body.InfoItem)) {
      const r = asRecord(raw);
      const userID = asStr(r.To_Account);
      const code = asNum(r.ResultCode);
      if (code === 0) successUserIDList.push({ userID, code, relation: asStr(r.Relation) });
      else failureUserIDList.push(...decodeResults([r]));
    }
    return ok({ successUserIDList, failureUserIDList });
  }

  async updateFriend(options: {
    userID: string;
    remark?: string;
    friendCustomField?: { key: string; value: string }[];
  }): Result<Friend> {
    const id = nonEmpty('updateFriend', 'userID', options?.userID);
    if (!(await this.cachedFriends()).has(id)) throw new TimError(ERROR_CODES.NOT_MY_FRIEND);
    const tags = friendUpdateTags(options);
    if (tags.length === 0) throw paramsInvalid('updateFriend', 'remark or friendCustomField is required');
    const body = await this.sns('friend_update', { UpdateItem: [{ To_Account: id, SnsItem: tags }] });
    const result = decodeResults(body.ResultItem)[0];
    if (result && result.code !== 0) throw new TimError(result.code, result.message);
    // As the official SDK: the held friend takes the new remark and custom fields, no fetch.
    this.update(id, tags);
    return ok(this.friends.get(id)!);
  }

  /** A held friend's remark and custom fields changed (told), as the official SDK's Friend.update. */
  private update(userID: string, tags: SnsTag[]): void {
    const friend = this.friends.get(userID);
    if (!friend) return;
    for (const { Tag, Value } of tags)
      if (Tag === 'Tag_SNS_IM_Remark') friend.remark = Value;
      else setKeyValue(friend.friendCustomField, Tag, Value);
    this.showRemarks();
    this.friendEvent.request();
  }

  async getFriendList(): Result<Friend[]> {
    return ok([...(await this.cachedFriends()).values()]);
  }

  async getFriendProfile(options: {
    userIDList: string[];
  }): Result<{ friendList: Friend[]; failureUserIDList: ItemResult[] }> {
    const ids = this.userIDs('getFriendProfile', options?.userIDList);
    const { mine, failures } = await this.onlyFriends(ids);
    // Spec §9: a friend fetched in the last 3 minutes is answered as held; the others are fetched.
    const stale = mine.filter((id) => Date.now() - this.friends.get(id)!.timestamp >= FRIEND_CACHE_MS);
    failures.push(...(await this.fetchFriends(stale)));
    const friendList = mine.map((id) => this.friends.get(id)).filter((f) => f !== undefined);
    return ok({ friendList, failureUserIDList: failures });
  }

  async getFriendApplicationList(): Result<{ friendApplicationList: FriendApplication[]; unreadCount: number }> {
    if (!this.applicationsLoaded) await this.loadApplications();
    return ok(this.applicationState());
  }

  private async respond(api: string, userID: unknown, action: string, extra: Record<string, unknown>): Result<{}> {
    const id = nonEmpty(api, 'userID', userID);
    const body = await this.sns('friend_response', {
      ResponseFriendItem: [{ To_Account: id, ...extra, ResponseAction: action }],
    });
    const result = decodeResults(body.ResultItem)[0];
    if (result && result.code !== 0) throw new TimError(result.code, result.message);
    // The friend, when added, and the requests come with the service's pushes, as to the official SDK.
    this.applications = this.applications.filter((a) => a.userID !== id);
    this.applicationEvent.request();
    return ok({});
  }

  acceptFriendApplication(options: {
    userID: string;
    remark?: string;
    tag?: string;
    type?: (typeof TYPES)['SNS_APPLICATION_AGREE' | 'SNS_APPLICATION_AGREE_AND_ADD'];
  }): Result<{}> {
    // Undefined fields stay off the wire (JSON leaves them out).
    const extra = { Remark: options?.remark, TagName: options?.tag };
    // Accepting adds the applicant both ways unless told otherwise (spec §5).
    const action = options?.type === 'Response_Action_Agree' ? 'Response_Action_Agree' : 'Response_Action_AgreeAndAdd';
    return this.respond('acceptFriendApplication', options?.userID, action, extra);
  }

  refuseFriendApplication(options: { userID: string }): Result<{}> {
    return this.respond('refuseFriendApplication', options?.userID, 'Response_Action_Reject', {});
  }

  async deleteFriendApplication(options: { userID: string; type: string }): Result<{}> {
    const id = nonEmpty('deleteFriendApplication', 'userID', options?.userID);
    if (!this.applicationsLoaded) await this.loadApplications();
    const application = this.applications.find((a) => a.userID === id && (!options.type || a.type === options.type));
    if (!application) throw new TimError(ERROR_CODES.FRIEND_APPLICATION_NOT_EXIST);
    await this.sns('pendency_delete', { PendencyType: application.type, To_Account: [id] });
    this.applications = this.applications.filter((a) => a !== application);
    this.applicationEvent.request();
    return ok({});
  }

  async setFriendApplicationRead(): Result<{}> {
    await this.sns('pendency_report', { LatestPendencyTimeStamp: Math.floor(Date.now() / 1000) });
    this.unread = 0;
    this.applicationEvent.request();
    return ok({});
  }

  async getFriendGroupList(): Result<FriendGroup[]> {
    return ok([...(await this.cachedGroups()).values()]);
  }

  async createFriendGroup(options: {
    name: string;
    userIDList?: string[];
  }): Result<{ friendGroup: FriendGroup; failureUserIDList: ItemResult[] }> {
    const name = nonEmpty('createFriendGroup', 'name', options?.name);
    if ((await this.cachedGroups()).has(name)) throw new TimError(ERROR_CODES.FRIEND_GROUP_EXISTED);
    // As the official SDK: the users asked go to the service, which refuses those who are not friends (spec §5); the
    // group is made here from the answer.
    const ids = options.userIDList;
    const body = await this.sns('group_add', { GroupName: [name], To_Account: Array.isArray(ids) ? ids : undefined });
    const group: FriendGroup = { name, userIDList: [], count: 0 };
    this.groups.set(name, group);
    return ok({ friendGroup: group, failureUserIDList: this.applyMembers(name, body, true) });
  }

  async deleteFriendGroup(options: { name: string }): Result<FriendGroup> {
    const group = await this.existingGroup('deleteFriendGroup', options?.name);
    await this.sns('group_delete', { GroupName: [group.name] });
    for (const id of [...group.userIDList]) this.member(group.name, id, false);
    this.groups.delete(group.name);
    this.groupEvent.request();
    return ok(group);
  }

  async renameFriendGroup(options: { oldName: string; newName: string }): Result<FriendGroup> {
    const group = await this.existingGroup('renameFriendGroup', options?.oldName);
    const newName = nonEmpty('renameFriendGroup', 'name', options.newName);
    if (this.groups.has(newName)) throw new TimError(ERROR_CODES.FRIEND_GROUP_EXISTED);
    await this.sns('group_update', { GroupOldName: group.name, GroupNewName: newName });
    for (const id of group.userIDList) {
      const names = this.friends.get(id)?.groupList;
      names?.splice(names.indexOf(group.name), 1, newName);
    }
    this.groups.delete(group.name);
    group.name = newName;
    this.groups.set(newName, group);
    this.groupEvent.request();
    return ok(group);
  }

  addToFriendGroup(options: {
    name: string;
    userIDList: string[];
  }): Result<{ friendGroup: FriendGroup; failureUserIDList: ItemResult[] }> {
    return this.changeGroupMembers('addToFriendGroup', options, 'Update_Type_Add');
  }

  removeFromFriendGroup(options: {
    name: string;
    userIDList: string[];
  }): Result<{ friendGroup: FriendGroup; failureUserIDList: ItemResult[] }> {
    return this.changeGroupMembers('removeFromFriendGroup', options, 'Update_Type_Delete');
  }

  private async changeGroupMembers(
    api: string,
    options: { name: string; userIDList: string[] },
    updateType: string,
  ): Result<{ friendGroup: FriendGroup; failureUserIDList: ItemResult[] }> {
    const group = await this.existingGroup(api, options?.name);
    // Only friends go into friend groups (spec §5).
    const { mine, failures } = await this.onlyFriends(this.userIDs(api, options.userIDList));
    if (mine.length > 0) {
      const body = await this.sns('group_update', {
        GroupOldName: group.name,
        UpdateGroupItem: mine.map((id) => ({ To_Account: id, UpdateType: updateType })),
      });
      failures.push(...this.applyMembers(group.name, body, updateType === 'Update_Type_Add'));
    }
    return ok({ friendGroup: group, failureUserIDList: failures });
  }

  /** A friend-group answer's results applied to the held group, as the official SDK does; returns the failures. */
  private applyMembers(name: string, body: Record<string, unknown>, add: boolean): ItemResult[] {
    const results = decodeResults(body.ResultItem);
    for (const r of results) if (r.code === 0) this.member(name, r.userID, add);
    this.groupEvent.request();
    return results.filter((r) => r.code !== 0);
  }

  private async existingGroup(api: string, name: unknown): Promise<FriendGroup> {
    const group = (await this.cachedGroups()).get(nonEmpty(api, 'name', name));
    if (!group) throw new TimError(ERROR_CODES.FRIEND_GROUP_NOT_EXIST);
    return group;
  }

  private async onlyFriends(ids: string[]): Promise<{ mine: string[]; failures: ItemResult[] }> {
    const friends = await this.cachedFriends();
    return {
      mine: ids.filter((id) => friends.has(id)),
      failures: ids.filter((id) => !friends.has(id)).map(notMyFriend),
    };
  }

  private async loadBlacklist(): Promise<void> {
    const list: string[] = [];
    let start = 0;
    do {
      const body = await this.sns('black_list_get', { StartIndex: start, MaxLimited: 100, LastSequence: 0 });
      list.push(...asList(body.BlackListItem).map((raw) => asStr(asRecord(raw).To_Account)));
      start = asNum(body.StartIndex);
    } while (start > 0);
    this.blacklist = list;
    this.blacklistLoaded = true;
  }

  private async cachedBlacklist(): Promise<string[]> {
    if (!this.blacklistLoaded) await this.loadBlacklist();
    return this.blacklist;
  }

  async getBlacklist(): Result<string[]> {
    return ok([...(await this.cachedBlacklist())]);
  }

  async addToBlacklist(options: { userIDList: string[] }): Result<string[]> {
    const me = this.ctx.me();
    const asked = this.userIDs('addToBlacklist', options?.userIDList, 1000);
    // As the official SDK: only oneself is refused; oneself in a longer list is dropped.
    const ids = asked.filter((id) => id !== me);
    if (ids.length === 0) throw new TimError(ERROR_CODES.CANNOT_ADD_SELF_TO_BLACKLIST);
    const held = await this.cachedBlacklist();
    const body = await this.sns('black_list_add', { To_Account: ids });
    const added = decodeResults(body.ResultItem)
      .filter((r) => r.code === 0)
      .map((r) => r.userID);
    // As the official SDK (and its documentation): the blacklist after the change. The friendship and requests
    // it ends come with the service's pushes.
    this.blacklist = [...new Set([...held, ...added])];
    return ok([...this.blacklist]);
  }

  async removeFromBlacklist(options: { userIDList: string[] }): Result<string[]> {
    const ids = this.userIDs('removeFromBlacklist', options?.userIDList, 1000);
    const body = await this.sns('black_list_delete', { To_Account: ids });
    const removed = new Set(
      decodeResults(body.ResultItem)
        .filter((r) => r.code === 0)
        .map((r) => r.userID),
    );
    // As the official SDK (and its documentation): the blacklist after the change.
    this.blacklist = (await this.cachedBlacklist()).filter((id) => !removed.has(id));
    return ok([...this.blacklist]);
  }
}

function notMyFriend(userID: string): ItemResult {
  return { userID, code: ERROR_CODES.NOT_MY_FRIEND, message: `${userID} is not a friend` };
}
