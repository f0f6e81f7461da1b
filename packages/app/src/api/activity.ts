/** Activities (spec §2 /activities, /activity/:id). */
import { type ApiClient, poster } from './core/client';

export function activityApi(client: ApiClient) {
  return {
    /** { page, size } */
    getList: poster(client, '/api/activity/getList'),
    /** { id } */
    getDetail: poster(client, '/api/activity/getDetail'),
  };
}
