/** Sports database (spec §7). */
import { type ApiClient, getter, poster } from './core/client';
import { QUIET } from '../domain/request-presets';

export function databaseApi(client: ApiClient) {
  return {
    /** GET; failures are ignored by the dictionary store (spec §8), so no toast or loading. */
    getBaseDictionary: getter(client, '/api/SportDatabase/getBaseDictionary', QUIET),
    getHome: poster(client, '/api/SportDatabase/getHome'),
    getEventInfo: poster(client, '/api/SportDatabase/getEventInfo'),
    getEventView: poster(client, '/api/SportDatabase/getEventView'),
    getEventRank: poster(client, '/api/SportDatabase/getEventRank'),
    getEventIntegral: poster(client, '/api/SportDatabase/getEventIntegral'),
    getEventMatch: poster(client, '/api/SportDatabase/getEventMatch'),
    getFifaRank: poster(client, '/api/SportDatabase/getFifaRank'),
    getHotFootballRank: poster(client, '/api/SportDatabase/getHotFootballRank'),
    getHotBasketballRank: poster(client, '/api/SportDatabase/getHotBasketballRank'),
    getTeamInfo: poster(client, '/api/SportDatabase/getTeamInfo'),
    getFifaTeam: poster(client, '/api/SportDatabase/getFifaTeam'),
    attentTeam: poster(client, '/api/SportDatabase/attentTeam'),
    getPlayerInfo: poster(client, '/api/SportDatabase/getPlayerInfo'),
  };
}
