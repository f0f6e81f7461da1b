/** News and headlines (spec §2 /headline, /mobile/news). */
import { type ApiClient, poster } from './core/client';

export function newsApi(client: ApiClient) {
  return {
    getHeadlines: poster(client, '/api/news/getHeadlines'),
    /** { sport_id, event_id, headline } */
    getNewsList: poster(client, '/api/news/getNewsList'),
    /** { id }: the article, paragraphs as plain text. */
    getNewsDetail: poster(client, '/api/news/getNewsDetail'),
  };
}
