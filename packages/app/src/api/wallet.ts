/** Balance, recharge and withdrawals (spec §2 /recharge, wallet, withdraw, balance). */
import { type ApiClient, poster } from './core/client';

export function walletApi(client: ApiClient) {
  return {
    getWallet: poster(client, '/api/wallet/getWallet'),
    getRechargeOptions: poster(client, '/api/wallet/getRechargeOptions'),
    /** { option_id } */
    recharge: poster(client, '/api/wallet/recharge'),
    /** { amount (at most 2 decimals), account, name } */
    withdraw: poster(client, '/api/wallet/withdraw'),
    getPayoutList: poster(client, '/api/wallet/getPayoutList'),
  };
}
