import { ERROR_CODES, nonEmpty, paramsInvalid } from '../../errors.ts';
import { asList, asNum, asRecord, asStr, setBits } from '../../protocol/wire.ts';
import { ok, type Result } from '../../result.ts';
import { EVENT } from '../../types.ts';
import type { Commercial } from '../commercial/commercial.ts';
import { INTERNAL, type ModuleContext } from '../context.ts';
import type { Body } from '../../transport/frames.ts';
import { contactItem } from './conversation-api.ts';

export const FOLDER_METHODS = [
  'createConversationGroup',
  'deleteConversationGroup',
  'renameConversationGroup',
  'getConversationGroupList',
  'addConversationsToGroup',
  'deleteConversationsFromGroup',
  'markConversation',
  'setConversationCustomData',
] as const;

/** Spec §3: a conversation's custom data is at most 256 characters. */
export const CUSTOM_DATA_MAX_CHARS = 256;

/** A conversation's folders, marks and custom data, as the conversation object shows them. */
export interface ConversationMarks {
  conversationGroupList: string[];
  markList: number[];
  customData: string;
}

/** A mark type (a power of two below 2^64) -> its bit; null when it is not one. */
export function markBit(markType: unknown): number | null {
  if (typeof markType !== 'number' || !Number.isInteger(markType) || markType <= 0) return null;
  const bit = Math.log2(markType);
  return Number.isInteger(bit) && bit < 64 ? bit : null;
}

/** A wire mark string (`"101"`, bit 0 last) -> the mark types set. */
export function markTypes(bits: string): number[] {
  return setBits(bits).map((i) => 2 ** i);
}

/** A wire contact item (`{Type: 1, To_Account}`, `{Type: 2, ToGroupId}` or, in pushes, `{Type: 2, GroupId}`). */
export function contactConversationID(raw: unknown): string {
  const c = asRecord(raw);
  return c.Type === 1 ? `C2C${asStr(c.To_Account)}` : `GROUP${asStr(c.ToGroupId) || asStr(c.GroupId)}`;
}

/** Conversation folders, marks and custom data: own state, loaded from the service, shown on conversations. */
/** A conversation a call could not change, and why. */
interface Failure {
  conversationID: string;
  code: number;
  message: string;
}

/** What the folder calls answer, as the official SDK's. */
interface FolderResult {
  successConversationIDList: string[];
  failureConversationIDList: Failure[];
}

export class FolderModule {
  private readonly ctx: ModuleContext;
  private readonly commercial: Commercial;
  /** Writes a conversation's marks onto its public object and announces the list changed. */
  private readonly show: (conversationID: string, marks: ConversationMarks) => void;
  private folders = new Map<string, Set<string>>();
  private marks = new Map<string, ConversationMarks>();
  private loaded: Promise<void> | null = null;

  /** Whether the user has this conversation (folder calls refuse others per id, 2500). */
  private readonly has: (conversationID: string) => boolean;

  constructor(
    ctx: ModuleContext,
    commercial: Commercial,
    show: (conversationID: string, marks: ConversationMarks) => void,
    has: (conversationID: string) => boolean,
  ) {
    this.has = has;
    this.ctx = ctx;
    this.commercial = commercial;
    this.show = show;
    ctx.internal.on(INTERNAL.RESET, () => {
      this.folders = new Map();
      this.marks = new Map();
      this.loaded = null;
    });
    ctx.internal.on('RecentContactMod', (e) => this.onPush(asRecord(e.data)));
  }

  /** What the user's other instance changed (`RecentContactMod` push kinds 4 to 7); before the load, the load has it. */
  private onPush(push: Record<string, unknown>): void {
    if (!this.loaded) return;
    switch (push.PushType) {
      case 4:
        for (const raw of asList(asRecord(push.RecentContactMarkContact).RecentContactMarkContactItem)) {
          const mark = asRecord(raw);
          const id = contactConversationID(mark.RecentContactItem);
          if (mark.OptType === 1) this.entry(id).markList = markTypes(asStr(mark.StandardMark));
          else if (mark.OptType === 2) this.entry(id).customData = asStr(mark.CustomMark);
          this.publish(id);
        }
        return;
      case 5:
        for (const raw of asList(asRecord(push.RecentContactCreateContactGroup).MsgContactGroupContactItem)) {
          const created = asRecord(raw);
          const name = asStr(asRecord(created.MsgGroupItem).GroupName);
          const ids = asList(created.MsgRecentContactItem).map(contactConversationID);
          this.folders.set(name, new Set(ids));
          this.foldersChanged();
          this.inFolderChanged(name, ids);
        }
        return;
      case 6:
        for (const raw of asList(asRecord(push.RecentContactDelContactGroup).MsgGroupItem))
          this.dropFolder(asStr(asRecord(raw).GroupName));
        this.foldersChanged();
        return;
      case 7: {
        const update = asRecord(asRecord(push.RecentContactUpdateContactGroup).MsgUpdateGroup);
        const oldName = asStr(update.OldGroupName);
        if (update.UpdateGroupType === 1) this.moveFolder(oldName, asStr(update.GroupName));
        else if (update.UpdateGroupType === 2)
          this.changeMembers(
            oldName,
            asList(update.RecentContactUpdateGroupItem).map((raw) => {
              const change = asRecord(raw);
              return { id: contactConversationID(change.RecentContactItem), op: asNum(change.ContactOptType) };
            }),
          );
      }
    }
  }

  private dropFolder(name: string): void {
    const members = [...(this.folders.get(name) ?? [])];
    this.folders.delete(name);
    for (const id of members) this.publish(id);
  }

  /** Adds (op 1) or removes (op 2) conversations of a folder. */
  private changeMembers(name: string, changes: { id: string; op: number }[]): void {
    const members = this.folders.get(name) ?? new Set<string>();
    this.folders.set(name, members);
    for (const { id, op } of changes)
      if (op === 1) members.add(id);
      else members.delete(id);
    this.inFolderChanged(
      name,
      changes.map((c) => c.id),
    );
  }

  private moveFolder(oldName: string, newName: string): void {
    const members = this.folders.get(oldName) ?? new Set<string>();
    this.folders.delete(oldName);
    this.folders.set(newName, members);
    for (const id of members) this.publish(id);
    this.foldersChanged();
  }

  /** Loads folders and marks once per session (they live on the service, so they survive a reload). */
  load(): Promise<void> {
    this.loaded ??= this.fetch().catch((err: unknown) => {
      this.loaded = null;
      throw err;
    });
    return this.loaded;
  }

  private async fetch(): Promise<void> {
    // Every page (CompleteFlag 0 asks for the next, from NextStartIndex), as the official SDK reads them, StartTime
    // the time in seconds (getRemoteConvGroupList).
    const names = new Map<string, string>();
    const contacts: unknown[] = [];
    let start = 0;
    for (let page = 0; page < 1000; page++) {
      const body = await this.contact('get_contact_group', {
        StartTime: Math.floor(Date.now() / 1000),
        StartIndex: start,
      });
      for (const raw of asList(body.GroupItem)) {
        const g = asRecord(raw);
        names.set(asStr(g.GroupId), asStr(g.GroupName));
        this.folders.set(asStr(g.GroupName), new Set());
      }
      contacts.push(...asList(body.ContactItem));
      if (asNum(body.CompleteFlag, 1) !== 0) break;
      start = asNum(body.NextStartIndex);
    }
    for (const raw of contacts) {
      const c = asRecord(raw);
      const id = contactConversationID(c);
      const entry = this.entry(id);
      entry.markList = markTypes(asStr(c.StandardMark));
      entry.customData = asStr(c.CustomMark);
      for (const folderId of asList(c.ContactGroupId)) this.folders.get(names.get(asStr(folderId)) ?? '')?.add(id);
    }
    for (const id of this.marks.keys()) this.publish(id);
  }

  private entry(conversationID: string): ConversationMarks {
    let entry = this.marks.get(conversationID);
    if (!entry) {
      entry = { conversationGroupList: [], markList: [], customData: '' };
      this.marks.set(conversationID, entry);
    }
    return entry;
  }

  private publish(conversationID: string): void {
    const entry = this.entry(conversationID);
    entry.conversationGroupList = [...this.folders].filter(([, ids]) => ids.has(conversationID)).map(([n]) => n);
    this.show(conversationID, { ...entry, markList: [...entry.markList] });
  }

  /** A `recentcontact.*` command for the user signed in. */
  private contact(cmd: string, body: Body): Promise<Body> {
    return this.ctx.request(`recentcontact.${cmd}`, { From_Account: this.ctx.me(), ...body });
  }

  private name(api: string, name: unknown): string {
    return nonEmpty(api, 'the folder name', name);
  }

  private async folderGate(): Promise<void> {
    await this.commercial.require('conversationFolder');
    await this.load();
  }

  private foldersChanged(): void {
    this.ctx.emit(EVENT.CONVERSATION_GROUP_LIST_UPDATED, [...this.folders.keys()]);
  }

  private inFolderChanged(groupName: string, ids: string[]): void {
    for (const id of ids) this.publish(id);
    this.ctx.emit(EVENT.CONVERSATION_IN_GROUP_UPDATED, {
      groupName,
      conversationIDList: [...(this.folders.get(groupName) ?? [])],
    });
  }

  async getConversationGroupList(): Result<string[]> {
    await this.folderGate();
    return ok([...this.folders.keys()]);
  }

  async createConversationGroup(options: { groupName: string; conversationIDList: string[] }): Result<FolderResult> {
    await this.folderGate();
    const name = this.name('createConversationGroup', options?.groupName);
    let created = false;
    const result = await this.perId('createConversationGroup', options.conversationIDList, async (ids) => {
      const body = await this.contact('create_contact_group', {
        GroupContactItem: [{ GroupName: name, ContactItem: ids.map(contactItem) }],
      });
      created = true;
      return asList(asRecord(asList(body.GroupResultItem)[0]).ResultItem);
    });
    if (created) {
      const done = result.successConversationIDList;
      this.folders.set(name, new Set(done));
      this.foldersChanged();
      this.inFolderChanged(name, done);
    }
    return ok(result);
  }

  /** Resolves nothing, as the official SDK's (as renameConversationGroup). */
  async deleteConversationGroup(groupName: string): Promise<void> {
    await this.folderGate();
    const name = this.name('deleteConversationGroup', groupName);
    await this.contact('del_contact_group', { GroupName: [name] });
    this.dropFolder(name);
    this.foldersChanged();
  }

  async renameConversationGroup(options: { oldName: string; newName: string }): Promise<void> {
    await this.folderGate();
    const oldName = this.name('renameConversationGroup', options?.oldName);
    const newName = this.name('renameConversationGroup', options.newName);
    await this.contact('update_contact_group', {
      UpdateType: 1,
      UpdateGroup: { UpdateGroupType: 1, OldGroupName: oldName, NewGroupName: newName },
    });
    this.moveFolder(oldName, newName);
  }

  addConversationsToGroup(options: { groupName: string; conversationIDList: string[] }): Result<FolderResult> {
    return this.changeFolder('addConversationsToGroup', options, 1);
  }

  deleteConversationsFromGroup(options: { groupName: string; conversationIDList: string[] }): Result<FolderResult> {
    return this.changeFolder('deleteConversationsFromGroup', options, 2);
  }

  private async changeFolder(
    api: string,
    options: { groupName: string; conversationIDList: string[] },
    op: 1 | 2,
  ): Result<FolderResult> {
    await this.folderGate();
    const name = this.name(api, options?.groupName);
    const result = await this.perId(api, options.conversationIDList, async (ids) =>
      asList(
        asRecord(
          (
            await this.contact('update_contact_group', {
              UpdateType: 1,
              UpdateGroup: {
                UpdateGroupType: 2,
                OldGroupName: name,
                ContactUpdateItem: ids.map((id) => ({ ContactItem: contactItem(id), ContactOptType: op })),
              },
            })
          ).UpdateGroupResult,
        ).ContactResultItem,
      ),
    );
    this.changeMembers(
      name,
      result.successConversationIDList.map((id) => ({ id, op })),
    );
    return ok(result);
  }

  async markConversation(options: {
    conversationIDList: string[];
    markType: number;
    enableMark: boolean;
  }): Result<FolderResult> {
    await this.commercial.require('conversationMark');
    const bit = markBit(options?.markType);
    if (bit === null) throw paramsInvalid('markConversation', 'markType must be a power of two (a bit of 64)');
    if (typeof options.enableMark !== 'boolean')
      throw paramsInvalid('markConversation', 'enableMark must be a boolean');
    await this.load();
    return this.marked(
      'markConversation',
      options.conversationIDList,
      { OptType: 1, [options.enableMark ? 'SetMark' : 'ClearMark']: [bit] },
      (entry) => {
        const others = entry.markList.filter((t) => t !== options.markType);
        entry.markList = options.enableMark ? [...others, options.markType] : others;
      },
    );
  }

  async setConversationCustomData(options: { conversationIDList: string[]; customData: string }): Result<FolderResult> {
    const data = options?.customData;
    if (typeof data !== 'string' || [...data].length > CUSTOM_DATA_MAX_CHARS)
      throw paramsInvalid(
        'setConversationCustomData',
        `customData must be at most ${CUSTOM_DATA_MAX_CHARS} characters`,
      );
    await this.load();
    return this.marked(
      'setConversationCustomData',
      options.conversationIDList,
      { OptType: 2, CustomMark: data },
      (entry) => {
        entry.customData = data;
      },
    );
  }

  /** A mark_contact call per id: `item` for each conversation, `change` applied to the ones done. */
  private async marked(
    api: string,
    list: unknown,
    item: Record<string, unknown>,
    change: (entry: ConversationMarks) => void,
  ): Result<FolderResult> {
    const result = await this.perId(api, list, async (ids) =>
      asList(
        (await this.contact('mark_contact', { MarkItem: ids.map((id) => ({ ...item, ContactItem: contactItem(id) })) }))
          .ResultItem,
      ),
    );
    for (const id of result.successConversationIDList) {
      change(this.entry(id));
      this.publish(id);
    }
    return ok(result);
  }

  /**
   * As the official SDK: a folder call refuses each id the user does not have on its own, with 2500 (held
   * conversations are all one-to-one or group ones, so the official 2503 for another kind cannot arise); the others
   * are sent at once (nothing is sent when none is left) and each answers with the service's code for it.
   */
  private async perId(api: string, list: unknown, send: (ids: string[]) => Promise<unknown[]>): Promise<FolderResult> {
    if (!Array.isArray(list) || list.length === 0)
      throw paramsInvalid(api, 'conversationIDList must be a non-empty array');
    const done: string[] = [];
    const failed: Failure[] = [];
    const fail = (conversationID: string, code: number, message: string): unknown =>
      failed.push({ conversationID, code, message });
    const ids: string[] = [];
    for (const id of list as unknown[])
      if (typeof id !== 'string' || !this.has(id)) fail(String(id), ERROR_CODES.CONVERSATION_NOT_FOUND, 'not found');
      else ids.push(id);
    const results = ids.length ? await send(ids) : [];
    ids.forEach((id, i) => {
      const r = asRecord(results[i]);
      if (r.ResultCode === 0) done.push(id);
      else fail(id, asNum(r.ResultCode, ERROR_CODES.UNCAUGHT_ERROR), asStr(r.ResultInfo));
    });
    return { successConversationIDList: done, failureConversationIDList: failed };
  }
}
