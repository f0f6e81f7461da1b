import { describe, expect, it } from 'vitest';
import { formatAmount } from './amount';
import { highlightSegments } from './highlight';
import { levelGradeClass } from './level';
import { textWidth, truncateToWidth } from './text';

describe('text width (spec §5)', () => {
  it('text width: characters above code 127 and the caret count 2, others 1 (spec §5)', () => {
    expect(textWidth('abc')).toBe(3);
    expect(textWidth('新直播')).toBe(6);
    expect(textWidth('a^b')).toBe(4);
    expect(textWidth('é')).toBe(2);
    expect(textWidth('')).toBe(0);
  });

  it('truncate: cuts at the given width without splitting characters (spec §5)', () => {
    expect(truncateToWidth('新直播足球', 5)).toBe('新直...');
    expect(truncateToWidth('abcdef', 4, '')).toBe('abcd');
    expect(truncateToWidth('ab新', 4)).toBe('ab新');
    expect(truncateToWidth('a😀b', 2, '…')).toBe('a…');
  });
});

describe('keyword highlight (spec §5)', () => {
  it('highlight: case-insensitive, keeps the original casing (spec §5)', () => {
    expect(highlightSegments('Real Madrid vs real betis', 'REAL')).toEqual([
      { text: 'Real', match: true },
      { text: ' Madrid vs ', match: false },
      { text: 'real', match: true },
      { text: ' betis', match: false },
    ]);
  });

  it('highlight: regex characters in the keyword are escaped (spec §5)', () => {
    expect(highlightSegments('C++ (a.b)', '(a.b)')).toEqual([
      { text: 'C++ ', match: false },
      { text: '(a.b)', match: true },
    ]);
    expect(highlightSegments('a.b axb', '.')).toEqual([
      { text: 'a', match: false },
      { text: '.', match: true },
      { text: 'b axb', match: false },
    ]);
  });

  it('highlight: returns text segments, so markup in the text stays text', () => {
    const segments = highlightSegments('<img src=x onerror=alert(1)> 曼联', '曼联');
    expect(segments[0]).toEqual({ text: '<img src=x onerror=alert(1)> ', match: false });
    expect(highlightSegments('abc', '')).toEqual([{ text: 'abc', match: false }]);
  });
});

describe('amounts (spec §9)', () => {
  it('amount: 10000 or more shown in 万 with 2 decimals (spec §9)', () => {
    expect(formatAmount(10000)).toBe('1.00万');
    expect(formatAmount(123456)).toBe('12.35万');
    expect(formatAmount('25000')).toBe('2.50万');
  });

  it('amount: below 10000 shown as is; unreadable values as 0', () => {
    expect(formatAmount(9999)).toBe('9999');
    expect(formatAmount(12.5)).toBe('12.5');
    expect(formatAmount(undefined)).toBe('0');
    expect(formatAmount('abc')).toBe('0');
  });
});

describe('level grade classes (spec §6)', () => {
  it('grade: up to 9 grade1, 10-19 grade2, 20-29 grade3, 31-39 grade4 (spec §6)', () => {
    expect([0, 9, 10, 19, 20, 29, 31, 39].map(levelGradeClass)).toEqual([
      'grade1',
      'grade1',
      'grade2',
      'grade2',
      'grade3',
      'grade3',
      'grade4',
      'grade4',
    ]);
  });

  it('grade: level 30 and above 39 have no grade (spec §6)', () => {
    expect(levelGradeClass(30)).toBe('');
    expect(levelGradeClass(40)).toBe('');
  });
});
