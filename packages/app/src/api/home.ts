/** Home page, banners, recommended anchors, live categories and headlines (spec §7). */
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
    getHeadlines: poster(client, '/api/news/getHeadlines'),
    /** { sport_id, event_id, headline } */
    getNewsList: poster(client, '/api/news/getNewsList'),
    /** { id }: the article, paragraphs as plain text. */
    getNewsDetail: poster(client, '/api/news/getNewsDetail'),
  };
}
