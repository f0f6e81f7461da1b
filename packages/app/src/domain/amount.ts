/** Amounts of 10000 or more are shown in 万 with 2 decimals (spec §9). */
export function formatAmount(value: number | string | null | undefined): string {
  const amount = Number(value);
  if (value === null || value === undefined || value === '' || !Number.isFinite(amount)) return '0';
  if (Math.abs(amount) >= 10000) return `${(amount / 10000).toFixed(2)}万`;
  return String(amount);
}
