/** Live rooms and their categories (spec §7). */
import { type ApiClient, getter, poster } from './core/client';

export function liveApi(client: ApiClient) {
  return {
    /** GET: live categories. */
    getCategory: getter(client, '/webapi/live/getCategory'),
    /** { category_id, sport_id, page, size } */
    getRealLives: poster(client, '/api/live/getRealLives'),
    /** { anchorid } */
    getLivePageData: poster(client, '/webapi/live/getLivePageData'),
    /** { liveid } */
    getLiveChat: poster(client, '/api/live/getLiveChat'),
    /** { operate_uid, liveid } */
    addOperateFriend: poster(client, '/api/live/addOperateFriend'),
    getNoMatchLiveList: poster(client, '/api/live/getNoMatchLiveList'),
    /** { liveid }: sent while the room's video plays and the page is visible (HEARTBEAT_SEC). */
    playHeartbeat: poster(client, '/api/live/playHeartbeat'),
  };
}
