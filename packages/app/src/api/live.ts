/** Live rooms and the gifts sent in them (spec §7). */
import { type ApiClient, poster } from './client';

export function liveApi(client: ApiClient) {
  return {
    /** { category_id, sport_id, page, size } */
    getRealLives: poster(client, '/api/live/getRealLives'),
    /** { anchorid } */
    getLivePageData: poster(client, '/webapi/live/getLivePageData'),
    /** { liveid } */
    getLiveChat: poster(client, '/api/live/getLiveChat'),
    /** { operate_uid, liveid } */
    addOperateFriend: poster(client, '/api/live/addOperateFriend'),
    getNoMatchLiveList: poster(client, '/api/live/getNoMatchLiveList'),
    /** { userid, type } follows (1) or unfollows (0) an anchor. */
    attentUser: poster(client, '/api/user/attentUser'),
    getGiftList: poster(client, '/api/gift/getGiftList'),
    /** { gift_id, anchorid, liveid, amount } */
    sendGift: poster(client, '/api/gift/sendGift'),
  };
}
