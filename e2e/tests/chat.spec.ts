import { anchorFanGroupId, SANDBOX_CHAT_APP_ID } from '@live/api-contract';
import TIM from '@live/im-client';
import type { BrandDescriptor } from '@live/brand-schema';
import type { Page } from '@playwright/test';
import { newUser, registerThroughUi, storedUserId } from '../account.ts';
import { brandUrl, flowBrands } from '../brands.ts';
import { expect, secondPage, test } from '../fixtures.ts';

const TEXT = {
  'zh-CN': {
    message: '消息内容',
    send: '发送',
    createGroup: '创建群聊',
    groupName: '群名称',
    create: '创建',
    join: '加入群聊',
    groupInfo: '群资料',
    login: '去登录',
    announcements: '群公告',
    edit: '编辑群公告',
    announcement: '公告内容',
    publish: '发布',
    mute: '禁言',
    mute600: '10分钟',
    muted: /你已被禁言至/,
    fanGroup: /粉丝群/,
    needLogin: '请登录使用完整功能',
    goLogin: '确定',
    addFriend: '加好友',
    requested: '好友申请已发送',
    sendRequest: '发送申请',
    applications: '好友申请',
    accept: '同意',
    friends: '好友',
    block: '加入黑名单',
    unblock: '移出黑名单',
    sendFailed: '发送失败，点击重发',
    slowMode: '慢速模式',
    slow10: '10 秒',
    slowWait: /慢速模式：\d+ 秒后可发言/,
    download: '下载',
  },
  'pt-BR': {
    message: 'Mensagem',
    send: 'Enviar',
    createGroup: 'Criar grupo',
    groupName: 'Nome do grupo',
    create: 'Criar',
    join: 'Entrar no grupo',
    groupInfo: 'Dados',
    login: 'Entrar',
    announcements: 'Avisos do grupo',
    edit: 'Editar aviso',
    announcement: 'Texto do aviso',
    publish: 'Publicar',
    mute: 'Silenciar',
    mute600: '10 minutos',
    muted: /Você está silenciado até/,
    fanGroup: /Grupo de fãs/,
    needLogin: 'Entre para usar todos os recursos',
    goLogin: 'Entrar',
    addFriend: 'Adicionar amigo',
    requested: 'Pedido de amizade enviado',
    sendRequest: 'Enviar pedido',
    applications: 'Pedidos de amizade',
    accept: 'Aceitar',
    friends: 'Amigos',
    block: 'Bloquear',
    unblock: 'Desbloquear',
    sendFailed: 'Falhou: toque para reenviar',
    slowMode: 'Modo lento',
    slow10: '10 s',
    slowWait: /Modo lento: aguarde \d+ s/,
    download: 'Baixar',
  },
} as const;

/** Logs in as a user with the chat client in Node and sends one file message (the app itself sends no files). */
async function sendFileAs(base: string, userID: string, userSig: string, to: string, file: File): Promise<void> {
  const client = TIM.create({ SDKAppID: SANDBOX_CHAT_APP_ID, proxyServer: `ws://${new URL(base).host}/im` });
  client.setLogLevel(4);
  const ready = new Promise<void>((resolve) => client.once(TIM.EVENT.SDK_READY, () => resolve()));
  await client.login({ userID, userSig });
  await ready;
  await client.sendMessage(client.createFileMessage({ to, conversationType: 'C2C', payload: { file } }));
  await client.destroy();
}

/** The unread count the menu's chat entry shows. */
const menuUnread = (page: Page) => page.getByTestId('menu-chat-unread');

async function sendText(page: Page, brand: BrandDescriptor, text: string) {
  const t = TEXT[brand.language];
  await page.getByRole('textbox', { name: t.message }).fill(text);
  await page.getByRole('button', { name: t.send, exact: true }).click();
  await expect(page.getByRole('list', { name: t.message }).getByText(text)).toBeVisible();
}

for (const brand of flowBrands) {
  const t = TEXT[brand.language];
  const base = () => brandUrl(brand.id);

  test.describe(`${brand.id} chat`, () => {
    test('one-to-one both ways with equal unread on the list, the menu and after a reload; a group with its member count, slow mode, announcement and a muted member; the anchor variant', async ({
      page,
      browser,
    }) => {
      test.setTimeout(150_000);
      const a = newUser('chatA', brand.language);
      const b = newUser('chatB', brand.language);
      await registerThroughUi(page, brand, a);
      const other = await secondPage(browser);
      await registerThroughUi(other, brand, b);
      const aId = await storedUserId(page, brand);
      const bId = await storedUserId(other, brand);

      // A writes to B.
      await page.goto(`${base()}c2c-chatroom/${bId}`);
      const hello = `hello ${Date.now()} <b>x</b>`;
      await sendText(page, brand, hello);

      // B's list, menu and a reload all say 1 unread.
      await other.goto(`${base()}c2c`);
      const row = other.locator(`[data-conversation="C2C${aId}"]`);
      await expect(row.getByText(hello)).toBeVisible({ timeout: 15_000 });
      await expect(row).toHaveAttribute('data-unread', '1');
      await expect(menuUnread(other)).toHaveAttribute('data-unread', '1');
      await other.reload();
      await expect(row).toHaveAttribute('data-unread', '1', { timeout: 15_000 });
      await expect(menuUnread(other)).toHaveAttribute('data-unread', '1');

      // B opens it (read), answers; A sees the answer arrive while the chat is open.
      await row.getByRole('link').click();
      await expect(other.getByRole('list', { name: t.message }).getByText(hello)).toBeVisible();
      const answer = `answer ${Date.now()}`;
      await sendText(other, brand, answer);
      await expect(page.getByRole('list', { name: t.message }).getByText(answer)).toBeVisible({ timeout: 15_000 });
      await other.goto(`${base()}c2c`);
      await expect(menuUnread(other)).toHaveAttribute('data-unread', '0');

      // A creates a public group; B joins it and writes.
      await page.goto(`${base()}c2c?tab=group`);
      await page.getByRole('button', { name: t.createGroup }).click();
      await page.getByRole('textbox', { name: t.groupName }).fill(`e2e ${brand.id}`);
      await page.getByRole('button', { name: t.create, exact: true }).click();
      await expect(page).toHaveURL(/\/m\/chat-group\/[^/]+$/);
      const groupId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
      await expect(page.getByRole('heading', { name: /\(1\)$/ })).toBeVisible();
      await other.goto(`${base()}chat-group/${encodeURIComponent(groupId)}`);
      await other.getByRole('button', { name: t.join }).click();
      // The owner's title counts the new member without a reload (the client's membership tip).
      await expect(page.getByRole('heading', { name: /\(2\)$/ })).toBeVisible({ timeout: 15_000 });
      await sendText(other, brand, 'joined');

      // A sets slow mode to 10 s: B is counted down after a message, then may write again.
      await page.getByRole('link', { name: t.groupInfo }).click();
      await page.getByText(t.slowMode, { exact: true }).click();
      await page.getByRole('button', { name: t.slow10, exact: true }).click();
      await other.reload();
      const input = other.getByRole('textbox', { name: t.message });
      await expect(input).toBeVisible({ timeout: 15_000 });
      await sendText(other, brand, 'slow one');
      await expect(other.getByText(t.slowWait)).toBeVisible();
      await expect(input).toBeHidden();
      await expect(input).toBeVisible({ timeout: 15_000 });
      await sendText(other, brand, 'slow two');
      await page.goBack();

      // A publishes an announcement and mutes B for 10 minutes.
      await page.getByRole('link', { name: t.groupInfo }).click();
      await page.getByRole('link', { name: new RegExp(t.announcements) }).click();
      await page.getByRole('button', { name: t.edit }).click();
      const notice = `notice ${Date.now()}`;
      await page.getByRole('textbox', { name: t.announcement }).fill(notice);
      await page.getByRole('button', { name: t.publish }).click();
      await expect(page.getByTestId('group-announcement')).toHaveText(notice);
      await page.goto(`${base()}chat-group-member/${bId}/${encodeURIComponent(groupId)}`);
      await page.getByRole('button', { name: t.mute, exact: true }).click();
      await page.getByRole('button', { name: t.mute600 }).click();
      await other.reload();
      await expect(other.getByText(t.muted)).toBeVisible({ timeout: 15_000 });
      await expect(other.getByText(notice)).toBeVisible();

      // An anchor's fan group opens on its /anchor/ page.
      const lives = await other.request.post(new URL('/api/live/getRealLives', base()).href, {
        data: { page: 1, size: 1 },
      });
      const anchorId = ((await lives.json()) as { data: { list: { anchorid: number }[] } }).data.list[0]?.anchorid;
      await other.goto(`${base()}chat-group/anchor/${anchorFanGroupId(anchorId ?? 0)}`);
      await expect(other.getByRole('heading', { name: t.fanGroup })).toBeVisible({ timeout: 15_000 });

      // B's chat client in Node (the app sends no files) sends A a file: A sees its name as text and a download link.
      const bSig = await other.evaluate(
        (key) => JSON.parse(localStorage.getItem(key) ?? '{}').userInfo?.txim_sign,
        brand.storeKey,
      );
      await other.context().close();
      const fileName = `<b>lineup</b> ${brand.id}.pdf`;
      await sendFileAs(base(), String(bId), bSig, String(aId), new File([new Uint8Array(2048)], fileName));
      await page.goto(`${base()}c2c-chatroom/${bId}`);
      await expect(page.getByTestId('chat-file-name')).toHaveText(fileName, { timeout: 15_000 });
      await expect(page.getByRole('link', { name: t.download })).toHaveAttribute('download', fileName);
    });

    test('a friend request accepted; a blacklisted sender is refused', async ({ page, browser }) => {
      test.setTimeout(150_000);
      const a = newUser('frA', brand.language);
      const b = newUser('frB', brand.language);
      await registerThroughUi(page, brand, a);
      const other = await secondPage(browser);
      await registerThroughUi(other, brand, b);
      const aId = await storedUserId(page, brand);
      const bId = await storedUserId(other, brand);

      // B asks A to be friends from A's profile; A accepts it among the applications.
      await other.goto(`${base()}c2c-user/${aId}`);
      await other.getByRole('button', { name: t.addFriend }).click();
      await other.getByRole('button', { name: t.sendRequest }).click();
      await expect(other.getByText(t.requested)).toBeVisible();
      await page.goto(`${base()}c2c-friends`);
      await page.getByRole('tab', { name: t.applications }).click();
      await page.getByRole('button', { name: t.accept }).click();
      await page.getByRole('tab', { name: t.friends, exact: true }).click();
      await expect(page.getByRole('link', { name: b.nick })).toBeVisible({ timeout: 15_000 });

      // A blacklists B: B's next message to A is refused and offered for resending.
      await page.goto(`${base()}c2c-user/${bId}`);
      await page.getByRole('button', { name: t.block }).click();
      await expect(page.getByRole('button', { name: t.unblock })).toBeVisible({ timeout: 15_000 });
      await other.goto(`${base()}c2c-chatroom/${aId}`);
      await other.getByRole('textbox', { name: t.message }).fill('blocked?');
      await other.getByRole('button', { name: t.send, exact: true }).click();
      await expect(other.getByRole('button', { name: t.sendFailed })).toBeVisible({ timeout: 15_000 });
      await other.context().close();
    });

    test('a guest who opens /c2c is asked to log in', async ({ page }) => {
      await page.goto(`${base()}c2c`);
      await page.getByRole('button', { name: t.login, exact: true }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog.getByText(t.needLogin)).toBeVisible();
      await dialog.getByRole('button', { name: t.goLogin }).click();
      await expect(page).toHaveURL(/\/m\/login$/);
    });
  });
}
