/** News and headlines (spec §2 /headline, /mobile/news). */
import { type ApiClient, poster } from './core/client';

export function newsApi(client: ApiClient) {
  return {
    getHeadlines: poster(client, '/api/news/getHeadlines'),
    /** { sport_id, event_id, headline } */
    getNewsList: poster(client, '/api/news/getNewsList'),
    /** { id }: the article, its body as text and image blocks; a logged-in reader's read counts for readInfo. */
    getNewsDetail: poster(client, '/api/news/getNewsDetail'),
  };
}
