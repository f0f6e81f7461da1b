/** Shop, orders, bag and delivery addresses (spec §2 /newshop, /newshop/records, my-address). */
import { type ApiClient, poster } from './core/client';

export function shopApi(client: ApiClient) {
  return {
    getGoodsList: poster(client, '/api/shop/getGoodsList'),
    /** { goods_id }: one goods on sale, for its page. */
    getGoodsInfo: poster(client, '/api/shop/getGoodsInfo'),
    /** { goods_id, quantity, address_id for physical goods, request_id } */
    buyGoods: poster(client, '/api/shop/buyGoods'),
    getOrderList: poster(client, '/api/shop/getOrderList'),
    getBagList: poster(client, '/api/user/getBagList'),
    /** { id, request_id } of an unused bag item. */
    useBagItem: poster(client, '/api/user/useBagItem'),
    getAddressList: poster(client, '/api/user/getAddressList'),
    saveAddress: poster(client, '/api/user/saveAddress'),
    /** { id }: answers the remaining addresses. */
    deleteAddress: poster(client, '/api/user/deleteAddress'),
  };
}
