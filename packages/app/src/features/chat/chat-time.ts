import { dayLabel, type TimeZone } from '@live/ui-kit';

// The chat pages' own module, not chat/rules.ts: the menu imports those rules into every first load, and the
// day labels in a zone are not needed there.

/**
 * A chat time (host spec §9 day label): 昨天/今天/明天 (pt: Ontem/Hoje/Amanhã) with HH:mm, otherwise MM-DD HH:mm
 * (pt dates DD/MM), in the user's zone (issue #30: the brand's pinned zone, else the device's).
 */
export function chatTime(seconds: number, nowMs: number, language: string, timeZone?: TimeZone): string {
  if (!(seconds > 0)) return '';
  return dayLabel(seconds * 1000, nowMs, language.toLowerCase().startsWith('zh') ? 'zh-CN' : 'pt-BR', timeZone);
}
