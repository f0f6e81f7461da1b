import type { ApplyStatus } from '@live/api-contract';
import { describe, expect, it } from 'vitest';
import {
  ageOn,
  applyView,
  formatDate,
  formatDateTime,
  formatDuration,
  markRead,
  parseApplyType,
  userRoles,
  validatePasswordChange,
  validateProfile,
} from './user-centre';

const NOW = Date.parse('2026-11-24T00:00:00Z');
const base = { vip_level: 0, vip_date: 0, is_anchor: 0, is_anchor_admin: 0, is_operate: 0 } as const;

describe('user centre rules', () => {
  it('§6 roles: VIP (while active, §4), anchor, anchor admin and operate staff, in that order', () => {
    expect(userRoles(base, NOW)).toEqual([]);
    const future = NOW / 1000 + 86400;
    expect(userRoles({ ...base, vip_level: 2, vip_date: future, is_anchor: 1, is_anchor_admin: 1 }, NOW)).toEqual([
      'vip',
      'anchor',
      'anchorAdmin',
    ]);
    expect(userRoles({ ...base, vip_level: 2, vip_date: NOW / 1000 - 1, is_operate: 1 }, NOW)).toEqual(['operate']);
  });

  it('apply/:type is 1 (anchor) or 2 (anchor admin), nothing else', () => {
    expect(parseApplyType('1')).toBe(1);
    expect(parseApplyType('2')).toBe(2);
    for (const bad of ['0', '3', 'anchor', '', undefined]) expect(parseApplyType(bad)).toBeNull();
  });

  it('the apply page shows the held role, the review in progress, a rejection, or the form', () => {
    const app = (status: 0 | 1 | 2) =>
      ({
        id: 1,
        type: 1,
        status,
        real_name: '',
        contact: '',
        reason: '',
        note: '',
        created_at: 0,
        reviewed_at: 0,
      }) as const;
    const status = (granted: 0 | 1, application: ApplyStatus['application']): ApplyStatus => ({
      type: 1,
      granted,
      application,
    });
    expect(applyView(status(0, null))).toBe('form');
    expect(applyView(status(0, app(0)))).toBe('review');
    expect(applyView(status(0, app(2)))).toBe('rejected');
    expect(applyView(status(1, app(1)))).toBe('granted');
    expect(applyView(status(1, null))).toBe('granted');
  });

  it('§5 profile: a nick is needed and at most 20 display columns (CJK counts 2); birthdays are real past dates', () => {
    const form = { nick: '球迷', signature: '', city: '', birthday: '', photos: [] };
    expect(validateProfile(form, '2026-11-24')).toEqual({});
    expect(validateProfile({ ...form, nick: '  ' }, '2026-11-24').nick).toBe('nickEmpty');
    expect(validateProfile({ ...form, nick: '一二三四五六七八九十' }, '2026-11-24')).toEqual({});
    expect(validateProfile({ ...form, nick: '一二三四五六七八九十a' }, '2026-11-24').nick).toBe('nickLong');
    expect(validateProfile({ ...form, birthday: '2001-02-30' }, '2026-11-24').birthday).toBe('birthdayBad');
    expect(validateProfile({ ...form, birthday: '2027-01-01' }, '2026-11-24').birthday).toBe('birthdayBad');
    expect(validateProfile({ ...form, signature: 'x'.repeat(61) }, '2026-11-24').signature).toBe('signatureLong');
    expect(validateProfile({ ...form, photos: Array(10).fill('/p.png') }, '2026-11-24').photos).toBe('photosMany');
  });

  it('§3 profile.age follows the birthday, counting the birthday itself', () => {
    expect(ageOn('2000-11-24', '2026-11-24')).toBe(26);
    expect(ageOn('2000-11-25', '2026-11-24')).toBe(25);
    expect(ageOn('', '2026-11-24')).toBe(0);
  });

  it('changing the password needs the old one and a new valid one typed twice, different from the old', () => {
    expect(validatePasswordChange({ old: 'abc123', next: 'new12345', confirm: 'new12345' })).toEqual({});
    expect(validatePasswordChange({ old: '', next: 'x', confirm: 'y' })).toEqual({
      old: 'needOldPassword',
      next: 'badPassword',
      confirm: 'passwordMismatch',
    });
    expect(validatePasswordChange({ old: 'abc123', next: 'abc123', confirm: 'abc123' }).next).toBe('passwordSame');
  });

  it('marking a message read changes only it; id 0 marks all', () => {
    const list = [
      { id: 1, read: 0 as const },
      { id: 2, read: 0 as const },
    ];
    expect(markRead(list, 2).map((m) => m.read)).toEqual([0, 1]);
    expect(markRead(list, 0).map((m) => m.read)).toEqual([1, 1]);
  });

  it('§9 dates: zh YYYY-MM-DD HH:mm, pt DD/MM/YYYY HH:mm (local time); durations h:mm:ss', () => {
    const at = new Date(2026, 0, 5, 9, 7).getTime() / 1000;
    expect(formatDateTime(at, 'zh-CN')).toBe('2026-01-05 09:07');
    expect(formatDateTime(at, 'pt-BR')).toBe('05/01/2026 09:07');
    // issue #30: in the user's zone, across midnight.
    const late = Date.parse('2026-01-05T17:00:00Z') / 1000;
    expect(formatDateTime(late, 'zh-CN', 'Asia/Shanghai')).toBe('2026-01-06 01:00');
    expect(formatDateTime(late, 'pt-BR', 'America/Sao_Paulo')).toBe('05/01/2026 14:00');
    expect(formatDate(at, 'pt-BR')).toBe('05/01/2026');
    expect(formatDuration(3725)).toBe('1:02:05');
  });
});
