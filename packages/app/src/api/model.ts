/** Data models and their subscriptions (spec §2 /data, §4 model states). */
import { type ApiClient, poster } from './core/client';

export function modelApi(client: ApiClient) {
  return {
    getModelHome: poster(client, '/api/model/getModelHome'),
    getModelList: poster(client, '/api/model/getModelList'),
    getModelDetail: poster(client, '/api/model/getModelDetail'),
    subscribe: poster(client, '/api/model/subscribe'),
    getSubscriptionRecords: poster(client, '/api/model/getSubscriptionRecords'),
  };
}
