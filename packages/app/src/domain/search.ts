/** The site-wide search (spec §7 search calls, §4 search log, §5 keyword highlighting). */
import type { SearchLogEntry } from './lists';

/** The sandbox and the platform take keywords of at most 50 characters. */
export const KEYWORD_MAX = 50;

/** A keyword as sent: trimmed, inner runs of spaces made one, at most 50 characters; '' means nothing to search. */
export function normalizeKeyword(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ').slice(0, KEYWORD_MAX).trim();
}

/** The search tabs: everything, then one per kind, each paged on its own. */
export const SEARCH_TABS = ['all', 'matches', 'teams', 'events', 'anchors', 'news'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

export function searchTabOf(value: string | null): SearchTab {
  return (SEARCH_TABS as readonly string[]).includes(value ?? '') ? (value as SearchTab) : 'all';
}

/** A search log entry is the keyword itself, so searching a word again keeps one entry (spec §4). */
export interface KeywordLogEntry extends SearchLogEntry {
  target_id: string;
  keyword: string;
}

export function keywordLogEntry(keyword: string): KeywordLogEntry | null {
  const normalized = normalizeKeyword(keyword);
  return normalized ? { target_id: normalized, keyword: normalized } : null;
}

/** The keywords of a stored log, skipping entries another page stored without one. */
export function loggedKeywords(log: readonly SearchLogEntry[]): string[] {
  return log.flatMap((entry) => (typeof entry.keyword === 'string' && entry.keyword ? [entry.keyword] : []));
}
