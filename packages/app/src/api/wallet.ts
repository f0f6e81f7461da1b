/** Balance, recharge and withdrawals (spec §2 /recharge, wallet, withdraw, balance). */
import { type ApiClient, poster } from './core/client';

export function walletApi(client: ApiClient) {
  return {
    getWallet: poster(client, '/api/wallet/getWallet'),
    getRechargeOptions: poster(client, '/api/wallet/getRechargeOptions'),
    /** { option_id, request_id }: opens an order that waits for its payment at `pay_url`. */
    recharge: poster(client, '/api/wallet/recharge'),
    /** { order_id }: the order's state and the wallet. */
    getRechargeOrder: poster(client, '/api/wallet/getRechargeOrder'),
    /** { amount (at most 2 decimals), account, name, request_id } */
    withdraw: poster(client, '/api/wallet/withdraw'),
    getPayoutList: poster(client, '/api/wallet/getPayoutList'),
  };
}
