import type { Match, Team } from '@live/api-contract';
import { isChinese } from '../../domain/language';

/** A team's short name in the page's language (zh names for Chinese, en names otherwise). */
export function teamName(team: Pick<Team, 'short_name_zh' | 'name_zh' | 'short_name_en' | 'name_en'>, lang: string) {
  return isChinese(lang) ? team.short_name_zh || team.name_zh : team.short_name_en || team.name_en;
}

export function eventName(match: Pick<Match, 'matchevent'>, lang: string): string {
  const event = match.matchevent;
  return isChinese(lang) ? event.short_name_zh || event.name_zh : event.short_name_en || event.name_en;
}

/** The match detail address of the score pages (spec §2). */
export function matchDetailPath(match: Pick<Match, 'id' | 'sport_id'>): string {
  return `/score/detail/${match.sport_id === 2 ? 'basketball' : 'football'}/${match.id}`;
}

/** The sport's path segment in the API (/api/{sport}/...). */
export function sportName(sportId: number): 'football' | 'basketball' {
  return sportId === 2 ? 'basketball' : 'football';
}
