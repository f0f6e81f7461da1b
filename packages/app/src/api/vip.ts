/** VIP plans (spec §2 /vip-plans; §4 VIP active). */
import { type ApiClient, poster } from './core/client';

export function vipApi(client: ApiClient) {
  return {
    getVipPlans: poster(client, '/api/vip/getVipPlans'),
    /** { plan_id } */
    buy: poster(client, '/api/vip/buy'),
  };
}
