import { describe, expect, it } from 'vitest';
import { durationText } from './VideoGrid';

describe('issue #34 a video card shows its length', () => {
  it('mm:ss under an hour, h:mm:ss for a full replay', () => {
    expect(durationText(12)).toBe('00:12');
    expect(durationText(59 * 60 + 5)).toBe('59:05');
    expect(durationText(6125)).toBe('1:42:05');
    expect(durationText(-3)).toBe('00:00');
  });
});
