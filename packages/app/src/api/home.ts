/** Home page, banners, recommended anchors and live categories (spec §7). */
import { type ApiClient, getter, poster } from './client';

export function homeApi(client: ApiClient) {
  return {
    getHomeData: poster(client, '/api/home/getHomeData'),
    /** GET: the banner list. */
    getHomeScroll: getter(client, '/api/home/getHomeScroll'),
    /** { sport_id } */
    getRecAnchors: poster(client, '/api/anchor/getRecAnchors'),
    /** GET: live categories. */
    getCategory: getter(client, '/webapi/live/getCategory'),
  };
}
