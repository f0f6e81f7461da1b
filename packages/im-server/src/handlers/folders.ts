import { isRecord, type Body } from '../frames.ts';
import { isAccountId, LIMIT_ERRORS, LIMITS } from '../limits.ts';
import type { FolderRow } from '../repos/folders.ts';
import { ImError, num, type Conn, type Service } from '../service.ts';

const INVALID = LIMIT_ERRORS.conversationInvalid;
/** Cloud codes: a folder name already used, a folder that does not exist. */
export const FOLDER_CODES = { invalid: INVALID, exists: 51007, missing: 51008, notMember: 10007 } as const;
const MARK = 1;
const CUSTOM_DATA = 2;
const MARK_BITS = 64;
/**
 * `RecentContactMod` push kinds that keep a user's other instances in step (the official SDK's recent-contact
 * handler): marks and custom data, folder created, folder deleted, folder renamed or its conversations changed.
 */
export const RECENT_CONTACT_PUSH = { mark: 4, folderCreated: 5, folderDeleted: 6, folderUpdated: 7 } as const;
/** The msg_push event carrying `RecentContactMod` (the SDKs dispatch on the key). */
const RECENT_CONTACT_EVENT = 13;

/** A contact item of the wire (`{Type: 1, To_Account}` or `{Type: 2, ToGroupId}`) as a conversation id. */
type Contact = { convId: string; wire: Body };

/** Conversation folders, marks and custom data (spec §5), persisted per user. */
export function registerFolders(svc: Service): void {
  const repo = svc.folders;
  const me = (conn: Conn): string => conn.user ?? '';

  /** The conversation a contact item names, or the reason it is refused: only the caller's groups count. */
  const contact = (user: string, raw: unknown): Contact | { error: number; info: string; wire: Body } => {
    const item = isRecord(raw) ? raw : {};
    const type = num(item, 'Type');
    if (type === 1 && isAccountId(item.To_Account))
      return { convId: `C2C${item.To_Account}`, wire: { Type: 1, To_Account: item.To_Account } };
    const groupId = item.ToGroupId;
    if (type === 2 && typeof groupId === 'string' && groupId !== '' && groupId.length <= LIMITS.groupIdBytes) {
      const wire = { Type: 2, ToGroupId: groupId };
      if (!svc.store.member(groupId, user)) return { error: FOLDER_CODES.notMember, info: 'not a member', wire };
      return { convId: `GROUP${groupId}`, wire };
    }
    return { error: INVALID, info: 'a contact is {Type: 1, To_Account} or {Type: 2, ToGroupId}', wire: item };
  };
  const result = (c: ReturnType<typeof contact>): Body =>
    'error' in c
      ? { ContactItem: c.wire, ResultCode: c.error, ResultInfo: c.info }
      : { ContactItem: c.wire, ResultCode: 0, ResultInfo: '' };
  const listOf = (body: Body, key: string): unknown[] => {
    const v = body[key];
    if (!Array.isArray(v)) return [];
    if (v.length > LIMITS.conversationsPerRequest)
      throw new ImError(INVALID, `${key} lists ${v.length} entries, at most ${LIMITS.conversationsPerRequest}`);
    return v;
  };
  const folderName = (value: unknown, key: string): string => {
    if (typeof value !== 'string' || value === '' || [...value].length > LIMITS.conversationFolderNameChars)
      throw new ImError(INVALID, `${key} must be a name of 1 to ${LIMITS.conversationFolderNameChars} characters`);
    return value;
  };
  const existing = (user: string, name: string): FolderRow => {
    const folder = repo.folder(user, name);
    if (!folder) throw new ImError(FOLDER_CODES.missing, `conversation folder ${name} does not exist`);
    return folder;
  };
  const contactWire = (convId: string): Body =>
    convId.startsWith('C2C') ? { Type: 1, To_Account: convId.slice(3) } : { Type: 2, ToGroupId: convId.slice(5) };
  // In pushes a group conversation is named by `GroupId`: msg_push maps `ToGroupId` to a message's `to`.
  const pushedContact = (convId: string): Body =>
    convId.startsWith('C2C') ? { Type: 1, To_Account: convId.slice(3) } : { Type: 2, GroupId: convId.slice(5) };
  /** Tells the user's other instances (another device) what this one changed. */
  const pushToOthers = (conn: Conn, item: Body): void =>
    svc.pushUser(
      me(conn),
      'im_open_push.msg_push',
      { EventArray: [{ Event: RECENT_CONTACT_EVENT, RecentContactMod: [item] }] },
      conn,
    );
  const folderItem = (f: FolderRow): Body => ({ GroupId: String(f.id), GroupName: f.name });

  // Everything a user's folders, marks and custom data are, for the SDK's login sync (one page).
  svc.route('recentcontact.get_contact_group', (conn) => {
    const user = me(conn);
    return {
      CompleteFlag: 1,
      NextStartIndex: 0,
      GroupItem: repo.folders(user).map((f) => ({ GroupId: String(f.id), GroupName: f.name })),
      ContactItem: repo.contacts(user).map((c) => ({
        ...contactWire(c.conv_id),
        StandardMark: c.marks,
        CustomMark: c.custom,
        ContactGroupId: c.folders.map(String),
      })),
    };
  });

  svc.route('recentcontact.mark_contact', (conn, body) => {
    const user = me(conn);
    const items = listOf(body, 'MarkItem');
    if (items.length === 0) throw new ImError(INVALID, 'MarkItem must list conversations');
    const kind = (raw: unknown): number => num(isRecord(raw) ? raw : {}, 'OptType');
    if (items.some((raw) => kind(raw) === MARK)) svc.requireAbility('conversationMark');
    const changed: Body[] = [];
    const answer = {
      ResultItem: items.map((raw) => {
        const item = isRecord(raw) ? raw : {};
        const c = contact(user, item.ContactItem);
        if ('error' in c) return result(c);
        const row = repo.mark(user, c.convId);
        if (kind(item) === CUSTOM_DATA) {
          const data = item.CustomMark ?? '';
          if (typeof data !== 'string' || [...data].length > LIMITS.conversationCustomDataChars)
            return { ...result(c), ResultCode: INVALID, ResultInfo: 'CustomMark is at most 256 characters' };
          repo.saveMark(user, { ...row, custom: data });
          changed.push({ RecentContactItem: pushedContact(c.convId), OptType: CUSTOM_DATA, CustomMark: data });
        } else if (kind(item) === MARK) {
          const set = bits(item.SetMark);
          const clear = bits(item.ClearMark);
          if (!set || !clear || set.length + clear.length === 0)
            return { ...result(c), ResultCode: INVALID, ResultInfo: 'SetMark and ClearMark list bits 0 to 63' };
          let value = row.marks === '' ? 0n : BigInt(`0b${row.marks}`);
          for (const b of set) value |= 1n << BigInt(b);
          for (const b of clear) value &= ~(1n << BigInt(b));
          const marks = value === 0n ? '' : value.toString(2);
          repo.saveMark(user, { ...row, marks });
          changed.push({ RecentContactItem: pushedContact(c.convId), OptType: MARK, StandardMark: marks });
        } else {
          return { ...result(c), ResultCode: INVALID, ResultInfo: 'OptType is 1 (mark) or 2 (custom data)' };
        }
        return result(c);
      }),
    };
    if (changed.length > 0)
      pushToOthers(conn, {
        PushType: RECENT_CONTACT_PUSH.mark,
        RecentContactMarkContact: { RecentContactMarkContactItem: changed },
      });
    return answer;
  });

  svc.route('recentcontact.create_contact_group', (conn, body) => {
    svc.requireAbility('conversationFolder');
    const user = me(conn);
    const [item, ...rest] = listOf(body, 'GroupContactItem');
    if (!isRecord(item) || rest.length > 0) throw new ImError(INVALID, 'GroupContactItem must name one folder');
    const name = folderName(item.GroupName, 'GroupName');
    if (repo.folder(user, name)) throw new ImError(FOLDER_CODES.exists, `conversation folder ${name} exists`);
    if (repo.folders(user).length >= LIMITS.conversationFolders)
      throw new ImError(INVALID, `at most ${LIMITS.conversationFolders} conversation folders`);
    const contacts = listOf(item, 'ContactItem').map((raw) => contact(user, raw));
    const folder = repo.createFolder(user, name);
    const added = contacts.flatMap((c) => ('error' in c ? [] : [c.convId]));
    for (const convId of added) repo.addToFolder(folder, convId);
    pushToOthers(conn, {
      PushType: RECENT_CONTACT_PUSH.folderCreated,
      RecentContactCreateContactGroup: {
        MsgContactGroupContactItem: [
          { MsgGroupItem: folderItem(folder), MsgRecentContactItem: added.map(pushedContact) },
        ],
      },
    });
    return { GroupResultItem: [{ GroupItem: folderItem(folder), ResultItem: contacts.map(result) }] };
  });

  svc.route('recentcontact.del_contact_group', (conn, body) => {
    svc.requireAbility('conversationFolder');
    const user = me(conn);
    const names = (Array.isArray(body.GroupName) ? body.GroupName : [body.GroupName]).map((n) =>
      folderName(n, 'GroupName'),
    );
    if (names.length > LIMITS.conversationFolders) throw new ImError(INVALID, 'GroupName names too many folders');
    const folders = names.map((name) => existing(user, name));
    for (const f of folders) repo.deleteFolder(f);
    pushToOthers(conn, {
      PushType: RECENT_CONTACT_PUSH.folderDeleted,
      RecentContactDelContactGroup: { MsgGroupItem: folders.map(folderItem) },
    });
    return { GroupItem: folders.map(folderItem) };
  });

  // UpdateGroupType 1 renames a folder, 2 adds (ContactOptType 1) or removes (2) its conversations.
  svc.route('recentcontact.update_contact_group', (conn, body) => {
    svc.requireAbility('conversationFolder');
    const user = me(conn);
    const update = isRecord(body.UpdateGroup) ? body.UpdateGroup : {};
    const type = num(update, 'UpdateGroupType');
    const folder = existing(user, folderName(update.OldGroupName, 'OldGroupName'));
    if (type === 1) {
      const to = folderName(update.NewGroupName, 'NewGroupName');
      if (to !== folder.name && repo.folder(user, to))
        throw new ImError(FOLDER_CODES.exists, `conversation folder ${to} exists`);
      repo.renameFolder(folder, to);
      pushToOthers(
        conn,
        folderUpdate({ UpdateGroupType: 1, GroupId: String(folder.id), GroupName: to, OldGroupName: folder.name }),
      );
      return { UpdateGroupResult: { GroupId: String(folder.id), GroupName: to, OldGroupName: folder.name } };
    }
    if (type !== 2) throw new ImError(INVALID, 'UpdateGroupType is 1 (rename) or 2 (conversations)');
    const items = listOf(update, 'ContactUpdateItem');
    const moved: Body[] = [];
    const answer = {
      UpdateGroupResult: {
        GroupId: String(folder.id),
        GroupName: folder.name,
        ContactResultItem: items.map((raw) => {
          const item = isRecord(raw) ? raw : {};
          const c = contact(user, item.ContactItem);
          if ('error' in c) return result(c);
          const op = num(item, 'ContactOptType');
          if (op === 1) repo.addToFolder(folder, c.convId);
          else if (op === 2) repo.removeFromFolder(folder, c.convId);
          else return { ...result(c), ResultCode: INVALID, ResultInfo: 'the operation is 1 (add) or 2 (remove)' };
          moved.push({ ContactOptType: op, RecentContactItem: pushedContact(c.convId) });
          return result(c);
        }),
      },
    };
    if (moved.length > 0)
      pushToOthers(
        conn,
        folderUpdate({
          UpdateGroupType: 2,
          ...folderItem(folder),
          OldGroupName: folder.name,
          RecentContactUpdateGroupItem: moved,
        }),
      );
    return answer;
  });
}

/** A folder renamed (`UpdateGroupType` 1) or its conversations changed (2), as pushed to other instances. */
function folderUpdate(update: Body): Body {
  return {
    PushType: RECENT_CONTACT_PUSH.folderUpdated,
    RecentContactUpdateContactGroup: { UpdateType: 1, MsgUpdateGroup: update },
  };
}

/** Mark bits of a request (`[bit]`, each 0 to 63), or null when one is not. */
function bits(value: unknown): number[] | null {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > MARK_BITS) return null;
  const out = value.filter((b): b is number => Number.isInteger(b) && b >= 0 && b < MARK_BITS);
  return out.length === value.length ? out : null;
}
