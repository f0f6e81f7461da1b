/** Chat's platform calls: reports of users and groups, and the user search of /c2c-search. */
import { type ApiClient, poster } from './core/client';

export function chatApi(client: ApiClient) {
  return {
    /** { type, target, reason, content? } */
    report: poster(client, '/api/chat/report'),
    /** { keyword } */
    searchUsers: poster(client, '/api/chat/searchUsers'),
  };
}
