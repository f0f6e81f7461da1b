import { describe, expect, it } from 'vitest';
import { BIG_GIFT_GOLD, GIFT_AMOUNTS, giftAnimationSize, giftCost, giftRequest, randomRequestId } from './gifts';
import { calendarDay } from './calendar-day';
import {
  hlsWorkerPath,
  playAllowance,
  playClock,
  playbackOrder,
  playHeartbeatDue,
  qualityLabel,
  qualityStreamUrl,
  roomQualities,
} from './playback';

describe('room playback', () => {
  it('the browser’s own HLS first wherever it says it can (iOS Safari, Android, Chromium 150), hls.js after it where Media Source Extensions are in', () => {
    expect(playbackOrder({ mse: true, nativeAnswer: 'maybe' })).toEqual(['native', 'hlsjs']);
    expect(playbackOrder({ mse: true, nativeAnswer: 'probably' })).toEqual(['native', 'hlsjs']);
    expect(playbackOrder({ mse: false, nativeAnswer: 'maybe' })).toEqual(['native']);
  });

  it('hls.js demuxes in a worker from the page origin’s copy of hls.worker.js; an app on another origin (--assets-base on a CDN) stays inline, as a browser refuses that worker', () => {
    const page = 'https://pq8.example/m/rec-video/19';
    expect(hlsWorkerPath('/m/assets/hls.worker-abc.js', page)).toBe('https://pq8.example/m/assets/hls.worker-abc.js');
    expect(hlsWorkerPath('https://pq8.example/m/assets/hls.worker-abc.js', page)).toBe(
      'https://pq8.example/m/assets/hls.worker-abc.js',
    );
    expect(hlsWorkerPath('https://cdn.example/app/assets/hls.worker-abc.js', page)).toBeUndefined();
  });

  it('hls.js alone where the browser has no HLS of its own (Firefox); neither: the stream cannot play here', () => {
    expect(playbackOrder({ mse: true, nativeAnswer: '' })).toEqual(['hlsjs']);
    expect(playbackOrder({ mse: false, nativeAnswer: '' })).toEqual([]);
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
  it('issue #33 gift animations sized by value: 520 gold or more crosses the video, less floats', () => {
    expect(BIG_GIFT_GOLD).toBe(520);
    expect(giftAnimationSize(519)).toBe('float');
    expect(giftAnimationSize(520)).toBe('full');
    expect(giftAnimationSize(1314 * 1314)).toBe('full');
    // A gift whose cost is not known (the room's history, an older platform) floats.
    expect(giftAnimationSize(undefined)).toBe('float');
  });

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

describe('play limit (issue #28 item 1; spec §3 video timer, room_video_play_sec / room_video_play_flogin_sec, §4 VIP)', () => {
  const NOW = new Date(2026, 10, 28, 20, 0, 0).getTime();
  const TODAY = calendarDay(NOW);
  const config = { room_video_play_sec: 1800, room_video_play_flogin_sec: 300 };
  const timer = (time1: number, time2: number, date = TODAY) => ({ date, time1, time2 });
  const base = { isVip: false, loggedIn: false, config, now: NOW, timeZone: undefined };

  it('a guest plays room_video_play_flogin_sec a day, then is offered login', () => {
    expect(playAllowance({ ...base, timer: timer(0, 0) })).toEqual({ state: 'counting', remaining: 300 });
    expect(playAllowance({ ...base, timer: timer(5000, 299) })).toEqual({ state: 'counting', remaining: 1 });
    expect(playAllowance({ ...base, timer: timer(0, 300) })).toEqual({ state: 'stopped', offer: 'login' });
  });

  it('a logged-in viewer plays room_video_play_sec a day, counted apart from guest play, then is offered VIP', () => {
    const user = { ...base, loggedIn: true };
    expect(playAllowance({ ...user, timer: timer(0, 300) })).toEqual({ state: 'counting', remaining: 1800 });
    expect(playAllowance({ ...user, timer: timer(1799.5, 0) })).toEqual({ state: 'counting', remaining: 1 });
    expect(playAllowance({ ...user, timer: timer(1800, 0) })).toEqual({ state: 'stopped', offer: 'vip' });
  });

  it('an active VIP is never stopped, however long they watched', () => {
    expect(playAllowance({ ...base, isVip: true, loggedIn: true, timer: timer(86_400, 0) })).toEqual({
      state: 'unlimited',
      reason: 'vip',
    });
  });

  it('a limit of 0 (or no config yet) means no limit', () => {
    const none = { room_video_play_sec: 0, room_video_play_flogin_sec: 0 };
    expect(playAllowance({ ...base, config: none, timer: timer(0, 9999) })).toEqual({
      state: 'unlimited',
      reason: 'noLimit',
    });
    expect(playAllowance({ ...base, loggedIn: true, config: none, timer: timer(9999, 0) }).state).toBe('unlimited');
    expect(playAllowance({ ...base, config: null, timer: timer(0, 9999) }).state).toBe('unlimited');
  });

  it('the counters are per calendar day: yesterday’s play counts nothing today', () => {
    const yesterday = calendarDay(NOW - 24 * 3600 * 1000);
    expect(playAllowance({ ...base, timer: timer(0, 300, yesterday) })).toEqual({ state: 'counting', remaining: 300 });
  });

  it("the day is the brand zone's day (issue #30 item 1: days in the user's zone, the brand may pin one)", () => {
    // 02:30 UTC on the 29th: 23:30 on the 28th in São Paulo, 10:30 on the 29th in Shanghai.
    const now = Date.UTC(2026, 10, 29, 2, 30);
    const playedOn28th = timer(0, 300, '2026-11-28');
    expect(playAllowance({ ...base, now, timeZone: 'America/Sao_Paulo', timer: playedOn28th })).toEqual({
      state: 'stopped',
      offer: 'login',
    });
    expect(playAllowance({ ...base, now, timeZone: 'Asia/Shanghai', timer: playedOn28th })).toEqual({
      state: 'counting',
      remaining: 300,
    });
  });

  it('the free play left reads m:ss', () => {
    expect(playClock(59)).toBe('0:59');
    expect(playClock(60)).toBe('1:00');
    expect(playClock(0.2)).toBe('0:01');
    expect(playClock(-3)).toBe('0:00');
  });

  it('play heartbeats go at the first second of play, then every interval', () => {
    const due = Array.from({ length: 200 }, (_, i) => i).filter((second) => playHeartbeatDue(second, 60));
    expect(due).toEqual([1, 61, 121, 181]);
  });
});
