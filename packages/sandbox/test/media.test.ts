import { describe, expect, it } from 'vitest';
import { coverSvg, crestLetters, logoSvg, titleLines } from '../src/media/svg.ts';

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

describe('cover titles (issue #34)', () => {
  it('wrap at a space in latin text, anywhere in Chinese, and end in … past the last line', () => {
    expect(titleLines('Golaço! Chute de longe no ângulo #12', 15.5, 2)).toEqual([
      'Golaço! Chute de longe no',
      'ângulo #12',
    ]);
    expect(titleLines('神仙球！世界波直挂死角', 15.5, 2)).toEqual(['神仙球！世界波直挂死角']);
    const long = titleLines('欧冠决赛经典重温（完整版）欧冠决赛经典重温（完整版）欧冠决赛经典重温', 15.5, 2);
    expect(long).toHaveLength(2);
    expect(long[1]?.endsWith('…')).toBe(true);
  });
});

describe('still photos (issue #31)', () => {
  it("carry a moment of play, as a real photo carries detail: over 0.05 bits a pixel at a phone's full width, so Chromium takes them for content, not a placeholder", () => {
    for (const kind of ['cover/news', 'cover/photo']) {
      const picture = coverSvg(kind, 3, '');
      expect(picture.match(/r="5"/g)).toHaveLength(22);
      expect((Buffer.byteLength(picture) * 8) / (412 * 232)).toBeGreaterThan(0.05);
      expect(coverSvg(kind, 4, '')).not.toBe(picture);
    }
  });
});
