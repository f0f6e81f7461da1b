/** Gifts sent to anchors; the platform posts the gift message to the room after recording the payment. */
import { type ApiClient, poster } from './core/client';

export function giftApi(client: ApiClient) {
  return {
    getGiftList: poster(client, '/api/gift/getGiftList'),
    /** { gift_id, anchorid, liveid, amount } */
    sendGift: poster(client, '/api/gift/sendGift'),
    /** { liveid }: the room's senders by gold spent on gifts in it, the platform's sum. */
    getLiveGiftRank: poster(client, '/api/gift/getLiveGiftRank'),
  };
}
