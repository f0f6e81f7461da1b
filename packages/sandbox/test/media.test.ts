import { describe, expect, it } from 'vitest';
import { crestLetters, logoSvg } from '../src/media/svg.ts';

describe('generated crests', () => {
  it('draw latin letters, so a pt-BR page shows no Chinese in its logos', () => {
    expect(crestLetters('Manchester Racing')).toBe('MR');
    expect(crestLetters('EPL')).toBe('EPL');
    expect(crestLetters('Liverpool')).toBe('LIV');
    expect(crestLetters('A B C D')).toBe('ABC');
    expect(crestLetters('')).toBe('');
    expect(logoSvg('team', 7, 'Liverpool')).toContain('>LIV</text>');
  });
});
