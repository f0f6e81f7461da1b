// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatAmount } from './amount.ts';

describe('amount formatting (spec §9)', () => {
  it('shows 10000 and above in 万 with 2 decimals (spec §9)', () => {
    expect(formatAmount(10000)).toBe('1.00万');
    expect(formatAmount(12345)).toBe('1.23万');
    expect(formatAmount(1314520)).toBe('131.45万');
  });

  it('shows amounts below 10000 as they are (spec §9)', () => {
    expect(formatAmount(9999)).toBe('9999');
    expect(formatAmount(0)).toBe('0');
    expect(formatAmount(66)).toBe('66');
    expect(formatAmount(12.345)).toBe('12.35');
  });

  it('applies the rule to negative amounts by size', () => {
    expect(formatAmount(-25000)).toBe('-2.50万');
  });

  it('accepts numeric strings from the API', () => {
    expect(formatAmount('52000')).toBe('5.20万');
    expect(formatAmount('88')).toBe('88');
  });

  it('shows -- for anything not a number', () => {
    expect(formatAmount('abc')).toBe('--');
    expect(formatAmount('')).toBe('--');
    expect(formatAmount(null)).toBe('--');
    expect(formatAmount(undefined)).toBe('--');
    expect(formatAmount(Number.NaN)).toBe('--');
    expect(formatAmount(Number.POSITIVE_INFINITY)).toBe('--');
  });

  it('takes another unit', () => {
    expect(formatAmount(20000, 'W')).toBe('2.00W');
  });
});
