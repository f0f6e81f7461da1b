import type { Page, WebSocket } from '@playwright/test';
import { newUser, registerThroughUi } from '../account.ts';
import { brands, brandUrl } from '../brands.ts';
import { expect, newContext, pastNewBenefit, test } from '../fixtures.ts';

// Issue #29 item 5: one account in two tabs keeps chatting in both (the tabs share one chat connection; a second
// connection of the account would kick the first, as the cloud does). zh-CN on pq8 only: the rule is no language's.
const brand = brands.find((candidate) => candidate.id === 'pq8');

const userId = (page: Page): Promise<number> =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').userInfo?.id ?? 0, brand?.storeKey ?? '');

async function send(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: '消息内容' }).fill(text);
  await page.getByRole('button', { name: '发送', exact: true }).click();
  await expect(messages(page).getByText(text)).toBeVisible();
}

const messages = (page: Page) => page.getByRole('list', { name: '消息内容' });

test.describe('pq8 chat in two tabs', () => {
  test.skip(!brand, 'pq8 is not built');

  test('issue #29: one account in two tabs of a browser sends and receives in both, and neither is put out', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    if (!brand) return;
    const base = brandUrl(brand.id);
    const a = newUser('tabsA', brand.language);
    const b = newUser('tabsB', brand.language);
    // The account's chat sockets open in this browser, either tab's: whichever tab's app starts first holds the one
    // connection and the other chats through it (a tab that reloads hands it over).
    const openSockets = new Map<WebSocket, Page>();
    const trackChatSockets = (tab: Page) => {
      tab.on('websocket', (socket) => {
        if (!socket.url().includes('/im/')) return;
        openSockets.set(socket, tab);
        socket.on('close', () => openSockets.delete(socket));
      });
      // A page left (a new document asked for, not an in-app move) closes its sockets without a close event here.
      tab.on('request', (request) => {
        if (!request.isNavigationRequest() || request.frame() !== tab.mainFrame()) return;
        for (const [socket, owner] of openSockets) if (owner === tab) openSockets.delete(socket);
      });
    };
    trackChatSockets(page);
    await registerThroughUi(page, brand, a);
    const secondTab = await page.context().newPage();
    await pastNewBenefit(secondTab);
    trackChatSockets(secondTab);
    const other = await (await newContext(browser, { viewport: { width: 375, height: 812 } })).newPage();
    await pastNewBenefit(other);
    await registerThroughUi(other, brand, b);
    const [aId, bId] = [await userId(page), await userId(other)];

    await page.goto(`${base}c2c-chatroom/${bId}`);
    await secondTab.goto(`${base}c2c-chatroom/${bId}`);
    await other.goto(`${base}c2c-chatroom/${aId}`);
    await send(page, 'from the first tab');
    await send(secondTab, 'from the second tab');
    for (const text of ['from the first tab', 'from the second tab'])
      await expect(messages(other).getByText(text)).toBeVisible({ timeout: 15_000 });
    await send(other, 'to both tabs');
    for (const tab of [page, secondTab]) {
      await expect(messages(tab).getByText('to both tabs')).toBeVisible({ timeout: 15_000 });
      await expect(tab.getByText(/其他页面或设备/)).toHaveCount(0);
    }
    // One chat connection for both tabs.
    await expect.poll(() => openSockets.size).toBe(1);
  });
});
