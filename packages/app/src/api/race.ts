/** Matches: lists, follow, detail tabs and votes (spec §7). */
import type { AttentMatchBody, MatchIdBody, SportName, TliveBody } from '@live/api-contract';
import { type ApiClient, poster, type RequestFlags, type RequestOptions } from './core/client';

type Flagged<T> = T & RequestFlags;

export function raceApi(client: ApiClient) {
  return {
    getDateMatch: poster(client, '/api/race/getDateMatch'),
    getAttentMatchlist: poster(client, '/api/race/getAttentMatchlist'),
    getRaceTag: poster(client, '/api/race/getRaceTag'),
    /** The live room's tabs: key, title, title_br and the platform's show flag (spec §2). */
    getRaceSubTab: poster(client, '/api/race/getRaceSubTab'),
    voteRaceTeam: poster(client, '/api/race/vote_race_team'),
    /** { date } */
    getEventByDate: poster(client, '/api/race/getEventByDate'),
    /** { keyword, sport } */
    getRaceSearch: poster(client, '/api/race/getRaceSearch'),
    getIncidentsData: poster(client, '/webapi/football/getIncidentsData'),
    getBoxScore: poster(client, '/webapi/basketball/getBoxScore'),
    /** /api/{sport}/attentMatch { matchid, type } */
    attentMatch: (sport: SportName, body: Flagged<AttentMatchBody>, o?: RequestOptions) =>
      client.post(`/api/${sport}/attentMatch`, body, o),
    getMatchInfo: (sport: SportName, body: Flagged<MatchIdBody>, o?: RequestOptions) =>
      client.post(`/api/${sport}/getMatchInfo`, body, o),
    getMatchAnchors: (sport: SportName, body: Flagged<MatchIdBody>, o?: RequestOptions) =>
      client.post(`/api/${sport}/getMatchAnchors`, body, o),
    getMatchData: (sport: SportName, body: Flagged<MatchIdBody>, o?: RequestOptions) =>
      client.post(`/api/${sport}/getMatchData`, body, o),
    /** { matchid, startid } */
    getTliveData: (sport: SportName, body: Flagged<TliveBody>, o?: RequestOptions) =>
      client.post(`/api/${sport}/getTliveData`, body, o),
    matchOdd: (sport: SportName, body: Flagged<MatchIdBody>, o?: RequestOptions) =>
      client.post(`/api/${sport}/matchOdd`, body, o),
    getAnalysisData: (sport: SportName, body: Flagged<MatchIdBody>, o?: RequestOptions) =>
      client.post(`/webapi/${sport}/getAnalysisData`, body, o),
    getLineupData: (sport: SportName, body: Flagged<MatchIdBody>, o?: RequestOptions) =>
      client.post(`/webapi/${sport}/getLineupData`, body, o),
    getMatchRank: (sport: SportName, body: Flagged<MatchIdBody>, o?: RequestOptions) =>
      client.post(`/webapi/${sport}/getMatchRank`, body, o),
  };
}
