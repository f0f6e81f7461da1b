import type { BrandDescriptor } from '@live/brand-schema';
import type { Page } from '@playwright/test';
import { newUser, registerThroughUi, storedToken } from '../account.ts';
import { brandUrl, flowBrands } from '../brands.ts';
import { expect, pastNewBenefit, test } from '../fixtures.ts';

async function api<T>(page: Page, brand: BrandDescriptor, path: string, data: unknown) {
  const response = await page.request.post(new URL(path, brandUrl(brand.id)).href, { data });
  return (await response.json()) as { status: number; data: T; msg: string };
}

/** A task's row in the task centre: its `stage/max` and its claim state. */
const taskRow = (page: Page, key: string) => page.locator(`[data-task="${key}"]`);

// Issue #28 item 2, 5, 6: what a fan does counts in the task centre, from the actions themselves.
for (const brand of flowBrands) {
  const zh = brand.language === 'zh-CN';
  const base = () => brandUrl(brand.id);

  test.describe(`${brand.id} tasks, news and shares`, () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('a fresh user sends 5 room messages, reads 3 articles in the app, shares one, watches a minute, and sees each task advance; a client-only call advances and pays nothing', async ({
      page,
      context,
    }) => {
      test.setTimeout(180_000);
      await registerThroughUi(page, brand, newUser('task', brand.language));
      const token = await storedToken(page, brand);

      await page.goto(`${base()}user-center/task`);
      await expect(taskRow(page, 'sendComment')).toContainText('0/5');
      await expect(taskRow(page, 'readInfo')).toContainText('0/3');
      await expect(taskRow(page, 'shareInfo')).toContainText('0/1');
      await expect(taskRow(page, 'watchLive')).toContainText('0/10');
      await expect(taskRow(page, 'online')).toContainText('0/30');
      // A new account's registration is its first login.
      await expect(taskRow(page, 'appFirstLogin')).toContainText('1/1');

      // The platform times watching by its own clock from play heartbeats, so it takes a real minute: a live room
      // plays (muted autoplay) in a second page of the same login from here to the end while the rest goes on.
      const lives = await api<{ list: { anchorid: number }[] }>(page, brand, '/api/live/getRealLives', {});
      const room = await context.newPage();
      await pastNewBenefit(room);
      const beats: number[] = [];
      room.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/live/playHeartbeat') beats.push(Date.now());
      });
      await room.goto(`${base()}live-detail/${lives.data.list[0]?.anchorid}`);
      const video = room.getByTestId('room-video');
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 })
        .toBeGreaterThan(0);
      // The first second of play opens the platform's watch session.
      await expect.poll(() => beats.length, { timeout: 10_000 }).toBe(1);

      // Five messages in the live room's chat.
      const input = room.getByRole('textbox', { name: zh ? '聊天' : 'Chat' });
      await expect(input).toBeEnabled({ timeout: 15_000 });
      for (let i = 1; i <= 5; i++) {
        const words = `task ${i} ${Date.now()}`;
        await input.fill(words);
        await room.getByRole('button', { name: zh ? '发送' : 'Enviar', exact: true }).click();
        await expect(room.getByRole('list', { name: zh ? '聊天' : 'Chat' }).getByText(words)).toBeVisible();
      }

      // Three articles read in the app's reader, opened from the news list; the first twice (it counts once).
      await page.goto(`${base()}mobile/news`);
      const rows = page.locator('.news-rows__link');
      const back = page.getByRole('button', { name: zh ? '返回' : 'Voltar' });
      for (const index of [0, 0, 1, 2]) {
        const title = (await rows.nth(index).locator('.news-rows__title').innerText()).trim();
        await rows.nth(index).click();
        await expect(page).toHaveURL(/\/m\/mobile\/news\?id=\d+$/);
        await expect(page.getByRole('heading', { level: 2 })).toHaveText(title);
        await expect(page.locator('.article-body__text').first()).toBeVisible();
        await expect(page.locator('.article-body__figure img')).toBeVisible();
        if (index < 2) {
          await back.click();
          await expect(page).toHaveURL(/\/m\/mobile\/news$/);
        }
      }

      // The third article shared: the copied address is its share page, with the sharer's invite code.
      const articleId = new URL(page.url()).searchParams.get('id');
      const me = await api<{ invite: { invite_code: string } }>(page, brand, '/webapi/User/getUserInfo', { token });
      await page.getByRole('button', { name: zh ? '分享' : 'Compartilhar' }).click();
      await expect(page.getByText(zh ? '已复制链接' : 'Link copiado')).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(
        `${new URL(base()).origin}/m/share/dynamic/${articleId}?invite_code=${me.data.invite.invite_code}`,
      );
      // The share page stays the outside landing page, its download link carrying the sharer's invite code.
      await page.goto(copied);
      await page.getByRole('button', { name: zh ? '立即下载' : 'Baixar agora' }).click();
      await expect(page).toHaveURL(new RegExp(`/download\\?invite_code=${me.data.invite.invite_code}$`));

      // Headless pages are each their own window: the room stayed visible, so it kept playing and beating.
      expect(await room.evaluate(() => document.visibilityState)).toBe('visible');
      await page.goto(`${base()}user-center/task`);
      await expect(taskRow(page, 'sendComment')).toContainText('5/5');
      await expect(taskRow(page, 'readInfo')).toContainText('3/3');
      await expect(taskRow(page, 'shareInfo')).toContainText('1/1');
      await expect(taskRow(page, 'shareToFriend')).toContainText('0/1');

      // A minute of play after the session opened (the room's next beat, 60 s of play later) is watchLive's first
      // stage; the pages open all along (presence beats at each load and every minute) make online's first, at
      // most two minutes after registering (a beat 55 s after the last counted one adds only 55 s). Polled through
      // the API: a reload would send presence beats of its own.
      const stage = async (key: string) => {
        const info = await api<{ tasks: { key: string; stage: number }[] }>(page, brand, '/api/task/getTaskInfo', {
          token,
        });
        return info.data.tasks.find((task) => task.key === key)?.stage;
      };
      const until = () => ({ intervals: [2_000], timeout: Math.max(120_000 - (Date.now() - (beats[0] ?? 0)), 10_000) });
      await expect.poll(() => stage('watchLive'), until()).toBeGreaterThanOrEqual(1);
      await expect.poll(() => stage('online'), until()).toBeGreaterThanOrEqual(1);
      await page.reload();
      await expect(taskRow(page, 'watchLive')).toContainText(/[1-9]\/10/);
      await expect(taskRow(page, 'online')).toContainText(/[1-9]\/30/);
      expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
      await room.close();

      // What the client says it did counts for nothing: no report call, and an unfinished task pays nothing.
      const gold = async () => (await api<{ gold: number }>(page, brand, '/api/wallet/getWallet', { token })).data.gold;
      const before = await gold();
      expect((await api(page, brand, '/api/task/report', { token, key: 'shareToFriend' })).status).not.toBe(0);
      const unearned = await api(page, brand, '/api/task/receive', {
        token,
        key: 'shareToFriend',
        request_id: `unearned-${Date.now()}`,
      });
      expect(unearned.status).not.toBe(0);
      expect(await gold()).toBe(before);
      await page.reload();
      await expect(taskRow(page, 'shareToFriend')).toContainText('0/1');

      // A task done is paid once.
      await taskRow(page, 'readInfo')
        .getByRole('button', { name: zh ? '领取' : 'Resgatar' })
        .click();
      await expect(taskRow(page, 'readInfo')).toContainText(zh ? '已领取' : 'Resgatado');
      expect(await gold()).toBe(before + 10);
    });
  });
}
