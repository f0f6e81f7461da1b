/** VIP plans and benefits (spec §2 /vip-plans, /user-center/benefits; §4 VIP active). */
import { type ApiClient, poster } from './core/client';

export function vipApi(client: ApiClient) {
  return {
    getVipPlans: poster(client, '/api/vip/getVipPlans'),
    /** { plan_id, request_id } */
    buy: poster(client, '/api/vip/buy'),
    getBenefits: poster(client, '/api/vip/getBenefits'),
  };
}
