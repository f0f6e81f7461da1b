/** Shop, orders, bag and delivery addresses (spec §2 /newshop, /newshop/records, my-address). */
import { type ApiClient, poster } from './core/client';

export function shopApi(client: ApiClient) {
  return {
    getGoodsList: poster(client, '/api/shop/getGoodsList'),
    /** { goods_id, quantity, address_id for physical goods } */
    buyGoods: poster(client, '/api/shop/buyGoods'),
    getOrderList: poster(client, '/api/shop/getOrderList'),
    getBagList: poster(client, '/api/user/getBagList'),
    getAddressList: poster(client, '/api/user/getAddressList'),
    saveAddress: poster(client, '/api/user/saveAddress'),
  };
}
