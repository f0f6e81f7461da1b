import type { Lang } from '../i18n/messages.ts';

/** Amounts of this size and above are shown in 万 (host-app spec §9), and compact in pt-BR. */
export const TEN_THOUSAND = 10000;

/** The number an API value stands for (numeric strings included), or null when it is none. */
function numberOf(value: number | string | null | undefined): number | null {
  const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof amount === 'number' && Number.isFinite(amount) ? amount : null;
}

/**
 * Formats an amount for display (spec §9): 10000 and above (in absolute value) in 万 with 2 decimals
 * (12345 -> "1.23万"), smaller amounts as they are with at most 2 decimals. API values may arrive as
 * numeric strings; anything not a number shows as "--".
 */
export function formatAmount(value: number | string | null | undefined, unit = '万'): string {
  const amount = numberOf(value);
  if (amount === null) return '--';
  if (Math.abs(amount) >= TEN_THOUSAND) return `${(amount / TEN_THOUSAND).toFixed(2)}${unit}`;
  return String(Number(amount.toFixed(2)));
}

// Made on first use (not while the first load starts), then kept: a list formats hundreds of figures.
let ptCount: Intl.NumberFormat | undefined;
let ptCompact: Intl.NumberFormat | undefined;
const PT_COUNT = () => (ptCount ??= new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 }));
const PT_COMPACT = () =>
  (ptCompact ??= new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 }));

/**
 * A count (gold, diamonds, fans, viewers) in the page's language: zh-CN keeps spec §9 (10000 and above in 万 with 2
 * decimals); pt-BR has no 万 (issue #30): below 10000 with Brazilian grouping (9.999), from 10000 compact by Intl
 * (63,2 mil, 1,3 mi). Anything not a number shows as "--".
 */
export function formatCompact(value: number | string | null | undefined, lang: Lang): string {
  if (lang !== 'pt-BR') return formatAmount(value);
  const amount = numberOf(value);
  if (amount === null) return '--';
  return Math.abs(amount) >= TEN_THOUSAND ? PT_COMPACT().format(amount) : PT_COUNT().format(amount);
}

/** A count in full: 1.000 in pt-BR (Brazilian grouping, up to 2 decimals), as it is in Chinese (spec §9). */
export function formatCount(value: number | string | null | undefined, lang: Lang): string {
  const amount = numberOf(value);
  if (amount === null) return '--';
  return lang === 'pt-BR' ? PT_COUNT().format(amount) : String(Number(amount.toFixed(2)));
}
