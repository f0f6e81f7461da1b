import type { BrandRuntimeConfig } from '@live/brand-schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { earlyCallPlans, renderShells, type Shells } from './first-paint';
import { landingRoute } from './first-paint-landing';
import { GUEST_PART, SHELL_AD_SLOT, SHELL_LOGO_SLOT, SHELL_POSTER_SLOT, USER_PART } from './first-paint-shell';
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
    ['/m/share/dynamic/7', 'brand-stage', "a shared article: the brand bar and its cover's place"],
    ['/m/share/match/1/9', 'brand', 'a shared page: the brand bar'],
    ['/m/c2c', 'c2c', 'a menu page: its own, with its menu item current'],
    ['/m/chat-group/9', 'nav-gate', 'a chat page: its top bar over the login gate a guest sees'],
    ['/m/c2c-chatroom/9', 'nav-gate', 'a chat page: its top bar over the login gate a guest sees'],
    ['/m/database/league/football/3', 'nav-header', "a page whose first call names its header's logo: the header"],
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

  it("a chat page's shell (issue #31): the page's login gate for a guest (its largest paint), a skeleton for a stored user", () => {
    for (const key of ['c2c', 'nav-gate']) {
      const html = shells.html[key] ?? '';
      // The app's own gate: ChatGate's guest state, under the page's top bar.
      expect(html).toMatch(
        new RegExp(`<div ${GUEST_PART}=""><div class="uk-empty chat-state">.*登录后即可查看消息和好友.*去登录`),
      );
      expect(html).toMatch(new RegExp(`<div ${USER_PART}=""><div class="uk-skeleton`));
      expect(html).toMatch(/uk-nav-bar/);
    }
    expect(shells.html['nav-gate']).toMatch(/uk-nav-bar__back/);
    expect(shells.html.c2c).not.toMatch(/uk-nav-bar__back/);
    expect(shells.html.nav).not.toContain(GUEST_PART);
    expect(shells.html.headline).not.toContain(GUEST_PART);
  });

  it("a league's logo, its largest paint, shows in the shell's header, the app's own, as soon as the early call names it", () => {
    expect(earlyCallPlans(brand).databaseLeague?.[0]?.imageSlot).toBe(`#root > [inert] .${SHELL_LOGO_SLOT}`);
    // The app's EntityHeader, its logo's place sized as the page shows it (56 design px), empty until the call is in.
    expect(shells.html['nav-header']).toMatch(
      new RegExp(
        `<div class="database-header"><span class="[^"]*${SHELL_LOGO_SLOT}" style="width:1.49333rem;height:1.49333rem"`,
      ),
    );
    expect(shells.html['nav-header']).toMatch(/uk-nav-bar__back/);
    expect(shells.html.nav).not.toContain(SHELL_LOGO_SLOT);
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

  it("/m/user-center: a guest's shell is the page as a guest first sees it, with the ad's box the early call shows the ad in (its largest paint); a stored user's the skeleton", () => {
    const html = shells.html.userCenter ?? '';
    const [guest = '', user = ''] = html.split(USER_PART);
    expect(guest).toContain(GUEST_PART);
    expect(guest).toMatch(/class="user-center__header"[\s\S]*登录<!-- --> \/ <!-- -->注册/);
    expect(guest).toContain(`user-center__ad ${SHELL_AD_SLOT}`);
    expect(guest.match(/class="uk-cell"/g)?.length).toBeGreaterThan(5);
    expect(user).toContain('uk-skeleton');
    expect(earlyCallPlans(brand).userCenter?.[0]?.imageSlot).toBe(`#root > [inert] .${SHELL_AD_SLOT}`);
  });
});
