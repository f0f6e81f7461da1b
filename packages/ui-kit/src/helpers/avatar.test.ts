// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type AvatarImages, chooseAvatar, chooseDefaultAvatar, defaultAvatarKind } from './avatar.ts';

const images: AvatarImages = {
  fallback: '/img/fallback.png',
  shared: '/img/shared.png',
  site: '/img/site.png',
  byId: {
    '1': '/img/1.png',
    '3': '/img/3.png',
    '4': '/img/4.png',
    '10': '/img/10.png',
    '2': 'data:image/png;base64,2',
    '30': 'data:image/png;base64,30',
    '3002': 'data:image/png;base64,3002',
  },
};

describe('default avatar choice (spec §3)', () => {
  it('ids 1, 3, 4 and 10 use bundled images (spec §3)', () => {
    for (const id of ['1', '3', '4', '10']) {
      expect(defaultAvatarKind(id)).toBe('bundled');
      expect(chooseDefaultAvatar(id, images)).toBe(`/img/${id}.png`);
    }
  });

  it('ids 2, 5-9, 30 and 3001-3003 use embedded images (spec §3)', () => {
    for (const id of ['2', '5', '6', '7', '8', '9', '30', '3001', '3002', '3003']) {
      expect(defaultAvatarKind(id)).toBe('embedded');
    }
    expect(chooseDefaultAvatar('2', images)).toBe('data:image/png;base64,2');
    expect(chooseDefaultAvatar('3002', images)).toBe('data:image/png;base64,3002');
  });

  it('id 25 uses the shared image (spec §3)', () => {
    expect(defaultAvatarKind('25')).toBe('shared');
    expect(chooseDefaultAvatar('25', images)).toBe('/img/shared.png');
  });

  it('other ids use the fallback (spec §3)', () => {
    for (const id of ['0', '11', '31', '3000', '3004', '904', '1700']) {
      expect(defaultAvatarKind(id)).toBe('fallback');
      expect(chooseDefaultAvatar(id, images)).toBe('/img/fallback.png');
    }
  });

  it('chooses by numeric id string, so the number 10 equals "10" (spec §3)', () => {
    expect(chooseDefaultAvatar(10, images)).toBe('/img/10.png');
    expect(chooseDefaultAvatar(' 4 ', images)).toBe('/img/4.png');
  });

  it('falls back when an id has no image supplied', () => {
    expect(chooseDefaultAvatar('5', images)).toBe('/img/fallback.png');
    expect(chooseDefaultAvatar('25', { fallback: '/f.png' })).toBe('/f.png');
  });

  it('bad ids use the fallback and never throw', () => {
    expect(chooseDefaultAvatar(null, images)).toBe('/img/fallback.png');
    expect(chooseDefaultAvatar(undefined, images)).toBe('/img/fallback.png');
    expect(chooseDefaultAvatar('abc', images)).toBe('/img/fallback.png');
    expect(chooseDefaultAvatar('1.0', images)).toBe('/img/fallback.png');
  });
});

describe('avatar image choice', () => {
  it('shows the user picture when there is one', () => {
    expect(chooseAvatar({ src: 'https://cdn/u.png', id: '1', variant: 'site' }, images)).toBe('https://cdn/u.png');
  });

  it('uses the site variant second avatar for variant site (spec §3)', () => {
    expect(chooseAvatar({ src: '', variant: 'site', id: '1' }, images)).toBe('/img/site.png');
  });

  it('uses the default avatar of the id otherwise (spec §3)', () => {
    expect(chooseAvatar({ src: '  ', id: '3' }, images)).toBe('/img/3.png');
    expect(chooseAvatar({ variant: 'site', id: '3' }, { fallback: '/f.png' })).toBe('/f.png');
  });
});
