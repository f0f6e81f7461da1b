import type { BrandRuntimeConfig } from '@live/brand-schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { earlyCallPlans, renderShells, type Shells } from './first-paint';
import { landingRoute } from './first-paint-landing';
import { SHELL_POSTER_SLOT } from './first-paint-shell';
import { BASENAME } from './routes/paths';
import { BRAND } from './stores/test-fixtures';

const brand = {
  ...BRAND,
  siteName: '盘球吧',
  rootRoute: 'score',
  images: { logo: '/m/brand/logo.svg', appIcon: '/m/brand/icon.png', favicon: '/m/brand/favicon.svg' },
  pages: { default: { title: '盘球吧', keywords: '' } },
} as unknown as BrandRuntimeConfig;

let shells: Shells;
beforeAll(async () => {
  shells = await renderShells(brand);
});

/** The shell index.html shows for an address under the app that is not a stamped root page. */
const shellOf = (path: string) => landingRoute(path, BASENAME, 'score', shells.routes)?.name ?? shells.fallback;

describe("issue #31: a deep link paints its page group's shell from index.html, before any script", () => {
  it.each([
    ['/m/headline', 'headline', 'a menu page: its own, with its menu item current'],
    ['/m/user-center', 'userCenter', 'a menu page: its own, with its menu item current'],
    ['/m/live-detail/15', 'nav-stage', "a page whose first call names its poster: the player's place"],
    ['/m/share/live/15', 'brand-stage', "a shared room: the brand bar and the player's place"],
    ['/m/share/video/19', 'brand-stage', "a shared video: the brand bar and the player's place"],
    ['/m/share/shortvideo/10', 'brand-stage', "a shared clip: the brand bar and the player's place"],
    ['/m/shortvideo/10', 'nav-stage', "a clip's page: the player's place under its top bar"],
    ['/m/rec-video/19', 'nav-stage', "a video's page: the player's place under its top bar"],
    ['/m/share/match/1/9', 'brand', 'a shared page: the brand bar'],
    ['/m/score/detail/9', 'nav', "any other page: a page's top bar"],
    ['/m/user-center/setting', 'nav', "any other page: a page's top bar"],
    ['/m/no-such-page', 'nav', 'an address of no route: the default'],
  ])('%s: %s (%s)', (path, key) => {
    expect(shellOf(path)).toBe(key);
    expect(shells.html[key]).toBeTruthy();
  });

  it('the stamped root pages have their own first paint, not a shell', () => {
    expect(shells.routes.map(([, pattern]) => pattern)).not.toContain('/score');
    expect(shells.routes.map(([, pattern]) => pattern)).not.toContain('/live');
  });

  it("each shell is the app's own frame: the bottom menu, a page's top bar or the brand bar, over a skeleton", () => {
    expect(shells.html.headline).toMatch(/uk-tab-bar/);
    expect(shells.html.headline).toMatch(
      /aria-current="page"[^>]*href="\/m\/headline"|href="\/m\/headline"[^>]*aria-current="page"/,
    );
    expect(shells.html.nav).toMatch(/uk-nav-bar__back/);
    expect(shells.html.nav).not.toMatch(/uk-tab-bar/);
    expect(shells.html.brand).toMatch(
      /live-header__logo[^>]*\/m\/brand\/logo\.svg|\/m\/brand\/logo\.svg[^>]*live-header__logo/,
    );
    // The shared pages' largest paint until their content is in.
    expect(shells.html.brand).toMatch(/<img class="live-header__logo"[^>]*fetchpriority="high"/i);
    for (const html of Object.values(shells.html)) expect(html).toMatch(/uk-skeleton/);
  });

  it("the room's poster or the video's cover, its largest paint, shows in the shell's player place as soon as the early call names it", () => {
    const slot = `#root > [inert] .${SHELL_POSTER_SLOT}`;
    const plans = earlyCallPlans(brand);
    for (const route of [
      'liveDetail',
      'shareLive',
      'shortVideo',
      'shareShortVideo',
      'recVideo',
      'shareVideo',
    ] as const) {
      expect(plans[route]?.[0]?.imageSlot).toBe(slot);
    }
    expect(shells.html['nav-stage']).toContain(`class="${SHELL_POSTER_SLOT}"`);
    expect(shells.html['brand-stage']).toContain(`class="${SHELL_POSTER_SLOT}"`);
    expect(shells.html.nav).not.toContain(SHELL_POSTER_SLOT);
  });
});
