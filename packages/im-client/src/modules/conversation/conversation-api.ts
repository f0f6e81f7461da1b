import { ERROR_CODES, nonEmptyList, paramsInvalid, TimError } from '../../errors.ts';
import { asList, asRecord, asStr } from '../../protocol/wire.ts';
import { ok, type Result } from '../../result.ts';
import type { Conversation, Profile } from '../../types.ts';
import { totalUnread } from '../conversations.ts';
import { type Core, Part, SYSTEM_CONVERSATION } from '../core.ts';
import type { Recovery } from '../recovery.ts';
import { conversationTypeOf } from './codec.ts';

/** Conversation calls the facade gates (login and frequency) before they run; getTotalUnreadMessageCount answers
 * synchronously, so it gates itself. */
export const CONVERSATION_METHODS = [
  'getConversationList',
  'getConversationProfile',
  'deleteConversation',
  'pinConversation',
] as const;

/** Conversation list calls: list, profile, total unread, delete, pin. */
export class ConversationApi extends Part {
  private readonly recovery: Recovery;
  private readonly fetchProfiles: (userIDList: string[]) => Promise<Profile[]>;
  /** One-to-one conversations whose peer's profile was fetched by getConversationProfile. */
  private readonly completed = new WeakSet<Conversation>();

  constructor(core: Core, recovery: Recovery, fetchProfiles: (userIDList: string[]) => Promise<Profile[]>) {
    super(core);
    this.recovery = recovery;
    this.fetchProfiles = fetchProfiles;
  }

  async getConversationList(): Result<{ conversationList: Conversation[]; isSyncCompleted: boolean }> {
    if (this.recovery.syncStatus === 'rejected') await this.recovery.syncConversations();
    return ok({
      conversationList: this.core.sortedConversations(),
      isSyncCompleted: this.recovery.syncStatus === 'resolved',
    });
  }

  async getConversationProfile(conversationID: string): Result<{ conversation: Conversation }> {
    const type = typeof conversationID === 'string' ? conversationTypeOf(conversationID) : null;
    if (!type) throw new TimError(ERROR_CODES.INVALID_CONVERSATION_ID);
    const conv = this.conversations.get(conversationID);
    if (!conv) throw new TimError(ERROR_CODES.CONVERSATION_NOT_FOUND);
    // As the official SDK: the first ask of a one-to-one conversation fetches its peer's profile.
    if (type === 'C2C' && !this.completed.has(conv)) {
      const [profile] = await this.fetchProfiles([conversationID.slice(3)]);
      if (profile) conv.userProfile = profile;
      this.completed.add(conv);
    }
    return ok({ conversation: conv });
  }

  getTotalUnreadMessageCount(): number {
    this.core.gate('getTotalUnreadMessageCount');
    return totalUnread([...this.conversations.values()]);
  }

  /** Resolves the one ID when given one as a string, the list otherwise (as the official SDK). */
  async deleteConversation(
    options: string | { conversationIDList: string[]; clearHistoryMessage?: boolean },
  ): Result<{ conversationID: string } | { conversationIDList: string[] }> {
    const ids = typeof options === 'string' ? [options] : options?.conversationIDList;
    nonEmptyList('deleteConversation', 'conversationIDList', ids);
    const clear = typeof options === 'string' ? true : (options.clearHistoryMessage ?? true);
    if (typeof clear !== 'boolean') throw paramsInvalid('deleteConversation', 'clearHistoryMessage must be a boolean');
    const chosen = ids.slice(0, 100);
    for (const id of chosen)
      if (typeof id !== 'string' || !conversationTypeOf(id)) throw new TimError(ERROR_CODES.INVALID_CONVERSATION_ID);
    const known = chosen.filter((id) => this.conversations.has(id));
    if (known.length === 0) throw new TimError(ERROR_CODES.CONVERSATION_NOT_FOUND);
    // The system conversation is local: deleting it deletes its notices at the service (the official SDK's).
    if (known.includes(SYSTEM_CONVERSATION)) this.core.deleteSystemNotices();
    // A group's conversation this user is no longer a member of (and the system one) is deleted here only, as the
    // official SDK's rmLocalOnlyConversationList does; one-to-one and joined groups' ones at the service, and only
    // those it answers with code 0 are deleted (rmLocalAndRemoteConversationList).
    const isRemote = (id: string) => id.startsWith('C2C') || this.groups.has(id.slice(5));
    const deleted = known.filter((id) => !isRemote(id));
    const remote = known.filter(isRemote);
    if (remote.length > 0) {
      const answer = await this.channel.request('recentcontact.batch_delete', {
        From_Account: this.me,
        ContactItem: remote.map((id) =>
          id.startsWith('C2C') ? { Type: 1, To_Account: id.slice(3) } : { Type: 2, ToGroupid: id.slice(5) },
        ),
        ClearRamble: clear ? 1 : 0,
      });
      for (const item of asList(answer.ResultItem).map(asRecord))
        if (item.ResultCode === 0)
          deleted.push(item.Type === 1 ? `C2C${asStr(item.To_Account)}` : `GROUP${asStr(item.ToGroupid)}`);
    }
    if (deleted.length === 0) throw new TimError(ERROR_CODES.CONVERSATION_NOT_FOUND);
    // Its messages go from here whatever clearHistoryMessage says (official deleteLocalConversation): kept at the
    // service, they are fetched again if the conversation comes back.
    for (const id of deleted) {
      this.conversations.delete(id);
      this.lists.delete(id);
    }
    this.changed();
    return ok(typeof options === 'string' ? { conversationID: deleted[0] as string } : { conversationIDList: deleted });
  }

  async pinConversation(options: { conversationID: string; isPinned: boolean }): Result<{ conversationID: string }> {
    const conv = this.conversations.get(options?.conversationID);
    if (!conv) throw new TimError(ERROR_CODES.CONVERSATION_NOT_FOUND);
    if (typeof options.isPinned !== 'boolean') throw paramsInvalid('pinConversation', 'isPinned must be a boolean');
    if (conv.isPinned === options.isPinned) return ok({ conversationID: conv.conversationID });
    await this.channel.request('recentcontact.top', {
      From_Account: this.me,
      OperationType: options.isPinned ? 1 : 2,
      RecentContactItem: [contactItem(conv.conversationID)],
    });
    conv.isPinned = options.isPinned;
    this.core.convThrottle.request();
    return ok({ conversationID: conv.conversationID });
  }
}

/** A conversation id -> the wire's contact item (`Type` 1 one-to-one, 2 group). */
export function contactItem(
  conversationID: string,
): { Type: number; To_Account: string } | { Type: number; ToGroupId: string } {
  return conversationID.startsWith('C2C')
    ? { Type: 1, To_Account: conversationID.slice(3) }
    : { Type: 2, ToGroupId: conversationID.slice(5) };
}
