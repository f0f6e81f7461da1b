// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatAmount, formatCompact, formatCount } from './amount.ts';

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

/** Intl keeps a number and its word together with a no-break space (63,2 mil never breaks across lines). */
const nb = (text: string) => text.replace(/ /g, '\u00a0');

describe('compact counts by language (issue #30 item 3)', () => {
  it('issue #30 zh-CN keeps spec §9: 10000 and above in 万 with 2 decimals', () => {
    expect(formatCompact(63200, 'zh-CN')).toBe('6.32万');
    expect(formatCompact(1314520, 'zh-CN')).toBe('131.45万');
    expect(formatCompact(9999, 'zh-CN')).toBe('9999');
  });

  it('issue #30 pt-BR has no 万: compact mil / mi / bi from 10000, Brazilian grouping below', () => {
    expect(formatCompact(63200, 'pt-BR')).toBe(nb('63,2 mil'));
    expect(formatCompact(10000, 'pt-BR')).toBe(nb('10 mil'));
    expect(formatCompact(1234567, 'pt-BR')).toBe(nb('1,2 mi'));
    expect(formatCompact(1_500_000_000, 'pt-BR')).toBe(nb('1,5 bi'));
    expect(formatCompact(-25000, 'pt-BR')).toBe(nb('-25 mil'));
    expect(formatCompact(9999, 'pt-BR')).toBe('9.999');
    expect(formatCompact(12.345, 'pt-BR')).toBe('12,35');
    expect(formatCompact('52000', 'pt-BR')).toBe(nb('52 mil'));
    expect(formatCompact('abc', 'pt-BR')).toBe('--');
    expect(formatCompact(6300, 'pt-BR')).not.toContain('万');
  });

  it('issue #30 full counts: pt-BR groups thousands with a dot and writes decimals with a comma; zh-CN as is', () => {
    expect(formatCount(1000, 'pt-BR')).toBe('1.000');
    expect(formatCount(1234567.5, 'pt-BR')).toBe('1.234.567,5');
    expect(formatCount(1000, 'zh-CN')).toBe('1000');
    expect(formatCount(null, 'pt-BR')).toBe('--');
  });
});
