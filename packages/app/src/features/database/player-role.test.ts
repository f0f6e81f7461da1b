import { describe, expect, it } from 'vitest';
import { roleText } from './PlayerPage';

describe('player positions (issue #33: localised, not G/D/M/F letters)', () => {
  it('names each letter by sport: G is a goalkeeper in football and a guard in basketball; unknown letters have none', () => {
    expect(roleText('G', 1)).toBe('roleFootballG');
    expect(roleText('G', 2)).toBe('roleBasketballG');
    expect(roleText('M', 1)).toBe('roleFootballM');
    expect(roleText('M', 2)).toBeNull();
    expect(roleText('C', 1)).toBeNull();
    expect(roleText('X', 1)).toBeNull();
  });
});
