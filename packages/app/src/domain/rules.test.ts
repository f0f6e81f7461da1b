import { describe, expect, it } from 'vitest';
import { modelTypeLabel } from './data-models';
import { fitWithin, isImageType } from './image';
import {
  checkInText,
  couponStatusLabel,
  MODEL_TYPES,
  modelResultLabel,
  modelSubscriptionLabel,
  packageStatusLabel,
  presenceLabel,
  presenceOf,
} from './labels';
import { shareLink } from './share';
import { playableStreamUrl } from './stream';
import { isLoggedIn, isVipActive } from './user';

describe('labels (spec §4)', () => {
  it('model types: upset 1, poisson 2, diversity 3, margin 4, 0 unknown, in that order (spec §4)', () => {
    expect(MODEL_TYPES).toEqual(['upset', 'poisson', 'diversity', 'margin']);
    expect(modelTypeLabel(2, 'zh-CN')).toBe('泊松分布');
    expect(modelTypeLabel(0, 'zh-CN')).toBe('');
  });

  it('model subscription waiting 1, inplay 2, finished 3; result hit 1, missed 2 (spec §4)', () => {
    expect([1, 2, 3].map((c) => modelSubscriptionLabel(c, 'zh-CN'))).toEqual(['未开赛', '进行中', '已结束']);
    expect(modelResultLabel(1, 'zh-CN')).toBe('命中');
    expect(modelResultLabel(2, 'pt-BR')).toBe('Errou');
  });

  it('package status labels: 失效, 生效, 比赛结束, 比赛異常退款, 进行中 (spec §4)', () => {
    expect([0, 1, 2, 3, 4].map((c) => packageStatusLabel(c, 'zh-CN'))).toEqual([
      '失效',
      '生效',
      '比赛结束',
      '比赛異常退款',
      '进行中',
    ]);
  });

  it('coupon status: unknown 0, used 1, unused 2, expired 3 (spec §4)', () => {
    expect([0, 1, 2, 3].map((c) => couponStatusLabel(c, 'zh-CN'))).toEqual(['未知', '已使用', '未使用', '已过期']);
  });

  it('issue #28: a streaming anchor shows live, never offline; others online or offline', () => {
    expect(presenceOf({ is_live: 1, online_status: 0 })).toBe('live');
    expect(presenceOf({ is_live: 0, online_status: 1 })).toBe('online');
    expect(presenceOf({ online_status: 0 })).toBe('offline');
    expect(presenceLabel('live', 'zh-CN')).toBe('直播中');
    expect(presenceLabel('live', 'pt-BR')).toBe('Ao vivo');
    expect(presenceLabel('offline', 'zh-CN')).toBe('离线');
  });

  it('check-in text: 您今天已签到 when checkin=1, otherwise 立即签到 (spec §4)', () => {
    expect(checkInText(1)).toBe('您今天已签到');
    expect(checkInText('1')).toBe('您今天已签到');
    expect(checkInText(0)).toBe('立即签到');
    expect(checkInText(undefined)).toBe('立即签到');
  });
});

describe('user rules (spec §4)', () => {
  const now = Date.UTC(2026, 10, 22);

  it('logged in: id above 0 (spec §4)', () => {
    expect(isLoggedIn({ id: 12 })).toBe(true);
    expect(isLoggedIn({ id: 0 })).toBe(false);
    expect(isLoggedIn(null)).toBe(false);
  });

  it('VIP active: vip_level above 0 and vip_date in the future (spec §4)', () => {
    expect(isVipActive({ vip_level: 1, vip_date: now / 1000 + 60 }, now)).toBe(true);
    expect(isVipActive({ vip_level: 1, vip_date: '2026-12-31 23:59:59' }, now)).toBe(true);
    expect(isVipActive({ vip_level: 1, vip_date: now / 1000 - 60 }, now)).toBe(false);
    expect(isVipActive({ vip_level: 0, vip_date: now / 1000 + 60 }, now)).toBe(false);
    expect(isVipActive({ vip_level: 2, vip_date: 'not a date' }, now)).toBe(false);
  });
});

describe('sharing link (spec §9)', () => {
  it('sharing link: site domain + /download with invite_code and channel when present (spec §9)', () => {
    expect(shareLink('https://www.xinzhibo.tv/', { inviteCode: 'AB12', channel: 'c9' })).toBe(
      'https://www.xinzhibo.tv/download?invite_code=AB12&channel=c9',
    );
    expect(shareLink('https://www.xinzhibo.tv', { inviteCode: 'AB12' })).toBe(
      'https://www.xinzhibo.tv/download?invite_code=AB12',
    );
    expect(shareLink('https://www.xinzhibo.tv')).toBe('https://www.xinzhibo.tv/download');
  });
});

describe('stream addresses (spec §4)', () => {
  it('stream: flv pull urls become m3u8 for the CDNs with an HLS twin (spec §4)', () => {
    expect(playableStreamUrl({ url: 'https://play.t.com/live/abc.flv?txSecret=1', livestream_source: 'tencent' })).toBe(
      'https://play.t.com/live/abc.m3u8?txSecret=1',
    );
    expect(playableStreamUrl({ url: 'https://p.other.com/live/abc.flv', livestream_source: 'other' })).toBe(
      'https://p.other.com/live/abc.flv',
    );
  });

  it('stream: on xcdn the /pull and /flv path parts become /hls (spec §4)', () => {
    expect(playableStreamUrl({ url: 'https://x.cdn/pull/flv/room1.flv', livestream_source: 'xcdn' })).toBe(
      'https://x.cdn/hls/hls/room1.m3u8',
    );
  });

  it('stream: on huawei the host becomes huawei_pull_hls_domain (spec §4)', () => {
    expect(
      playableStreamUrl({ url: 'https://pull.hw.com/live/a.flv?k=1', livestream_source: 'huawei' }, 'hls.hw.com'),
    ).toBe('https://hls.hw.com/live/a.m3u8?k=1');
    expect(playableStreamUrl({ url: 'https://pull.hw.com/live/a.flv', livestream_source: 'HUAWEI' }, '')).toBe(
      'https://pull.hw.com/live/a.m3u8',
    );
  });
});

describe('image upload (spec §5)', () => {
  it('upload: only image files are accepted (spec §5)', () => {
    expect(isImageType('image/png')).toBe(true);
    expect(isImageType('application/pdf')).toBe(false);
  });

  it('upload: compressed to at most 1200x1200 keeping the ratio (spec §5)', () => {
    expect(fitWithin(2400, 1800)).toEqual({ width: 1200, height: 900 });
    expect(fitWithin(800, 3000)).toEqual({ width: 320, height: 1200 });
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
  });
});
