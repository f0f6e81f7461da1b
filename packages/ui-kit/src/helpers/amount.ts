/** Amounts of this size and above are shown in 万 (host-app spec §9). */
export const TEN_THOUSAND = 10000;

/**
 * Formats an amount for display (spec §9): 10000 and above (in absolute value) in 万 with 2 decimals
 * (12345 -> "1.23万"), smaller amounts as they are with at most 2 decimals. API values may arrive as
 * numeric strings; anything not a number shows as "--".
 */
export function formatAmount(value: number | string | null | undefined, unit = '万'): string {
  const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return '--';
  if (Math.abs(amount) >= TEN_THOUSAND) return `${(amount / TEN_THOUSAND).toFixed(2)}${unit}`;
  return String(Number(amount.toFixed(2)));
}
