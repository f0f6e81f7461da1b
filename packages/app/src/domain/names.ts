/** Names and addresses of sports, teams and leagues (spec §2, §4). */
import type { MatchEvent, SportName, Team } from '@live/api-contract';
import { isChinese } from './language';
import { paths } from '../routes/paths';
import { SPORT, type SportId } from './match-status';

export function sportName(sportId: number): SportName {
  return sportId === SPORT.basketball ? 'basketball' : 'football';
}

export function sportIdOf(name: SportName): SportId {
  return name === 'basketball' ? SPORT.basketball : SPORT.football;
}

/** The sport of a match detail address: /score/basketball/detail/:id and /score/detail/basketball/:id. */
export function sportOfDetailPath(pathname: string): SportName {
  return /\/basketball(\/|$)/.test(pathname) ? 'basketball' : 'football';
}

/** Short team or league name in the page language (the API sends Chinese and English names). */
export function displayName(
  named: Pick<Team | MatchEvent, 'short_name_zh' | 'name_zh' | 'short_name_en' | 'name_en'>,
  language: string,
): string {
  return isChinese(language) ? named.short_name_zh || named.name_zh : named.short_name_en || named.name_en;
}

/** A player's page: the team page's address with ?player=<id> (the spec names no player route; issue #33). */
export function playerPath(sportId: number, teamId: number, playerId: number): string {
  return `${paths.databaseTeam({ sname: sportName(sportId), teamId })}?player=${playerId}`;
}

/** The match detail address of the score pages (spec §2). */
export function matchDetailPath(match: { id: number; sport_id: number }): string {
  const matchid = match.id;
  return match.sport_id === SPORT.basketball ? paths.basketballDetail({ matchid }) : paths.footballDetail({ matchid });
}
