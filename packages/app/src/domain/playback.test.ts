import { describe, expect, it } from 'vitest';
import { GIFT_AMOUNTS, giftCost, giftRequest, randomRequestId } from './gifts';
import { choosePlayback, qualityLabel, qualityStreamUrl, roomQualities } from './playback';

describe('room playback', () => {
  it('hls.js wherever it is supported, even when the browser answers "maybe" (Chromium)', () => {
    expect(choosePlayback({ hlsJsSupported: true, nativeAnswer: 'maybe' })).toBe('hlsjs');
    expect(choosePlayback({ hlsJsSupported: true, nativeAnswer: '' })).toBe('hlsjs');
  });

  it('native HLS only without hls.js support and when the browser says it can (iOS Safari)', () => {
    expect(choosePlayback({ hlsJsSupported: false, nativeAnswer: 'maybe' })).toBe('native');
    expect(choosePlayback({ hlsJsSupported: false, nativeAnswer: 'probably' })).toBe('native');
    expect(choosePlayback({ hlsJsSupported: false, nativeAnswer: '' })).toBe('none');
  });

  it('quality codes SD, CNSD, ENSD, HD, CNHD, ENHD in the spec order; unknown codes dropped (spec §3)', () => {
    expect(roomQualities(['HD', 'SD', 'ENHD', 'CNSD', '4K', 'CNHD', 'ENSD'])).toEqual([
      'SD',
      'CNSD',
      'ENSD',
      'HD',
      'CNHD',
      'ENHD',
    ]);
    expect(roomQualities(null)).toEqual([]);
    expect(qualityLabel('CNHD', 'zh-CN')).toBe('中文高清');
    expect(qualityLabel('HD', 'pt-BR')).toBe('HD');
  });

  it('the default quality plays the address itself; others name the rendition <stream>_<CODE>.m3u8', () => {
    expect(qualityStreamUrl('/live/a.m3u8?k=1', 'SD', 'SD')).toBe('/live/a.m3u8?k=1');
    expect(qualityStreamUrl('/live/a.m3u8?k=1', 'HD', 'SD')).toBe('/live/a_HD.m3u8?k=1');
    expect(qualityStreamUrl('https://x/live/a.m3u8', 'ENHD', 'SD')).toBe('https://x/live/a_ENHD.m3u8');
  });
});

describe('gifts', () => {
  it('gift amounts are 1, 10, 66, 88, 100, 520, 1314 (spec §9)', () => {
    expect(GIFT_AMOUNTS).toEqual([1, 10, 66, 88, 100, 520, 1314]);
    expect(giftCost(5, 66)).toBe(330);
    expect(giftCost(5, 2)).toBeNull();
  });

  it('a retried gift keeps its request_id (charged once); another gift or amount gets a new one', () => {
    let next = 0;
    const fresh = () => `req-${++next}-abcd`;
    const first = giftRequest(null, 3, 10, fresh);
    expect(first).toEqual({ giftId: 3, amount: 10, requestId: 'req-1-abcd' });
    expect(giftRequest(first, 3, 10, fresh)).toBe(first);
    expect(giftRequest(first, 3, 66, fresh).requestId).toBe('req-2-abcd');
    expect(giftRequest(first, 4, 10, fresh).requestId).toBe('req-3-abcd');
  });

  it('request ids fit the platform rule (8-64 of A-Z a-z 0-9 _ -) and differ', () => {
    const a = randomRequestId();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(randomRequestId()).not.toBe(a);
  });
});
