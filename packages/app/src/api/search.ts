/** Search (spec §7). */
import type { SearchBody } from '@live/api-contract';
import { type ApiClient, poster, type RequestFlags, type RequestOptions } from './core/client';

export function searchApi(client: ApiClient) {
  return {
    events: poster(client, '/api/search/events'),
    teams: poster(client, '/api/search/teams'),
    matches: poster(client, '/api/search/matches'),
    raceHome: poster(client, '/api/search/raceHome'),
    /** /webapi/search/multiple sends only the keyword. */
    multiple: (keyword: string, flags: RequestFlags = {}, o?: RequestOptions) =>
      client.post('/webapi/search/multiple', { ...flags, keyword }, o),
    anchor: (body: SearchBody & RequestFlags, o?: RequestOptions) => client.post('/webapi/search/anchor', body, o),
    live: (body: SearchBody & RequestFlags, o?: RequestOptions) => client.post('/webapi/search/live', body, o),
    video: (body: SearchBody & RequestFlags, o?: RequestOptions) => client.post('/webapi/search/video', body, o),
    news: (body: SearchBody & RequestFlags, o?: RequestOptions) => client.post('/webapi/search/news', body, o),
  };
}
