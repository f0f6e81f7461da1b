/** Sports database pages (spec §2 /database, §3 base dictionaries and visited leagues). */
import type { BaseDictionary, MatchBrief, MatchEvent } from '@live/api-contract';
import { isChinese } from './language';
import { displayName } from './names';
import type { VisitedLeague } from './lists';

/** The name a base dictionary gives a code; the code itself while the dictionary is missing or lacks it. */
export function dictionaryLabel(dictionary: BaseDictionary[keyof BaseDictionary] | undefined, code: number): string {
  return dictionary?.data.find((item) => item.code === code)?.name ?? String(code);
}

/** The dictionary of a sport's player statistics: foot_ball_type for football (1), basket_ball_type otherwise. */
export function statDictionaryOf(sportId: number): 'foot_ball_type' | 'basket_ball_type' {
  return sportId === 2 ? 'basket_ball_type' : 'foot_ball_type';
}

/** /database/billboard/:type: the FIFA ranking and the hot football and basketball team ranks. */
export const BILLBOARD_TYPES = ['fifa', 'football', 'basketball'] as const;
export type BillboardType = (typeof BILLBOARD_TYPES)[number];

export function billboardType(value: string | undefined): BillboardType | null {
  return (BILLBOARD_TYPES as readonly string[]).includes(value ?? '') ? (value as BillboardType) : null;
}

/** A visited league entry (spec §3: id, name, logo, sportsType) of an event, named in the page language. */
export function visitedLeagueOf(event: MatchEvent, language: string): VisitedLeague {
  return { id: event.id, name: displayName(event, language), logo: event.logo, sportsType: event.sport_id };
}

export type FormResult = MatchBrief['result'];

/** Wins, draws and losses of a run of results ('' is a match not played yet and counts nowhere). */
export function formRecord(form: readonly FormResult[]): { W: number; D: number; L: number } {
  const record = { W: 0, D: 0, L: 0 };
  for (const result of form) if (result !== '') record[result] += 1;
  return record;
}

/** A positive number with its sign (+3), as goal differences and rank changes are shown. */
export function signed(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

/** An event's country as a line under its name: the API names countries in Chinese only, so other pages omit it. */
export function eventCountry(event: Pick<MatchEvent, 'country_zh'>, language: string): string | undefined {
  return isChinese(language) && event.country_zh ? event.country_zh : undefined;
}
