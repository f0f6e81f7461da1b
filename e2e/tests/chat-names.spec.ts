import { SANDBOX_CHAT_APP_ID } from '@live/api-contract';
import TIM, { type ChatClient } from '@live/im-client';
import type { APIRequestContext } from '@playwright/test';
import { newUser, type NewUser, registerThroughUi } from '../account.ts';
import { brandUrl, flowBrands } from '../brands.ts';
import { expect, test } from '../fixtures.ts';

const TEXT = {
  'zh-CN': {
    message: '消息内容',
    group: '群聊',
    slowModeOn: '慢速模式 10 秒',
    applications: '好友申请',
    accept: '同意',
    friends: '好友',
  },
  'pt-BR': {
    message: 'Mensagem',
    group: 'Grupos',
    slowModeOn: 'Modo lento 10 s',
    applications: 'Pedidos de amizade',
    accept: 'Aceitar',
    friends: 'Amigos',
  },
} as const;

/** The answer data of a platform call; fails the test on a non-zero status. */
async function call<T>(request: APIRequestContext, base: string, path: string, data: unknown): Promise<T> {
  const response = await request.post(new URL(path, base).href, { data });
  const body = (await response.json()) as { status: number; msg: string; data: T };
  expect(body.status, `${path}: ${body.msg}`).toBe(0);
  return body.data;
}

async function control<T>(request: APIRequestContext, base: string, path: string): Promise<T> {
  return ((await (await request.get(new URL(path, base).href)).json()) as { data: T }).data;
}

/** Registers through the platform API (picture code, SMS code), as a user of another device; returns the token. */
async function registerByApi(request: APIRequestContext, base: string, user: NewUser): Promise<string> {
  const key = `e2e${user.mobile}`;
  await request.get(new URL(`/api/user/smsCaptcha?code=${key}`, base).href);
  const { answer } = await control<{ answer: string }>(request, base, `/sandbox/last-captcha?code=${key}`);
  await call(request, base, '/webapi/user/sendCode', { mobile: user.mobile, captcha: answer, code: key });
  const { code } = await control<{ code: string }>(request, base, `/sandbox/last-sms?mobile=${user.mobile}`);
  const info = await call<{ token: string }>(request, base, '/webapi/user/regist', {
    mobile: user.mobile,
    sms_code: code,
    password: user.password,
    nick_name: user.nick,
    agree: 1,
  });
  return info.token;
}

/** The user's chat client in Node: it never writes its own chat profile (a user who never opened the chat pages). */
async function chatClientOf(base: string, userID: string, userSig: string): Promise<ChatClient> {
  const client = TIM.create({ SDKAppID: SANDBOX_CHAT_APP_ID, proxyServer: `ws://${new URL(base).host}/im` });
  client.setLogLevel(4);
  const ready = new Promise<void>((resolve) => client.once(TIM.EVENT.SDK_READY, () => resolve()));
  await client.login({ userID, userSig });
  await ready;
  return client;
}

for (const brand of flowBrands) {
  const t = TEXT[brand.language];
  const base = () => brandUrl(brand.id);

  test.describe(`${brand.id} chat names and badges`, () => {
    test('a VIP who never opened chat is named with the VIP badge in the list and friends; a group learnt from a push shows its name; slow mode set while the group is open shows at once', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const a = newUser('nameA', brand.language);
      const b = newUser('nameB');
      await registerThroughUi(page, brand, a);
      const aId = await page.evaluate(
        (key) => String(JSON.parse(localStorage.getItem(key) ?? '{}').userInfo?.id ?? ''),
        brand.storeKey,
      );

      // B registers on another device and buys VIP; B's chat client never sets its own profile.
      const bToken = await registerByApi(page.request, base(), b);
      const bInfo = await call<{ id: number; txim_sign: string }>(page.request, base(), '/webapi/User/getUserInfo', {
        token: bToken,
      });
      await call(page.request, base(), '/sandbox/credit', { uid: bInfo.id, gold: 1000 });
      await call(page.request, base(), '/api/vip/buy', {
        token: bToken,
        plan_id: 1,
        request_id: `e2e-vip-${b.mobile}`,
      });
      const bChat = await chatClientOf(base(), String(bInfo.id), bInfo.txim_sign);
      try {
        const groupName = `球局 ${brand.id} ${Date.now() % 10000}`;
        const { data } = await bChat.createGroup({
          type: 'Public',
          name: groupName,
          joinOption: 'FreeAccess',
          memberList: [{ userID: aId }],
        });
        const groupID = data.group.groupID;
        await bChat.sendMessage(
          bChat.createTextMessage({ to: aId, conversationType: TIM.TYPES.CONV_C2C, payload: { text: 'oi' } }),
        );
        await bChat.sendMessage(
          bChat.createTextMessage({ to: groupID, conversationType: TIM.TYPES.CONV_GROUP, payload: { text: 'bora' } }),
        );

        // A's list: B by the platform nickname with the VIP badge, never a numeric id.
        await page.goto(`${base()}c2c`);
        const bRow = page.locator(`[data-conversation="C2C${bInfo.id}"]`);
        await expect(bRow.getByText(b.nick, { exact: true })).toBeVisible({ timeout: 15_000 });
        await expect(bRow.getByTestId('chat-vip')).toHaveText('VIP1');

        // The group, learnt from B's push, by its name; its id is never shown.
        await page.getByRole('tab', { name: new RegExp(`^${t.group}`) }).click();
        const groupRow = page.locator(`[data-conversation="GROUP${groupID}"]`);
        await expect(groupRow.getByText(groupName, { exact: true })).toBeVisible({ timeout: 15_000 });
        await expect(page.getByText(/@TGS#/)).toHaveCount(0);

        // A has the group open when B switches slow mode on: A's page says so without a reload.
        await groupRow.getByRole('link').click();
        await expect(page.getByRole('textbox', { name: t.message })).toBeVisible({ timeout: 15_000 });
        await expect(page.getByText(t.slowModeOn)).toBeHidden();
        await bChat.updateGroupProfile({ groupID, groupCustomField: [{ key: 'slow_mode', value: '10' }] });
        await expect(page.getByText(t.slowModeOn)).toBeVisible({ timeout: 15_000 });

        // B asks A to be friends; once accepted, B's friend row carries the VIP badge too.
        await bChat.addFriend({ to: aId, source: 'AddSource_Type_Web' });
        await page.goto(`${base()}c2c-friends`);
        await page.getByRole('tab', { name: t.applications }).click();
        await expect(page.getByText(b.nick, { exact: true })).toBeVisible({ timeout: 15_000 });
        await page.getByRole('button', { name: t.accept }).click();
        await page.getByRole('tab', { name: t.friends, exact: true }).click();
        const friendRow = page.getByRole('link', { name: new RegExp(b.nick) });
        await expect(friendRow).toBeVisible({ timeout: 15_000 });
        await expect(friendRow.getByTestId('chat-vip')).toHaveText('VIP1');
      } finally {
        await bChat.destroy();
      }
    });
  });
}
