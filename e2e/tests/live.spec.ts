import type { BrandDescriptor } from '@live/brand-schema';
import type { Page } from '@playwright/test';
import { loginThroughUi, newUser, registerThroughUi } from '../account.ts';
import { brands, brandUrl, flowBrands } from '../brands.ts';
import { expect, newContext, test } from '../fixtures.ts';

interface Room {
  id: number;
  anchorid: number;
  matchid: number;
  sport_id: number;
}

type Config = Record<string, string | number>;

async function sandboxPost<T>(page: Page, brand: BrandDescriptor, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(new URL(path, brandUrl(brand.id)).href, { data });
  const body = (await response.json()) as { status: number; data: T; msg: string };
  expect(body.status, `${path}: ${body.msg}`).toBe(0);
  return body.data;
}

/** A live room about a football match (it has every match tab), found through the brand's own origin. */
async function footballRoom(page: Page, brand: BrandDescriptor): Promise<Room> {
  const data = await sandboxPost<{ list: Room[] }>(page, brand, '/api/live/getRealLives', { page: 1, size: 50 });
  const room = data.list.find((item) => item.matchid > 0 && item.sport_id === 1);
  if (!room) throw new Error('the sandbox has no live football match room');
  return room;
}

/** Sets config switches for this brand only and returns what restores the brand's previous values. */
async function overrideConfig(page: Page, brand: BrandDescriptor, config: Config): Promise<() => Promise<void>> {
  const response = await page.request.get(new URL('/api/config/getCommonConfig', brandUrl(brand.id)).href);
  const current = ((await response.json()) as { data: { config: Config } }).data.config;
  const previous = Object.fromEntries(Object.keys(config).map((key) => [key, current[key]]));
  await sandboxPost(page, brand, '/sandbox/config', { brand: brand.id, config });
  return async () => {
    await sandboxPost(page, brand, '/sandbox/config', { brand: brand.id, config: previous });
  };
}

async function videoTime(page: Page): Promise<number> {
  return page.getByTestId('room-video').evaluate((video: HTMLVideoElement) => video.currentTime);
}

async function tabKeys(page: Page, brand: BrandDescriptor): Promise<string[]> {
  const list = page.getByRole('tablist', { name: brand.language === 'pt-BR' ? 'Sala' : '直播间' });
  await expect(list.getByRole('tab').first()).toBeVisible();
  return list.getByRole('tab').evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute('data-key') ?? ''));
}

/** Whether the chat service answers WebSocket upgrades at /im on the brand's origin. */

const ALL_ON: Config = {
  switch_room_chat: '1',
  switch_room_operate: '1',
  switch_room_anchor: '1',
  switch_race_quiz_check: '1',
  switch_race_status: '1',
  switch_race_analysis: '1',
  switch_race_lineup: '1',
  switch_race_index: '1',
  switch_room_rank: '1',
};

for (const brand of flowBrands) {
  const zh = brand.language === 'zh-CN';
  test.describe(`${brand.id} live`, () => {
    // The tests of one brand change that brand's config switches: one at a time.
    test.describe.configure({ mode: 'serial' });

    test('/live shows the brand header, rooms and opens a room', async ({ page }) => {
      await page.goto(`${brandUrl(brand.id)}live`);
      await expect(page.locator('header h1')).toHaveText(brand.siteName);
      const hot = page.getByRole('list', { name: zh ? '热门直播' : 'Em alta' });
      await expect(hot.getByRole('listitem').first()).toBeVisible();
      await hot.getByRole('link').first().click();
      await expect(page).toHaveURL(/\/m\/live-detail\/\d+$/);
      await expect(page.getByTestId('room-video')).toBeVisible();
    });

    test('spec §3 live_badge, live_play_ad and §6 is_no_qrad: badges on live cards, the in-room ad for a guest, none for a user whose is_no_qrad hides ads (issue #32)', async ({
      page,
    }) => {
      const openRoomFromHome = async () => {
        await page.goto(`${brandUrl(brand.id)}live`);
        // The badges' names come from the common config: once shown, the config is in.
        const badged = page.locator('.room-card', { has: page.locator('.room-card__badge') }).first();
        await expect(badged).toBeVisible();
        await badged.getByRole('link').click();
        await expect(page.getByTestId('room-video')).toBeVisible();
      };
      const ad = page.getByRole('complementary', { name: zh ? '广告' : 'Anúncio' });
      await openRoomFromHome();
      await expect(ad).toBeVisible();
      await ad.getByRole('button', { name: zh ? '关闭广告' : 'Fechar anúncio' }).click();
      await expect(ad).toHaveCount(0);

      await page.goto(`${brandUrl(brand.id)}login`);
      await loginThroughUi(page, brand, 'vip', 'sandbox123');
      await expect(page).toHaveURL(new RegExp(`/m/${brand.rootRoute}$`));
      await openRoomFromHome();
      await page.waitForTimeout(1000);
      await expect(ad).toHaveCount(0);
    });

    /** Opens a football room and waits for its video to really play, muted; returns the hls.js chunk requests. */
    async function playRoomVideo(page: Page): Promise<string[]> {
      const hlsJs: string[] = [];
      page.on('request', (request) => {
        if (/\/hls\.light-[^/]*\.js$/.test(request.url())) hlsJs.push(request.url());
      });
      const room = await footballRoom(page, brand);
      await page.goto(`${brandUrl(brand.id)}live-detail/${room.anchorid}`);
      const video = page.getByTestId('room-video');
      await expect(video).toBeVisible({ timeout: 15_000 });
      await expect(video).toHaveJSProperty('muted', true);
      await expect.poll(() => videoTime(page), { timeout: 15_000 }).toBeGreaterThan(1);
      const first = await videoTime(page);
      await expect.poll(() => videoTime(page), { timeout: 5_000 }).toBeGreaterThan(first);
      return hlsJs;
    }

    test('a room video really plays, muted, through the browser’s own HLS: no hls.js (spec §4 stream rewrite; issue #31)', async ({
      page,
    }) => {
      expect(await playRoomVideo(page)).toEqual([]);
      await expect(page.getByTestId('room-video')).toHaveAttribute('src', /\.m3u8/);
    });

    test('a browser with no HLS of its own plays the room through hls.js', async ({ page }) => {
      await page.addInitScript(() => {
        const canPlayType = HTMLMediaElement.prototype.canPlayType;
        HTMLMediaElement.prototype.canPlayType = function (type: string) {
          return /mpegurl/i.test(type) ? '' : canPlayType.call(this, type);
        };
      });
      expect(await playRoomVideo(page)).toHaveLength(1);
      await expect(page.getByTestId('room-video')).toHaveAttribute('src', /^blob:/);
    });

    test('when the browser’s own HLS cannot open the stream, hls.js takes it over and it plays', async ({ page }) => {
      // A browser that answers "maybe" yet fails to open HLS: its source address leads nowhere it can play.
      await page.addInitScript(() => {
        const src = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'src') as PropertyDescriptor;
        Object.defineProperty(HTMLMediaElement.prototype, 'src', {
          ...src,
          set(this: HTMLMediaElement, value: string) {
            src.set?.call(this, /\.m3u8/.test(value) ? 'data:video/x-unplayable,' : value);
          },
        });
      });
      expect(await playRoomVideo(page)).toHaveLength(1);
      await expect(page.getByTestId('room-video')).toHaveAttribute('src', /^blob:/);
    });

    test('room tabs follow the config switches, in the spec order (spec §2)', async ({ page }) => {
      const room = await footballRoom(page, brand);
      const restore = await overrideConfig(page, brand, {
        ...ALL_ON,
        switch_room_operate: '0',
        switch_race_quiz_check: '0',
        switch_race_analysis: '0',
      });
      try {
        await page.goto(`${brandUrl(brand.id)}live-detail/${room.anchorid}`);
        // Football: rank (basketball only) never shows.
        expect(await tabKeys(page, brand)).toEqual(['chat', 'lives', 'status', 'lineup', 'index']);
        await sandboxPost(page, brand, '/sandbox/config', {
          brand: brand.id,
          config: {
            ...ALL_ON,
            switch_room_chat: '0',
            switch_room_anchor: '0',
            switch_race_status: '0',
            switch_race_lineup: '0',
            switch_race_index: '0',
          },
        });
        await page.reload();
        expect(await tabKeys(page, brand)).toEqual(['c2c', 'quiz', 'analysis']);
        await page.getByRole('tab', { name: zh ? '分析' : 'Análise' }).click();
        await expect(page.getByRole('tabpanel')).toBeVisible();
      } finally {
        await restore();
      }
    });

    test('/headline opens on the default tab of the switches, and a pick wins while shown (spec §2)', async ({
      page,
    }) => {
      const restore = await overrideConfig(page, brand, {
        switch_robotroom: '0',
        switch_anchorroom: '0',
        switch_shortvideo_check: '0',
        switch_match_database: '1',
      });
      try {
        await page.goto(`${brandUrl(brand.id)}headline`);
        const tabs = page.getByRole('tablist', { name: zh ? '头条' : 'Destaques' });
        await expect(tabs.getByRole('tab')).toHaveCount(1);
        await expect(tabs.getByRole('tab', { selected: true })).toHaveAttribute('data-key', 'db');
        await sandboxPost(page, brand, '/sandbox/config', {
          brand: brand.id,
          config: { switch_robotroom: '1', switch_shortvideo_check: '1' },
        });
        await page.reload();
        await expect(tabs.getByRole('tab', { selected: true })).toHaveAttribute('data-key', 'anchors');
        await tabs.getByRole('tab', { name: zh ? '短视频' : 'Clipes' }).click();
        await expect(
          page
            .getByRole('list', { name: zh ? '短视频' : 'Vídeos curtos' })
            .getByRole('listitem')
            .first(),
        ).toBeVisible();
      } finally {
        await restore();
      }
    });

    test('room chat: a message reaches a guest in a second browser as text; a race-start broadcast shows for 5 s, then leaves (messaging §2, spec §4)', async ({
      page,
      browser,
    }) => {
      test.setTimeout(60_000);
      await page.goto(`${brandUrl(brand.id)}live`);
      const room = await footballRoom(page, brand);
      const restore = await overrideConfig(page, brand, { switch_room_chat: '1' });
      const viewer = await newContext(browser);
      try {
        await registerThroughUi(page, brand, newUser(`lv${brand.id}`, brand.language));
        const guest = await viewer.newPage();
        await guest.goto(`${brandUrl(brand.id)}live-detail/${room.anchorid}`);
        await page.goto(`${brandUrl(brand.id)}live-detail/${room.anchorid}`);
        await expect(guest.locator('.room-chat[data-status="ready"]')).toBeVisible({ timeout: 20_000 });
        await expect(page.locator('.room-chat[data-status="ready"]')).toBeVisible({ timeout: 20_000 });

        const text = `hello <b>${Date.now()}</b>`;
        await page.getByRole('textbox', { name: zh ? '聊天' : 'Chat' }).fill(text);
        await page.getByRole('button', { name: zh ? '发送' : 'Enviar', exact: true }).click();
        const lines = guest.getByRole('list', { name: zh ? '聊天' : 'Chat' });
        await expect(lines.getByText(text)).toBeVisible({ timeout: 15_000 });
        await expect(lines.locator('b')).toHaveCount(0);

        // NOTIFY_ROOM is joined as the client becomes ready; by now the message round trip has passed.
        const desc = `race ${brand.id} ${Date.now()}`;
        // Only the platform's chat account may post one: the sandbox's control posts it as that account.
        await sandboxPost(page, brand, '/sandbox/race-start', { desc });
        const item = guest.getByText(desc);
        await expect(item).toBeVisible({ timeout: 5_000 });
        const shownAt = Date.now();
        await expect(item).toHaveAttribute('data-removed', 'false');
        await expect(item).toHaveAttribute('data-removed', 'true', { timeout: 7_000 });
        expect(Date.now() - shownAt).toBeGreaterThan(3_500);
        await expect(item).toHaveCount(0, { timeout: 5_000 });
        expect(Date.now() - shownAt).toBeGreaterThan(7_000);
      } finally {
        await viewer.close();
        await restore();
      }
    });
  });
}

test('videos: a short video plays with the browser controls; its share page links to the download page', async ({
  page,
}) => {
  const brand = brands[0];
  if (!brand) throw new Error('no brand');
  await page.goto(`${brandUrl(brand.id)}live/videos`);
  const zh = brand.language === 'zh-CN';
  await page
    .getByRole('list', { name: zh ? '短视频' : 'Vídeos curtos' })
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/m\/shortvideo\/\d+$/);
  await expect(page.getByTestId('room-video')).toHaveJSProperty('controls', true);
  await expect.poll(() => videoTime(page), { timeout: 15_000 }).toBeGreaterThan(0.5);
  const id = new URL(page.url()).pathname.split('/').at(-1);
  await page.goto(`${brandUrl(brand.id)}share/shortvideo/${id}`);
  await expect(page.locator('header h1')).toHaveText(brand.siteName);
  await page.getByRole('button', { name: zh ? '立即下载' : 'Baixar agora' }).click();
  await expect(page).toHaveURL(/\/download$/);
});
