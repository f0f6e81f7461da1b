import { anchorFanGroupId, CHAT_LOBBY_GROUP, isAnchorFanGroup } from '@live/api-contract';
import { useServices } from '../../app/services';
import { useLoad } from '../../hooks/use-load';

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

/** An anchor's fan group's name from the platform (its anchor's name in the brand's language); null meanwhile. */
export function useFanGroupName(groupID: string): string | null {
  const { api } = useServices();
  const anchor = fanGroupAnchor(groupID);
  const loaded = useLoad(async (signal) => {
    if (anchor === null) return null;
    const info = await api.user.getUserBasicInfo({ id: anchor, hideLoading: true, noToast: true }, { signal });
    return info.nick_name;
  }, groupID);
  return loaded.data ?? null;
}
