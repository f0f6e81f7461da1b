/** Common config, protocols and customer-service feedback (spec §7). */
import { type ApiClient, getter, poster, type RequestFlags, type RequestOptions } from './core/client';
import { IN_PAGE } from '../domain/request-presets';

export function configApi(client: ApiClient) {
  return {
    /** GET, without the loading toast. */
    getCommonConfig: getter(client, '/api/config/getCommonConfig', IN_PAGE),
    /** POST /webapi/protocal/getProtocal?type={n}. */
    getProtocol: (type: number, flags: RequestFlags = {}, options: RequestOptions = {}) =>
      client.post('/webapi/protocal/getProtocal', flags, { ...options, query: { type } }),
    publishFeedback: poster(client, '/api/customerservice/publish'),
    getAbout: poster(client, '/webapi/config/getAbout'),
  };
}
