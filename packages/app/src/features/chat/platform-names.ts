import { anchorFanGroupId, CHAT_LOBBY_GROUP, isAnchorFanGroup } from '@live/api-contract';
import type { Api } from '../../api';
import { useServices } from '../../app/services';
import { useLoad } from '../../hooks/use-load';
import { QUIET } from '../../domain/request-presets';

/**
 * Names the platform owns in chat (issue #30): an anchor's name and the name of an anchor's fan group. The chat
 * service is one for every brand and keeps one name per account and group (the platform's Chinese), so the app
 * takes these from the platform's API, which answers in the brand's language; what users typed (their nicks,
 * their groups' names) is shown as typed and marked as users' text.
 */

/** The anchor whose fan group this is (the group is named after them), or null for any other group. */
export function fanGroupAnchor(groupID: string): number | null {
  if (!isAnchorFanGroup(groupID)) return null;
  const id = Number(groupID.slice(anchorFanGroupId('').length));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** An anchor's name is the platform's (in the page's language); anyone else's is what they typed. */
export function isPlatformName(user: { is_anchor: number }): boolean {
  return user.is_anchor === 1;
}

/**
 * The name a group shows, and whether it is users' text: the lobby by the app's word for it, an anchor's fan group
 * by its anchor's platform name (the neutral label until that is read, never the chat service's Chinese), any other
 * group by the name its owner gave it.
 */
export function groupNameOf(
  groupID: string,
  names: { chat: string | undefined; platform: string | null },
  words: { lobby: string; unnamed: string },
): { text: string; users: boolean } {
  if (groupID === CHAT_LOBBY_GROUP) return { text: words.lobby, users: false };
  if (fanGroupAnchor(groupID) !== null) return { text: names.platform || words.unnamed, users: false };
  return names.chat ? { text: names.chat, users: true } : { text: words.unnamed, users: false };
}

/** A chat user's name as the platform has it, and whether the platform owns it (an anchor's name). */
export interface PlatformUser {
  nick_name: string;
  is_anchor: number;
}

/**
 * The name a one-to-one peer shows, and whether it is users' text: an anchor by the platform's name for them (in
 * the brand's language), anyone else by their chat nick (what they typed; the platform's while the chat's is
 * missing).
 */
export function peerNameOf(chatNick: string, platform: PlatformUser | null): { text: string; users: boolean } {
  if (platform && isPlatformName(platform)) return { text: platform.nick_name, users: false };
  return { text: chatNick || platform?.nick_name || '', users: true };
}

/** The one sender of a conversation whose name the platform owns: a fan group's anchor, by chat id. */
export interface PlatformSender {
  id: string;
  name: string;
}

/**
 * A group sender's or member's name: a fan group's anchor by the platform's name for them; in any group, an anchor
 * by the platform's name (`sender`, read from the platform, in the brand's language); anyone else by their chat
 * nick as theirs.
 */
export function senderNameOf(
  from: string,
  chatNick: string,
  platform: PlatformSender | null,
  sender: PlatformUser | null = null,
): { text: string; users: boolean } {
  if (platform && from === platform.id) return { text: platform.name, users: false };
  return sender && isPlatformName(sender) ? { text: sender.nick_name, users: false } : { text: chatNick, users: true };
}

/** A pending friend request's sender: an anchor by the platform's name (peerNameOf), anyone else by their nick. */
export function applicantNameOf(
  application: { userID: string; nick: string },
  platform: PlatformUser | null,
): { text: string; users: boolean } {
  return peerNameOf(application.nick || application.userID, platform);
}

/** A fan group's anchor as a sender named by the platform, once their name is read; null for any other group. */
export function useFanGroupSender(groupID: string): PlatformSender | null {
  const anchor = fanGroupAnchor(groupID);
  const name = useFanGroupName(groupID);
  return anchor !== null && name ? { id: String(anchor), name } : null;
}

/** A friend's name: the remark the user gave them (their own text), else peerNameOf. */
export function friendNameOf(
  remark: string,
  chatNick: string,
  platform: PlatformUser | null,
): { text: string; users: boolean } {
  return remark ? { text: remark, users: true } : peerNameOf(chatNick, platform);
}

// One read per user a page's lifetime: a chat list names each of its peers, and rows mount and unmount.
const platformUsers = new Map<number, Promise<PlatformUser>>();

function platformUser(api: Api, id: number): Promise<PlatformUser> {
  let found = platformUsers.get(id);
  if (!found) {
    found = api.user.getUserBasicInfo({ id, ...QUIET });
    platformUsers.set(id, found);
    // A failed read is tried again by the next row that needs it.
    found.catch(() => platformUsers.delete(id));
  }
  return found;
}

/** A platform user's name by chat id (chat ids of platform users are their numeric ids); null meanwhile or for none. */
export function usePlatformUser(chatID: string): PlatformUser | null {
  const { api } = useServices();
  const id = Number(chatID);
  const known = Number.isSafeInteger(id) && id > 0;
  const loaded = useLoad(async () => (known ? platformUser(api, id) : null), chatID);
  return loaded.data ?? null;
}

const NO_USERS: ReadonlyMap<string, PlatformUser> = new Map();

/** Platform users by chat id for the senders or members a view shows (each read once a page's lifetime). */
export function usePlatformUsers(chatIDs: readonly string[]): ReadonlyMap<string, PlatformUser> {
  const { api } = useServices();
  const ids = [...new Set(chatIDs)].filter((id) => Number.isSafeInteger(Number(id)) && Number(id) > 0).sort();
  const loaded = useLoad(async () => {
    const found = await Promise.all(ids.map(async (id) => [id, await platformUser(api, Number(id)).catch(() => null)]));
    return new Map(found.filter((entry): entry is [string, PlatformUser] => entry[1] !== null));
  }, ids.join(','));
  return loaded.data ?? NO_USERS;
}

/** An anchor's fan group's name from the platform (its anchor's name in the brand's language); null meanwhile. */
export function useFanGroupName(groupID: string): string | null {
  const anchor = fanGroupAnchor(groupID);
  return usePlatformUser(anchor === null ? '' : String(anchor))?.nick_name ?? null;
}
