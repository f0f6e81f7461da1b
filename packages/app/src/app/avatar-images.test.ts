// @vitest-environment node
import { chooseAvatar, defaultAvatarKind } from '@live/ui-kit';
import type { BrandRuntimeConfig } from '@live/brand-schema';
import { describe, expect, it } from 'vitest';
import { avatarImages } from './avatar-images';

const brand = { images: { defaultAvatar: '/brand/avatar.svg', siteAvatar: '/brand/site.svg' } } as BrandRuntimeConfig;
const images = avatarImages(brand);
const pick = (id: string) => chooseAvatar({ src: '', id }, images);

describe('spec §3 default avatar: chosen by numeric id string (issue #32: the table reaches ui-kit)', () => {
  it('ids 1,3,4,10 bundled images: each its own image file', () => {
    const urls = ['1', '3', '4', '10'].map(pick);
    for (const url of urls) {
      expect(url).toMatch(/\.svg/);
      expect(url).not.toBe('/brand/avatar.svg');
    }
    expect(new Set(urls).size).toBe(4);
  });

  it('ids 2,5,6,7,8,9,30,3001-3003 embedded images: each its own data URL', () => {
    const ids = ['2', '5', '6', '7', '8', '9', '30', '3001', '3002', '3003'];
    for (const id of ids) expect(defaultAvatarKind(id)).toBe('embedded');
    const urls = ids.map(pick);
    for (const url of urls) expect(url).toMatch(/^data:image\/svg\+xml,/);
    expect(new Set(urls).size).toBe(ids.length);
  });

  it('id 25 a shared image; other ids the fallback; a second avatar by site variant', () => {
    expect(pick('25')).toMatch(/shared.*\.svg/);
    expect(pick('11')).toBe('/brand/avatar.svg');
    expect(chooseAvatar({ src: '', id: '1', variant: 'site' }, images)).toBe('/brand/site.svg');
  });
});
