/** Chat's platform calls: reports of users and groups, the user and group searches of /c2c-search, fan groups. */
import { type ApiClient, poster } from './core/client';

export function chatApi(client: ApiClient) {
  return {
    /** { type, target, reason, content? } */
    report: poster(client, '/api/chat/report'),
    /** { keyword } */
    searchUsers: poster(client, '/api/chat/searchUsers'),
    /** { keyword }: Public groups by name (the platform searches the chat service; the chat SDK finds ids only). */
    searchGroups: poster(client, '/api/chat/searchGroups'),
    /** { anchorid }: the anchor's fan group as the user sees it (members, joined, following). */
    fanGroup: poster(client, '/api/chat/fanGroup'),
    /** { anchorid }: a follower joins the anchor's fan group. */
    joinFanGroup: poster(client, '/api/chat/joinFanGroup'),
  };
}
