// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { escapeRegExp, splitHighlight } from './highlight.ts';

describe('keyword highlight splitting (spec §5)', () => {
  it('matches case-insensitively and keeps the original casing (spec §5)', () => {
    expect(splitHighlight('Real Madrid vs real betis', 'REAL')).toEqual([
      { text: 'Real', match: true },
      { text: ' Madrid vs ', match: false },
      { text: 'real', match: true },
      { text: ' betis', match: false },
    ]);
  });

  it('escapes regex characters in the keyword (spec §5)', () => {
    expect(splitHighlight('a.b axb', '.')).toEqual([
      { text: 'a', match: false },
      { text: '.', match: true },
      { text: 'b axb', match: false },
    ]);
    expect(splitHighlight('C++ (beta) [x]', 'C++ (')).toEqual([
      { text: 'C++ (', match: true },
      { text: 'beta) [x]', match: false },
    ]);
    expect(() => splitHighlight('abc', '(')).not.toThrow();
    expect(splitHighlight('a*b', '*')[1]).toEqual({ text: '*', match: true });
  });

  it('escapes every special character', () => {
    const special = '.*+?^${}()|[]\\/-';
    expect(new RegExp(escapeRegExp(special)).test(special)).toBe(true);
  });

  it('matches Chinese keywords', () => {
    expect(splitHighlight('曼联对利物浦', '利物浦')).toEqual([
      { text: '曼联对', match: false },
      { text: '利物浦', match: true },
    ]);
  });

  it('returns the whole text unmarked for an empty or blank keyword', () => {
    expect(splitHighlight('abc', '')).toEqual([{ text: 'abc', match: false }]);
    expect(splitHighlight('abc', '   ')).toEqual([{ text: 'abc', match: false }]);
  });

  it('keeps markup-looking text as plain text parts', () => {
    expect(splitHighlight('<img src=x onerror=alert(1)>', 'img')).toEqual([
      { text: '<', match: false },
      { text: 'img', match: true },
      { text: ' src=x onerror=alert(1)>', match: false },
    ]);
  });

  it('returns no parts for empty text', () => {
    expect(splitHighlight('', 'a')).toEqual([]);
  });
});
