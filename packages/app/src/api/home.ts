/** Home page, banners and recommended anchors (spec §7 "Home and anchors"). */
import { type ApiClient, getter, poster } from './core/client';

export function homeApi(client: ApiClient) {
  return {
    getHomeData: poster(client, '/api/home/getHomeData'),
    /** GET: the banner list. */
    getHomeScroll: getter(client, '/api/home/getHomeScroll'),
    /** { sport_id } */
    getRecAnchors: poster(client, '/api/anchor/getRecAnchors'),
  };
}
