import { describe, expect, it } from 'vitest';
import { resolveLink, routeOf } from './sandbox-link';

const ORIGIN = 'https://brand.example';

describe('links the platform sends (banners, ads, announcements)', () => {
  it('opens a built route in the app, with or without the /m base', () => {
    expect(resolveLink('/live/lives?category=2', ORIGIN)).toEqual({
      kind: 'route',
      name: 'liveLives',
      to: '/live/lives?category=2',
    });
    expect(resolveLink('/m/live-detail/12', ORIGIN)).toEqual({
      kind: 'route',
      name: 'liveDetail',
      to: '/live-detail/12',
    });
    expect(resolveLink(`${ORIGIN}/m/score#top`, ORIGIN)).toEqual({ kind: 'route', name: 'score', to: '/score#top' });
  });

  it('opens a route of the registry inside the app, never outside /m/', () => {
    for (const link of ['/vip-plans', '/activities', '/recharge', '/data', '/newshop']) {
      const target = resolveLink(link, ORIGIN);
      expect(target).toMatchObject({ kind: 'route', to: link });
    }
  });

  it('marks an in-app address that names no route as unknown (coming soon), not a page', () => {
    expect(resolveLink('/no/such/page', ORIGIN)).toEqual({ kind: 'unknown', to: '/no/such/page' });
    expect(resolveLink('/m/no-such', ORIGIN)).toEqual({ kind: 'unknown', to: '/no-such' });
  });

  it('leaves the app only for http(s) links to another site', () => {
    expect(resolveLink('https://other.example/promo?a=1', ORIGIN)).toEqual({
      kind: 'external',
      href: 'https://other.example/promo?a=1',
    });
    expect(resolveLink('//other.example/x', ORIGIN)).toEqual({ kind: 'external', href: 'https://other.example/x' });
  });

  it('refuses links that run code, other schemes and empty links', () => {
    for (const link of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<b>x</b>',
      'mailto:a@b.c',
      '',
      '  ',
    ]) {
      expect(resolveLink(link, ORIGIN)).toEqual({ kind: 'refused', link });
    }
  });

  it('finds the most specific route for an address', () => {
    expect(routeOf('/chat-group/anchor/5')).toBe('chatGroupAnchor');
    expect(routeOf('/chat-group/5')).toBe('chatGroup');
    expect(routeOf('/score/detail/football/9')).toBe('footballDetail');
    expect(routeOf('/user-center/anchor')).toBe('userCenterAnchor');
    expect(routeOf('/user-center/setting')).toBe('userSetting');
    expect(routeOf('/nothing')).toBeNull();
  });

  it('matches encoded addresses as the router does and treats a malformed one as no route', () => {
    expect(routeOf('/database/league/%E8%8B%B1%E8%B6%85/36')).toBe('databaseLeague');
    expect(routeOf('/live-detail/%E0%A4%A')).toBeNull();
    expect(resolveLink('/live-detail/%E0%A4%A', ORIGIN)).toEqual({ kind: 'unknown', to: '/live-detail/%E0%A4%A' });
  });
});
