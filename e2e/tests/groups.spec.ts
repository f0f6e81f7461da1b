import type { BrandDescriptor } from '@live/brand-schema';
import type { Page } from '@playwright/test';
import { newUser, registerThroughUi, storedUserId } from '../account.ts';
import { brandUrl, flowBrands } from '../brands.ts';
import { expect, pastNewBenefit, secondPage, test } from '../fixtures.ts';

const TEXT = {
  'zh-CN': {
    addFriend: '加好友',
    greeting: '验证消息',
    sendRequest: '发送申请',
    requested: '好友申请已发送',
    friendsTab: /^好友\s*1 个好友申请$/,
    applications: /^好友申请/,
    accept: '同意',
    createGroup: '创建群聊',
    groupName: '群名称',
    create: '创建',
    groupInfo: '群资料',
    inviteFriends: '邀请好友',
    invite: '邀请（1）',
    search: '搜索用户ID、昵称、群名称或群ID',
    join: '加入',
    enter: '进入',
    oneMember: '1 人',
    twoMembers: '2 人',
    follow: '关注',
    joinFans: '加入粉丝群',
    enterFans: '进入群聊',
    message: '消息内容',
    joinOption: /^加群方式/,
    needsApproval: '需要验证',
    apply: '申请',
    waiting: '已申请，等待管理员审核',
    groupTab: /^群聊/,
    requestBadge: '1 个入群申请',
  },
  'pt-BR': {
    addFriend: 'Adicionar amigo',
    greeting: 'Mensagem de apresentação',
    sendRequest: 'Enviar pedido',
    requested: 'Pedido de amizade enviado',
    friendsTab: /^Amigos\s*1 pedidos de amizade$/,
    applications: /^Pedidos de amizade/,
    accept: 'Aceitar',
    createGroup: 'Criar grupo',
    groupName: 'Nome do grupo',
    create: 'Criar',
    groupInfo: 'Dados',
    inviteFriends: 'Convidar amigos',
    invite: 'Convidar (1)',
    search: 'Buscar ID, apelido, nome ou ID do grupo',
    join: 'Entrar',
    enter: 'Abrir',
    oneMember: '1 membro',
    twoMembers: '2 membros',
    follow: 'Seguir',
    joinFans: 'Entrar no grupo',
    enterFans: 'Abrir o grupo',
    message: 'Mensagem',
    joinOption: /^Como entrar/,
    needsApproval: 'Com aprovação',
    apply: 'Pedir',
    waiting: 'Pedido enviado: aguarde o administrador',
    groupTab: /^Grupos/,
    requestBadge: '1 pedidos de entrada',
  },
} as const;

/** Creates a group from the group tab (anyone may join it) and answers its id, from the group page it opens. */
async function createGroup(page: Page, brand: BrandDescriptor, name: string): Promise<string> {
  const t = TEXT[brand.language];
  await page.goto(`${brandUrl(brand.id)}c2c?tab=group`);
  await page.getByRole('button', { name: t.createGroup }).click();
  await page.getByRole('textbox', { name: t.groupName }).fill(name);
  await page.getByRole('button', { name: t.create, exact: true }).click();
  await expect(page).toHaveURL(/\/m\/chat-group\/[^/]+$/);
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
}

for (const brand of flowBrands) {
  const t = TEXT[brand.language];
  const base = () => brandUrl(brand.id);

  test.describe(`${brand.id} groups (issue #32)`, () => {
    test('a friend request with its greeting shows a badge; an owner invites the friend, who then sees the group; a group found by name is joined; a follower joins the fan group', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const a = newUser('grpA', brand.language);
      const b = newUser('grpB', brand.language);
      await registerThroughUi(page, brand, a);
      const other = await secondPage(browser);
      await registerThroughUi(other, brand, b);
      const aId = await storedUserId(page, brand);

      // B asks A to be friends with a greeting of their own.
      const greeting = `${brand.id} greeting ${Date.now() % 10000}`;
      await other.goto(`${base()}c2c-user/${aId}`);
      await other.getByRole('button', { name: t.addFriend }).click();
      await other.getByRole('textbox', { name: t.greeting }).fill(greeting);
      await other.getByRole('button', { name: t.sendRequest }).click();
      await expect(other.getByText(t.requested)).toBeVisible();

      // A: the menu's chat icon and the friends tab count it; the request shows B's greeting.
      await page.goto(`${base()}c2c`);
      await expect(page.getByTestId('menu-chat-unread')).toHaveAttribute('data-requests', '1', { timeout: 15_000 });
      await page.getByRole('tab', { name: t.friendsTab }).click();
      await page.goto(`${base()}c2c-friends?tab=applications`);
      await expect(page.getByRole('tab', { name: t.applications })).toContainText('1');
      await expect(page.getByTestId('friend-request-wording')).toHaveText(greeting);
      // A fresh account's welcome modal may open over the list at the moment of the tap: tap again if it was lost.
      await expect(async () => {
        await page.getByRole('button', { name: t.accept }).click({ timeout: 2000 });
        await expect(page.getByRole('button', { name: t.accept })).toBeHidden({ timeout: 3000 });
      }).toPass({ timeout: 20_000 });
      await expect(page.getByRole('tab', { name: t.applications })).not.toContainText('1');
      await page.goto(`${base()}c2c`);
      await expect(page.getByTestId('menu-chat-unread')).toHaveAttribute('data-requests', '0', { timeout: 15_000 });

      // A creates a group and invites B, who finds it in their group list.
      const invitedName = `e2e invite ${brand.id} ${Date.now() % 10000}`;
      const invitedId = await createGroup(page, brand, invitedName);
      await page.getByRole('link', { name: t.groupInfo }).click();
      await page.getByRole('button', { name: t.inviteFriends }).click();
      await page.getByRole('checkbox', { name: b.nick }).check();
      await page.getByRole('button', { name: t.invite }).click();
      await other.goto(`${base()}c2c?tab=group`);
      await expect(other.locator(`[data-conversation="GROUP${invitedId}"]`)).toBeVisible({ timeout: 15_000 });

      // B creates a group; A finds it by part of its name (the platform's search), sees its members and joins.
      const foundName = `findme ${brand.id} ${Date.now() % 100000}`;
      const foundId = await createGroup(other, brand, foundName);
      await page.goto(`${base()}c2c-search`);
      await page.getByRole('searchbox', { name: t.search }).fill(foundName.slice(0, 10).toUpperCase());
      await page.getByRole('searchbox', { name: t.search }).press('Enter');
      const row = page.locator(`[data-group="${foundId}"]`);
      await expect(row.getByText(foundName)).toBeVisible({ timeout: 15_000 });
      await expect(row.getByText(t.oneMember)).toBeVisible();
      await row.getByRole('button', { name: `${t.join} ${foundName}` }).click();
      await expect(row.getByRole('link', { name: t.enter })).toBeVisible();
      await expect(row.getByText(t.twoMembers)).toBeVisible();

      // B follows an anchor, is offered the anchor's fan group, joins it and writes there.
      const lives = await other.request.post(new URL('/api/live/getRealLives', base()).href, {
        data: { page: 1, size: 1 },
      });
      const anchorId = ((await lives.json()) as { data: { list: { anchorid: number }[] } }).data.list[0]?.anchorid;
      await other.goto(`${base()}user-center/anchor/${anchorId}`);
      const offer = other.getByTestId('fan-group-offer');
      await other.getByRole('button', { name: t.follow, exact: true }).click();
      await offer.getByRole('button', { name: t.joinFans }).click();
      await offer.getByRole('link', { name: t.enterFans }).click();
      await expect(other).toHaveURL(new RegExp(`/m/chat-group/anchor/fans_${anchorId}$`));
      await expect(other.getByRole('textbox', { name: t.message })).toBeVisible({ timeout: 15_000 });
      await other.context().close();
    });

    test('a join request reaches the owner live: B asks to join A’s group that needs approval, A sees the request appear without reloading and accepts it, and B is a member; C asks while A is away, and A finds the request on coming back', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const a = newUser('jrA', brand.language);
      const b = newUser('jrB', brand.language);
      await registerThroughUi(page, brand, a);
      const other = await secondPage(browser);
      await registerThroughUi(other, brand, b);

      // A's group needs approval to join.
      const name = `asks ${brand.id} ${Date.now() % 100000}`;
      const groupId = await createGroup(page, brand, name);
      await page.getByRole('link', { name: t.groupInfo }).click();
      await page.getByRole('button', { name: t.joinOption }).click();
      await page.getByRole('button', { name: t.needsApproval, exact: true }).click();
      await expect(page.getByRole('button', { name: t.joinOption })).toContainText(t.needsApproval);

      // A waits on the chat list's group tab; B finds the group and asks to join.
      await page.goto(`${base()}c2c?tab=group`);
      await expect(page.getByRole('tab', { name: t.groupTab })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByTestId('join-request')).toHaveCount(0);
      await other.goto(`${base()}c2c-search`);
      await other.getByRole('searchbox', { name: t.search }).fill(name);
      await other.getByRole('searchbox', { name: t.search }).press('Enter');
      const row = other.locator(`[data-group="${groupId}"]`);
      await row.getByRole('button', { name: `${t.apply} ${name}` }).click();
      await expect(row.getByRole('status')).toHaveText(t.waiting);

      // A's open page shows the request (the system notice's push), counted on the tab, and A accepts it.
      await expect(page.getByTestId('join-request')).toHaveText(b.nick, { timeout: 15_000 });
      await expect(page.getByRole('tab', { name: t.groupTab })).toContainText(t.requestBadge);
      // The menu's chat icon counts it too, on whatever page is open.
      await expect(page.getByTestId('menu-chat-unread')).toHaveAttribute('data-requests', '1', { timeout: 15_000 });
      await expect(async () => {
        await page.getByRole('button', { name: t.accept, exact: true }).click({ timeout: 2000 });
        await expect(page.getByTestId('join-request')).toHaveCount(0, { timeout: 3000 });
      }).toPass({ timeout: 20_000 });
      await expect(page.getByRole('tab', { name: t.groupTab })).not.toContainText(t.requestBadge);
      await expect(page.getByTestId('menu-chat-unread')).toHaveAttribute('data-requests', '0', { timeout: 15_000 });

      // B is a member: the group is in B's list.
      await other.goto(`${base()}c2c?tab=group`);
      await expect(other.locator(`[data-conversation="GROUP${groupId}"]`)).toBeVisible({ timeout: 15_000 });

      // While A is away (no page open: no chat connection), C asks to join; A comes back and finds the request.
      await other.context().close();
      const c = newUser('jrC', brand.language);
      const third = await secondPage(browser);
      await registerThroughUi(third, brand, c);
      const context = page.context();
      await page.close();
      await third.goto(`${base()}c2c-search`);
      await third.getByRole('searchbox', { name: t.search }).fill(name);
      await third.getByRole('searchbox', { name: t.search }).press('Enter');
      const asked = third.locator(`[data-group="${groupId}"]`);
      await asked.getByRole('button', { name: `${t.apply} ${name}` }).click();
      await expect(asked.getByRole('status')).toHaveText(t.waiting);
      const back = await context.newPage();
      await pastNewBenefit(back);
      await back.goto(`${base()}c2c?tab=group`);
      await expect(back.getByTestId('join-request')).toHaveText(c.nick, { timeout: 15_000 });
      await expect(back.getByTestId('menu-chat-unread')).toHaveAttribute('data-requests', '1', { timeout: 15_000 });
      await third.context().close();
    });
  });
}
