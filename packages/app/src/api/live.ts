/** Live rooms (spec §7). */
import { type ApiClient, poster } from './client';

export function liveApi(client: ApiClient) {
  return {
    getRealLives: poster(client, '/api/live/getRealLives'),
    /** { anchorid } */
    getLivePageData: poster(client, '/webapi/live/getLivePageData'),
    /** { liveid } */
    getLiveChat: poster(client, '/api/live/getLiveChat'),
    /** { operate_uid, liveid } */
    addOperateFriend: poster(client, '/api/live/addOperateFriend'),
    getNoMatchLiveList: poster(client, '/api/live/getNoMatchLiveList'),
  };
}
